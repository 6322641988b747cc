import type { BroadcastStats } from './data-schemas';
import { toFixedDecimal } from '@/lib/format/decimal';

/** Totals over broadcasts as the data centre defines them (最高并发 is the highest, not a sum). */
export function summarise(broadcasts: readonly BroadcastStats[]) {
  const sum = (pick: (item: BroadcastStats) => number) => broadcasts.reduce((total, item) => total + pick(item), 0);
  const viewers = sum((item) => item.viewers);
  return {
    sessions: broadcasts.length,
    minutes: sum((item) => item.minutes),
    peak: broadcasts.reduce((max, item) => Math.max(max, item.peak), 0),
    viewers,
    views: sum((item) => item.views),
    watchMinutes: sum((item) => item.watchMinutes),
    follows: sum((item) => item.follows),
    comments: sum((item) => item.comments),
    bagJoins: sum((item) => item.bagJoins),
    coupons: sum((item) => item.coupons),
    orders: sum((item) => item.orders),
    gmvFen: sum((item) => item.gmvFen),
  };
}

/** 转化率: orders per deduplicated viewer, two decimals half up ('--' without viewers). */
export function conversionRate(orders: number, viewers: number): string {
  if (viewers <= 0) return '--';
  return `${toFixedDecimal((orders * 100) / viewers, 2)}%`;
}

/** 人均观看时长 in minutes, one decimal. */
export function averageWatch(watchMinutes: number, viewers: number): string {
  return viewers > 0 ? `${toFixedDecimal(watchMinutes / viewers, 1)} 分钟` : '--';
}
