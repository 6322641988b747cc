import { CampaignPage, campaignMetadata } from '@/components/member/campaign-page';

export const generateMetadata = () => campaignMetadata('/conversitionZbSvip', 'conversitionZbSvip');

export default function Page() {
  return <CampaignPage route="/conversitionZbSvip" slug="conversitionZbSvip" />;
}
