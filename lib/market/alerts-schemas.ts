import { z } from 'zod';
import { ERROR_MESSAGES } from '@/lib/errors';
import { MAX_ALERT_CODES } from './alerts-rules';

/** Optional-stock alerts (/choose-change) and events (/choose-event): upstream and BFF answers. */
export const ALERT_TYPES_UP = [
  '火箭发射',
  '快速反弹',
  '大笔买入',
  '封涨停板',
  '打开跌停板',
  '有大买盘',
  '60日新高',
] as const;
export const ALERT_TYPES_DOWN = ['高台跳水', '大笔卖出', '封跌停板', '打开涨停板', '有大卖盘', '60日新低'] as const;
export const EVENT_TYPES = ['公告', '龙虎榜上榜', '限售解禁', '分红送转', '业绩预告', '股东大会'] as const;
export { MAX_ALERT_CODES } from './alerts-rules';

const directionSchema = z.enum(['up', 'down']);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const stockAlertSchema = z.object({
  time: z.string().regex(/^\d{2}:\d{2}:\d{2}$/),
  type: z.enum([...ALERT_TYPES_UP, ...ALERT_TYPES_DOWN]),
  direction: directionSchema,
  info: z.string(),
});
export type StockAlert = z.infer<typeof stockAlertSchema>;

export const stockEventSchema = z.object({
  date: isoDate,
  type: z.enum(EVENT_TYPES),
  direction: directionSchema.nullable(),
  summary: z.string().min(1),
});
export type StockEvent = z.infer<typeof stockEventSchema>;

const stockHead = { code: z.string().regex(/^\d{6}$/), name: z.string().min(1) };

export const stockAlertsSchema = z.object({
  date: isoDate,
  asOf: z.string(),
  stocks: z.array(z.object({ ...stockHead, alerts: z.array(stockAlertSchema) })),
});
export type StockAlerts = z.infer<typeof stockAlertsSchema>;

export const stockEventsSchema = z.object({
  date: isoDate,
  asOf: z.string(),
  stocks: z.array(z.object({ ...stockHead, events: z.array(stockEventSchema) })),
});
export type StockEvents = z.infer<typeof stockEventsSchema>;

const bad = ERROR_MESSAGES[1003];

/** `?codes=600519,000001`: 1–50 six-digit codes, duplicates dropped, order kept. */
export const codesInputSchema = z.object({
  codes: z
    .string({ error: bad })
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((code) => code.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().regex(/^\d{6}$/, { error: bad }), { error: bad })
        .min(1, { error: bad })
        .max(MAX_ALERT_CODES, { error: bad }),
    ),
});
