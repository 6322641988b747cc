import { CampaignPage, campaignMetadata } from '@/components/member/campaign-page';

export const generateMetadata = () => campaignMetadata('/conversitionCourseVip', 'conversitionCourseVip');

export default function Page() {
  return <CampaignPage route="/conversitionCourseVip" slug="conversitionCourseVip" />;
}
