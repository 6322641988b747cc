// GET /h5/api/market/stock-events?codes=600519,000001 – recent and upcoming events of the given stocks (public).
import { apiHandler } from '@/lib/api/handler';
import { codesInputSchema } from '@/lib/market/alerts-schemas';
import { getStockEvents, shortPublicCache } from '@/lib/market/alerts-server';

export const GET = shortPublicCache(apiHandler({ auth: 'none', input: codesInputSchema }, async ({ input }) => getStockEvents(input.codes)));
