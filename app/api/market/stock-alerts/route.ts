// GET /h5/api/market/stock-alerts?codes=600519,000001 – today's intraday abnormal-move alerts of the given stocks (public).
import { apiHandler } from '@/lib/api/handler';
import { codesInputSchema } from '@/lib/market/alerts-schemas';
import { getStockAlerts } from '@/lib/market/alerts-server';

export const GET = apiHandler({ auth: 'none', input: codesInputSchema, publicCacheSeconds: 30 }, async ({ input }) =>
  getStockAlerts(input.codes),
);
