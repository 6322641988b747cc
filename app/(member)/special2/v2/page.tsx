import { CampaignPage, campaignMetadata } from '@/components/member/campaign-page';

export const generateMetadata = () => campaignMetadata('/special2/v2', 'special2');

export default function Page() {
  return <CampaignPage route="/special2/v2" slug="special2" />;
}
