import { queryOptions } from '@tanstack/react-query';
import { bffFetch } from '@/lib/api/client';
import type { StockAlerts, StockEvents } from './alerts-schemas';

const codesParam = (codes: string[]) => new URLSearchParams({ codes: codes.join(',') });

/** One row of the self-stock feed, whichever the kind: an alert (time) or an event (month-day). */
export interface FeedItem {
  key: string;
  when: string;
  type: string;
  direction: 'up' | 'down' | null;
  text: string;
}
export interface StockFeed {
  asOf: string;
  stocks: { code: string; name: string; items: FeedItem[] }[];
}

export const stockFeedQuery = (kind: 'alerts' | 'events', codes: string[]) =>
  queryOptions({
    queryKey: ['market', `stock-${kind}`, 'feed', codes],
    staleTime: 30_000,
    queryFn: async (): Promise<StockFeed> => {
      if (kind === 'alerts') {
        const data = await bffFetch<StockAlerts>(`/market/stock-alerts?${codesParam(codes)}`);
        return {
          asOf: data.asOf,
          stocks: data.stocks.map((s) => ({
            code: s.code,
            name: s.name,
            items: s.alerts.map((a, i) => ({
              key: `${a.time}-${i}`,
              when: a.time,
              type: a.type,
              direction: a.direction,
              text: a.info,
            })),
          })),
        };
      }
      const data = await bffFetch<StockEvents>(`/market/stock-events?${codesParam(codes)}`);
      return {
        asOf: data.asOf,
        stocks: data.stocks.map((s) => ({
          code: s.code,
          name: s.name,
          items: s.events.map((e, i) => ({
            key: `${e.date}-${i}`,
            when: e.date.slice(5),
            type: e.type,
            direction: e.direction,
            text: e.summary,
          })),
        })),
      };
    },
  });
