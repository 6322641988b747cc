import { AppLink as Link } from '@/components/ui/app-link';
import { conditionDef, describeRange, formatConditions, SORT_LABELS } from '@/lib/market/screener-rules';
import type { ScreenerAnswer } from '@/lib/market/screener-schemas';
import { toFixed2 } from '@/lib/format/amount';
import { href } from '@/lib/routes/hrefs';
import { EmptyState } from '@/components/ui/states';
import { Card, MarketView } from '../view-blocks/card';
import { Change, Price } from '../view-blocks/change';
import { ToolTable, type Column } from '../view-blocks/tool-table';
import styles from '../view-blocks/market.module.css';
import { StockLink } from '../view-blocks/stock-link';
import tools from '../view-blocks/tools.module.css';
import { StockTapTracking } from './stock-tap-tracking';
import { ViewFooter } from '../view-blocks/view-footer';

type Row = ScreenerAnswer['rows'][number];

const sortLabel = (key: string) => SORT_LABELS[key] ?? conditionDef(key)?.label ?? key;

/**
 * 排序: 涨跌幅, 最新价 and each chosen condition, as links (the sort lives in the URL, works without
 * JavaScript and is checked again by the server). Tapping the current one flips its direction.
 */
function SortBar({ data }: { data: ScreenerAnswer }) {
  const c = formatConditions(data.conditions) || undefined;
  const keys = ['pct', 'close', ...data.conditions.map((x) => x.key)];
  return (
    <nav className={`${styles.chips} ${tools.sortBar}`} aria-label="排序方式">
      <span className={styles.chipLabel}>排序</span>
      {keys.map((key) => {
        const active = data.sort.key === key;
        const order = active && data.sort.order === 'desc' ? 'asc' : 'desc';
        return (
          <Link
            prefetch={false}
            key={key}
            className={active ? styles.chipActive : styles.chip}
            aria-current={active ? 'true' : undefined}
            aria-label={`按${sortLabel(key)}${order === 'desc' ? '从高到低' : '从低到高'}排序`}
            href={href('/conditionalSeletor/detail', { c, sort: key, order })}
            replace
            scroll={false}
          >
            {sortLabel(key)}
            {active ? (data.sort.order === 'desc' ? ' ↓' : ' ↑') : ''}
          </Link>
        );
      })}
    </nav>
  );
}

/** 条件选股结果: the stocks meeting every condition, with one column per chosen condition, sortable. */
export function ScreenerResult({
  data,
  stale,
  notices = [],
}: {
  data: ScreenerAnswer;
  stale: boolean;
  notices?: string[];
}) {
  const columns: Column<Row>[] = [
    {
      key: 's',
      label: '名称',
      render: (r) => (
        <StockLink code={r.code} name={r.name} market={r.market} href={href('/stock', { code: r.code })} />
      ),
    },
    { key: 'p', label: '涨跌幅', render: (r) => <Change value={r.pct} /> },
    { key: 'c', label: '最新价', render: (r) => <Price value={r.close} /> },
    ...data.conditions.map((c): Column<Row> => {
      const def = conditionDef(c.key)!;
      return {
        key: c.key,
        label: `${def.label}${def.unit ? `(${def.unit})` : ''}`,
        render: (r) => <span className="num">{toFixed2(r.values[c.key])}</span>,
      };
    }),
  ];
  return (
    <MarketView>
      <Card
        title="选股条件"
        extra={
          <Link
            prefetch={false}
            href={href('/conditionalSeletor/index', { c: formatConditions(data.conditions) || undefined })}
          >
            修改条件 ›
          </Link>
        }
      >
        <p className={styles.muted}>
          {data.conditions.map((c) => `${conditionDef(c.key)!.label} ${describeRange(c)}`).join('；') || '未设置条件'}
        </p>
        {notices.length ? (
          <p className={tools.fieldError} role="alert" data-testid="screener-notice">
            {notices.join('；')}
          </p>
        ) : null}
      </Card>
      <Card title="选股结果" extra={`${data.count} / ${data.total} 只`}>
        {data.rows.length ? <SortBar data={data} /> : null}
        {data.rows.length ? (
          <StockTapTracking>
            <ToolTable caption="选股结果" columns={columns} rows={data.rows} rowKey={(r) => r.code} />
          </StockTapTracking>
        ) : (
          <EmptyState title="没有同时满足全部条件的股票" description="放宽某个条件的范围试试" />
        )}
        {data.count > data.rows.length ? (
          <p className={styles.note}>
            按{sortLabel(data.sort.key)}
            {data.sort.order === 'desc' ? '从高到低' : '从低到高'}显示前 {data.rows.length} 只
          </p>
        ) : null}
      </Card>
      <ViewFooter asOf={data.asOf} stale={stale} note="选股结果仅为数据筛选，不构成投资建议" />
    </MarketView>
  );
}
