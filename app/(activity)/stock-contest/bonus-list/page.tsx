import { BonusListScreen } from '@/components/contest/past-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readContestBonusList } from '@/lib/contest/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/stock-contest/bonus-list', { description: '选股大赛累计奖金榜：往期收益榜与稳健榜奖金合计。' });

export default async function StockContestBonusListPage() {
  const read = await readContestBonusList();
  return (
    <PageShell route="/stock-contest/bonus-list">
      {read.ok ? (
        <BonusListScreen bonus={read.data} freshness={{ asOf: read.asOf, stale: read.stale }} />
      ) : (
        <ReadError error={read.error} />
      )}
    </PageShell>
  );
}
