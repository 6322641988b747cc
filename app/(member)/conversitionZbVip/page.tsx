import { CampaignPage, campaignMetadata } from '@/components/member/campaign-page';

export const generateMetadata = () => campaignMetadata('/conversitionZbVip', 'conversitionZbVip');

export default function Page() {
  return <CampaignPage route="/conversitionZbVip" slug="conversitionZbVip" />;
}
