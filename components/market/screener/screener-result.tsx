import { AppLink as Link } from '@/components/ui/app-link';
import { conditionDef, describeRange, formatConditions } from '@/lib/market/screener-rules';
import type { ScreenerAnswer } from '@/lib/market/tools-schemas';
import { toFixed2 } from '@/lib/format/amount';
import { href } from '@/lib/routes/hrefs';
import { EmptyState } from '@/components/ui/states';
import { Card, MarketView } from '../common/card';
import { Change, Price } from '../common/change';
import { ToolTable, type Column } from '../tools-common/table';
import styles from '../common/market.module.css';
import { StockLink } from '../common/stock-link';
import { ViewFooter } from '../common/view-footer';

type Row = ScreenerAnswer['rows'][number];

/** 条件选股结果: the stocks meeting every condition, with one column per chosen condition. */
export function ScreenerResult({ data, stale }: { data: ScreenerAnswer; stale: boolean }) {
  const columns: Column<Row>[] = [
    { key: 's', label: '名称', render: (r) => <StockLink code={r.code} name={r.name} market={r.market} href={href('/stock', { code: r.code })} /> },
    { key: 'p', label: '涨跌幅', render: (r) => <Change value={r.pct} /> },
    { key: 'c', label: '最新价', render: (r) => <Price value={r.close} /> },
    ...data.conditions.map((c): Column<Row> => {
      const def = conditionDef(c.key)!;
      return { key: c.key, label: `${def.label}${def.unit ? `(${def.unit})` : ''}`, render: (r) => <span className="num">{toFixed2(r.values[c.key])}</span> };
    }),
  ];
  return (
    <MarketView>
      <Card title="选股条件" extra={<Link prefetch={false} href={href('/conditionalSeletor/index', { c: formatConditions(data.conditions) || undefined })}>修改条件 ›</Link>}>
        <p className={styles.muted}>{data.conditions.map((c) => `${conditionDef(c.key)!.label} ${describeRange(c)}`).join('；') || '未设置条件'}</p>
      </Card>
      <Card title="选股结果" extra={`${data.count} / ${data.total} 只`}>
        {data.rows.length ? (
          <ToolTable caption="选股结果" columns={columns} rows={data.rows} rowKey={(r) => r.code} />
        ) : (
          <EmptyState title="没有同时满足全部条件的股票" description="放宽某个条件的范围试试" />
        )}
        {data.count > data.rows.length ? <p className={styles.note}>按涨跌幅显示前 {data.rows.length} 只</p> : null}
      </Card>
      <ViewFooter asOf={data.asOf} stale={stale} note="选股结果仅为数据筛选，不构成投资建议" />
    </MarketView>
  );
}
