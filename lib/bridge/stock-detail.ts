'use client';

import { marketCode } from '@/lib/format/market-code';
import { nativeStockDetail, type StockRef } from './calls';
import { clientNativeContext } from './client-context';
import { canOpenNativeStockDetail } from './gates';
import { isPreloadPage } from './protocol';

export type { StockRef };

/**
 * A stock for the native page, its market from the one code classification (lib/format/market-code,
 * the same the local upstream seeds with): a row's exchange `sz` with code 301xxx goes out as `cy`.
 */
export function stockRefOf(code: string, name?: string, exchange = ''): StockRef {
  return { code, name, market: marketCode(`${exchange}${code}`) ?? (exchange || undefined) };
}

/**
 * Opens the native stock-detail page when inside an app new enough for it (SPEC §5: iOS 2.0.36,
 * Android 2.0.38). Returns false when the page should handle the tap itself (outside the app, old
 * app, preload page): callers then navigate to the stock's H5 page.
 */
export function openStockDetail(stocks: StockRef[], selectedIndex = 0): boolean {
  if (typeof window === 'undefined' || stocks.length === 0) return false;
  const context = clientNativeContext();
  if (!context.inApp || isPreloadPage() || !canOpenNativeStockDetail(context)) return false;
  const index = Math.min(Math.max(0, Math.trunc(selectedIndex)), stocks.length - 1);
  nativeStockDetail(stocks, index);
  return true;
}
