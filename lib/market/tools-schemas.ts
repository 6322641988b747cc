/**
 * The upstream contract of market tools II (hot-stock pools, margin, themes, patterns, risk scan,
 * screener, similar K-line, stock page, AI diagnosis). Same units as lib/market/schemas.ts: amounts
 * in 元, shares in 股, percentages as numbers (1.23 = 1.23%), ISO dates (China time).
 */
import { z } from 'zod';
import { securitySchema } from './schemas';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const num = z.number();
const maybeNum = z.number().nullable();
const clock = z.string().regex(/^\d{2}:\d{2}:\d{2}$/);
const dated = { date: isoDate, requestedDate: isoDate, rolledBack: z.boolean(), asOf: z.string() };

// ── Hot-stock pools ───────────────────────────────────────────────────────────────────────────
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

export const themeTagSchema = z.object({ code: z.string().regex(/^\d{5}$/), name: z.string() });
export type ThemeTag = z.infer<typeof themeTagSchema>;

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
  ...dated,
  pool: z.enum(HOT_POOLS),
  summary: z.object({ zt: num, broken: num, dt: num, sealRate: maybeNum, highest: num }),
  rows: z.array(poolRowSchema),
  ladder: z.array(z.object({ boards: num, stocks: z.array(securitySchema.pick({ code: true, name: true, market: true }).extend({ reasons: z.array(themeTagSchema) })) })),
});
export type HotPoolAnswer = z.infer<typeof hotPoolSchema>;

export const risingSchema = z.object({
  ...dated,
  rows: z.array(securitySchema.extend({ rank: num, previousRank: maybeNum, rankChange: maybeNum, heat: num, close: num, pct: num, turnoverRate: num, tags: z.array(themeTagSchema), why: z.string() })),
});
export type Rising = z.infer<typeof risingSchema>;

// ── Margin (融资融券) ─────────────────────────────────────────────────────────────────────────
export const MARGIN_WINDOWS = [1, 3, 5, 10] as const;
export const marginTotalsSchema = z.object({ rzye: num, rzmre: num, rzche: num, rqye: num, rqyl: num, rqmcl: num, rzrqye: num });
export type MarginTotals = z.infer<typeof marginTotalsSchema>;

export const marginSummarySchema = z.object({
  ...dated,
  exchanges: z.array(marginTotalsSchema.extend({ exchange: z.enum(['sh', 'sz', 'bj']), label: z.string() })),
  total: marginTotalsSchema,
  history: z.array(z.object({ date: isoDate, rzye: num, rzrqye: num, indexClose: num })),
  window: num,
  ranking: z.array(securitySchema.extend({ close: num, pct: num, rzye: num, netBuy: num, change: num, changePct: num })),
});
export type MarginSummary = z.infer<typeof marginSummarySchema>;

export const marginDaySchema = z.object({ date: isoDate, rzye: num, rzmre: num, rzche: num, rzjme: num, rqye: num, rqyl: num, rqmcl: num, rqchl: num, rzrqye: num });
export const marginStockSchema = z.object({ asOf: z.string(), security: securitySchema, close: num, pct: num, days: z.array(marginDaySchema) });
export type MarginStock = z.infer<typeof marginStockSchema>;

// ── Themes ────────────────────────────────────────────────────────────────────────────────────
export const themeRowSchema = themeTagSchema.extend({
  pct: num,
  heat: num,
  strength: num,
  limitUps: num,
  mainNet: num,
  members: num,
  rank: num,
  rankChange: maybeNum,
  leader: z.object({ code: z.string(), name: z.string(), market: z.string(), pct: num }),
});
export type ThemeRow = z.infer<typeof themeRowSchema>;
export const themeListSchema = z.object({ ...dated, rows: z.array(themeRowSchema) });
export type ThemeList = z.infer<typeof themeListSchema>;

export const themeDetailSchema = z.object({
  ...dated,
  theme: themeRowSchema.extend({ intro: z.string() }),
  members: z.array(securitySchema.extend({ close: num, pct: num, mainNet: num, boards: num, limitUp: z.boolean(), leader: z.boolean(), reason: z.string() })),
  flows: z.array(z.object({ date: isoDate, mainNet: num, pct: num })),
  catalysts: z.array(z.object({ date: isoDate, title: z.string() })),
});
export type ThemeDetail = z.infer<typeof themeDetailSchema>;

// ── Technical patterns ────────────────────────────────────────────────────────────────────────
export const patternStatsSchema = z.object({ horizon: num, n: num, winRate: maybeNum, mean: maybeNum, median: maybeNum });
export type PatternStats = z.infer<typeof patternStatsSchema>;
export const patternInfoSchema = z.object({ key: z.string(), name: z.string(), definition: z.string(), hits: num, stats: z.array(patternStatsSchema) });
export type PatternInfo = z.infer<typeof patternInfoSchema>;
export const patternGallerySchema = z.object({ ...dated, from: isoDate, patterns: z.array(patternInfoSchema) });
export type PatternGallery = z.infer<typeof patternGallerySchema>;
export const patternHitsSchema = z.object({
  ...dated,
  from: isoDate,
  pattern: patternInfoSchema,
  rows: z.array(securitySchema.extend({ close: num, pct: num, strength: num, detail: z.string() })),
  history: z.array(securitySchema.extend({ date: isoDate, close: num, d1: maybeNum, d5: maybeNum, d10: maybeNum })),
});
export type PatternHits = z.infer<typeof patternHitsSchema>;

// ── Risk scan (排雷) ───────────────────────────────────────────────────────────────────────────
export const RISK_KINDS = ['pledge', 'unlock', 'goodwill', 'st', 'audit', 'investigation', 'forecast'] as const;
export const RISK_KIND_LABELS: Record<(typeof RISK_KINDS)[number], string> = {
  pledge: '股权质押',
  unlock: '限售解禁',
  goodwill: '商誉占比',
  st: 'ST/退市风险',
  audit: '审计意见',
  investigation: '立案调查',
  forecast: '业绩预告',
};
export type RiskKind = (typeof RISK_KINDS)[number];
export const SEVERITIES = ['high', 'medium', 'low', 'none'] as const;
export const SEVERITY_LABELS: Record<(typeof SEVERITIES)[number], string> = { high: '高风险', medium: '中风险', low: '低风险', none: '未发现' };
export const riskItemSchema = z.object({ kind: z.enum(RISK_KINDS), severity: z.enum(SEVERITIES), value: z.string(), detail: z.string(), dataDate: isoDate });
export type RiskItem = z.infer<typeof riskItemSchema>;
export const stockRiskSchema = z.object({ asOf: z.string(), security: securitySchema, close: num, pct: num, level: z.enum(SEVERITIES), items: z.array(riskItemSchema) });
export type StockRisk = z.infer<typeof stockRiskSchema>;
export const riskScanSchema = z.object({
  asOf: z.string(),
  kind: z.enum(RISK_KINDS),
  counts: z.record(z.enum(SEVERITIES), num),
  rows: z.array(securitySchema.extend({ item: riskItemSchema })),
});
export type RiskScan = z.infer<typeof riskScanSchema>;

// ── Screener ──────────────────────────────────────────────────────────────────────────────────
export const screenerSchema = z.object({
  asOf: z.string(),
  date: isoDate,
  total: num,
  count: num,
  /** The rows' order (涨跌幅 descending unless asked otherwise). */
  sort: z.object({ key: z.string(), order: z.enum(['asc', 'desc']) }),
  conditions: z.array(z.object({ key: z.string(), min: maybeNum, max: maybeNum })),
  rows: z.array(securitySchema.extend({ close: num, pct: num, values: z.record(z.string(), maybeNum) })),
});
export type ScreenerAnswer = z.infer<typeof screenerSchema>;

// ── Similar K-line ────────────────────────────────────────────────────────────────────────────
export const HORIZONS = [1, 3, 5, 10, 20] as const;
export const forwardSchema = z.object({ d1: maybeNum, d3: maybeNum, d5: maybeNum, d10: maybeNum, d20: maybeNum });
export const similarSchema = z.object({
  asOf: z.string(),
  window: num,
  scope: z.enum(['own', 'all']),
  method: z.literal('pearson'),
  /** Least correlation a window needs to be listed and counted (lib/market/similarity.ts). */
  threshold: num,
  candidates: num,
  target: z.object({ security: securitySchema, from: isoDate, to: isoDate, path: z.array(num) }),
  matches: z.array(z.object({ security: securitySchema, from: isoDate, to: isoDate, similarity: num, forward: forwardSchema, path: z.array(num) })),
  stats: z.array(z.object({ horizon: num, n: num, winRate: maybeNum, mean: maybeNum, median: maybeNum })),
});
export type SimilarAnswer = z.infer<typeof similarSchema>;

// ── Stock page ────────────────────────────────────────────────────────────────────────────────
export const stockPageSchema = z.object({
  asOf: z.string(),
  security: securitySchema,
  quote: z.object({ date: isoDate, close: num, pct: num, open: num, high: num, low: num, amount: num, turnoverRate: num, floatMv: num, totalMv: num, pe: maybeNum, pb: num }),
  kline: z.array(z.object({ date: isoDate, open: num, high: num, low: num, close: num, rzye: maybeNum })),
  themes: z.array(themeTagSchema),
  has: z.object({ lhb: z.boolean(), northbound: z.boolean(), margin: z.boolean(), limitUp: z.boolean(), patterns: z.array(z.object({ key: z.string(), name: z.string() })) }),
});
export type StockPage = z.infer<typeof stockPageSchema>;

// ── AI diagnosis ──────────────────────────────────────────────────────────────────────────────
export const DIMENSIONS = ['tech', 'fund', 'fundamental', 'news'] as const;
export const DIMENSION_LABELS: Record<(typeof DIMENSIONS)[number], string> = { tech: '技术面', fund: '资金面', fundamental: '基本面', news: '消息面' };
export type Dimension = (typeof DIMENSIONS)[number];
export const SOURCE_TOOLS = ['stock', 'margin', 'northbound', 'lhb', 'theme', 'pattern', 'risk', 'hot'] as const;
export const claimSchema = z.object({
  text: z.string(),
  effect: z.number().int(),
  source: z.object({ label: z.string(), value: z.string(), date: isoDate, tool: z.enum(SOURCE_TOOLS), ref: z.string() }),
});
export type Claim = z.infer<typeof claimSchema>;
export const diagnosisSchema = z.object({
  asOf: z.string(),
  date: isoDate,
  security: securitySchema,
  close: num,
  pct: num,
  total: num,
  rank: num,
  of: num,
  summary: z.string(),
  dimensions: z.array(z.object({ key: z.enum(DIMENSIONS), label: z.string(), score: num, claims: z.array(claimSchema) })),
  history: z.array(z.object({ date: isoDate, total: num, tech: num, fund: num, fundamental: num, news: num })),
});
export type Diagnosis = z.infer<typeof diagnosisSchema>;
export const diagnosisListSchema = z.object({
  asOf: z.string(),
  date: isoDate,
  rows: z.array(securitySchema.extend({ close: num, pct: num, total: num, rank: num, rankChange: maybeNum })),
});
export type DiagnosisList = z.infer<typeof diagnosisListSchema>;

export const searchRowsSchema = z.object({ rows: z.array(securitySchema.extend({ initials: z.string(), close: num, pct: num })), hot: z.array(securitySchema.extend({ close: num, pct: num })) });
export type StockSearch = z.infer<typeof searchRowsSchema>;

// ── Strategies ────────────────────────────────────────────────────────────────────────────────
export const strategiesSchema = z.object({
  asOf: z.string(),
  date: isoDate,
  boards: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      conditions: z.string(),
      count: num,
      avgPct: maybeNum,
      avgPct5: maybeNum,
      up: num,
      top: z.array(securitySchema.extend({ close: num, pct: num })),
    }),
  ),
});
export type Strategies = z.infer<typeof strategiesSchema>;

// ── 金牌研报 ───────────────────────────────────────────────────────────────────────────────────
export const GOLD_REPORT_TABS = ['all', 'first', 'upgrade'] as const;
export type GoldReportTab = (typeof GOLD_REPORT_TABS)[number];
export const GOLD_REPORT_TAB_LABELS: Record<GoldReportTab, string> = { all: '全部', first: '首次覆盖', upgrade: '上调评级' };
export const REPORT_RATINGS = ['买入', '增持', '中性', '减持'] as const;
export type ReportRating = (typeof REPORT_RATINGS)[number];
export const REPORT_CHANGES = ['首次覆盖', '维持', '上调', '下调'] as const;
export type ReportChange = (typeof REPORT_CHANGES)[number];
export const goldReportsSchema = z.object({
  asOf: z.string(),
  date: isoDate,
  tab: z.enum(GOLD_REPORT_TABS),
  /** Trading days after publication over which a report is judged, and the list's span. */
  horizon: num,
  listDays: num,
  analysts: z.array(
    z.object({
      rank: num,
      id: z.string(),
      name: z.string(),
      institution: z.string(),
      industries: z.array(z.string()),
      reports: num,
      n: num,
      winRate: num,
      avgExcess: num,
    }),
  ),
  rows: z.array(
    z.object({
      id: z.string(),
      date: isoDate,
      title: z.string(),
      analyst: z.object({ id: z.string(), name: z.string(), institution: z.string() }),
      security: securitySchema,
      rating: z.enum(REPORT_RATINGS),
      change: z.enum(REPORT_CHANGES),
      targetPrice: num,
      closeAtPublish: num,
      close: num,
      upside: num,
      sincePublish: num,
    }),
  ),
});
export type GoldReports = z.infer<typeof goldReportsSchema>;
