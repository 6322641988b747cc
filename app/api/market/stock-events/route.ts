// GET /h5/api/market/stock-events?codes=600519,000001 – recent and upcoming events of the given stocks (public).
import { apiHandler } from '@/lib/api/handler';
import { codesInputSchema } from '@/lib/market/alerts-schemas';
import { getStockEvents } from '@/lib/market/alerts-server';

export const GET = apiHandler({ auth: 'none', input: codesInputSchema, publicCacheSeconds: 30 }, async ({ input }) =>
  getStockEvents(input.codes),
);
