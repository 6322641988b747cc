'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { openStockDetail } from '@/lib/bridge/stock-detail';
import { marketCode } from '@/lib/format/market-code';
import styles from './market.module.css';

/**
 * A tapped stock opens the native stock-detail page inside a new-enough app; everywhere else the
 * link itself navigates to the stock's H5 page (`href`, e.g. /tool/lhb/stock/detail?code=…).
 */
export function StockLink({ code, name, market, href, children }: { code: string; name: string; market: string; href: string; children?: ReactNode }) {
  return (
    <Link
      href={href}
      className={styles.stockCell}
      data-stock={code}
      onClick={(event) => {
        if (openStockDetail([{ code, name, market: marketCode(`${market.toUpperCase()}${code}`) ?? market }])) event.preventDefault();
      }}
    >
      {children ?? (
        <>
          <span className={styles.stockName}>{name}</span>
          <span className={styles.stockCode}>{code}</span>
        </>
      )}
    </Link>
  );
}
