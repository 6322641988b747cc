import { CampaignPage, campaignMetadata } from '@/components/member/campaign-page';

export const generateMetadata = () => campaignMetadata('/conversitionPerVip', 'conversitionPerVip');

export default function Page() {
  return <CampaignPage route="/conversitionPerVip" slug="conversitionPerVip" />;
}
