/**
 * The demo market has to look like the real one: exchange limit prices, no day beyond its board's
 * limit, rare limit-up streaks on mostly small caps, amounts bounded by float value, well-known names
 * at their usual levels, and one universe of about 5,000 stocks behind every feature.
 */
import fc from 'fast-check';
import { classifyCode } from '@/lib/format/market-code';
import { buildDataset } from '@/upstream/market/dataset';
import {
  generateSecurities,
  isSt,
  KNOWN_COUNT,
  limitPrices,
  priceLimit,
  profileOf,
  studentT,
} from '@/upstream/market/securities';
import { createRng } from '@/upstream/core/random';
import { toolsData } from '@/upstream/market/tools-data';
import { hotPool } from '@/upstream/market/hot-pools';
import { screener, screenerTable } from '@/upstream/market/screener';

describe('limit prices the exchange way', () => {
  // Worked by hand from the rule in the SSE / SZSE / BSE trading rules: 前收盘价 × (1 ± 涨跌幅限制比例),
  // rounded half up (四舍五入) to the 0.01 元 tick.
  test.each([
    [10.05, 10, 11.06, 9.05], // 11.055 → 11.06, 9.045 → 9.05 (half rounds up on both sides)
    [10, 10, 11, 9],
    [1.54, 10, 1.69, 1.39], // 1.694, 1.386
    [3.3, 5, 3.47, 3.14], // ST: 3.465, 3.135
    [12.34, 20, 14.81, 9.87], // ChiNext / STAR: 14.808, 9.872
    [8.88, 30, 11.54, 6.22], // BSE: 11.544, 6.216
    [1500.01, 10, 1650.01, 1350.01],
    [0.01, 10, 0.01, 0.01],
  ])('prev %p at ±%p%% → %p / %p', (prev, limit, up, down) => {
    expect(limitPrices(prev, limit)).toEqual({ up, down });
  });

  test('any previous close: whole fen, within half a fen of the exact product, halves rounded up (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500_000 }), fc.constantFrom(5, 10, 20, 30), (prevFen, limit) => {
        const { up, down } = limitPrices(prevFen / 100, limit);
        for (const [price, factor] of [
          [up, 100 + limit],
          [down, 100 - limit],
        ] as const) {
          const fen = Math.round(price * 100);
          expect(Math.abs(price * 100 - fen)).toBeLessThan(1e-6);
          // Exact integers: 100·fen − prev·factor ∈ (−50, 50] ⇔ fen = round-half-up(prev·factor / 100).
          const gap = 100 * fen - prevFen * factor;
          if (fen > 1) expect(gap > -50 && gap <= 50).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  test('board limits: main ±10 (ST ±5), ChiNext 300/301 and STAR 688 ±20, BSE 4xx/8xx/920 ±30', () => {
    const of = (code: string, name = '某某股份') => {
      const found = classifyCode(code)!;
      return priceLimit({ board: found.board as 'sh_main', name });
    };
    expect([of('600036'), of('000001'), of('002594'), of('605001')]).toEqual([10, 10, 10, 10]);
    expect([of('600001', '*ST某某'), of('000002', 'ST某某')]).toEqual([5, 5]);
    expect([of('300750'), of('301001'), of('688981'), of('300001', 'ST某某')]).toEqual([20, 20, 20, 20]);
    expect([of('830001'), of('430001'), of('920001')]).toEqual([30, 30, 30]);
  });
});

test('daily moves are fat-tailed with unit variance (Student-t, ν = 4)', () => {
  const rng = createRng('test:t');
  const draws = Array.from({ length: 200_000 }, () => studentT(rng));
  const mean = draws.reduce((a, b) => a + b, 0) / draws.length;
  const variance = draws.reduce((a, b) => a + (b - mean) ** 2, 0) / draws.length;
  expect(Math.abs(mean)).toBeLessThan(0.02);
  expect(variance).toBeGreaterThan(0.9);
  expect(variance).toBeLessThan(1.1);
  // A normal has 0.27 % beyond 3σ; ν = 4 scaled to σ = 1 has about 1.4 %.
  const tail = draws.filter((d) => Math.abs(d) > 3).length / draws.length;
  expect(tail).toBeGreaterThan(0.008);
  expect(tail).toBeLessThan(0.02);
});

describe('the seeded market of a date', () => {
  const ds = buildDataset('2026-11-20');
  const tools = toolsData(ds);
  const last = ds.days.length - 1;

  test('one universe of about 5,000 stocks, the well-known names first, used by the screener and the search', () => {
    expect(ds.securities.length).toBeGreaterThanOrEqual(4800);
    expect(ds.securities.length).toBeLessThanOrEqual(5600);
    expect(ds.securities.slice(0, 4).map((s) => s.name)).toEqual(['贵州茅台', '中国平安', '招商银行', '平安银行']);
    expect(screener(ds, '', 1).total).toBe(ds.securities.length);
    expect(screenerTable(ds).size).toBe(ds.securities.length);
    expect(generateSecurities().map((s) => s.code)).toEqual(ds.securities.map((s) => s.code));
    // ST names only on the main boards, about 3 % of them.
    const st = ds.securities.filter((s) => isSt(s));
    expect(st.every((s) => s.board === 'sh_main' || s.board === 'sz_main')).toBe(true);
    expect(st.length / ds.securities.length).toBeGreaterThan(0.01);
    expect(st.length / ds.securities.length).toBeLessThan(0.04);
  });

  test('well-known names stay near their usual levels and never jump like small caps', () => {
    const levels: [string, number, number][] = [
      ['600519', 1150, 1950],
      ['600036', 30, 52],
      ['000001', 8, 15],
      ['601318', 40, 72],
      ['300750', 280, 500],
    ];
    for (const [code, low, high] of levels) {
      const close = ds.prices.get(code)!.close;
      expect(Math.min(...close)).toBeGreaterThanOrEqual(low);
      expect(Math.max(...close)).toBeLessThanOrEqual(high);
      for (let i = 20; i <= last; i += 1) expect(Math.abs(close[i] / close[i - 20] - 1)).toBeLessThan(0.35);
    }
    for (const s of ds.securities.slice(0, KNOWN_COUNT))
      expect(Math.max(...tools.boards.get(s.code)!)).toBeLessThanOrEqual(1);
  });

  test('no day closes beyond its board limit, prices are whole fen, and a close at the limit is a 涨停/跌停 event', () => {
    let checked = 0;
    for (const s of ds.securities) {
      const { close } = ds.prices.get(s.code)!;
      const limit = priceLimit(s);
      for (let i = 1; i <= last; i += 1) {
        const { up, down } = limitPrices(close[i - 1], limit);
        expect(Math.abs(close[i] * 100 - Math.round(close[i] * 100))).toBeLessThan(1e-6);
        if (close[i] > up || close[i] < down)
          throw new Error(`${s.code} ${ds.days[i]}: ${close[i - 1]} → ${close[i]} beyond ±${limit}%`);
        const kind = tools.limitByDay.get(i)?.get(s.code)?.kind;
        if (close[i] === up && kind !== 'up')
          throw new Error(`${s.code} ${ds.days[i]} closed at the limit without a 涨停 event`);
        if (close[i] === down && kind !== 'down')
          throw new Error(`${s.code} ${ds.days[i]} closed at the lower limit without a 跌停 event`);
        if (kind === 'up' && close[i] !== up) throw new Error(`${s.code} ${ds.days[i]} 涨停 below the limit price`);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(1_000_000);
  });

  test('涨停 about 1 % of stocks a day, streaks rare and mostly small caps', () => {
    const ups = [...ds.limits.entries()].flatMap(([day, events]) =>
      events.filter((e) => e.kind === 'up').map((e) => ({ day, code: e.code })),
    );
    const perDay = ups.length / ds.days.length;
    expect(perDay).toBeGreaterThan(0.004 * ds.securities.length);
    expect(perDay).toBeLessThan(0.03 * ds.securities.length);
    const streak = ups.map((u) => tools.boards.get(u.code)![u.day]);
    // In the real market roughly a fifth of first boards go on to a second, far fewer further.
    const second = streak.filter((n) => n >= 2).length / streak.length;
    expect(second).toBeLessThan(0.3);
    expect(streak.filter((n) => n >= 5).length / streak.length).toBeLessThan(0.03);
    expect(Math.max(...streak)).toBeLessThanOrEqual(14);
    const floats = ds.securities.map((s) => profileOf(s.code).floatMv).sort((a, b) => a - b);
    const median = floats[Math.floor(floats.length / 2)];
    const small = ups.filter((u) => profileOf(u.code).floatMv < median).length / ups.length;
    expect(small).toBeGreaterThan(0.7);
    // Streaks of 3+ on a stock of more than 1,000亿 float: not in this market.
    ups.forEach((u, k) => {
      if (profileOf(u.code).floatMv > 1000e8) expect(streak[k]).toBeLessThan(3);
    });
  });

  test('amounts, turnover and 封单 are bounded by float value', () => {
    for (const s of ds.securities) {
      const series = ds.prices.get(s.code)!;
      const bars = tools.bars.get(s.code)!;
      for (let i = 0; i <= last; i += 1) {
        const floatValue = series.floatShares * series.close[i];
        if (!(bars.amount[i] <= floatValue * 0.6 + 1))
          throw new Error(`${s.code} ${ds.days[i]}: amount ${bars.amount[i]} of float ${floatValue}`);
        if (!(bars.turnover[i] > 0 && bars.turnover[i] <= 60))
          throw new Error(`${s.code} turnover ${bars.turnover[i]}`);
      }
    }
    for (let day = last - 20; day <= last; day += 1) {
      const pool = hotPool(ds, 'zt', ds.days[day]);
      for (const row of pool.rows) {
        expect(row.sealAmount!).toBeLessThanOrEqual(row.floatMv * 0.05 + 1);
        expect(row.sealAmount!).toBeLessThanOrEqual(25e8 * 1.5);
        expect(row.amount).toBeLessThanOrEqual(row.floatMv);
      }
    }
    for (const l of ds.listings) expect(l.marketAmount ?? 0).toBeLessThanOrEqual(l.floatMv);
  });

  // Determinism per date: tests/unit/market/upstream-data.test.ts ('deterministic for a given date').
});
