/**
 * Similar K-line search (issue 14): Pearson correlation of closing prices over a window. Pearson is
 * unchanged by scaling and shifting, so comparing raw closes equals comparing closes normalised to the
 * window's first day. Pure and without zod: the local upstream, the bench and the tests share it.
 */

export const MIN_WINDOW = 5;
export const MAX_WINDOW = 120;
export const DEFAULT_WINDOW = 20;
export const FORWARD_HORIZONS = [1, 3, 5, 10, 20] as const;

export interface Candidate {
  /** Index of the series in the input list. */
  series: number;
  /** Index of the window's last day in that series. */
  end: number;
  similarity: number;
}

export interface SearchInput {
  target: ArrayLike<number>;
  series: ArrayLike<number>[];
  /** Windows ending in [from, to] of series `series` are skipped (the target itself). */
  exclude?: { series: number; from: number; to: number };
  top: number;
}

/** Is `window` a whole number of trading days the search accepts (5–120)? */
export function isValidWindow(window: number): boolean {
  return Number.isInteger(window) && window >= MIN_WINDOW && window <= MAX_WINDOW;
}

/** Order of results: higher similarity first, then series, then end (deterministic ties). */
export function compareCandidates(a: Candidate, b: Candidate): number {
  return b.similarity - a.similarity || a.series - b.series || a.end - b.end;
}

/** The target centred with its norm, or null when it is flat (correlation undefined). */
function centre(target: ArrayLike<number>): { values: Float64Array; norm: number } | null {
  const n = target.length;
  let sum = 0;
  for (let i = 0; i < n; i += 1) sum += target[i];
  const mean = sum / n;
  const values = new Float64Array(n);
  let squares = 0;
  for (let i = 0; i < n; i += 1) {
    values[i] = target[i] - mean;
    squares += values[i] * values[i];
  }
  return squares > 1e-12 ? { values, norm: Math.sqrt(squares) } : null;
}

/**
 * Correlation of the target with every window of one series, written into `out` at the window's end
 * index (NaN where undefined). Running sums make each window's mean and spread O(1); the dot product is
 * O(window), because the centred target sums to zero: Σ(x−x̄)t = Σx·t.
 */
function correlate(t: Float64Array, norm: number, xs: ArrayLike<number>, out: Float64Array) {
  const w = t.length;
  out.fill(Number.NaN);
  if (xs.length < w) return;
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < w - 1; i += 1) {
    sum += xs[i];
    squares += xs[i] * xs[i];
  }
  for (let end = w - 1; end < xs.length; end += 1) {
    const start = end - w + 1;
    sum += xs[end];
    squares += xs[end] * xs[end];
    const spread = squares - (sum * sum) / w;
    if (spread > 1e-9 * squares) {
      let dot = 0;
      for (let i = 0; i < w; i += 1) dot += xs[start + i] * t[i];
      out[end] = dot / (Math.sqrt(spread) * norm);
    }
    sum -= xs[start];
    squares -= xs[start] * xs[start];
  }
}

/**
 * The `top` most similar windows over all series, at most one of any two overlapping windows of the same
 * series (the better one). Equivalent to sorting every window by similarity and taking them greedily,
 * skipping a window that overlaps one already taken from its series (tests/unit/market/similarity.test.ts
 * checks this against that brute force); per series it only looks past the current top's last score.
 */
export function searchSimilar({ target, series, exclude, top }: SearchInput): { matches: Candidate[]; candidates: number } {
  const w = target.length;
  const centred = centre(target);
  if (!centred || top <= 0) return { matches: [], candidates: 0 };
  let best: Candidate[] = [];
  let candidates = 0;
  let scratch = new Float64Array(0);
  series.forEach((xs, s) => {
    if (scratch.length < xs.length) scratch = new Float64Array(xs.length);
    const out = scratch.subarray(0, xs.length);
    correlate(centred.values, centred.norm, xs, out);
    if (exclude && exclude.series === s) for (let e = Math.max(0, exclude.from); e <= Math.min(xs.length - 1, exclude.to); e += 1) out[e] = Number.NaN;
    for (let e = w - 1; e < xs.length; e += 1) if (!Number.isNaN(out[e])) candidates += 1;
    const taken: number[] = [];
    for (;;) {
      let end = -1;
      for (let e = w - 1; e < xs.length; e += 1) if (!Number.isNaN(out[e]) && (end < 0 || out[e] > out[end])) end = e;
      if (end < 0) break;
      const candidate = { series: s, end, similarity: out[end] };
      if (best.length >= top && compareCandidates(candidate, best[best.length - 1]) >= 0) break;
      taken.push(end);
      for (let e = Math.max(0, end - w + 1); e <= Math.min(xs.length - 1, end + w - 1); e += 1) out[e] = Number.NaN;
      best.push(candidate);
      best.sort(compareCandidates);
      if (best.length > top) best = best.slice(0, top);
    }
  });
  return { matches: best, candidates };
}

/** % change from the window's last close to `h` days later (null when those days are not there yet). */
export function forwardReturn(xs: ArrayLike<number>, end: number, h: number): number | null {
  if (end + h >= xs.length) return null;
  return (xs[end + h] / xs[end] - 1) * 100;
}

/** Win rate (share of returns > 0, in %), mean and median of the returns that exist, with their count. */
export function aggregateReturns(values: (number | null)[]): { n: number; winRate: number | null; mean: number | null; median: number | null } {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  const n = known.length;
  if (!n) return { n, winRate: null, mean: null, median: null };
  const mean = known.reduce((a, b) => a + b, 0) / n;
  const median = n % 2 ? known[(n - 1) / 2] : (known[n / 2 - 1] + known[n / 2]) / 2;
  return { n, winRate: (known.filter((v) => v > 0).length / n) * 100, mean, median };
}
