import 'server-only';
import {
  flowsSchema,
  holdingsSchema,
  sectorsSchema,
  stockHoldingSchema,
  top10Schema,
  type Channel,
} from './northbound-schemas';
import { readMarket } from './public-read';

export const getFlows = (channel: Channel, days = 250) =>
  readMarket('/market/northbound/flows', flowsSchema, { channel, days });
export const getTop10 = (channel: 'sh' | 'sz', date?: string) =>
  readMarket('/market/northbound/top10', top10Schema, { channel, date });
export const getHoldings = (channel: Channel, period?: string) =>
  readMarket('/market/northbound/holdings', holdingsSchema, { channel, period });
export const getSectors = (period?: string) => readMarket('/market/northbound/sectors', sectorsSchema, { period });
export const getStockHolding = (code: string) =>
  readMarket(`/market/northbound/holdings/${encodeURIComponent(code)}`, stockHoldingSchema);
