import { param, withQuery, type SearchParams } from '@/lib/market/params';
import { HOLDING_SORTS, readHoldingSort, sortHoldings } from '@/lib/market/northbound-rules';
import type { Holdings, HoldingRow } from '@/lib/market/northbound-schemas';
import { Card, MarketView } from '../view-blocks/card';
import { Amount, Change, Price } from '../view-blocks/change';
import { DataTable, type Column } from '../view-blocks/data-table';
import { LinkChips } from '../view-blocks/link-tabs';
import { formatShares } from '@/lib/format/number';
import { StockLink } from '../view-blocks/stock-link';
import { ViewFooter } from '../view-blocks/view-footer';
import { QuarterChips } from './period-chips';
import { CadenceNotice, ChannelTabs } from './shared';
import { northboundStockHref } from '@/lib/routes/hrefs';
import { toFixed2 } from '@/lib/format/amount';

const PATH = '/tool/northbound/rank';

const COLUMNS: Column<HoldingRow>[] = [
  {
    key: 'stock',
    label: '名称',
    render: (r) => <StockLink code={r.code} name={r.name} market={r.market} href={northboundStockHref(r.code)} />,
  },
  { key: 'mv', label: '持股市值', render: (r) => <Amount value={r.mv} /> },
  { key: 'shares', label: '持股数', render: (r) => <span className="num">{formatShares(r.shares)}</span> },
  { key: 'pctFloat', label: '占流通股比', render: (r) => <span className="num">{toFixed2(r.pctFloat)}%</span> },
  { key: 'changeMv', label: '较上期增持市值', render: (r) => <Amount value={r.changeMv} signed /> },
  { key: 'close', label: '期末收盘', render: (r) => <Price value={r.close} /> },
  { key: 'pct', label: '期末涨跌', render: (r) => <Change value={r.pct} /> },
  { key: 'industry', label: '行业', render: (r) => r.industry },
];

/** 北向持股排行 per disclosure period (quarterly since Aug 2024, labelled). */
export function HoldingsRank({ data, params, stale }: { data: Holdings; params: SearchParams; stale: boolean }) {
  const sort = readHoldingSort(param(params, 'sort'));
  const rows = sortHoldings(data.rows, sort).slice(0, 100);
  return (
    <MarketView>
      <ChannelTabs path={PATH} params={params} active={data.channel} />
      <CadenceNotice />
      <QuarterChips path={PATH} params={params} periods={data.periods} active={data.periodEnd} />
      <LinkChips
        label="排序"
        active={sort}
        options={Object.entries(HOLDING_SORTS).map(([key, label]) => ({
          key,
          label,
          href: withQuery(PATH, params, { sort: key }),
        }))}
      />
      <Card title="持股排行" extra={`截至 ${data.periodEnd} · 持股市值前 ${data.rows.length} 只`}>
        <DataTable caption="北向持股排行" columns={COLUMNS} rows={rows} rowKey={(r) => r.code} />
      </Card>
      <ViewFooter asOf={data.asOf} stale={stale} note={data.cadence} />
    </MarketView>
  );
}
