import { AppLink as Link } from '@/components/ui/app-link';
import { ReadError } from '@/components/ui/read-error';
import type { AppError } from '@/lib/errors';
import type { RoutePath } from '@/lib/routes/hrefs';
import { CodeSearch } from './code-search';
import styles from './market.module.css';

/** The securities search (code or name) every unknown-stock page offers. */
const SEARCH: RoutePath = '/tool/northbound-search';

/**
 * A failed read of one stock's page. A code the upstream does not know (404) is not an error to
 * retry: it says 未找到该股票 and offers a search (a plain GET form) and the list the visitor
 * probably came from; any other failure is the usual ReadError with its retry.
 */
export function StockReadError({ error, list }: { error: AppError; list: { path: RoutePath; label: string } }) {
  return (
    <ReadError
      error={error}
      back={list}
      notFoundTitle="未找到该股票"
      notFoundDescription="请核对代码，或搜索股票代码、名称。"
      notFoundAction={
        <div className={styles.notFoundOnward} data-testid="stock-not-found">
          <CodeSearch action={SEARCH} name="q" placeholder="输入股票代码或名称" />
          <Link prefetch={false} href={list.path}>
            {list.label} ›
          </Link>
        </div>
      }
    />
  );
}
