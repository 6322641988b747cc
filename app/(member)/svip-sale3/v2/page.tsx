import { CampaignPage, campaignMetadata } from '@/components/member/campaign-page';

export const generateMetadata = () => campaignMetadata('/svip-sale3/v2', 'svip-sale3');

export default function Page() {
  return <CampaignPage route="/svip-sale3/v2" slug="svip-sale3" />;
}
