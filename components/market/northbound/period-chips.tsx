import { withQuery, type SearchParams } from '@/lib/market/params';
import { LinkChips } from '../view-blocks/link-tabs';

/** Disclosure periods (quarter ends) of the holdings data. */
export function QuarterChips({
  path,
  params,
  periods,
  active,
}: {
  path: string;
  params: SearchParams;
  periods: string[];
  active: string;
}) {
  return (
    <LinkChips
      label="披露期"
      active={active}
      options={periods.map((p) => ({ key: p, label: p, href: withQuery(path, params, { period: p }) }))}
    />
  );
}
