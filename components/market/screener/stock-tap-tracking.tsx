'use client';

import type { ReactNode } from 'react';
import { TRACKING } from '@/lib/tracking/definitions';
import { track } from '@/lib/tracking/tracker';

/**
 * Reports a tap on any stock of the result table (StockLink's `a[data-stock]`) with its code. One
 * listener around the table, as StockTapDelegate does, rather than a client component per row; the
 * wrapper adds no box of its own.
 */
export function StockTapTracking({ children }: { children: ReactNode }) {
  return (
    <div
      style={{ display: 'contents' }}
      onClickCapture={(event) => {
        const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-stock]');
        const code = link?.dataset.stock;
        if (code) track({ ...TRACKING.stockSelection.events.stockClick, eventAttr: { stock_code: code } });
      }}
    >
      {children}
    </div>
  );
}
