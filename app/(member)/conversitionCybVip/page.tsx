import { CampaignPage, campaignMetadata } from '@/components/member/campaign-page';

export const generateMetadata = () => campaignMetadata('/conversitionCybVip', 'conversitionCybVip');

export default function Page() {
  return <CampaignPage route="/conversitionCybVip" slug="conversitionCybVip" />;
}
