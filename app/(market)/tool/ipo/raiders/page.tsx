import { IpoGuide } from '@/components/market/ipo/ipo-guide';
import { PageShell } from '@/components/ui/page-shell';
import { describeIpos } from '@/lib/market/describe';
import { marketMetadata } from '@/lib/market/metadata';
import { getIpoList } from '@/lib/market/ipo-server';

const PATH = '/tool/ipo/raiders';

export async function generateMetadata() {
  const data = await getIpoList();
  return marketMetadata(PATH, {
    url: PATH,
    description: `打新攻略：申购流程、需配市值、中签缴款规则。${data.ok ? describeIpos(data.data.issues) : ''}`,
  });
}

export default async function IpoGuidePage() {
  const data = await getIpoList();
  // The guide reads fine without data: a failed read only empties the "近期可申购" list.
  return (
    <PageShell route={PATH}>
      <IpoGuide data={data.ok ? data.data : null} stale={data.ok && data.stale} />
    </PageShell>
  );
}
