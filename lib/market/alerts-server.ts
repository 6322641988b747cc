import 'server-only';
import type { NextRequest } from 'next/server';
import { upstreamGet } from '@/lib/http/upstream';
import { stockAlertsSchema, stockEventsSchema } from './alerts-schemas';

/** Public reads (SPEC §7 needLogin false) of the optional-stock alerts and events. */
export const getStockAlerts = (codes: string[]) => upstreamGet('/market/stock-alerts', stockAlertsSchema, { query: { codes: codes.join(',') }, options: { needLogin: false } });
export const getStockEvents = (codes: string[]) => upstreamGet('/market/stock-events', stockEventsSchema, { query: { codes: codes.join(',') }, options: { needLogin: false } });

type Route = (request: NextRequest) => Promise<Response>;

/** Same data for everyone: a successful, non-personal answer may be cached briefly. */
export function shortPublicCache(route: Route, seconds = 30): Route {
  return async (request) => {
    const response = await route(request);
    if (response.status === 200 && response.headers.get('Cache-Control') === 'no-cache') {
      response.headers.set('Cache-Control', `public, max-age=${seconds}, stale-while-revalidate=${seconds * 2}`);
    }
    return response;
  };
}
