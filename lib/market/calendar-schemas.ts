/** The trading calendar every dated market page starts from (units: lib/market/security-schemas.ts). */
import { z } from 'zod';
import { isoDate } from './security-schemas';

export const calendarSchema = z.object({
  today: isoDate,
  latest: isoDate,
  /** Trading days, oldest first (about one year). */
  days: z.array(isoDate).min(60),
  holidays: z.array(isoDate),
});
export type TradingCalendar = z.infer<typeof calendarSchema>;
