import Link from 'next/link';
import type { RoutePath } from '@/lib/routes/hrefs';
import { CodeSearch } from './code-search';
import styles from './market.module.css';

/** Copy of a stock page whose code the upstream does not know (a 404): what happened, not an error. */
export const STOCK_NOT_FOUND = { title: '未找到该股票', description: '请核对代码，或搜索股票代码、名称。' } as const;

/**
 * The way onward from an unknown stock or IPO code: a search (a plain GET form) and the list the
 * visitor probably came from. ReadError shows it as its not-found action.
 */
export function StockNotFoundOnward({ search, list }: { search: RoutePath; list: { path: RoutePath; label: string } }) {
  return (
    <div className={styles.notFoundOnward} data-testid="stock-not-found">
      <CodeSearch action={search} name="q" placeholder="输入股票代码或名称" />
      <Link prefetch={false} href={list.path}>
        {list.label} ›
      </Link>
    </div>
  );
}
