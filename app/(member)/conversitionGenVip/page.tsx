import { CampaignPage, campaignMetadata } from '@/components/member/campaign-page';

export const generateMetadata = () => campaignMetadata('/conversitionGenVip', 'conversitionGenVip');

export default function Page() {
  return <CampaignPage route="/conversitionGenVip" slug="conversitionGenVip" />;
}
