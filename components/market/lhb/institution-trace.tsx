import type { SearchParams } from '@/lib/market/params';
import type { InstitutionTrace } from '@/lib/market/lhb-schemas';
import { netCounts } from '@/lib/market/net-counts';
import { EmptyState } from '@/components/ui/states';
import { LazyBarLineChart } from '../charts/lazy-chart';
import { Card, MarketView, Stat, StatGrid } from '../view-blocks/card';
import { Amount, Change, Price } from '../view-blocks/change';
import { DataTable, type Column } from '../view-blocks/data-table';
import { StockLink } from '../view-blocks/stock-link';
import { ViewFooter } from '../view-blocks/view-footer';
import { lhbStockHref } from '@/lib/routes/hrefs';
import { PeriodTabs } from './period-tabs';

type Row = InstitutionTrace['rows'][number];

const COLUMNS: Column<Row>[] = [
  {
    key: 'stock',
    label: '名称',
    render: (r) => <StockLink code={r.code} name={r.name} market={r.market} href={lhbStockHref(r.code)} />,
  },
  { key: 'net', label: '机构净买额', render: (r) => <Amount value={r.instNet} signed /> },
  {
    key: 'buy',
    label: '机构买入额/次',
    render: (r) => (
      <>
        <Amount value={r.instBuy} /> / {r.instBuyTimes}
      </>
    ),
  },
  {
    key: 'sell',
    label: '机构卖出额/次',
    render: (r) => (
      <>
        <Amount value={r.instSell} /> / {r.instSellTimes}
      </>
    ),
  },
  { key: 'count', label: '上榜次数', render: (r) => r.count },
  { key: 'close', label: '最新价', render: (r) => <Price value={r.close} /> },
  { key: 'pct', label: '区间涨跌幅', render: (r) => <Change value={r.periodPct} /> },
  { key: 'amount', label: '龙虎榜成交额', render: (r) => <Amount value={r.lhbAmount} /> },
];

// Keeps the page light on a phone: the strongest buys and sells, not every stock touched.
const SHOWN = 100;
const shownRows = (rows: Row[]) =>
  rows.length > SHOWN ? [...rows.slice(0, SHOWN / 2), ...rows.slice(-SHOWN / 2)] : rows;

/** 机构席位追踪: what 机构专用 seats bought and sold over 近一月/三月/六月/一年. */
export function InstitutionTraceView({
  data,
  params,
  stale,
}: {
  data: InstitutionTrace;
  params: SearchParams;
  stale: boolean;
}) {
  const net = data.daily.reduce((a, d) => a + d.net, 0);
  const points = data.daily.map((d, i) => ({
    time: d.date,
    bar: d.net,
    line: data.daily.slice(0, i + 1).reduce((a, x) => a + x.net, 0),
  }));
  return (
    <MarketView>
      <PeriodTabs path="/tool/lhb/organization/trace" params={params} active={data.period} />
      <Card title="机构席位合计" extra={`${data.from} 至 ${data.to}`}>
        <StatGrid>
          <Stat label="区间净买">
            <Amount value={net} signed />
          </Stat>
          <Stat label="净买入个股">{netCounts(data.rows.map((r) => r.instNet)).buy} 只</Stat>
          <Stat label="净卖出个股">{netCounts(data.rows.map((r) => r.instNet)).sell} 只</Stat>
        </StatGrid>
      </Card>
      <Card title="机构每日净买额">
        <LazyBarLineChart
          points={points}
          summary={`区间内机构席位每日净买额柱状图与累计净买额折线，合计 ${net >= 0 ? '净买入' : '净卖出'}`}
          legend={[
            { label: '每日净买额（红买绿卖）', color: 'var(--color-up)' },
            { label: '累计净买额（左轴）', color: '#2f6fdf' },
          ]}
        />
      </Card>
      <Card
        title="机构追踪个股"
        extra={`${data.rows.length} 只${data.rows.length > SHOWN ? `，显示净买、净卖各前 ${SHOWN / 2}` : ''}`}
      >
        {data.rows.length ? (
          <DataTable caption="机构席位追踪" columns={COLUMNS} rows={shownRows(data.rows)} rowKey={(r) => r.code} />
        ) : (
          <EmptyState />
        )}
      </Card>
      <ViewFooter asOf={data.asOf} stale={stale} />
    </MarketView>
  );
}
