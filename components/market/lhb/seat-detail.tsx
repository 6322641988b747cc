import type { SearchParams } from '@/lib/market/params';
import { shortReason } from '@/lib/market/lhb-rules';
import { SEAT_TYPE_LABELS, type SeatDetail } from '@/lib/market/lhb-schemas';
import { EmptyState } from '@/components/ui/states';
import { LazyBarLineChart } from '../charts/lazy-chart';
import { Card, MarketView, Stat, StatGrid } from '../view-blocks/card';
import { Amount, Change } from '../view-blocks/change';
import { DataTable, type Column } from '../view-blocks/data-table';
import styles from '../view-blocks/market.module.css';
import { StockLink } from '../view-blocks/stock-link';
import { ViewFooter } from '../view-blocks/view-footer';
import { lhbStockHref } from '@/lib/routes/hrefs';
import { PeriodTabs } from './period-tabs';
import { SeatTag } from './seat-name';
import { toFixed2 } from '@/lib/format/amount';

type Row = SeatDetail['trades'][number];

const COLUMNS: Column<Row>[] = [
  {
    key: 'stock',
    label: '股票',
    render: (r) => <StockLink code={r.code} name={r.name} market={r.market} href={lhbStockHref(r.code)} />,
  },
  { key: 'date', label: '交易日', render: (r) => <span className="num">{r.date}</span> },
  { key: 'net', label: '净额', render: (r) => <Amount value={r.net} signed /> },
  { key: 'buy', label: '买入', render: (r) => <Amount value={r.buy} /> },
  { key: 'sell', label: '卖出', render: (r) => <Amount value={r.sell} /> },
  { key: 'pct', label: '当日涨跌', render: (r) => <Change value={r.pct} /> },
  { key: 'd1', label: '1日后', render: (r) => <Change value={r.post.d1} /> },
  { key: 'd3', label: '3日后', render: (r) => <Change value={r.post.d3} /> },
  { key: 'd5', label: '5日后', render: (r) => <Change value={r.post.d5} /> },
  { key: 'd10', label: '10日后', render: (r) => <Change value={r.post.d10} /> },
  { key: 'reason', label: '上榜原因', className: styles.left, render: (r) => shortReason(r.reason) },
];

const SHOWN = 60;

/** 营业部详情: period statistics, the follow-through rate with its sample size, history and trades. */
export function SeatDetailView({
  data,
  params,
  stale,
  path,
}: {
  data: SeatDetail;
  params: SearchParams;
  stale: boolean;
  path: string;
}) {
  const { seat, stats } = data;
  return (
    <MarketView>
      <Card
        title={
          <>
            {seat.alias ? `${seat.alias}｜` : ''}
            {seat.seatName}
            <SeatTag type={seat.seatType} />
          </>
        }
      >
        <p className={styles.muted}>
          类型：{SEAT_TYPE_LABELS[seat.seatType]} · 代码 {seat.seatId}
        </p>
      </Card>
      <PeriodTabs path={path} params={params} active={data.period} />
      <Card title="区间统计" extra={`${data.from} 至 ${data.to}`}>
        <StatGrid>
          <Stat label="上榜次数">{stats.count}</Stat>
          <Stat label="买入额/次">
            <Amount value={stats.buy} /> / {stats.buyTimes}
          </Stat>
          <Stat label="卖出额/次">
            <Amount value={stats.sell} /> / {stats.sellTimes}
          </Stat>
          <Stat label="净额">
            <Amount value={stats.net} signed />
          </Stat>
          <Stat label="3日跟买成功率">{stats.winRate3d === null ? '--' : `${toFixed2(stats.winRate3d)}%`}</Stat>
          <Stat label="样本数">{stats.winSample} 次</Stat>
        </StatGrid>
        <p className={styles.note}>
          3日跟买成功率：该席位净买入的上榜记录中，3个交易日后收盘价高于上榜日的比例；样本少时参考意义有限。
        </p>
      </Card>
      {data.trades.length ? (
        <>
          <Card title="每日净额">
            <LazyBarLineChart
              points={data.daily.map((d) => ({ time: d.date, bar: d.net }))}
              summary={`${seat.seatName} 区间内每日龙虎榜净额柱状图，共 ${data.daily.length} 个交易日有记录`}
            />
          </Card>
          <Card title="历史交易明细" extra={`最近 ${Math.min(SHOWN, data.trades.length)} 条`}>
            <DataTable
              caption="营业部历史交易明细"
              columns={COLUMNS}
              rows={data.trades.slice(0, SHOWN)}
              rowKey={(r) => `${r.date}-${r.code}-${r.reason}`}
            />
          </Card>
        </>
      ) : (
        <Card>
          <EmptyState title="该周期内无上榜记录" description="换个更长的周期看看" />
        </Card>
      )}
      <ViewFooter asOf={data.asOf} stale={stale} />
    </MarketView>
  );
}
