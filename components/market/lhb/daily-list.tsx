import { AppLink as Link } from '@/components/ui/app-link';
import type { TradingCalendar } from '@/lib/market/calendar-schemas';
import type { LhbDaily } from '@/lib/market/lhb-schemas';
import { BOARD_LABELS, BOARDS } from '@/lib/market/security-schemas';
import { filterLhbRows, LHB_SORTS, lhbSummary, readLhbSort, reasonsOf, shortReason } from '@/lib/market/lhb-rules';
import { param, readBoard, withQuery, type SearchParams } from '@/lib/market/params';
import { EmptyState } from '@/components/ui/states';
import { Card, MarketView, Stat, StatGrid } from '../view-blocks/card';
import { Amount, Change, Price } from '../view-blocks/change';
import { DataTable, type Column } from '../view-blocks/data-table';
import { DayPicker } from '../view-blocks/day-picker';
import { LinkChips } from '../view-blocks/link-tabs';
import styles from '../view-blocks/market.module.css';
import { StockLink } from '../view-blocks/stock-link';
import { ViewFooter } from '../view-blocks/view-footer';
import { lhbStockDayHref, lhbStockHref, withBasePath } from '@/lib/routes/hrefs';
import { toFixed2 } from '@/lib/format/amount';

type Row = LhbDaily['rows'][number];

const PATH = '/tool/lhb/today';
/** The first screenful is rendered; the rest on request (keeps the HTML and its RSC payload small). */
const FIRST_ROWS = 30;

const COLUMNS: Column<Row>[] = [
  {
    key: 'stock',
    label: '名称',
    render: (r) => <StockLink code={r.code} name={r.name} market={r.market} href={lhbStockHref(r.code)} />,
  },
  { key: 'pct', label: '涨跌幅', render: (r) => <Change value={r.pct} /> },
  { key: 'close', label: '收盘价', render: (r) => <Price value={r.close} /> },
  { key: 'net', label: '龙虎榜净买额', render: (r) => <Amount value={r.net} signed /> },
  { key: 'buy', label: '买入额', render: (r) => <Amount value={r.buy} /> },
  { key: 'sell', label: '卖出额', render: (r) => <Amount value={r.sell} /> },
  { key: 'ratio', label: '成交额占比', render: (r) => <span className="num">{toFixed2(r.amountRatio)}%</span> },
  { key: 'turnover', label: '换手率', render: (r) => <span className="num">{toFixed2(r.turnoverRate)}%</span> },
  { key: 'inst', label: '机构净买', render: (r) => <Amount value={r.institutionNet} signed /> },
  {
    key: 'reason',
    label: '上榜原因',
    className: styles.left,
    render: (r) => <span title={r.reason}>{shortReason(r.reason)}</span>,
  },
  { key: 'd1', label: '上榜后1日', render: (r) => <Change value={r.post.d1} /> },
  { key: 'd5', label: '上榜后5日', render: (r) => <Change value={r.post.d5} /> },
  { key: 'd10', label: '上榜后10日', render: (r) => <Change value={r.post.d10} /> },
  { key: 'seats', label: '席位', render: (r) => <a href={withBasePath(lhbStockDayHref(r.code, r.date))}>明细 ›</a> },
];

export function DailyList({
  data,
  calendar,
  params,
  stale,
}: {
  data: LhbDaily;
  calendar: TradingCalendar | null;
  params: SearchParams;
  stale: boolean;
}) {
  const board = readBoard(params);
  const reason = param(params, 'reason');
  const sort = readLhbSort(param(params, 'sort'));
  const rows = filterLhbRows(data.rows, { board, reason, sort });
  const summary = lhbSummary(data.rows);
  const showAll = param(params, 'all') === '1';
  const visible = showAll ? rows : rows.slice(0, FIRST_ROWS);
  const link = (changes: Record<string, string | undefined>) => withQuery(PATH, params, changes);
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
      <Card title="当日概况">
        <StatGrid>
          <Stat label="上榜个股">{summary.stocks} 只</Stat>
          <Stat label="上榜记录">{summary.listings} 条</Stat>
          <Stat label="机构净买">
            <Amount value={summary.institutionNet} signed />
          </Stat>
        </StatGrid>
      </Card>
      <LinkChips
        label="板块"
        active={board}
        options={[
          { key: 'all', label: '全部', href: link({ board: undefined }) },
          ...BOARDS.filter((b) => b !== 'bj').map((b) => ({
            key: b,
            label: BOARD_LABELS[b],
            href: link({ board: b }),
          })),
        ]}
      />
      <LinkChips
        label="原因"
        active={reason ?? 'all'}
        options={[
          { key: 'all', label: '全部', href: link({ reason: undefined }) },
          ...reasonsOf(data.rows).map((r) => ({
            key: r.reason,
            label: `${shortReason(r.reason)} ${r.count}`,
            href: link({ reason: r.reason }),
          })),
        ]}
      />
      <LinkChips
        label="排序"
        active={sort}
        options={Object.entries(LHB_SORTS).map(([key, label]) => ({ key, label, href: link({ sort: key }) }))}
      />
      <Card title="龙虎榜个股" extra={`共 ${rows.length} 条`}>
        {rows.length ? (
          <DataTable caption="当日龙虎榜" columns={COLUMNS} rows={visible} rowKey={(r) => `${r.code}-${r.reason}`} />
        ) : (
          <EmptyState title="没有符合条件的上榜个股" description="换个板块或原因试试" />
        )}
        {visible.length < rows.length ? (
          <Link prefetch={false} className={styles.more} href={link({ all: '1' })} scroll={false}>
            显示全部 {rows.length} 条
          </Link>
        ) : null}
      </Card>
      <ViewFooter asOf={data.asOf} stale={stale} note="每个交易日收盘后更新" />
    </MarketView>
  );
}
