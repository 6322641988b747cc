import { AppLink as Link } from '@/components/ui/app-link';
import { withQuery, type SearchParams } from '@/lib/market/params';
import { CHANNEL_LABELS, CHANNELS, type Channel, type FlowDay } from '@/lib/market/northbound-schemas';
import { formatAmount } from '@/lib/format/amount';
import { northboundStockHref } from '@/lib/routes/hrefs';
import { LazyBarLineChart } from '../charts/lazy-chart';
import { Amount, Change } from '../view-blocks/change';
import { DataTable, type Column } from '../view-blocks/data-table';
import { LinkTabs } from '../view-blocks/link-tabs';
import styles from '../view-blocks/market.module.css';

export function ChannelTabs({
  path,
  params,
  active,
  channels = CHANNELS,
}: {
  path: string;
  params: SearchParams;
  active: string;
  channels?: readonly Channel[];
}) {
  return (
    <LinkTabs
      label="通道"
      active={active}
      options={channels.map((c) => ({
        key: c,
        label: CHANNEL_LABELS[c],
        href: withQuery(path, params, { channel: c }),
      }))}
    />
  );
}

/** PEERS §0.2: say what is still daily and what became quarterly. */
export function CadenceNotice() {
  return (
    <p className={styles.notice} role="note">
      成交额、净买额与十大成交股每日更新；个股持股自2024年8月起改为季度披露，持股数据以披露期末为准。
    </p>
  );
}

const FLOW_COLUMNS: Column<FlowDay>[] = [
  { key: 'date', label: '日期', render: (d) => <span className="num">{d.date}</span> },
  { key: 'net', label: '成交净买额', render: (d) => <Amount value={d.net} signed /> },
  { key: 'buy', label: '买入成交额', render: (d) => <Amount value={d.buy} /> },
  { key: 'sell', label: '卖出成交额', render: (d) => <Amount value={d.sell} /> },
  { key: 'cum', label: '历史累计净买', render: (d) => <Amount value={d.cumulative} /> },
  {
    key: 'index',
    label: '指数',
    render: (d) => (
      <>
        {d.indexName} <Change value={d.indexPct} />
      </>
    ),
  },
  {
    key: 'leader',
    label: '领涨股',
    render: (d) => (
      <Link prefetch={false} href={northboundStockHref(d.leader.code)}>
        {d.leader.name} <Change value={d.leader.pct} />
      </Link>
    ),
  },
];

export function FlowTable({ days, caption }: { days: FlowDay[]; caption: string }) {
  return <DataTable caption={caption} columns={FLOW_COLUMNS} rows={[...days].reverse()} rowKey={(d) => d.date} />;
}

/** Daily net-buy bars, the cumulative line and the index line; the table next to it is the text alternative. */
export function FlowChart({ days, channel }: { days: FlowDay[]; channel: Channel }) {
  const net = days.reduce((a, d) => a + d.net, 0);
  const last = days[days.length - 1];
  return (
    <LazyBarLineChart
      points={days.map((d) => ({ time: d.date, bar: d.net, line: d.cumulative, line2: d.indexClose }))}
      summary={`${CHANNEL_LABELS[channel]}近${days.length}个交易日每日成交净买额柱状图，合计 ${formatAmount(net)}；累计净买额 ${formatAmount(last?.cumulative)}；${last?.indexName ?? ''}走势线。`}
      legend={[
        { label: '每日净买额（红买绿卖，右轴）', color: 'var(--color-up)' },
        { label: '累计净买额（左轴）', color: '#2f6fdf' },
        { label: last?.indexName ?? '指数', color: '#c8a165' },
      ]}
    />
  );
}
