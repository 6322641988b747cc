import type { SearchParams } from '@/lib/market/params';
import type { TradingCalendar } from '@/lib/market/calendar-schemas';
import type { Rising } from '@/lib/market/hot-stock-schemas';
import { href } from '@/lib/routes/hrefs';
import { Card, MarketView } from '../view-blocks/card';
import { Change, Price } from '../view-blocks/change';
import { ToolTable } from '../view-blocks/tool-table';
import { DayPicker } from '../view-blocks/day-picker';
import styles from '../view-blocks/market.module.css';
import { StockLink } from '../view-blocks/stock-link';
import { ViewFooter } from '../view-blocks/view-footer';
import { ThemeTags } from '../themes/theme-tags';

type Row = Rising['rows'][number];

function RankChange({ value }: { value: number | null }) {
  if (value === null) return <span className={styles.muted}>新上榜</span>;
  const dir = value > 0 ? 'up' : value < 0 ? 'down' : '';
  return <span className={`num ${dir}`}>{value > 0 ? `▲${value}` : value < 0 ? `▼${-value}` : '持平'}</span>;
}

/** 热门飙升股: popularity rank with its change against the previous trading day. */
export function RisingList({
  data,
  calendar,
  params,
  stale,
}: {
  data: Rising;
  calendar: TradingCalendar | null;
  params: SearchParams;
  stale: boolean;
}) {
  return (
    <MarketView>
      <DayPicker
        path="/tool/hot-stock/rising"
        params={params}
        calendar={calendar}
        date={data.date}
        requestedDate={data.requestedDate}
        rolledBack={data.rolledBack}
      />
      <Card title="人气飙升榜" extra="按排名上升位数">
        <ToolTable<Row>
          caption="人气飙升榜"
          rows={data.rows}
          rowKey={(r) => r.code}
          columns={[
            {
              key: 'stock',
              label: '名称',
              render: (r) => (
                <StockLink code={r.code} name={r.name} market={r.market} href={href('/stock', { code: r.code })} />
              ),
            },
            { key: 'change', label: '较前日', render: (r) => <RankChange value={r.rankChange} /> },
            { key: 'rank', label: '人气排名', render: (r) => <span className="num">{r.rank}</span> },
            { key: 'pct', label: '涨跌幅', render: (r) => <Change value={r.pct} /> },
            { key: 'close', label: '最新价', render: (r) => <Price value={r.close} /> },
            { key: 'why', label: '上榜解读', className: styles.left, render: (r) => r.why },
            { key: 'tags', label: '题材', className: styles.left, render: (r) => <ThemeTags tags={r.tags} /> },
          ]}
        />
      </Card>
      <ViewFooter asOf={data.asOf} stale={stale} note="人气由涨跌幅、换手、连板与龙虎榜综合计算" />
    </MarketView>
  );
}
