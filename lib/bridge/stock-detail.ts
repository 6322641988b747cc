'use client';

import { marketCode } from '@/lib/format/market-code';
import { nativeStockDetail } from './calls';
import { clientNativeContext } from './client-context';
import { canOpenNativeStockDetail } from './gates';
import { isPreloadPage } from './protocol';

/** A stock as passed to the native stock-detail page (SPEC §3 stock list: stocks, selectedIndex). */
export interface StockRef {
  code: string;
  name?: string;
  /** sh | sz | bj | kc | cy (lib/format market codes). */
  market?: string;
}

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
