/**
 * Lighthouse (CLI, default mobile config with simulated throttling) on Debian Chromium; per-metric median of N runs.
 *
 * The CPU slowdown is calibrated to the machine (Lighthouse docs/throttling.md, "Calibrating multipliers"): each
 * run gathers first (-G), reads the benchmarkIndex Lighthouse measured in that same run, and audits (-A) with
 * cpuSlowdownMultiplier = benchmarkIndex / budgets.lighthouse.targetCpuIndex (at least 1). With simulated
 * throttling the page loads unthrottled and only the audit scales CPU work, so the same trace is judged as if on
 * one fixed phone whatever the CPU of the machine running the bench.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CHROME_FLAGS, CHROMIUM, ROOT } from './config.mjs';

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

function lighthouse(args, extraHeaders) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        CLI,
        ...args,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--form-factor=mobile',
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
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

/** One run: gather, calibrate the CPU slowdown to the index measured in the gather, audit. */
async function runOnce(url, outputPath, extraHeaders) {
  const artifactsDir = outputPath.replace(/\.json$/, '-artifacts');
  fs.rmSync(artifactsDir, { recursive: true, force: true });
  await lighthouse([url, `--gather-mode=${artifactsDir}`], extraHeaders);
  const artifactsFile = path.join(artifactsDir, 'artifacts.json');
  const artifacts = JSON.parse(fs.readFileSync(artifactsFile, 'utf8'));
  const multiplier = cpuSlowdownFor(artifacts.BenchmarkIndex);
  // The audit refuses settings that differ from the gather's; the gather ran unthrottled either way (simulated throttling).
  artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
  fs.writeFileSync(artifactsFile, JSON.stringify(artifacts));
  await lighthouse(
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

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

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
  return {
    scores,
    metrics,
    failing,
    opportunities,
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    cpuSlowdown: report.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
    runtimeError: report.runtimeError?.message ?? null,
  };
}

/** Median scores and metrics of `runs` Lighthouse runs on `url`. */
export async function lighthouseRoute(url, slug, runs, extraHeaders = null) {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const outputPath = path.join(OUT_DIR, `${slug}-${i + 1}.json`);
    await runOnce(url, outputPath, extraHeaders);
    results.push(summarise(JSON.parse(fs.readFileSync(outputPath, 'utf8'))));
  }
  const pick = (get) => median(results.map(get));
  return {
    runs,
    scores: Object.fromEntries(CATEGORIES.map((name) => [name, pick((r) => r.scores[name])])),
    metrics: Object.fromEntries(Object.keys(METRICS).map((key) => [key, pick((r) => r.metrics[key])])),
    benchmarkIndex: pick((r) => r.benchmarkIndex),
    cpuSlowdown: pick((r) => r.cpuSlowdown),
    targetCpuIndex: TARGET_CPU_INDEX,
    perRun: results.map((r) => ({
      performance: r.scores.performance,
      lcpMs: Math.round(r.metrics.lcpMs),
      tbtMs: Math.round(r.metrics.tbtMs),
      benchmarkIndex: r.benchmarkIndex,
      cpuSlowdown: r.cpuSlowdown,
    })),
    failingAudits: [...new Set(results.flatMap((r) => r.failing))],
    opportunities: results.at(-1).opportunities,
    runtimeErrors: results.map((r) => r.runtimeError).filter(Boolean),
  };
}
