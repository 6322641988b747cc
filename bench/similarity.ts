/**
 * npx tsx bench/similarity.ts — performance of the similar-K-line search and the screener at
 * real scale, measured in this process (not a timed test).
 *   - 5,000 stocks × 2,500 trading days of closes; an all-stocks search for a 20-day window;
 *     p95 over the runs, and the matches checked against a brute-force reference on a sample.
 *   - Screener: 5,000 stocks, result count for random 5-condition sets; p95.
 * Precomputed once (timed apart, as a server does at start or when the day's closes arrive):
 * prepareSeries (prefix sums of closes and squares) and windowFeatures for the window (mean and 1/sd of
 * every window). Memory grows linearly with stocks × days: 8 bytes per stock-day of closes, 16 of prefix
 * sums and 16 per window length searched (Float64), i.e. 40 bytes per stock-day with one window length
 * (≈ 500 MB at 5,000 × 2,500); a search adds only its survivors list and top-N.
 * `npm run bench -- --only=similarity` runs this file and checks bench/budgets.json "algorithms".
 */
import { performance } from 'node:perf_hooks';
import { screen, SCREENER_CONDITIONS, type Condition, type ScreenerTable } from '../lib/market/screener-rules';
import {
  compareCandidates,
  prepareSeries,
  searchSimilar,
  windowFeatures,
  type Candidate,
} from '../lib/market/similarity';
import { createRng } from '../upstream/core/random';

const STOCKS = Number(process.env.BENCH_STOCKS ?? 5000);
const DAYS = Number(process.env.BENCH_DAYS ?? 2500);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARMUP = 2;
const WINDOW = 20;

function p95(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
}

const rng = createRng('bench:similarity');
const heapBefore = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
const series: Float64Array[] = [];
for (let s = 0; s < STOCKS; s += 1) {
  const xs = new Float64Array(DAYS);
  let price = 5 + rng.next() * 100;
  for (let d = 0; d < DAYS; d += 1) {
    price = Math.max(1, price * (1 + (rng.next() + rng.next() + rng.next() - 1.5) * 0.032));
    xs[d] = price;
  }
  series.push(xs);
}
const dataBytes = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers - heapBefore;
const prepareStart = performance.now();
const prepared = series.map((xs) => prepareSeries(xs));
for (const p of prepared) windowFeatures(p, WINDOW);
const prepareMs = performance.now() - prepareStart;
const indexBytes = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers - heapBefore - dataBytes;

function reference(target: ArrayLike<number>, list: ArrayLike<number>[], top: number): Candidate[] {
  const w = target.length;
  const tm = Array.from(target).reduce((a, b) => a + b, 0) / w;
  const all: Candidate[] = [];
  list.forEach((xs, s) => {
    for (let end = w - 1; end < xs.length; end += 1) {
      let xm = 0;
      for (let i = 0; i < w; i += 1) xm += xs[end - w + 1 + i];
      xm /= w;
      let num = 0;
      let dx = 0;
      let dt = 0;
      for (let i = 0; i < w; i += 1) {
        const a = xs[end - w + 1 + i] - xm;
        const b = target[i] - tm;
        num += a * b;
        dx += a * a;
        dt += b * b;
      }
      const r = num / Math.sqrt(dx * dt);
      if (Number.isFinite(r)) all.push({ series: s, end, similarity: r });
    }
  });
  all.sort(compareCandidates);
  const taken: Candidate[] = [];
  for (const c of all) {
    if (taken.length >= top) break;
    if (!taken.some((t) => t.series === c.series && Math.abs(t.end - c.end) < w)) taken.push(c);
  }
  return taken;
}

// Wall time, and this process's CPU time (what the search costs when other processes share the cores).
const times: number[] = [];
const cpuTimes: number[] = [];
for (let run = -WARMUP; run < RUNS; run += 1) {
  const source = series[rng.int(0, STOCKS - 1)];
  const start = rng.int(0, DAYS - WINDOW);
  const target = source.slice(start, start + WINDOW);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  searchSimilar({ target, series, prepared, top: 10 });
  const elapsed = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  if (run < 0) continue; // JIT warm-up
  times.push(elapsed);
  cpuTimes.push((cpu.user + cpu.system) / 1000);
}

// Identical to brute force on a sample of 200 stocks (the reference is O(windows × window) with sorting):
// the same windows in the same order, similarities within 1e-9. Targets from the sample and from outside it.
const sample = series.slice(0, 200);
const samplePrepared = prepared.slice(0, 200);
let identical = true;
for (let run = 0; run < 4; run += 1) {
  const source = run % 2 ? sample[run] : series[rng.int(200, STOCKS - 1)];
  const from = rng.int(0, DAYS - WINDOW);
  const target = source.slice(from, from + WINDOW);
  const fast = searchSimilar({ target, series: sample, prepared: samplePrepared, top: 10 }).matches;
  const slow = reference(target, sample, 10);
  identical &&=
    fast.length === slow.length &&
    fast.every(
      (m, i) =>
        m.series === slow[i].series && m.end === slow[i].end && Math.abs(m.similarity - slow[i].similarity) < 1e-9,
    );
}

// Screener: 5,000 stocks × every condition column, random 5-condition sets.
const size = STOCKS;
const table: ScreenerTable = { size, columns: {} };
for (const def of SCREENER_CONDITIONS) {
  const column = new Float64Array(size);
  for (let i = 0; i < size; i += 1)
    column[i] = rng.chance(0.03) ? Number.NaN : def.lower + rng.next() * Math.min(def.upper - def.lower, 200);
  table.columns[def.key] = column;
}
const screenTimes: number[] = [];
for (let run = 0; run < 200; run += 1) {
  const picked = rng.shuffle(SCREENER_CONDITIONS).slice(0, 5);
  const conditions: Condition[] = picked.map((d) => {
    const min = d.lower + rng.next() * 50;
    return { key: d.key, min, max: rng.chance(0.5) ? min + rng.next() * 100 : null };
  });
  const t0 = performance.now();
  screen(table, conditions);
  screenTimes.push(performance.now() - t0);
}

console.log(
  JSON.stringify(
    {
      similarity: {
        stocks: STOCKS,
        days: DAYS,
        window: WINDOW,
        windows: STOCKS * (DAYS - WINDOW + 1),
        runs: RUNS,
        p50Ms: Math.round([...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]),
        p95Ms: Math.round(p95(times)),
        cpuP95Ms: Math.round(p95(cpuTimes)),
        identicalToBruteForceOnSample: identical,
        dataMB: Math.round(dataBytes / 1e6),
        precomputeMs: Math.round(prepareMs),
        precomputeMB: Math.round(indexBytes / 1e6),
        bytesPerStockDay: Math.round((dataBytes + indexBytes) / (STOCKS * DAYS)),
      },
      screener: { stocks: size, conditions: 5, runs: screenTimes.length, p95Ms: Number(p95(screenTimes).toFixed(3)) },
    },
    null,
    2,
  ),
);
