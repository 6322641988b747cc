/** The upstream contract of new issues (新股申购): the list and one issue. */
import { z } from 'zod';
import { MARKETS, boardSchema, isoDate, maybeNum, num } from './security-schemas';

export const IPO_STATUSES = ['pending', 'awaiting_listing', 'listed'] as const;
export const IPO_STATUS_LABELS: Record<(typeof IPO_STATUSES)[number], string> = {
  pending: '待申购',
  awaiting_listing: '待上市',
  listed: '已上市',
};
export const ipoStatusSchema = z.enum(IPO_STATUSES);
export type IpoStatus = z.infer<typeof ipoStatusSchema>;

const estimated = z.object({ value: maybeNum, estimated: z.boolean() });

export const ipoIssueSchema = z.object({
  code: z.string().regex(/^\d{6}$/),
  name: z.string(),
  market: z.enum(MARKETS),
  board: boardSchema,
  industry: z.string(),
  applyCode: z.string().regex(/^\d{6}$/),
  status: ipoStatusSchema,
  dates: z.object({ apply: isoDate, ballot: isoDate, pay: isoDate, list: isoDate.nullable() }),
  price: estimated,
  issuePe: estimated,
  industryPe: num,
  lotteryRate: estimated,
  /** 万股 */
  issueSize: num,
  onlineSize: num,
  /** 申购上限 in 股 and the 股 of one 签. */
  applyLimit: z.number().int(),
  lotSize: z.number().int(),
  /** 顶格申购需配市值 (元); null on 北交所, which needs cash instead (cashRequired). */
  mvRequired: maybeNum,
  cashRequired: maybeNum,
  underwriter: z.string(),
  outcome: z
    .object({
      firstOpen: num,
      firstClose: num,
      firstPct: num,
      profitPerLot: num,
      broken: z.boolean(),
      latestPrice: num,
      totalPct: num,
    })
    .nullable(),
});
export type IpoIssue = z.infer<typeof ipoIssueSchema>;

export const ipoListSchema = z.object({ today: isoDate, asOf: z.string(), issues: z.array(ipoIssueSchema) });
export type IpoList = z.infer<typeof ipoListSchema>;
export const ipoDetailSchema = z.object({ today: isoDate, asOf: z.string(), issue: ipoIssueSchema });
