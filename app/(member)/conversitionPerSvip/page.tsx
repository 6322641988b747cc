import { CampaignPage, campaignMetadata } from '@/components/member/campaign-page';

export const generateMetadata = () => campaignMetadata('/conversitionPerSvip', 'conversitionPerSvip');

export default function Page() {
  return <CampaignPage route="/conversitionPerSvip" slug="conversitionPerSvip" />;
}
