/**
 * Similar K-line search: Pearson correlation of closing prices over a window. Pearson is
 * unchanged by scaling and shifting, so comparing raw closes equals comparing closes normalised to the
 * window's first day. Pure and without zod: the local upstream, the bench and the tests share it.
 */

export const MIN_WINDOW = 5;
export const MAX_WINDOW = 120;
export const DEFAULT_WINDOW = 20;
export const FORWARD_HORIZONS = [1, 3, 5, 10, 20] as const;

/**
 * The least Pearson r a window needs to be called 相似 (listed, and counted in the forward-return
 * statistics). 0.8 means r² ≥ 0.64: the match accounts for about two thirds of the target's variance,
 * the usual reading of a "strong" correlation. Lower cut-offs let in what is mostly noise: closes of
 * random walks are autocorrelated, so level correlations of unrelated windows around 0.3–0.5 are common
 * (Yule's "nonsense correlations"), and a 24 % or −3 % window is no evidence about what follows.
 */
export const SIMILARITY_THRESHOLD = 0.8;

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
  /** prepareSeries of each series (same order), kept by the caller between searches. */
  prepared?: PreparedSeries[];
  /** Windows ending in [from, to] of series `series` are skipped (the target itself). */
  exclude?: { series: number; from: number; to: number };
  top: number;
  /** Windows below this r are never matches (SIMILARITY_THRESHOLD); it also prunes from the start. */
  minSimilarity?: number;
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
 * Per window length, each window's z-normalised shape in 2k numbers (Float32, one array per component,
 * `dims[c][start]`): the means of its k segments (PAA) and, per segment, the difference between the means
 * of its two halves (a Haar detail). The components are orthogonal, so with the same numbers of the target
 * Σ weight·(x − t)² is a lower bound of the z-normalised distance Σ(x′ − t′)² = 2w(1 − r). A flat window
 * (no correlation) is +Infinity in every component, so any bound rules it out; a window too flat for Float32
 * to bound safely (sd < 1e-4 × mean) is NaN, which never rules it out, so it is scored in full.
 */
export interface WindowFeatures {
  dims: Float32Array[];
  /** Windows that are not flat (what the search compares). */
  compared: number;
}

/** Components of a window length: segment means (weight = size) and half differences (weight a·b/size). */
interface Component {
  from: number;
  mid: number;
  to: number;
  detail: boolean;
  weight: number;
}

function componentsOf(w: number): Component[] {
  const cuts = segmentsOf(w);
  const segments = cuts
    .slice(0, -1)
    .map((from, j) => ({ from, to: cuts[j + 1], mid: from + Math.floor((cuts[j + 1] - from) / 2) }));
  return [
    ...segments.map((g) => ({ ...g, detail: false, weight: g.to - g.from })),
    ...segments.map((g) => ({ ...g, detail: true, weight: ((g.mid - g.from) * (g.to - g.mid)) / (g.to - g.from) })),
  ];
}

/** The value of component `c` of a z-normalised window, given the sum of its values over [from, to). */
function componentValue(c: Component, sum: (from: number, to: number) => number): number {
  if (!c.detail) return sum(c.from, c.to) / (c.to - c.from);
  return sum(c.from, c.mid) / (c.mid - c.from) - sum(c.mid, c.to) / (c.to - c.mid);
}

/**
 * What the search precomputes per series, independent of the target: per window length asked for, each
 * window's shape components (WindowFeatures). Memory per stock-day: 8 bytes of closes (the caller's) +
 * 4 × 2k per window length cached (40 bytes for the default 20-day window, k = 5; at most 64), for at
 * most KEPT_WINDOW_LENGTHS lengths.
 */
export interface PreparedSeries {
  closes: ArrayLike<number>;
  windows: Map<number, WindowFeatures>;
}

export function prepareSeries(closes: ArrayLike<number>): PreparedSeries {
  return { closes, windows: new Map() };
}

/** Window lengths kept per series (most recently used): any of 5–120 may be asked, memory stays bounded. */
export const KEPT_WINDOW_LENGTHS = 4;

/** Window features of length `w` (computed once per series and length, then kept). */
export function windowFeatures(p: PreparedSeries, w: number): WindowFeatures {
  const cached = p.windows.get(w);
  if (cached) {
    p.windows.delete(w);
    p.windows.set(w, cached);
    return cached;
  }
  const { closes } = p;
  const n = closes.length;
  const prefix = new Float64Array(n + 1);
  const prefixSq = new Float64Array(n + 1);
  for (let i = 0; i < n; i += 1) {
    prefix[i + 1] = prefix[i] + closes[i];
    prefixSq[i + 1] = prefixSq[i] + closes[i] * closes[i];
  }
  const components = componentsOf(w);
  // The components as flat arrays: the loop below runs for every window of every series.
  const k = components.length;
  const froms = Int32Array.from(components, (c) => c.from);
  const mids = Int32Array.from(components, (c) => c.mid);
  const tos = Int32Array.from(components, (c) => c.to);
  const details = Uint8Array.from(components, (c) => (c.detail ? 1 : 0));
  const count = Math.max(0, n - w + 1);
  const dims = components.map(() => new Float32Array(count));
  let compared = 0;
  for (let start = 0; start < count; start += 1) {
    const mean = (prefix[start + w] - prefix[start]) / w;
    const variance = (prefixSq[start + w] - prefixSq[start]) / w - mean * mean;
    if (!(variance > 1e-12 * mean * mean)) {
      for (const dim of dims) dim[start] = Infinity;
      continue;
    }
    compared += 1;
    if (variance < 1e-8 * mean * mean) {
      for (const dim of dims) dim[start] = Number.NaN;
      continue;
    }
    const inverseSd = 1 / Math.sqrt(variance);
    for (let c = 0; c < k; c += 1) {
      const from = froms[c];
      const mid = mids[c];
      const to = tos[c];
      // Means of the z-normalised values over [from, to) or its halves: (segment mean − mean) / sd.
      dims[c][start] = details[c]
        ? ((prefix[start + mid] - prefix[start + from]) / (mid - from) -
            (prefix[start + to] - prefix[start + mid]) / (to - mid)) *
          inverseSd
        : ((prefix[start + to] - prefix[start + from]) / (to - from) - mean) * inverseSd;
    }
  }
  const features = { dims, compared };
  p.windows.set(w, features);
  if (p.windows.size > KEPT_WINDOW_LENGTHS) p.windows.delete(p.windows.keys().next().value!);
  return features;
}

/**
 * Pearson r of the closes window ending at `end` with the z-normalised target `t` (Σt = 0, Σt² = w),
 * computed in two passes like the textbook formula.
 */
function exactPearson(xs: ArrayLike<number>, end: number, t: Float64Array): number {
  const w = t.length;
  const start = end - w + 1;
  let mean = 0;
  for (let i = 0; i < w; i += 1) mean += xs[start + i];
  mean /= w;
  let dot = 0;
  let dx = 0;
  for (let i = 0; i < w; i += 1) {
    const a = xs[start + i] - mean;
    dot += a * t[i];
    dx += a * a;
  }
  // The flatness rule of the target, on the window's exact variance: closes varying by less than a
  // millionth of their level have no shape (the features' prefix-sum variance can miss such a window
  // after large prices, and one-ulp noise on a flat line would otherwise correlate perfectly).
  if (!(dx / w > 1e-12 * mean * mean)) return Number.NaN;
  return dot / Math.sqrt(dx * w);
}

/**
 * The `top` most similar windows over all series, at most one of any two overlapping windows of the same
 * series (the better one). Equivalent to sorting every window by similarity and taking them greedily,
 * skipping a window that overlaps one already taken from its series (tests/unit/market/similarity.test.ts
 * checks this against that brute force, ties included).
 *
 * Why it is fast: with both windows z-normalised, Σ(x'−t')² = 2w(1−r), and the window's shape components
 * (see WindowFeatures, precomputed once per series and window length with prepareSeries) give a lower
 * bound of that distance, hence an upper bound of r. Once `top` matches are held, a window whose bound
 * cannot beat the weakest of them is never correlated in full. The bound is a cascade of tight loops, one
 * component at a time, the target's strongest first; the few windows left are scored exactly.
 */
export function searchSimilar({ target, series, prepared, exclude, top, minSimilarity }: SearchInput): {
  matches: Candidate[];
  candidates: number;
} {
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
  const prefixT = new Float64Array(w + 1);
  for (let i = 0; i < w; i += 1) prefixT[i + 1] = prefixT[i] + t[i];
  // Components in order of the target's energy in them, most first: they rule a window out soonest.
  const components = componentsOf(w)
    .map((c, index) => ({
      index,
      weight: c.weight,
      value: componentValue(c, (from, to) => prefixT[to] - prefixT[from]),
    }))
    .sort((a, b) => b.weight * b.value * b.value - a.weight * a.value * a.value || a.index - b.index);
  const k = components.length;
  const segIndex = Int32Array.from(components, (c) => c.index);
  const segSize = Float64Array.from(components, (c) => c.weight);
  const segT = Float64Array.from(components, (c) => c.value);

  let best: Candidate[] = [];
  let candidates = 0;
  let kept = new Int32Array(0);
  let partial = new Float64Array(0);
  let survivorEnd = new Int32Array(256);
  let survivorR = new Float64Array(256);
  for (let s = 0; s < series.length; s += 1) {
    const xs = series[s];
    const n = xs.length;
    if (n < w) continue;
    const p = prepared ? prepared[s] : prepareSeries(xs);
    const { dims: paa, compared } = windowFeatures(p, w);
    const starts = n - w + 1;
    // Windows below this cannot enter the result (fixed for the series: it only rises).
    const floor = Math.max(
      minSimilarity ?? -Infinity,
      best.length >= top ? best[best.length - 1].similarity - 1e-9 : -Infinity,
    );
    const skipFrom = exclude && exclude.series === s ? Math.max(0, exclude.from - w + 1) : starts;
    const skipTo = exclude && exclude.series === s ? Math.min(starts - 1, exclude.to - w + 1) : -1;
    candidates += compared;
    for (let start = skipFrom; start <= skipTo; start += 1) if (paa[0][start] !== Infinity) candidates -= 1;

    // The bound as a cascade of tight loops over the components, most telling first: each pass keeps the
    // windows whose partial distance is still within the limit. Abandon a window once its bound alone
    // rules it out: 1 − d²/2w < floor ⇔ d² > 2w(1 − floor). The slack covers the rounding of the
    // Float32 features (|error| < 1e-5 per component) with room to spare.
    if (kept.length < starts) {
      kept = new Int32Array(starts);
      partial = new Float64Array(starts);
    }
    let m = 0;
    if (floor === -Infinity) {
      for (let start = 0; start < starts; start += 1) kept[m++] = start;
    } else {
      const limit = 2 * w * (1 - floor) * 1.001 + 0.02;
      // The first two components in one pass over every window (there are always at least two: a
      // segment mean and its half difference); the rest only over the windows still in reach.
      const first = paa[segIndex[0]];
      const second = paa[segIndex[1]];
      const t0 = segT[0];
      const t1 = segT[1];
      const size0 = segSize[0];
      const size1 = segSize[1];
      for (let start = 0; start < starts; start += 1) {
        const diff = first[start] - t0;
        let distance = size0 * diff * diff;
        if (distance > limit) continue;
        const diff1 = second[start] - t1;
        distance += size1 * diff1 * diff1;
        if (distance > limit) continue;
        kept[m] = start;
        partial[m] = distance;
        m += 1;
      }
      for (let j = 2; j < k && m > 0; j += 1) {
        const values = paa[segIndex[j]];
        const tj = segT[j];
        const size = segSize[j];
        let next = 0;
        for (let q = 0; q < m; q += 1) {
          const start = kept[q];
          const diff = values[start] - tj;
          const distance = partial[q] + size * diff * diff;
          if (distance > limit) continue;
          kept[next] = start;
          partial[next] = distance;
          next += 1;
        }
        m = next;
      }
    }

    let count = 0;
    for (let q = 0; q < m; q += 1) {
      const start = kept[q];
      if (start >= skipFrom && start <= skipTo) continue;
      if (paa[0][start] === Infinity) continue;
      const end = start + w - 1;
      const r = exactPearson(xs, end, t);
      if (!(r >= floor)) continue;
      if (count === survivorEnd.length) {
        const ends = new Int32Array(count * 2);
        ends.set(survivorEnd);
        survivorEnd = ends;
        const rs = new Float64Array(count * 2);
        rs.set(survivorR);
        survivorR = rs;
      }
      survivorEnd[count] = end;
      survivorR[count] = r;
      count += 1;
    }
    if (!count) continue;
    const order = Array.from({ length: count }, (_, i) => i).sort(
      (a, b) => survivorR[b] - survivorR[a] || survivorEnd[a] - survivorEnd[b],
    );
    const taken: number[] = [];
    for (const i of order) {
      const end = survivorEnd[i];
      if (taken.some((e) => Math.abs(e - end) < w)) continue;
      const candidate = { series: s, end, similarity: survivorR[i] };
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
export function aggregateReturns(values: (number | null)[]): {
  n: number;
  winRate: number | null;
  mean: number | null;
  median: number | null;
} {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  const n = known.length;
  if (!n) return { n, winRate: null, mean: null, median: null };
  const mean = known.reduce((a, b) => a + b, 0) / n;
  const median = n % 2 ? known[(n - 1) / 2] : (known[n / 2 - 1] + known[n / 2]) / 2;
  return { n, winRate: (known.filter((v) => v > 0).length / n) * 100, mean, median };
}
