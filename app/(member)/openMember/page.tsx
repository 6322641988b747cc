import { CampaignPage, campaignMetadata } from '@/components/member/campaign-page';

export const generateMetadata = () => campaignMetadata('/openMember', 'openMember');

export default function Page() {
  return <CampaignPage route="/openMember" slug="openMember" />;
}
