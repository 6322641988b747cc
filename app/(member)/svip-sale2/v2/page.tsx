import { CampaignPage, campaignMetadata } from '@/components/member/campaign-page';

export const generateMetadata = () => campaignMetadata('/svip-sale2/v2', 'svip-sale2');

export default function Page() {
  return <CampaignPage route="/svip-sale2/v2" slug="svip-sale2" />;
}
