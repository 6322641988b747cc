import { SIMILARITY_THRESHOLD } from '@/lib/market/similarity';
import { diagnosisSchema } from '@/lib/market/diagnosis-schemas';
import { HOT_POOLS, hotPoolSchema, risingSchema } from '@/lib/market/hot-stock-schemas';
import { marginSummarySchema } from '@/lib/market/margin-schemas';
import { stockRiskSchema, RISK_KINDS } from '@/lib/market/risk-schemas';
import { similarSchema } from '@/lib/market/similar-schemas';
import { themeDetailSchema } from '@/lib/market/theme-schemas';
import { buildDataset } from '@/upstream/market/dataset';
import { diagnosis, diagnosisList } from '@/upstream/market/diagnosis';
import { limitPrices, priceLimit } from '@/upstream/market/securities';
import { toolsData } from '@/upstream/market/tools-data';
import { hotPool, rising } from '@/upstream/market/hot-pools';
import { marginStock, marginSummary } from '@/upstream/market/margin';
import { stockRisk } from '@/upstream/market/risk-scan';
import { screener } from '@/upstream/market/screener';
import { similar } from '@/upstream/market/similar';
import { stockSearch } from '@/upstream/market/stock-search';
import { themeDetail, themeList } from '@/upstream/market/theme-lists';
import { parseMarginWindow, parsePool, parseWindow } from '@/upstream/market/tool-params';

const ds = buildDataset('2026-11-20');
const latest = ds.days.length - 1;

function upstreamError(run: () => unknown): { code: number; message: string; status: number } {
  try {
    run();
  } catch (error) {
    return error as { code: number; message: string; status: number };
  }
  throw new Error('expected an upstream error');
}

describe('hot-stock pools agree with the price series', () => {
  const zt = hotPool(ds, 'zt', null);

  test('every answer matches its schema', () => {
    for (const pool of HOT_POOLS) expect(hotPoolSchema.safeParse(hotPool(ds, pool, null)).success).toBe(true);
    expect(risingSchema.safeParse(rising(ds, null)).success).toBe(true);
  });

  test('a 涨停 row closes at its limit price: the previous close plus the board limit, rounded half up to the fen', () => {
    expect(zt.rows.length).toBeGreaterThan(5);
    for (const row of zt.rows) {
      const close = ds.prices.get(row.code)!.close;
      // Whole fen: prev × (100 + limit) / 100, half a fen and more rounds up (exchange trading rules).
      const prevFen = Math.round(close[latest - 1] * 100);
      expect(Math.round(row.close * 100)).toBe(Math.floor((prevFen * (100 + priceLimit(row)) + 50) / 100));
      expect(row.close).toBe(limitPrices(close[latest - 1], priceLimit(row)).up);
      expect(row.limitPrice).toBe(row.close);
    }
  });

  test('连板数 counts consecutive limit-up days, and the ladder groups the pool by it', () => {
    for (const row of zt.rows) {
      const yesterday = hotPool(ds, 'zt', ds.days[latest - 1]).rows.find((r) => r.code === row.code);
      expect(row.boards).toBe((yesterday?.boards ?? 0) + 1);
    }
    expect(zt.ladder.reduce((n, l) => n + l.stocks.length, 0)).toBe(zt.rows.length);
    expect(zt.summary.highest).toBe(Math.max(...zt.rows.map((r) => r.boards ?? 0)));
  });

  test('a 炸板 row touched the limit and closed below it; 跌停 closes at the lower limit', () => {
    for (const row of hotPool(ds, 'broken', null).rows) {
      expect(toolsData(ds).bars.get(row.code)!.high[latest]).toBe(row.limitPrice);
      expect(row.close).toBeLessThan(row.limitPrice!);
    }
    for (const row of hotPool(ds, 'dt', null).rows) expect(row.close).toBe(row.limitPrice);
  });

  test('昨日涨停 is yesterday’s 涨停 pool', () => {
    expect(
      hotPool(ds, 'yzt', null)
        .rows.map((r) => r.code)
        .sort(),
    ).toEqual(
      hotPool(ds, 'zt', ds.days[latest - 1])
        .rows.map((r) => r.code)
        .sort(),
    );
  });

  test('an unknown pool is refused with 1003', () => {
    expect(upstreamError(() => parsePool('hot'))).toMatchObject({ code: 1003, status: 400 });
  });
});

describe('margin', () => {
  test('the total is the sum of the exchanges, and 融资融券余额 = 融资余额 + 融券余额', () => {
    const m = marginSummary(ds, 5);
    expect(marginSummarySchema.safeParse(m).success).toBe(true);
    expect(m.total.rzye).toBe(m.exchanges.reduce((a, x) => a + x.rzye, 0));
    for (const x of [...m.exchanges, m.total]) expect(x.rzrqye).toBe(x.rzye + x.rqye);
  });

  test('a stock’s balance moves by buying minus repaying', () => {
    const days = marginStock(ds, '600519').days;
    for (let i = 0; i < days.length - 1; i += 1) expect(days[i].rzye - days[i + 1].rzye).toBe(days[i].rzjme);
  });

  test('ranking windows are 1/3/5/10; others are refused', () => {
    expect(parseMarginWindow('3')).toBe(3);
    expect(upstreamError(() => parseMarginWindow('7'))).toMatchObject({ code: 1003 });
  });
});

describe('themes', () => {
  test('a theme’s 涨停数 is the number of its members in the 涨停 pool', () => {
    const zt = new Set(hotPool(ds, 'zt', null).rows.map((r) => r.code));
    for (const row of themeList(ds, null).rows) {
      const detail = themeDetail(ds, row.code, null);
      expect(themeDetailSchema.safeParse(detail).success).toBe(true);
      expect(detail.members.filter((m) => zt.has(m.code)).length).toBe(row.limitUps);
      expect(row.code).toMatch(/^\d{5}$/);
    }
  });

  test('a malformed theme code is 1003; an unknown one 404', () => {
    expect(upstreamError(() => themeDetail(ds, '801', null))).toMatchObject({ code: 1003 });
    expect(upstreamError(() => themeDetail(ds, '99999', null))).toMatchObject({ status: 404 });
  });
});

describe('similar K-line over the dataset', () => {
  test('own-history matches never overlap the target window and forward stats carry n', () => {
    const answer = similar(ds, '600519', 20, 'own');
    expect(similarSchema.safeParse(answer).success).toBe(true);
    for (const m of answer.matches) expect(m.to < answer.target.from).toBe(true);
    for (const s of answer.stats)
      expect(s.n).toBe(answer.matches.filter((m) => m.forward[`d${s.horizon}` as 'd1'] !== null).length);
  });

  test('only windows at or above the similarity threshold are listed and counted; none passing is an empty answer', () => {
    const answers = ['600519', '600036', '000001', '300750', '688981'].flatMap((code) => [
      similar(ds, code, 20, 'own'),
      similar(ds, code, 60, 'own'),
    ]);
    for (const answer of answers) {
      expect(answer.threshold).toBe(SIMILARITY_THRESHOLD);
      for (const m of answer.matches) expect(m.similarity).toBeGreaterThanOrEqual(SIMILARITY_THRESHOLD);
      for (const s of answer.stats) expect(s.n).toBeLessThanOrEqual(answer.matches.length);
    }
    // A 60-day shape rarely recurs in one stock's own year: some answers have no match and no statistics.
    const empty = answers.find((a) => a.matches.length === 0);
    expect(empty).toBeDefined();
    for (const s of empty!.stats) expect(s).toMatchObject({ n: 0, winRate: null, mean: null, median: null });
  });

  test.each([['4'], ['121'], ['abc']])('window %p is refused with 1003', (w) => {
    expect(upstreamError(() => parseWindow(w))).toMatchObject({ code: 1003, message: '窗口须为5至120个交易日' });
  });

  test('an unknown code is 404', () => {
    expect(upstreamError(() => similar(ds, '123456', 20, 'all'))).toMatchObject({ status: 404 });
  });
});

describe('screener, search, risk, diagnosis', () => {
  test('screener counts every stock meeting the conditions; malformed conditions are 1003', () => {
    const all = screener(ds, '', 10);
    expect(all.count).toBe(ds.securities.length);
    const some = screener(ds, 'pct:0~,pe:0~30', 100);
    for (const row of some.rows) {
      expect(row.values.pct).toBeGreaterThanOrEqual(0);
      expect(row.values.pe).toBeLessThanOrEqual(30);
    }
    expect(upstreamError(() => screener(ds, 'pe:30~0', 10))).toMatchObject({
      code: 1003,
      message: '「市盈率TTM」最小值不能大于最大值',
    });
  });

  test('screener rows sort by price, change or a chosen condition; a bad sort is 1003', () => {
    const byPe = screener(ds, 'pe:~50,roe:5~', 100, 'pe', 'asc');
    expect(byPe.sort).toEqual({ key: 'pe', order: 'asc' });
    const pes = byPe.rows.map((r) => r.values.pe!);
    expect(pes).toEqual([...pes].sort((a, b) => a - b));
    const byClose = screener(ds, 'roe:5~', 100, 'close', 'desc');
    const closes = byClose.rows.map((r) => r.close);
    expect(closes).toEqual([...closes].sort((a, b) => b - a));
    expect(closes[0]).toBeGreaterThan(closes[closes.length - 1]);
    expect(screener(ds, '', 3).sort).toEqual({ key: 'pct', order: 'desc' });
    expect(upstreamError(() => screener(ds, 'roe:5~', 10, 'pe', 'asc'))).toMatchObject({
      code: 1003,
      message: '只能按涨跌幅、最新价或已选条件排序',
    });
    expect(upstreamError(() => screener(ds, 'roe:5~', 10, 'roe', 'up'))).toMatchObject({
      code: 1003,
      message: '排序方向仅支持升序或降序',
    });
  });

  test.each([
    ['gzmt', '贵州茅台'],
    ['600519', '贵州茅台'],
    ['茅台', '贵州茅台'],
    ['ZGPA', '中国平安'],
  ])('search %p finds %p first', (q, name) => expect(stockSearch(ds, q).rows[0].name).toBe(name));

  test('empty and over-long searches are refused', () => {
    expect(upstreamError(() => stockSearch(ds, '  '))).toMatchObject({ code: 1003 });
    expect(upstreamError(() => stockSearch(ds, 'a'.repeat(200)))).toMatchObject({
      code: 1003,
      message: '搜索内容不能超过20个字',
    });
  });

  test('risk items each carry a severity and a data date', () => {
    const risk = stockRisk(ds, '600519');
    expect(stockRiskSchema.safeParse(risk).success).toBe(true);
    expect(new Set(risk.items.map((i) => i.kind))).toEqual(new Set(RISK_KINDS));
  });

  test('diagnosis: four dimensions, every claim sourced, no buy/sell wording', () => {
    const d = diagnosis(ds, '600519');
    expect(diagnosisSchema.safeParse(d).success).toBe(true);
    expect(d.dimensions.map((x) => x.key)).toEqual(['tech', 'fund', 'fundamental', 'news']);
    const text = JSON.stringify(d);
    expect(text).not.toMatch(/买入建议|卖出建议|建议买|建议卖|推荐买|强烈推荐|目标价/);
    for (const dim of d.dimensions) for (const c of dim.claims) expect(c.source.value).not.toBe('');
    const list = diagnosisList(ds);
    expect(list.rows.find((r) => r.code === '600519')?.rank ?? d.rank).toBe(d.rank);
  });
});

test('seal times fall inside trading hours (09:25 auction, 09:30–11:30, 13:00–15:00) and the last seal is not before the first', () => {
  const inHours = (t: string) =>
    t === '09:25:00' || (t >= '09:30:00' && t <= '11:30:00') || (t >= '13:00:00' && t < '15:00:00');
  for (const day of ds.days.slice(-20)) {
    for (const pool of ['zt', 'dt', 'broken'] as const) {
      for (const row of hotPool(ds, pool, day).rows) {
        expect(inHours(row.firstSeal!)).toBe(true);
        if (row.lastSeal) {
          expect(inHours(row.lastSeal)).toBe(true);
          expect(row.lastSeal >= row.firstSeal!).toBe(true);
        }
      }
    }
  }
});
