import { CampaignPage, campaignMetadata } from '@/components/member/campaign-page';

export const generateMetadata = () => campaignMetadata('/conversitionCourseSvip', 'conversitionCourseSvip');

export default function Page() {
  return <CampaignPage route="/conversitionCourseSvip" slug="conversitionCourseSvip" />;
}
