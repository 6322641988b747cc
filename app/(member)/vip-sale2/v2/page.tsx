import { CampaignPage, campaignMetadata } from '@/components/member/campaign-page';

export const generateMetadata = () => campaignMetadata('/vip-sale2/v2', 'vip-sale2');

export default function Page() {
  return <CampaignPage route="/vip-sale2/v2" slug="vip-sale2" />;
}
