import fc from 'fast-check';
import {
  aggregateReturns,
  compareCandidates,
  forwardReturn,
  isValidWindow,
  prepareSeries,
  searchSimilar,
  SIMILARITY_THRESHOLD,
  windowFeatures,
  type Candidate,
} from '@/lib/market/similarity';

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

/**
 * Pearson with the arithmetic of the search's final scoring (target z-normalised, two passes over the
 * window): bit-identical for equal shapes, so mathematically tied windows (a shape and its scaled copy)
 * tie here too and the tie order (series, then end) can be compared exactly.
 */
function pearsonTwoPass(target: number[], window: number[]): number {
  const w = target.length;
  let tMean = 0;
  for (let i = 0; i < w; i += 1) tMean += target[i];
  tMean /= w;
  let tVar = 0;
  for (let i = 0; i < w; i += 1) tVar += (target[i] - tMean) ** 2;
  const tSd = Math.sqrt(tVar / w);
  let mean = 0;
  for (let i = 0; i < w; i += 1) mean += window[i];
  mean /= w;
  let dot = 0;
  let dx = 0;
  for (let i = 0; i < w; i += 1) {
    const a = window[i] - mean;
    dot += a * ((target[i] - tMean) / tSd);
    dx += a * a;
  }
  return dot / Math.sqrt(dx * w);
}

/**
 * The search's one rule beyond Pearson: closes that vary by less than a millionth of their level
 * (variance ≤ 1e-12 × mean²) have no shape — float noise on a flat line (1, 1, 1, 1, 1.0000000000000002)
 * would otherwise correlate perfectly with any other such line. Neither a target nor a window like that is compared.
 */
function hasShape(xs: number[]): boolean {
  const mean = xs.reduce((sum, v) => sum + v, 0) / xs.length;
  const variance = xs.reduce((sum, v) => sum + (v - mean) ** 2, 0) / xs.length;
  return variance > 1e-12 * mean * mean;
}

/** Brute force: every window scored, sorted, taken greedily without overlapping a taken window of its series. */
function reference(
  target: number[],
  series: number[][],
  top: number,
  exclude?: { series: number; from: number; to: number },
  score = pearson,
): Candidate[] {
  const w = target.length;
  if (!hasShape(target)) return [];
  const all: Candidate[] = [];
  series.forEach((xs, s) => {
    for (let end = w - 1; end < xs.length; end += 1) {
      if (exclude && exclude.series === s && end >= exclude.from && end <= exclude.to) continue;
      const window = xs.slice(end - w + 1, end + 1);
      if (!hasShape(window)) continue;
      const r = score(target, window);
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

test('a flat line with one-ulp noise has no shape: no match, where the textbook formula says 1.0 (fast-check counterexample)', () => {
  const flat = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1.0000000000000002, 1, 1, 1, 1, 1.0000000000000002];
  const target = flat.slice(15);
  expect(pearson(target, flat.slice(10, 15))).toBeCloseTo(1, 9);
  expect(searchSimilar({ target, series: [flat], top: 1, exclude: { series: 0, from: 15, to: 19 } }).matches).toEqual(
    [],
  );
});

test('a flat window after large prices is not a match either, however its one-ulp noise lines up with the target', () => {
  // The window's variance from the series' prefix sums is float noise above the flat threshold here.
  const series = [181.14, 34.43, 86.72, 139.01, 191.3, 44.59, 96.88, 149.17, 2.46, 1, 1, 1, 1, 1.0000000000000002];
  const target = [10, 10, 10, 10, 11];
  const ends = searchSimilar({ target, series: [series], top: 8 }).matches.map((m) => m.end);
  expect(ends).not.toContain(series.length - 1);
});

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

  test('with precomputed features, long windows, flat stretches and repeated shapes: the same as brute force', () => {
    // Steps of 0.01 on a few levels: ties (repeated shapes), flat windows and near-flat ones are common.
    const tick = fc.integer({ min: -3, max: 3 });
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 40 }),
        fc.array(fc.array(tick, { minLength: 45, maxLength: 90 }), { minLength: 2, maxLength: 5 }),
        fc.integer({ min: 1, max: 12 }),
        fc.boolean(),
        (w, steps, top, repeat) => {
          const series = steps.map((row, s) => {
            let price = 10 + s;
            return row.map((step) => (price = Math.max(1, Math.round((price + step * 0.01) * 100) / 100)));
          });
          // A copy of the first series makes every window of it tie with its twin (order: series, end).
          if (repeat) series.push([...series[0]]);
          const target = series[1].slice(0, w);
          const prepared = series.map((xs) => prepareSeries(xs));
          const fast = searchSimilar({ target, series, prepared, top }).matches;
          const plain = searchSimilar({ target, series, top }).matches;
          const slow = reference(target, series, top, undefined, pearsonTwoPass);
          expect(fast).toEqual(slow);
          expect(plain).toEqual(fast);
        },
      ),
      { numRuns: 150 },
    );
  });

  test('with a similarity threshold: exactly the brute-force matches at or above it (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 15 }),
        fc.array(fc.array(price, { minLength: 30, maxLength: 80 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom(0.3, 0.5, SIMILARITY_THRESHOLD, 0.95),
        (w, series, top, min) => {
          const target = series[0].slice(series[0].length - w);
          const exclude = { series: 0, from: series[0].length - w, to: series[0].length - 1 };
          const fast = searchSimilar({ target, series, top, exclude, minSimilarity: min }).matches;
          const slow = reference(target, series, top, exclude).filter((m) => m.similarity >= min);
          expect(fast.map((m) => [m.series, m.end])).toEqual(slow.map((m) => [m.series, m.end]));
          for (const m of fast) expect(m.similarity).toBeGreaterThanOrEqual(min);
        },
      ),
      { numRuns: 150 },
    );
  });

  test('exact ties keep the brute-force order: higher first, then series, then end', () => {
    const shape = [10, 10.5, 10.2, 10.9, 11.4, 11.1];
    const a = [...shape, 9, 9.5, 9.1];
    const b = [7, ...shape.map((v) => v * 2), 7.5];
    const { matches } = searchSimilar({
      target: shape,
      series: [b, a, a],
      prepared: [b, a, a].map((xs) => prepareSeries(xs)),
      top: 3,
    });
    expect(matches.map((m) => [m.series, m.end])).toEqual([
      [0, 6],
      [1, 5],
      [2, 5],
    ]);
    expect(matches[1].similarity).toBe(matches[2].similarity);
  });

  test('precomputed features are kept per window length and mark flat windows', () => {
    const p = prepareSeries([5, 5, 5, 5, 5, 6, 7, 6, 8, 9]);
    const f = windowFeatures(p, 5);
    expect(windowFeatures(p, 5)).toBe(f);
    expect(f.dims[0][0]).toBe(Infinity);
    expect(f.compared).toBe(5);
    expect(windowFeatures(p, 6)).not.toBe(f);
  });

  test('only the most recently used window lengths are kept per series', () => {
    const p = prepareSeries(Array.from({ length: 40 }, (_, i) => 10 + Math.sin(i)));
    const first = windowFeatures(p, 5);
    for (const w of [6, 7, 8]) windowFeatures(p, w);
    expect(windowFeatures(p, 5)).toBe(first);
    windowFeatures(p, 9);
    expect([...p.windows.keys()]).toEqual([7, 8, 5, 9]);
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
