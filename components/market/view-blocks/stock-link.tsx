import type { ReactNode } from 'react';
import styles from './market.module.css';
import { withBasePath } from '@/lib/routes/hrefs';

/**
 * A stock in a market view. A plain server-rendered link to the stock's H5 page (`href` without the
 * base path, e.g. /tool/lhb/stock/detail?code=…); inside a new-enough app one delegated listener
 * (StockTapDelegate, mounted once by MarketView) opens the native stock detail instead. One listener
 * rather than a client component per row keeps hydration cheap on long lists.
 */
export function StockLink({
  code,
  name,
  market,
  href,
  children,
}: {
  code: string;
  name: string;
  market: string;
  href: string;
  children?: ReactNode;
}) {
  return (
    <a
      href={withBasePath(href)}
      className={styles.stockCell}
      data-stock={code}
      data-stock-name={name}
      data-stock-market={market}
    >
      {children ?? (
        <>
          <span className={styles.stockName}>{name}</span>
          <span className={styles.stockCode}>{code}</span>
        </>
      )}
    </a>
  );
}
