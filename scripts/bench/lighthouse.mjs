/**
 * Lighthouse (default mobile config with simulated throttling) on Debian Chromium, each key route interleaved
 * with the floor app's bare page: route, floor, route, floor … (N runs of each), so both see the same machine and
 * the budgets can be stated against the floor's medians of those very runs.
 *
 * The CPU slowdown is calibrated to the machine (Lighthouse docs/throttling.md, "Calibrating multipliers"): each
 * run gathers first, reads the benchmarkIndex Lighthouse measured in that same run, and audits with
 * cpuSlowdownMultiplier = benchmarkIndex / budgets.lighthouse.targetCpuIndex (at least 1). With simulated
 * throttling the page loads unthrottled and only the audit scales CPU work, so the same trace is judged as if on
 * one fixed phone whatever the CPU of the machine running the bench.
 *
 * Driver: the Node API on one Chromium per route/floor pair (see bench/README.md, Method, for the timing that
 * chose it). Lighthouse opens a new tab per run and resets the origin's storage and the browser cache before
 * it, as the CLI does; the pair's browser first loads the route and the floor once each, unmeasured, so no
 * measured run of either side is a fresh browser's first layout. `--lighthouse-cli` runs the CLI instead: a new
 * Chromium and two Node processes (gather -G, audit -A) per run.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as ChromeLauncher from 'chrome-launcher';
import { initializeConfig } from 'lighthouse/core/config/config.js';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, CHROMIUM, ROOT } from './config.mjs';
import { median } from './stats.mjs';

/**
 * Headless Chromium without a GPU presents a renderer's frames only on its own begin-frame ticks, and on
 * this machine the first frame of a page often waits there: in traces of /userServiceAgreement the page's
 * first frame was laid out, painted and committed at 0.39 s, the main thread then stood idle, and its
 * presentation (the observed first paint, FCP and LCP, all the same frame) was reported at 1.26 s or 2.26 s.
 * Lantern builds the simulated LCP from every request and task that came before the observed LCP, so a
 * late presentation brought all the page's scripts into it (the "render delay" of the LCP breakdown).
 * Without the frame-rate limit the display draws as soon as a frame arrives: the same page's first paint
 * 0.28–0.56 s, the IPO calendar's 0.32–0.77 s instead of 1.29–1.36 s, the floor's unchanged (0.14–0.18 s).
 * A phone's compositor presents at its next vsync; this is closer to it than a 1 s wait. Lighthouse only.
 */
export const LIGHTHOUSE_CHROME_FLAGS = [...CHROME_FLAGS, '--disable-frame-rate-limit'];

const CLI = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
const BUDGETS = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench', 'budgets.json'), 'utf8'));
export const TARGET_CPU_INDEX = BUDGETS.lighthouse.targetCpuIndex;
const OUT_DIR = path.join(ROOT, 'bench', 'out', 'lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'];
const METRICS = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcpMs: 'first-contentful-paint',
  siMs: 'speed-index',
};
/** The rows of the largest-contentful-paint-element audit's phase table (Lighthouse 12), by our key. */
const LCP_PHASES = {
  ttfbMs: 'TTFB',
  loadDelayMs: 'Load Delay',
  loadTimeMs: 'Load Time',
  renderDelayMs: 'Render Delay',
};

function lighthouseCli(args, extraHeaders) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        CLI,
        ...args,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--form-factor=mobile',
        `--chrome-flags=${LIGHTHOUSE_CHROME_FLAGS.join(' ')}`,
        '--quiet',
        ...(extraHeaders ? [`--extra-headers=${JSON.stringify(extraHeaders)}`] : []),
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse exit ${code}: ${stderr.slice(-400)}`)),
    );
  });
}

/** The multiplier that makes this machine's CPU (its benchmarkIndex) the target phone's. */
export function cpuSlowdownFor(benchmarkIndex) {
  return Math.max(1, Math.round((benchmarkIndex / TARGET_CPU_INDEX) * 100) / 100);
}

/** One CLI run: gather (-G) in a new Chromium, calibrate the CPU slowdown to the index measured there, audit (-A). */
async function runCli(url, outputPath, extraHeaders) {
  const artifactsDir = outputPath.replace(/\.json$/, '-artifacts');
  fs.rmSync(artifactsDir, { recursive: true, force: true });
  await lighthouseCli([url, `--gather-mode=${artifactsDir}`], extraHeaders);
  const artifactsFile = path.join(artifactsDir, 'artifacts.json');
  const artifacts = JSON.parse(fs.readFileSync(artifactsFile, 'utf8'));
  const multiplier = cpuSlowdownFor(artifacts.BenchmarkIndex);
  // The audit refuses settings that differ from the gather's; the gather ran unthrottled either way (simulated throttling).
  artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
  fs.writeFileSync(artifactsFile, JSON.stringify(artifacts));
  await lighthouseCli(
    [
      url,
      `--audit-mode=${artifactsDir}`,
      '--output=json',
      `--output-path=${outputPath}`,
      `--throttling.cpuSlowdownMultiplier=${multiplier}`,
    ],
    extraHeaders,
  );
  fs.rmSync(artifactsDir, { recursive: true, force: true });
}

/** The settings the CLI derives from the flags runCli passes (mobile form factor is the default config's). */
function apiFlags(port, extraHeaders) {
  return {
    port,
    onlyCategories: CATEGORIES,
    formFactor: 'mobile',
    logLevel: 'error',
    ...(extraHeaders ? { extraHeaders } : {}),
  };
}

/** One Node API run on the browser at `port`: gather in a new tab, calibrate the CPU slowdown, audit the same artifacts. */
async function runApi(port, url, outputPath, extraHeaders) {
  const flags = apiFlags(port, extraHeaders);
  const { artifacts } = await navigationGather(undefined, url, { flags });
  const multiplier = cpuSlowdownFor(artifacts.BenchmarkIndex);
  artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
  const { resolvedConfig } = await initializeConfig('navigation', undefined, {
    ...flags,
    throttling: { cpuSlowdownMultiplier: multiplier },
  });
  // A new computed cache, as the CLI's separate audit process has: nothing computed under the gather's settings is reused.
  const result = await Runner.audit(artifacts, { resolvedConfig, computedCache: new Map() });
  if (!result) throw new Error('lighthouse: no result');
  fs.writeFileSync(outputPath, JSON.stringify(result.lhr, null, 2));
}

/** Loads `url` once in a tab of the browser at `port` and closes it (no measurement). */
async function warmUp(port, url, extraHeaders) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    if (extraHeaders) await page.setExtraHTTPHeaders(extraHeaders);
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** The LCP element and its phases (largest-contentful-paint-element: items[0] the element, items[1] the phases). */
function lcpOf(report) {
  const items = report.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = items[0]?.items?.[0]?.node;
  const phaseRows = items[1]?.items ?? [];
  // By label, else by position (the table always lists the four phases in this order; labels follow the locale).
  const phases = Object.fromEntries(
    Object.entries(LCP_PHASES).map(([key, label], index) => [
      key,
      (phaseRows.find((row) => row.phase === label) ?? phaseRows[index])?.timing ?? null,
    ]),
  );
  return {
    element: node ? node.nodeLabel || node.selector || node.snippet || null : null,
    selector: node?.selector ?? null,
    snippet: node?.snippet ?? null,
    phases,
  };
}

function summarise(report) {
  const scores = Object.fromEntries(CATEGORIES.map((name) => [name, report.categories[name]?.score ?? null]));
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, audit]) => [key, report.audits[audit]?.numericValue ?? null]),
  );
  const failing = [];
  for (const name of ['accessibility', 'seo', 'best-practices']) {
    for (const ref of report.categories[name]?.auditRefs ?? []) {
      const audit = report.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${name}:${ref.id}`);
    }
  }
  const opportunities = Object.values(report.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.details.overallSavingsMs ?? 0) >= 100)
    .map((audit) => `${audit.id} (${Math.round(audit.details.overallSavingsMs)} ms)`);
  const observed = report.audits.metrics?.details?.items?.[0] ?? {};
  return {
    scores,
    metrics,
    failing,
    opportunities,
    lcp: lcpOf(report),
    observedFirstPaintMs: observed.observedFirstPaint ?? null,
    observedLcpMs: observed.observedLargestContentfulPaint ?? null,
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    cpuSlowdown: report.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
    runtimeError: report.runtimeError?.message ?? null,
  };
}

/**
 * The LCP element most runs named, counted by its selector (its text may change between runs: the floor page
 * prints the time), with the label of the last run that named it.
 */
function mostFrequentElement(results) {
  const counts = new Map();
  for (const r of results) {
    const key = r.lcp.selector ?? r.lcp.element;
    if (key) counts.set(key, { count: (counts.get(key)?.count ?? 0) + 1, lcp: r.lcp });
  }
  let best = null;
  for (const entry of counts.values()) if (!best || entry.count > best.count) best = entry;
  return best ? { label: best.lcp.element, selector: best.lcp.selector, runs: best.count, of: results.length } : null;
}

/** Medians of one side's runs, the LCP element most often named, and every run's own figures. */
function aggregate(results) {
  const pick = (get) => median(results.map(get));
  return {
    runs: results.length,
    scores: Object.fromEntries(CATEGORIES.map((name) => [name, pick((r) => r.scores[name])])),
    metrics: Object.fromEntries(Object.keys(METRICS).map((key) => [key, pick((r) => r.metrics[key])])),
    lcpElement: mostFrequentElement(results),
    lcpPhases: Object.fromEntries(Object.keys(LCP_PHASES).map((key) => [key, pick((r) => r.lcp.phases[key])])),
    observedFirstPaintMs: pick((r) => r.observedFirstPaintMs),
    observedLcpMs: pick((r) => r.observedLcpMs),
    benchmarkIndex: pick((r) => r.benchmarkIndex),
    cpuSlowdown: pick((r) => r.cpuSlowdown),
    targetCpuIndex: TARGET_CPU_INDEX,
    perRun: results.map((r) => ({
      performance: r.scores.performance,
      lcpMs: Math.round(r.metrics.lcpMs),
      tbtMs: Math.round(r.metrics.tbtMs),
      observedFirstPaintMs: r.observedFirstPaintMs,
      observedLcpMs: r.observedLcpMs,
      lcpElement: r.lcp.element,
      lcpPhases: Object.fromEntries(
        Object.entries(r.lcp.phases).map(([key, value]) => [key, value === null ? null : Math.round(value)]),
      ),
      benchmarkIndex: r.benchmarkIndex,
      cpuSlowdown: r.cpuSlowdown,
    })),
    failingAudits: [...new Set(results.flatMap((r) => r.failing))],
    opportunities: results.at(-1).opportunities,
    runtimeErrors: results.map((r) => r.runtimeError).filter(Boolean),
  };
}

/**
 * `runs` runs of the route and `runs` of the floor, alternating (route first), at the same calibration.
 * route / floor: { url, slug, extraHeaders? }. Returns { route, floor, driver, secondsPerRun, warmUpSec }, each side
 * aggregated from its own runs; per-run reports in bench/out/lighthouse/<slug>-<n>.json (the floor's as
 * floor-<route slug>-<n>.json).
 */
export async function lighthousePair(route, floor, runs, { cli = false } = {}) {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const sides = [
    { ...route, results: [] },
    { ...floor, results: [] },
  ];
  let started = Date.now();
  let warmUpSec = null;
  let chrome = null;
  try {
    if (!cli) {
      chrome = await ChromeLauncher.launch({
        chromePath: CHROMIUM,
        chromeFlags: LIGHTHOUSE_CHROME_FLAGS,
        logLevel: 'silent',
      });
      for (const side of sides) await warmUp(chrome.port, side.url, side.extraHeaders);
      warmUpSec = Math.round((Date.now() - started) / 100) / 10;
      started = Date.now();
    }
    for (let i = 0; i < runs; i += 1) {
      for (const side of sides) {
        const outputPath = path.join(OUT_DIR, `${side.slug}-${i + 1}.json`);
        if (cli) await runCli(side.url, outputPath, side.extraHeaders ?? null);
        else await runApi(chrome.port, side.url, outputPath, side.extraHeaders ?? null);
        side.results.push(summarise(JSON.parse(fs.readFileSync(outputPath, 'utf8'))));
      }
    }
  } finally {
    chrome?.kill();
  }
  return {
    driver: cli ? 'cli' : 'api',
    secondsPerRun: Math.round((Date.now() - started) / 100 / (2 * runs)) / 10,
    warmUpSec,
    route: aggregate(sides[0].results),
    floor: aggregate(sides[1].results),
  };
}
