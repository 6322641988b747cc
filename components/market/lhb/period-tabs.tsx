import { withQuery, type SearchParams } from '@/lib/market/params';
import { PERIOD_LABELS, PERIODS, type Period } from '@/lib/market/security-schemas';
import { LinkTabs } from '../view-blocks/link-tabs';

export function PeriodTabs({ path, params, active }: { path: string; params: SearchParams; active: Period }) {
  return (
    <LinkTabs
      label="统计周期"
      active={active}
      options={PERIODS.map((p) => ({ key: p, label: PERIOD_LABELS[p], href: withQuery(path, params, { period: p }) }))}
    />
  );
}
