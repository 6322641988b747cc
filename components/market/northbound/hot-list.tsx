import { param, withQuery, type SearchParams } from '@/lib/market/params';
import type { TradingCalendar } from '@/lib/market/calendar-schemas';
import type { Top10 } from '@/lib/market/northbound-schemas';
import { Card, MarketView } from '../view-blocks/card';
import { Amount, Change, Price } from '../view-blocks/change';
import { DataTable, type Column } from '../view-blocks/data-table';
import { DayPicker } from '../view-blocks/day-picker';
import { LinkTabs } from '../view-blocks/link-tabs';
import { StockLink } from '../view-blocks/stock-link';
import { ViewFooter } from '../view-blocks/view-footer';
import { ChannelTabs } from './shared';
import { northboundStockHref } from '@/lib/routes/hrefs';

const PATH = '/tool/northbound/hot-list';

const TODAY: Column<Top10['rows'][number]>[] = [
  {
    key: 'stock',
    label: '名称',
    render: (r) => <StockLink code={r.code} name={r.name} market={r.market} href={northboundStockHref(r.code)} />,
  },
  { key: 'rank', label: '排名', render: (r) => r.rank },
  { key: 'net', label: '净买额', render: (r) => <Amount value={r.net} signed /> },
  { key: 'total', label: '成交额', render: (r) => <Amount value={r.total} /> },
  { key: 'buy', label: '买入', render: (r) => <Amount value={r.buy} /> },
  { key: 'sell', label: '卖出', render: (r) => <Amount value={r.sell} /> },
  { key: 'close', label: '收盘价', render: (r) => <Price value={r.close} /> },
  { key: 'pct', label: '涨跌幅', render: (r) => <Change value={r.pct} /> },
];

const RECENT: Column<Top10['recent'][number]>[] = [
  {
    key: 'stock',
    label: '名称',
    render: (r) => <StockLink code={r.code} name={r.name} market={r.market} href={northboundStockHref(r.code)} />,
  },
  { key: 'times', label: '上榜次数', render: (r) => r.times },
  { key: 'net', label: '累计净买', render: (r) => <Amount value={r.net} signed /> },
  { key: 'industry', label: '行业', render: (r) => r.industry },
];

/** 北向资金热股榜: the day's ten most traded Connect stocks, and who appears most over 30 days. */
export function HotList({
  data,
  calendar,
  params,
  stale,
}: {
  data: Top10;
  calendar: TradingCalendar | null;
  params: SearchParams;
  stale: boolean;
}) {
  const tab = param(params, 'tab') === 'recent' ? 'recent' : 'today';
  return (
    <MarketView>
      <ChannelTabs path={PATH} params={params} active={data.channel} channels={['sh', 'sz']} />
      <DayPicker
        path={PATH}
        params={params}
        calendar={calendar}
        date={data.date}
        requestedDate={data.requestedDate}
        rolledBack={data.rolledBack}
      />
      <LinkTabs
        label="榜单"
        active={tab}
        options={[
          { key: 'today', label: '当日十大成交', href: withQuery(PATH, params, { tab: 'today' }) },
          { key: 'recent', label: '近30日上榜次数', href: withQuery(PATH, params, { tab: 'recent' }) },
        ]}
      />
      <Card title={tab === 'today' ? '十大成交股' : '近30个交易日上榜统计'}>
        {tab === 'today' ? (
          <DataTable caption="十大成交股" columns={TODAY} rows={data.rows} rowKey={(r) => r.code} />
        ) : (
          <DataTable caption="近30日上榜次数" columns={RECENT} rows={data.recent.slice(0, 30)} rowKey={(r) => r.code} />
        )}
      </Card>
      <ViewFooter asOf={data.asOf} stale={stale} note={data.cadence} />
    </MarketView>
  );
}
