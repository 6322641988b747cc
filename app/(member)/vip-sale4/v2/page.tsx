import { CampaignPage, campaignMetadata } from '@/components/member/campaign-page';

export const generateMetadata = () => campaignMetadata('/vip-sale4/v2', 'vip-sale4');

export default function Page() {
  return <CampaignPage route="/vip-sale4/v2" slug="vip-sale4" />;
}
