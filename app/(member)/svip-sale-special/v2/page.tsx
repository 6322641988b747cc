import { CampaignPage, campaignMetadata } from '@/components/member/campaign-page';

export const generateMetadata = () => campaignMetadata('/svip-sale-special/v2', 'svip-sale-special');

export default function Page() {
  return <CampaignPage route="/svip-sale-special/v2" slug="svip-sale-special" />;
}
