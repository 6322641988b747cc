import type { HoldingRow } from '@/lib/market/northbound-schemas';
import type { SearchResult } from '@/lib/market/search-schemas';
import { BOARD_LABELS } from '@/lib/market/security-schemas';
import { EmptyState } from '@/components/ui/states';
import { Card, MarketView } from '../view-blocks/card';
import { Amount } from '../view-blocks/change';
import { CodeSearch } from '../view-blocks/code-search';
import styles from '../view-blocks/market.module.css';
import { StockLink } from '../view-blocks/stock-link';
import { ViewFooter } from '../view-blocks/view-footer';
import { northboundStockHref } from '@/lib/routes/hrefs';
import { toFixed2 } from '@/lib/format/amount';

/** 北向持股搜索: by code or name (a GET form), with the largest holdings as suggestions. */
export function NorthboundSearch({
  query,
  result,
  suggestions,
  asOf,
}: {
  query: string;
  result: SearchResult | null;
  suggestions: HoldingRow[];
  asOf?: string;
}) {
  return (
    <MarketView>
      <CodeSearch action="/tool/northbound-search" name="q" placeholder="输入股票代码或名称" defaultValue={query} />
      {query ? (
        <Card title="搜索结果" extra={result ? `${result.rows.length} 只` : undefined}>
          {result?.rows.length ? (
            <ul className={styles.list}>
              {result.rows.map((r) => (
                <li key={r.code} className={styles.row} data-testid="search-row">
                  <StockLink code={r.code} name={r.name} market={r.market} href={northboundStockHref(r.code)} />
                  <div className={styles.rowSide}>
                    <span className={styles.muted}>
                      {BOARD_LABELS[r.board]} · {r.industry}
                    </span>
                    <span className={styles.muted}>{r.northbound ? '北向持有' : '北向未持有'}</span>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState title={result ? '没有找到相关股票' : '搜索暂不可用'} description="试试输入6位代码或简称" />
          )}
        </Card>
      ) : null}
      <Card title="北向重仓股">
        <ul className={styles.list}>
          {suggestions.slice(0, 10).map((r) => (
            <li key={r.code} className={styles.row}>
              <StockLink code={r.code} name={r.name} market={r.market} href={northboundStockHref(r.code)} />
              <div className={styles.rowSide}>
                <Amount value={r.mv} />
                <span className={styles.muted}>占流通 {toFixed2(r.pctFloat)}%</span>
              </div>
            </li>
          ))}
        </ul>
      </Card>
      <ViewFooter asOf={asOf} note="持股为季度披露数据" />
    </MarketView>
  );
}
