import { CampaignPage, campaignMetadata } from '@/components/member/campaign-page';

export const generateMetadata = () => campaignMetadata('/conversitionCybSvip', 'conversitionCybSvip');

export default function Page() {
  return <CampaignPage route="/conversitionCybSvip" slug="conversitionCybSvip" />;
}
