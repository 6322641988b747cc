import { CampaignPage, campaignMetadata } from '@/components/member/campaign-page';

export const generateMetadata = () => campaignMetadata('/vip-sale3/v2', 'vip-sale3');

export default function Page() {
  return <CampaignPage route="/vip-sale3/v2" slug="vip-sale3" />;
}
