import 'server-only';
import { marginStockSchema, marginSummarySchema } from './margin-schemas';
import { readMarket } from './public-read';

export const getMarginSummary = (window: number) =>
  readMarket('/market/margin/summary', marginSummarySchema, { window });
export const getMarginStock = (code: string) =>
  readMarket(`/market/margin/stocks/${encodeURIComponent(code)}`, marginStockSchema);
