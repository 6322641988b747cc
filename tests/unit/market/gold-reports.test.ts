import { checkGoldTab } from '@/lib/market/tool-params';
import { GOLD_REPORT_TABS, goldReportsSchema } from '@/lib/market/gold-report-schemas';
import { buildDataset } from '@/upstream/market/dataset';
import {
  bookOf,
  GOLD_COUNT,
  goldReports,
  HORIZON,
  LIST_DAYS,
  MIN_SAMPLE,
  trackRecords,
} from '@/upstream/market/reports';
import { parseGoldTab } from '@/upstream/market/tool-params';

const ds = buildDataset('2026-11-20');
const latest = ds.days.length - 1;
const all = goldReports(ds, 'all');

describe('金牌研报 (/goldMedalReport)', () => {
  test('every tab matches the contract and is the same on every build of the date', () => {
    for (const tab of GOLD_REPORT_TABS) expect(goldReportsSchema.safeParse(goldReports(ds, tab)).success).toBe(true);
    expect(goldReports(buildDataset('2026-11-20'), 'all')).toEqual(all);
  });

  test('金牌 analysts: at least MIN_SAMPLE judged reports, ranked by hit rate then mean excess', () => {
    expect(all.analysts).toHaveLength(GOLD_COUNT);
    all.analysts.forEach((a, i) => {
      expect(a.rank).toBe(i + 1);
      expect(a.n).toBeGreaterThanOrEqual(MIN_SAMPLE);
      if (i) expect([all.analysts[i - 1].winRate, all.analysts[i - 1].avgExcess]).not.toEqual([a.winRate, a.avgExcess]);
      if (i)
        expect(
          all.analysts[i - 1].winRate > a.winRate ||
            (all.analysts[i - 1].winRate === a.winRate && all.analysts[i - 1].avgExcess >= a.avgExcess),
        ).toBe(true);
    });
    const ranked = new Set(all.analysts.map((a) => a.id));
    const best = Math.min(...all.analysts.map((a) => a.winRate));
    // Nobody left out had a better record on enough reports.
    for (const r of trackRecords(ds))
      if (!ranked.has(r.analyst.id) && r.n >= MIN_SAMPLE) expect(r.winRate!).toBeLessThanOrEqual(best);
  });

  test('a hit rate is recomputed from the closes: a 买入/增持 report beats the all-stock average over HORIZON days', () => {
    const mean = (from: number, to: number) =>
      ds.securities.reduce(
        (sum, s) => sum + (ds.prices.get(s.code)!.close[to] / ds.prices.get(s.code)!.close[from] - 1) * 100,
        0,
      ) / ds.securities.length;
    for (const analyst of all.analysts.slice(0, 3)) {
      const judged = bookOf(ds).reports.filter(
        (r) => r.analyst.id === analyst.id && (r.rating === '买入' || r.rating === '增持') && r.day + HORIZON <= latest,
      );
      const excess = judged.map((r) => {
        const c = ds.prices.get(r.security.code)!.close;
        return (c[r.day + HORIZON] / c[r.day] - 1) * 100 - mean(r.day, r.day + HORIZON);
      });
      expect(analyst.n).toBe(judged.length);
      expect(analyst.winRate).toBeCloseTo((excess.filter((v) => v > 0).length / excess.length) * 100, 2);
      expect(analyst.avgExcess).toBeCloseTo(excess.reduce((a, b) => a + b, 0) / excess.length, 2);
    }
  });

  test('a rating change compares with the previous report by the same analyst on the stock', () => {
    const order = ['减持', '中性', '增持', '买入'];
    const seen = new Map<string, string>();
    for (const r of [...bookOf(ds).reports].reverse()) {
      const key = `${r.analyst.id}:${r.security.code}`;
      const before = seen.get(key);
      const expected = !before
        ? '首次覆盖'
        : before === r.rating
          ? '维持'
          : order.indexOf(r.rating) > order.indexOf(before)
            ? '上调'
            : '下调';
      expect(r.change).toBe(expected);
      seen.set(key, r.rating);
    }
  });

  test('rows: newest first, within the list span, by 金牌 analysts, figures from the closes', () => {
    const ids = new Set(all.analysts.map((a) => a.id));
    const first = ds.days[latest - LIST_DAYS + 1];
    all.rows.forEach((row, i) => {
      expect(ids.has(row.analyst.id)).toBe(true);
      expect(row.date >= first).toBe(true);
      if (i) expect(all.rows[i - 1].date >= row.date).toBe(true);
      const closes = ds.prices.get(row.security.code)!.close;
      expect(row.closeAtPublish).toBe(closes[ds.dayIndex.get(row.date)!]);
      expect(row.close).toBe(closes[latest]);
      expect(row.upside).toBeCloseTo((row.targetPrice / row.close - 1) * 100, 1);
      expect(row.sincePublish).toBeCloseTo((row.close / row.closeAtPublish - 1) * 100, 1);
      expect(row.title.length).toBeGreaterThan(0);
    });
  });

  test('tabs filter by rating change; unknown tabs are refused with 1003', () => {
    expect(goldReports(ds, 'first').rows.every((r) => r.change === '首次覆盖')).toBe(true);
    expect(goldReports(ds, 'upgrade').rows.every((r) => r.change === '上调')).toBe(true);
    expect(goldReports(ds, 'first').rows.length).toBeGreaterThan(0);
    expect(() => parseGoldTab('best')).toThrow('未知的研报分类');
    expect(parseGoldTab(null)).toBe('all');
    expect(checkGoldTab({ tab: 'best' })).toEqual({ ok: false, message: '未知的研报分类' });
    expect(checkGoldTab({})).toEqual({ ok: true, value: 'all' });
  });
});
