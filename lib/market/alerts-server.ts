import 'server-only';
import { upstreamGet } from '@/lib/http/upstream';
import { stockAlertsSchema, stockEventsSchema } from './alerts-schemas';

/** Public reads (SPEC §7 needLogin false) of the optional-stock alerts and events. */
export const getStockAlerts = (codes: string[]) =>
  upstreamGet('/market/stock-alerts', stockAlertsSchema, {
    query: { codes: codes.join(',') },
    options: { needLogin: false },
  });
export const getStockEvents = (codes: string[]) =>
  upstreamGet('/market/stock-events', stockEventsSchema, {
    query: { codes: codes.join(',') },
    options: { needLogin: false },
  });
