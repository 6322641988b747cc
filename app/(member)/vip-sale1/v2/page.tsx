import { CampaignPage, campaignMetadata } from '@/components/member/campaign-page';

export const generateMetadata = () => campaignMetadata('/vip-sale1/v2', 'vip-sale1');

export default function Page() {
  return <CampaignPage route="/vip-sale1/v2" slug="vip-sale1" />;
}
