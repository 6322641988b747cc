import { CampaignPage, campaignMetadata } from '@/components/member/campaign-page';

export const generateMetadata = () => campaignMetadata('/svip-sale4/v2', 'svip-sale4');

export default function Page() {
  return <CampaignPage route="/svip-sale4/v2" slug="svip-sale4" />;
}
