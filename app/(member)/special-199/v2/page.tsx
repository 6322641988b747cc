import { CampaignPage, campaignMetadata } from '@/components/member/campaign-page';

export const generateMetadata = () => campaignMetadata('/special-199/v2', 'special-199');

export default function Page() {
  return <CampaignPage route="/special-199/v2" slug="special-199" />;
}
