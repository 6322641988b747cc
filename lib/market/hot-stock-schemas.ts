/** The upstream contract of the hot-stock pools (涨停, 炸板, 跌停, …) and the stocks rising towards their limit. */
import { z } from 'zod';
import { datedAnswer, isoDate, maybeNum, num, securitySchema } from './security-schemas';
import { themeTagSchema } from './theme-schemas';

const clock = z.string().regex(/^\d{2}:\d{2}:\d{2}$/);

export const HOT_POOLS = ['zt', 'yzt', 'strong', 'new', 'broken', 'dt'] as const;
export const HOT_POOL_LABELS: Record<(typeof HOT_POOLS)[number], string> = {
  zt: '涨停',
  yzt: '昨日涨停',
  strong: '强势',
  new: '次新',
  broken: '炸板',
  dt: '跌停',
};
export type HotPool = (typeof HOT_POOLS)[number];

export const poolRowSchema = securitySchema.extend({
  close: num,
  pct: num,
  amount: num,
  floatMv: num,
  turnoverRate: num,
  amplitude: num,
  limitPrice: maybeNum,
  /** 封板资金 (跌停: 封单资金). */
  sealAmount: maybeNum,
  firstSeal: clock.nullable(),
  lastSeal: clock.nullable(),
  /** 炸板次数 / 开板次数. */
  openCount: maybeNum,
  /** 连板数 (跌停池: 连续跌停). */
  boards: maybeNum,
  /** 涨停统计: limit-ups in the last `statDays` trading days. */
  statUps: maybeNum,
  statDays: maybeNum,
  reasons: z.array(themeTagSchema),
  reasonDetail: z.string().nullable(),
  yesterdayBoards: maybeNum,
  newHigh: z.boolean().nullable(),
  volumeRatio: maybeNum,
  listDate: isoDate.nullable(),
  /** 次新: trading days since the first board opened. */
  openedDays: maybeNum,
});
export type PoolRow = z.infer<typeof poolRowSchema>;

export const hotPoolSchema = z.object({
  ...datedAnswer,
  pool: z.enum(HOT_POOLS),
  summary: z.object({ zt: num, broken: num, dt: num, sealRate: maybeNum, highest: num }),
  rows: z.array(poolRowSchema),
  ladder: z.array(
    z.object({
      boards: num,
      stocks: z.array(
        securitySchema.pick({ code: true, name: true, market: true }).extend({ reasons: z.array(themeTagSchema) }),
      ),
    }),
  ),
});
export type HotPoolAnswer = z.infer<typeof hotPoolSchema>;

export const risingSchema = z.object({
  ...datedAnswer,
  rows: z.array(
    securitySchema.extend({
      rank: num,
      previousRank: maybeNum,
      rankChange: maybeNum,
      heat: num,
      close: num,
      pct: num,
      turnoverRate: num,
      tags: z.array(themeTagSchema),
      why: z.string(),
    }),
  ),
});
export type Rising = z.infer<typeof risingSchema>;
