/**
 * Hydration on an old phone engine against the current one (no budget yet; README "Old engines"):
 *   node --import tsx scripts/bench/old-engines.mts [--url=http://localhost:3000] [--runs=5] [--engines=78]
 * For each key route, on real old Chromium (scripts/old-chromium.mjs, driven by puppeteer-core 10) and
 * on the machine's Chromium (Playwright), at 4× CPU slowdown, a fresh incognito context per run:
 * - hydration: navigation start → the root's `data-hydrated` sign (lib/browser/armed.ts), median;
 * - JS: every script response's body until the sign, gzip level 9 (what that engine downloads: the
 *   legacy polyfill script included where the engine gets it).
 * Prints a Markdown table and writes bench/out/old-engines.json.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { browserUserAgent, launchEngine } from '../../tests/compat/engines';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')) as [string, string][],
);
const BASE = args.url ?? 'http://localhost:3000';
const RUNS = Number(args.runs ?? 5);
const OLD = (args.engines ?? '78').split(',').map(Number);
const CPU_SLOWDOWN = 4;
const ROUTES = ['/', '/tool/lhb/today', '/tool/ipo/calendar', '/login', '/liveRoomDetail/v2'];
const SIGN = () => document.documentElement.getAttribute('data-hydrated') === 'armed';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const gzip = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;

interface Sample {
  hydrationMs: number;
  jsGzipBytes: number;
}

async function oldEngineSample(major: number, path: string): Promise<Sample[]> {
  const engine = await launchEngine(major);
  const samples: Sample[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await engine.browser.createIncognitoBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 375, height: 812, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      await page.setUserAgent(browserUserAgent(major));
      const client = await page.target().createCDPSession();
      await client.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const bodies: Promise<number>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') bodies.push(response.buffer().then(gzip, () => 0));
      });
      await page.goto(`${BASE}/h5${path === '/' ? '' : path}`, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(SIGN, { timeout: 60_000 });
      const hydrationMs = await page.evaluate(() => performance.now());
      samples.push({ hydrationMs, jsGzipBytes: (await Promise.all(bodies)).reduce((sum, bytes) => sum + bytes, 0) });
      await context.close();
    }
  } finally {
    await engine.browser.close();
  }
  return samples;
}

async function currentSample(path: string): Promise<Sample[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const samples: Sample[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: browserUserAgent(131),
      });
      const page = await context.newPage();
      const session = await context.newCDPSession(page);
      await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const bodies: Promise<number>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') bodies.push(response.body().then(gzip, () => 0));
      });
      await page.goto(`${BASE}/h5${path === '/' ? '' : path}`, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(SIGN, undefined, { timeout: 60_000 });
      const hydrationMs = await page.evaluate(() => performance.now());
      samples.push({ hydrationMs, jsGzipBytes: (await Promise.all(bodies)).reduce((sum, bytes) => sum + bytes, 0) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return samples;
}

const rows: { route: string; engine: string; hydrationMs: number; jsKiB: number }[] = [];
for (const route of ROUTES) {
  for (const major of OLD) {
    const samples = await oldEngineSample(major, route);
    rows.push({
      route,
      engine: `Chromium ${major}`,
      hydrationMs: Math.round(median(samples.map((s) => s.hydrationMs))),
      jsKiB: Math.round(median(samples.map((s) => s.jsGzipBytes)) / 102.4) / 10,
    });
  }
  const samples = await currentSample(route);
  rows.push({
    route,
    engine: 'Chromium (current)',
    hydrationMs: Math.round(median(samples.map((s) => s.hydrationMs))),
    jsKiB: Math.round(median(samples.map((s) => s.jsGzipBytes)) / 102.4) / 10,
  });
}
fs.mkdirSync('bench/out', { recursive: true });
fs.writeFileSync(
  'bench/out/old-engines.json',
  `${JSON.stringify({ base: BASE, runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, rows }, null, 2)}\n`,
);
console.log(
  `| route | engine | hydration, ms (median of ${RUNS}, ${CPU_SLOWDOWN}× CPU) | JS until hydrated, KiB gzip |\n|---|---|--:|--:|`,
);
for (const row of rows) console.log(`| \`${row.route}\` | ${row.engine} | ${row.hydrationMs} | ${row.jsKiB} |`);
