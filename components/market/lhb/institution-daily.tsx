import { param, withQuery, type SearchParams } from '@/lib/market/params';
import type { TradingCalendar } from '@/lib/market/calendar-schemas';
import { INSTITUTION_SORTS, readInstitutionSort, sortInstitutionRows } from '@/lib/market/lhb-rules';
import type { InstitutionDaily } from '@/lib/market/lhb-schemas';
import { netCounts } from '@/lib/market/net-counts';
import { EmptyState } from '@/components/ui/states';
import { Card, MarketView, Stat, StatGrid } from '../view-blocks/card';
import { Amount, Change } from '../view-blocks/change';
import { DataTable, type Column } from '../view-blocks/data-table';
import { DayPicker } from '../view-blocks/day-picker';
import { LinkChips } from '../view-blocks/link-tabs';
import { StockLink } from '../view-blocks/stock-link';
import { ViewFooter } from '../view-blocks/view-footer';
import { lhbStockHref, lhbStockDayHref } from '@/lib/routes/hrefs';
import { AppLink as Link } from '@/components/ui/app-link';
import { toFixed2 } from '@/lib/format/amount';

type Row = InstitutionDaily['rows'][number];
const PATH = '/tool/lhb/organization/detail';

const columnsFor = (date: string): Column<Row>[] => [
  {
    key: 'stock',
    label: '名称',
    render: (r) => <StockLink code={r.code} name={r.name} market={r.market} href={lhbStockHref(r.code)} />,
  },
  { key: 'pct', label: '涨跌幅', render: (r) => <Change value={r.pct} /> },
  { key: 'net', label: '机构净买额', render: (r) => <Amount value={r.net} signed /> },
  { key: 'buy', label: '机构买入', render: (r) => <Amount value={r.buy} /> },
  { key: 'sell', label: '机构卖出', render: (r) => <Amount value={r.sell} /> },
  { key: 'buyers', label: '买方机构数', render: (r) => r.buyerCount },
  { key: 'sellers', label: '卖方机构数', render: (r) => r.sellerCount },
  { key: 'ratio', label: '净买占总成交', render: (r) => <span className="num">{toFixed2(r.netRatio)}%</span> },
  { key: 'turnover', label: '换手率', render: (r) => <span className="num">{toFixed2(r.turnoverRate)}%</span> },
  {
    key: 'seats',
    label: '席位',
    render: (r) => (
      <Link prefetch={false} href={lhbStockDayHref(r.code, date)}>
        明细 ›
      </Link>
    ),
  },
];

/** 机构买卖每日统计: the day's listings where 机构专用 seats traded. */
export function InstitutionDailyView({
  data,
  calendar,
  params,
  stale,
}: {
  data: InstitutionDaily;
  calendar: TradingCalendar | null;
  params: SearchParams;
  stale: boolean;
}) {
  const sort = readInstitutionSort(param(params, 'sort'));
  const rows = sortInstitutionRows(data.rows, sort);
  const columns = columnsFor(data.date);
  const net = data.rows.reduce((a, r) => a + r.net, 0);
  return (
    <MarketView>
      <DayPicker
        path={PATH}
        params={params}
        calendar={calendar}
        date={data.date}
        requestedDate={data.requestedDate}
        rolledBack={data.rolledBack}
      />
      <Card title="机构席位概况">
        <StatGrid>
          <Stat label="机构参与">{new Set(data.rows.map((r) => r.code)).size} 只</Stat>
          <Stat label="机构净买入">{netCounts(data.rows.map((r) => r.net)).buy} 条</Stat>
          <Stat label="合计净买">
            <Amount value={net} signed />
          </Stat>
        </StatGrid>
      </Card>
      <LinkChips
        label="排序"
        active={sort}
        options={Object.entries(INSTITUTION_SORTS).map(([key, label]) => ({
          key,
          label,
          href: withQuery(PATH, params, { sort: key }),
        }))}
      />
      <Card title="机构买卖明细" extra={`${rows.length} 条`}>
        {rows.length ? (
          <DataTable caption="机构买卖每日统计" columns={columns} rows={rows} rowKey={(r) => `${r.code}-${r.reason}`} />
        ) : (
          <EmptyState title="当日无机构席位上榜" />
        )}
      </Card>
      <ViewFooter asOf={data.asOf} stale={stale} note="机构专用席位为多家机构的合并口径" />
    </MarketView>
  );
}
