import { CampaignPage, campaignMetadata } from '@/components/member/campaign-page';

export const generateMetadata = () => campaignMetadata('/svip-sale1/v2', 'svip-sale1');

export default function Page() {
  return <CampaignPage route="/svip-sale1/v2" slug="svip-sale1" />;
}
