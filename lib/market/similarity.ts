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

/** Segment boundaries of a window for the coarse (PAA) bound: up to 8 segments of about 4 days. */
function segmentsOf(w: number): number[] {
  const k = Math.max(1, Math.min(8, Math.floor(w / 4)));
  return Array.from({ length: k + 1 }, (_, j) => Math.round((j * w) / k));
}

/**
 * The `top` most similar windows over all series, at most one of any two overlapping windows of the same
 * series (the better one). Equivalent to sorting every window by similarity and taking them greedily,
 * skipping a window that overlaps one already taken from its series (tests/unit/market/similarity.test.ts
 * checks this against that brute force).
 *
 * Why it is fast: with both windows z-normalised, Σ(x'−t')² = 2w(1−r), and segment means (PAA) give a
 * lower bound of that distance, hence an upper bound of r from a few prefix sums. Once `top` matches are
 * held, a window whose bound cannot beat the weakest of them is never correlated in full.
 */
export function searchSimilar({ target, series, exclude, top }: SearchInput): { matches: Candidate[]; candidates: number } {
  const w = target.length;
  if (top <= 0 || w < 2) return { matches: [], candidates: 0 };
  let tMean = 0;
  for (let i = 0; i < w; i += 1) tMean += target[i];
  tMean /= w;
  let tVar = 0;
  for (let i = 0; i < w; i += 1) tVar += (target[i] - tMean) ** 2;
  tVar /= w;
  if (tVar <= 1e-12 * (tMean * tMean + 1e-12)) return { matches: [], candidates: 0 };
  const tSd = Math.sqrt(tVar);
  const t = new Float64Array(w);
  for (let i = 0; i < w; i += 1) t[i] = (target[i] - tMean) / tSd;
  const cuts = segmentsOf(w);
  const k = cuts.length - 1;
  const tSeg = new Float64Array(k);
  for (let j = 0; j < k; j += 1) {
    let sum = 0;
    for (let i = cuts[j]; i < cuts[j + 1]; i += 1) sum += t[i];
    tSeg[j] = sum / (cuts[j + 1] - cuts[j]);
  }

  const sizes = Float64Array.from({ length: k }, (_, j) => cuts[j + 1] - cuts[j]);
  const inverseSize = sizes.map((size) => 1 / size);
  let best: Candidate[] = [];
  let candidates = 0;
  let prefix = new Float64Array(0);
  let prefixSq = new Float64Array(0);
  const survivorsEnd: number[] = [];
  const survivorsR: number[] = [];
  for (let s = 0; s < series.length; s += 1) {
    const xs = series[s];
    const n = xs.length;
    if (n < w) continue;
    if (prefix.length < n + 1) {
      prefix = new Float64Array(n + 1);
      prefixSq = new Float64Array(n + 1);
    }
    for (let i = 0; i < n; i += 1) {
      prefix[i + 1] = prefix[i] + xs[i];
      prefixSq[i + 1] = prefixSq[i] + xs[i] * xs[i];
    }
    // Windows below this cannot enter the result (fixed for the series: it only rises).
    const floor = best.length >= top ? best[best.length - 1].similarity - 1e-9 : -Infinity;
    survivorsEnd.length = 0;
    survivorsR.length = 0;
    for (let end = w - 1; end < n; end += 1) {
      if (exclude && exclude.series === s && end >= exclude.from && end <= exclude.to) continue;
      const start = end - w + 1;
      const mean = (prefix[end + 1] - prefix[start]) / w;
      const variance = (prefixSq[end + 1] - prefixSq[start]) / w - mean * mean;
      if (!(variance > 1e-12 * mean * mean)) continue;
      candidates += 1;
      const sd = Math.sqrt(variance);
      if (floor > -Infinity) {
        // Abandon as soon as the bound alone rules the window out: 1 − d²/2w < floor ⇔ d² > 2w(1 − floor).
        const limit = 2 * w * (1 - floor);
        const inverseSd = 1 / sd;
        let distance = 0;
        let j = 0;
        for (; j < k && distance <= limit; j += 1) {
          const diff = ((prefix[start + cuts[j + 1]] - prefix[start + cuts[j]]) * inverseSize[j] - mean) * inverseSd - tSeg[j];
          distance += sizes[j] * diff * diff;
        }
        if (distance > limit) continue;
      }
      let dot = 0;
      for (let i = 0; i < w; i += 1) dot += xs[start + i] * t[i];
      const r = dot / (w * sd);
      if (r < floor) continue;
      survivorsEnd.push(end);
      survivorsR.push(r);
    }
    if (!survivorsEnd.length) continue;
    const order = survivorsEnd.map((_, i) => i).sort((a, b) => survivorsR[b] - survivorsR[a] || survivorsEnd[a] - survivorsEnd[b]);
    const taken: number[] = [];
    for (const i of order) {
      const end = survivorsEnd[i];
      if (taken.some((e) => Math.abs(e - end) < w)) continue;
      const candidate = { series: s, end, similarity: survivorsR[i] };
      if (best.length >= top && compareCandidates(candidate, best[best.length - 1]) >= 0) break;
      taken.push(end);
      best.push(candidate);
      best.sort(compareCandidates);
      if (best.length > top) best = best.slice(0, top);
    }
  }
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
