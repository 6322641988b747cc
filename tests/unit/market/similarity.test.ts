import fc from 'fast-check';
import { aggregateReturns, compareCandidates, forwardReturn, isValidWindow, searchSimilar, type Candidate } from '@/lib/market/similarity';

/** Textbook Pearson on closes normalised to the window's first day (what the page promises). */
function pearson(a: number[], b: number[]): number {
  const na = a.map((v) => v / a[0]);
  const nb = b.map((v) => v / b[0]);
  const ma = na.reduce((s, v) => s + v, 0) / na.length;
  const mb = nb.reduce((s, v) => s + v, 0) / nb.length;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < na.length; i += 1) {
    num += (na[i] - ma) * (nb[i] - mb);
    da += (na[i] - ma) ** 2;
    db += (nb[i] - mb) ** 2;
  }
  return num / Math.sqrt(da * db);
}

/** Brute force: every window scored, sorted, taken greedily without overlapping a taken window of its series. */
function reference(target: number[], series: number[][], top: number, exclude?: { series: number; from: number; to: number }): Candidate[] {
  const w = target.length;
  const all: Candidate[] = [];
  series.forEach((xs, s) => {
    for (let end = w - 1; end < xs.length; end += 1) {
      if (exclude && exclude.series === s && end >= exclude.from && end <= exclude.to) continue;
      const r = pearson(target, xs.slice(end - w + 1, end + 1));
      if (Number.isFinite(r)) all.push({ series: s, end, similarity: r });
    }
  });
  all.sort(compareCandidates);
  const taken: Candidate[] = [];
  for (const c of all) {
    if (taken.length >= top) break;
    if (taken.some((t) => t.series === c.series && Math.abs(t.end - c.end) < w)) continue;
    taken.push(c);
  }
  return taken;
}

const price = fc.double({ min: 1, max: 200, noNaN: true });

describe('similar K-line search', () => {
  test('finds the same matches as the brute-force reference (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 12 }),
        fc.array(fc.array(price, { minLength: 20, maxLength: 60 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 8 }),
        (w, series, top) => {
          const target = series[0].slice(series[0].length - w);
          const exclude = { series: 0, from: series[0].length - w, to: series[0].length - 1 };
          const fast = searchSimilar({ target, series, top, exclude }).matches;
          const slow = reference(target, series, top, exclude);
          expect(fast.map((m) => [m.series, m.end])).toEqual(slow.map((m) => [m.series, m.end]));
          fast.forEach((m, i) => expect(m.similarity).toBeCloseTo(slow[i].similarity, 9));
        },
      ),
      { numRuns: 150 },
    );
  });

  test('an exact copy of the target scores 1 and a mirror image −1', () => {
    const target = [10, 11, 12, 11, 13, 14];
    const copy = [5, 5, ...target.map((v) => v * 3), 5];
    const mirror = target.map((v) => 30 - v);
    const { matches } = searchSimilar({ target, series: [copy, mirror], top: 10 });
    expect(matches[0]).toMatchObject({ series: 0, end: 7 });
    expect(matches[0].similarity).toBeCloseTo(1, 12);
    expect(Math.min(...matches.map((m) => m.similarity))).toBeCloseTo(-1, 12);
  });

  test('a flat target has no correlation and finds nothing', () => {
    expect(searchSimilar({ target: [5, 5, 5, 5, 5], series: [[1, 2, 3, 4, 5, 6]], top: 3 }).matches).toEqual([]);
  });

  test.each([
    [4, false],
    [5, true],
    [20, true],
    [120, true],
    [121, false],
    [20.5, false],
    [Number.NaN, false],
  ])('window %p accepted: %p', (w, ok) => expect(isValidWindow(w)).toBe(ok));
});

describe('forward returns and their aggregate', () => {
  test('forward return is null past the last day', () => {
    expect(forwardReturn([10, 11, 12], 0, 2)).toBeCloseTo(20, 10);
    expect(forwardReturn([10, 11, 12], 1, 2)).toBeNull();
  });

  test('win rate, mean and median count only known returns, with n', () => {
    expect(aggregateReturns([2, -1, null, 4, 0])).toEqual({ n: 4, winRate: 50, mean: 1.25, median: 1 });
    expect(aggregateReturns([3, 1, 2])).toEqual({ n: 3, winRate: 100, mean: 2, median: 2 });
    expect(aggregateReturns([null])).toEqual({ n: 0, winRate: null, mean: null, median: null });
  });
});
