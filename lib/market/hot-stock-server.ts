import 'server-only';
import { hotPoolSchema, risingSchema, type HotPool } from './hot-stock-schemas';
import { readMarket } from './public-read';

export const getHotPool = (pool: HotPool, date?: string) =>
  readMarket('/market/hot-stock/pools', hotPoolSchema, { pool, date });
export const getRising = (date?: string) => readMarket('/market/hot-stock/rising', risingSchema, { date });
