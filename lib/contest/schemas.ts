import { z } from 'zod';
import { LOT_SIZE } from './rules';

/** Stock-picking contest: the virtual account, trades and ranking (designed; SPEC §3 shows the period state only). */
export const contestTradeInputSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: '请输入6位股票代码' }),
  side: z.enum(['buy', 'sell'], { error: '请选择买入或卖出' }),
  quantity: z.coerce
    .number()
    .int({ error: `委托数量须为${LOT_SIZE}股的整数倍` })
    .positive({ error: `委托数量须为${LOT_SIZE}股的整数倍` })
    .max(100_000_000),
});
export type ContestTradeInput = z.infer<typeof contestTradeInputSchema>;

export const contestScoreSchema = z.object({
  total_return: z.number(),
  daily_return: z.number(),
  max_drawdown: z.number(),
  risk_adjusted: z.number(),
});

export const contestHoldingSchema = z.object({
  code: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  sellable: z.number().int(),
  close_fen: z.number().int(),
  value_fen: z.number().int(),
  limit_up: z.boolean(),
});

export const contestTradeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  side: z.enum(['buy', 'sell']),
  quantity: z.number().int(),
  price_fen: z.number().int(),
  day: z.string(),
});

export const contestAccountSchema = z.object({
  activity_id: z.number().int().positive(),
  entered: z.boolean(),
  /** The market's trading date and whether the exchanges are open on it. */
  trading_day: z.string(),
  market_open: z.boolean(),
  cash_fen: z.number().int(),
  equity_fen: z.number().int(),
  initial_fen: z.number().int(),
  holdings: z.array(contestHoldingSchema),
  trades: z.array(contestTradeSchema),
  score: contestScoreSchema,
  rank: z.number().int().nullable(),
  rank_change: z.number().int().nullable(),
  risk_rank: z.number().int().nullable(),
  entrants: z.number().int().nonnegative(),
  /** Account value at each close since the first trade (the record page's curve). */
  curve: z.array(z.object({ day: z.string(), equity_fen: z.number().int() })),
});
export type ContestAccount = z.infer<typeof contestAccountSchema>;

export const contestRankingSchema = z.object({
  activity_id: z.number().int().positive(),
  trading_day: z.string(),
  rows: z.array(
    contestScoreSchema.extend({
      rank: z.number().int().positive(),
      rank_change: z.number().int().nullable(),
      risk_rank: z.number().int().positive(),
      nickname: z.string(),
      mine: z.boolean(),
    }),
  ),
});
export type ContestRanking = z.infer<typeof contestRankingSchema>;

const periodStatusSchema = z.enum(['not_started', 'ongoing', 'ended']);

/** A period as the past-period pages list it; `settled` once its final ranking and prizes are kept. */
export const contestPeriodSchema = z.object({
  activity_id: z.number().int().positive(),
  title: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: periodStatusSchema,
  prize_pool_fen: z.number().int().nonnegative(),
  entrants: z.number().int().nonnegative(),
  settled: z.boolean(),
  settled_at: z.string().nullable(),
});
export type ContestPeriod = z.infer<typeof contestPeriodSchema>;

export const contestPeriodListSchema = z.object({ trading_day: z.string(), periods: z.array(contestPeriodSchema) });
export type ContestPeriodList = z.infer<typeof contestPeriodListSchema>;

const prizeBoardSchema = z.enum(['return', 'risk']);

/** A finished period's kept ranking (names masked for everyone) and its prizes. */
export const contestResultsSchema = z.object({
  period: contestPeriodSchema,
  rows: z.array(
    contestScoreSchema.extend({
      rank: z.number().int().positive(),
      risk_rank: z.number().int().positive(),
      nickname: z.string(),
      prize_fen: z.number().int().nonnegative(),
    }),
  ),
  winners: z.array(
    z.object({
      board: prizeBoardSchema,
      place: z.number().int().positive(),
      nickname: z.string(),
      total_return: z.number(),
      risk_adjusted: z.number(),
      prize_fen: z.number().int().positive(),
    }),
  ),
});
export type ContestResults = z.infer<typeof contestResultsSchema>;
export type ContestWinner = ContestResults['winners'][number];

/** Prize money over every finished period, per entrant. */
export const contestBonusListSchema = z.object({
  periods: z.number().int().nonnegative(),
  rows: z.array(
    z.object({
      rank: z.number().int().positive(),
      nickname: z.string(),
      wins: z.number().int().positive(),
      best_place: z.number().int().positive(),
      prize_fen: z.number().int().positive(),
    }),
  ),
});
export type ContestBonusList = z.infer<typeof contestBonusListSchema>;

/** One period's record of one entrant: the share card and the viewer's past-record list. */
export const contestRecordSchema = contestScoreSchema.extend({
  period: contestPeriodSchema,
  nickname: z.string(),
  rank: z.number().int().positive().nullable(),
  risk_rank: z.number().int().positive().nullable(),
  entrants: z.number().int().nonnegative(),
  prize_fen: z.number().int().nonnegative(),
  trades: z.number().int().nonnegative(),
  share_code: z.string(),
  curve: z.array(z.object({ day: z.string(), equity_fen: z.number().int() })),
});
export type ContestRecord = z.infer<typeof contestRecordSchema>;

export const contestRecordListSchema = z.object({ records: z.array(contestRecordSchema) });
export type ContestRecordList = z.infer<typeof contestRecordListSchema>;

/** A share code as a page receives it (letters, digits, - and _, from the upstream). */
export const shareCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{8,32}$/);
