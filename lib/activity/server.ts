import 'server-only';
import type { z } from 'zod';
import { upstreamGet, upstreamPost } from '@/lib/http/upstream';
import {
  stockActivityIndexSchema,
  stockActivityPeriodSchema,
  stockCertificationInputSchema,
  stockCertificationSchema,
  userMessageOrderInputSchema,
  userMessageOrderSchema,
} from './schemas';

/** Stock-contest calls of SPEC §7 (all need a login). */
export function readStockActivityIndex() {
  return upstreamGet('/activity/stock-activity/index', stockActivityIndexSchema);
}

/** SPEC §3: activeId ← current_period, nextActiveId ← next_period. */
export async function readStockActivityPeriods() {
  const periods = await upstreamGet('/activity/get-stock-activity-period-number', stockActivityPeriodSchema);
  return {
    ...periods,
    activeId: periods.current_period,
    nextActiveId: periods.next_period,
    nextStartDate: periods.next_start_date ?? null,
  };
}

export function certifyForStockActivity(input: z.infer<typeof stockCertificationInputSchema>) {
  return upstreamPost('/activity/stock/certification', stockCertificationSchema, {
    body: { activity_id: input.activity_id },
  });
}

export function orderActivityMessage(input: z.infer<typeof userMessageOrderInputSchema>) {
  return upstreamPost('/activity/userMessage/order', userMessageOrderSchema, { body: input });
}
