'use client';

import { useEffect } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { useArmedSign } from '@/lib/browser/armed';
import { openStockDetail, stockRefOf } from '@/lib/bridge/stock-detail';

/** Inside the app, a tap on any StockLink opens the native stock detail (version-gated in openStockDetail). */
export function StockTapDelegate() {
  const { inApp } = useNativeContext();
  useEffect(() => {
    if (!inApp) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-stock]');
      if (!link) return;
      const { stock: code = '', stockName: name, stockMarket: market = '' } = link.dataset;
      if (openStockDetail([stockRefOf(code, name, market)])) event.preventDefault();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [inApp]);
  useArmedSign('stockTap', inApp);
  return null;
}
