import { GoldReportView } from '@/components/market/reports/gold-report-view';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { marketMetadata } from '@/lib/market/metadata';
import { withQuery, type SearchParams } from '@/lib/market/params';
import { checkGoldTab } from '@/lib/market/tool-params';
import { getGoldReports } from '@/lib/market/gold-report-server';
import { badInput } from '@/lib/read/result';

const PATH = '/goldMedalReport';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams;
  const tab = checkGoldTab(params);
  const data = tab.ok ? await getGoldReports(tab.value) : null;
  const top = data?.ok ? data.data.analysts[0] : undefined;
  const lead = top ? `胜率第一：${top.name}（${top.institution}）${top.winRate.toFixed(2)}%，样本 ${top.n} 篇。` : '';
  return marketMetadata(PATH, {
    url: withQuery(PATH, params, {}),
    description: `金牌研报：近一年推荐胜率居前的分析师及其最新研报、评级与目标价。${lead}`,
  });
}

export default async function GoldReportPage({ searchParams }: Props) {
  const params = await searchParams;
  const tab = checkGoldTab(params);
  if (!tab.ok)
    return (
      <PageShell route={PATH}>
        <ReadError error={badInput(tab.message).error} back={{ path: PATH, label: '查看全部研报' }} />
      </PageShell>
    );
  const data = await getGoldReports(tab.value);
  return (
    <PageShell route={PATH}>
      {data.ok ? (
        <GoldReportView data={data.data} params={params} stale={data.stale} />
      ) : (
        <ReadError error={data.error} />
      )}
    </PageShell>
  );
}
