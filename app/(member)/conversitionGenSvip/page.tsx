import { CampaignPage, campaignMetadata } from '@/components/member/campaign-page';

export const generateMetadata = () => campaignMetadata('/conversitionGenSvip', 'conversitionGenSvip');

export default function Page() {
  return <CampaignPage route="/conversitionGenSvip" slug="conversitionGenSvip" />;
}
