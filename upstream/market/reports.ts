/**
 * 金牌研报 (/goldMedalReport): broker research reports on the dataset's securities, and the analysts'
 * track record measured on the dataset's own closes. Institutions and analysts are fictional (a demo must
 * not put words in a real firm's mouth); the stocks, dates and prices are the dataset's, so a report's
 * "since published" and an analyst's hit rate agree with every other market page.
 *
 * Track record: a 买入/增持 report is a hit when the stock beats the average of all securities over the
 * HORIZON trading days after publication (超额收益 > 0). Only reports with those days elapsed count (n).
 * 金牌分析师: at least MIN_SAMPLE such reports, ranked by hit rate, then mean excess return.
 */
import type { Security } from '@/lib/market/security-schemas';
import type { GoldReportTab, ReportChange, ReportRating } from '@/lib/market/gold-report-schemas';
import { createRng } from '@/upstream/core/random';
import type { MarketDataset } from './dataset';
import { toolsData } from './tools-data';

export const HORIZON = 20;
export const MIN_SAMPLE = 5;
export const GOLD_COUNT = 8;
/** The list shows reports of the last LIST_DAYS trading days by 金牌 analysts. */
export const LIST_DAYS = 60;

const INSTITUTIONS = [
  '华信证券研究所',
  '东岳证券',
  '中瑞证券',
  '国泰安和证券',
  '申达证券',
  '长江明德证券',
  '招远证券',
  '海通华盛证券',
];
const SURNAMES = '王李张刘陈杨黄赵周吴徐孙朱马胡郭林何高罗';
const GIVEN = [
  '晓明',
  '思远',
  '嘉怡',
  '文博',
  '子涵',
  '雨桐',
  '志强',
  '婧',
  '浩然',
  '一鸣',
  '佳琪',
  '立新',
  '梦瑶',
  '建国',
  '明轩',
  '若曦',
  '天宇',
  '书瑶',
];

const ANGLES: Record<ReportRating, string[]> = {
  买入: [
    '业绩超预期，成长逻辑持续兑现',
    '核心产品放量，盈利能力再上台阶',
    '行业景气上行，龙头份额提升',
    '新业务打开第二增长曲线',
  ],
  增持: [
    '经营稳健，估值具备吸引力',
    '季度环比改善，关注需求修复',
    '费用率优化，利润弹性可期',
    '分红稳定，防御属性突出',
  ],
  中性: ['短期承压，等待拐点信号', '收入增速放缓，估值合理', '竞争加剧，盈利能力待观察'],
  减持: ['需求疲弱，下调盈利预测', '库存压力加大，谨慎看待'],
};

export interface Analyst {
  id: string;
  name: string;
  institution: string;
  industries: string[];
}

export interface Report {
  id: string;
  day: number;
  analyst: Analyst;
  security: Security;
  rating: ReportRating;
  change: ReportChange;
  title: string;
  targetPrice: number;
}

interface Book {
  analysts: Analyst[];
  reports: Report[];
}

const r2 = (v: number) => Math.round(v * 100) / 100;
const books = new WeakMap<MarketDataset, Book>();

const RATING_ORDER: ReportRating[] = ['减持', '中性', '增持', '买入'];

function buildBook(ds: MarketDataset): Book {
  const rng = createRng(`market:reports:${ds.days[0]}`);
  const industries = [...new Set(ds.securities.map((s) => s.industry))].sort();
  const analysts: Analyst[] = Array.from({ length: 18 }, (_, i) => ({
    id: `A${String(i + 1).padStart(3, '0')}`,
    name: `${SURNAMES[(i * 7) % SURNAMES.length]}${GIVEN[i % GIVEN.length]}`,
    institution: INSTITUTIONS[i % INSTITUTIONS.length],
    industries: rng
      .shuffle(industries)
      .slice(0, Math.min(industries.length, rng.int(2, 4)))
      .sort(),
  }));
  const reports: Report[] = [];
  const tools = toolsData(ds);
  // Days before a new stock's listing have no report.
  const listedFrom = (s: Security) => {
    const date = tools.fundamentals.get(s.code)?.listDate;
    return date ? (ds.dayIndex.get(date) ?? 0) : 0;
  };
  for (const analyst of analysts) {
    const covered = ds.securities.filter((s) => analyst.industries.includes(s.industry));
    if (!covered.length) continue;
    const last = new Map<string, ReportRating>();
    // A report every 6–14 trading days across the year.
    for (let day = rng.int(0, 10); day < ds.days.length; day += rng.int(6, 14)) {
      const security = rng.pick(covered);
      if (day < listedFrom(security)) continue;
      const rating = rng.next() < 0.55 ? '买入' : rng.next() < 0.8 ? '增持' : rng.next() < 0.85 ? '中性' : '减持';
      const before = last.get(security.code);
      const change: ReportChange = !before
        ? '首次覆盖'
        : before === rating
          ? '维持'
          : RATING_ORDER.indexOf(rating) > RATING_ORDER.indexOf(before)
            ? '上调'
            : '下调';
      last.set(security.code, rating);
      const close = ds.prices.get(security.code)!.close[day];
      const upside =
        rating === '买入'
          ? rng.float(0.18, 0.45)
          : rating === '增持'
            ? rng.float(0.08, 0.22)
            : rating === '中性'
              ? rng.float(-0.03, 0.08)
              : rng.float(-0.2, -0.05);
      reports.push({
        id: `${analyst.id}-${ds.days[day].replaceAll('-', '')}-${security.code}`,
        day,
        analyst,
        security,
        rating,
        change,
        title: rng.pick(ANGLES[rating]),
        targetPrice: r2(close * (1 + upside)),
      });
    }
  }
  reports.sort((a, b) => b.day - a.day || a.id.localeCompare(b.id));
  return { analysts, reports };
}

/** Every analyst and report of the date's dataset (built once, kept beside it). */
export function bookOf(ds: MarketDataset): Book {
  let book = books.get(ds);
  if (!book) books.set(ds, (book = buildBook(ds)));
  return book;
}

/** Mean return (%) of all securities from day `from` to day `to` (the market's own average). */
function marketReturn(ds: MarketDataset, from: number, to: number): number {
  let sum = 0;
  for (const s of ds.securities) {
    const c = ds.prices.get(s.code)!.close;
    sum += (c[to] / c[from] - 1) * 100;
  }
  return sum / ds.securities.length;
}

export interface TrackRecord {
  analyst: Analyst;
  reports: number;
  n: number;
  winRate: number | null;
  avgExcess: number | null;
}

/** Each analyst's record over the reports whose HORIZON days have passed (buy-side ratings only). */
export function trackRecords(ds: MarketDataset): TrackRecord[] {
  const { analysts, reports } = bookOf(ds);
  const last = ds.days.length - 1;
  const market = new Map<number, number>();
  return analysts.map((analyst) => {
    const own = reports.filter((r) => r.analyst === analyst);
    const excess = own
      .filter((r) => (r.rating === '买入' || r.rating === '增持') && r.day + HORIZON <= last)
      .map((r) => {
        if (!market.has(r.day)) market.set(r.day, marketReturn(ds, r.day, r.day + HORIZON));
        const c = ds.prices.get(r.security.code)!.close;
        return (c[r.day + HORIZON] / c[r.day] - 1) * 100 - market.get(r.day)!;
      });
    const n = excess.length;
    return {
      analyst,
      reports: own.length,
      n,
      winRate: n ? r2((excess.filter((v) => v > 0).length / n) * 100) : null,
      avgExcess: n ? r2(excess.reduce((a, b) => a + b, 0) / n) : null,
    };
  });
}

/** The 金牌 analysts (ranked) and their latest reports, filtered by tab. */
export function goldReports(ds: MarketDataset, tab: GoldReportTab) {
  const last = ds.days.length - 1;
  const gold = trackRecords(ds)
    .filter((t) => t.n >= MIN_SAMPLE)
    .sort((a, b) => b.winRate! - a.winRate! || b.avgExcess! - a.avgExcess! || a.analyst.id.localeCompare(b.analyst.id))
    .slice(0, GOLD_COUNT);
  const ids = new Set(gold.map((g) => g.analyst.id));
  const rows = bookOf(ds)
    .reports.filter((r) => ids.has(r.analyst.id) && r.day > last - LIST_DAYS)
    .filter((r) => tab === 'all' || (tab === 'first' ? r.change === '首次覆盖' : r.change === '上调'))
    .slice(0, 40)
    .map((r) => {
      const c = ds.prices.get(r.security.code)!.close;
      return {
        id: r.id,
        date: ds.days[r.day],
        title: r.title,
        analyst: { id: r.analyst.id, name: r.analyst.name, institution: r.analyst.institution },
        security: r.security,
        rating: r.rating,
        change: r.change,
        targetPrice: r.targetPrice,
        closeAtPublish: c[r.day],
        close: c[last],
        upside: r2((r.targetPrice / c[last] - 1) * 100),
        sincePublish: r2((c[last] / c[r.day] - 1) * 100),
      };
    });
  return {
    asOf: `${ds.days[last]} 17:30`,
    date: ds.days[last],
    tab,
    horizon: HORIZON,
    listDays: LIST_DAYS,
    analysts: gold.map((g, i) => ({
      rank: i + 1,
      id: g.analyst.id,
      name: g.analyst.name,
      institution: g.analyst.institution,
      industries: g.analyst.industries,
      reports: g.reports,
      n: g.n,
      winRate: g.winRate!,
      avgExcess: g.avgExcess!,
    })),
    rows,
  };
}
