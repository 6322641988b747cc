#!/usr/bin/env node
/**
 * npm run bench [-- options]: builds the app and a bare "floor" app, serves both, measures JS weight,
 * SSR throughput (one key route per family, as a phone browser and as the app's webview, logged in where
 * the route needs it), BFF overhead (a read and a write), Lighthouse, chat delivery and memory in one run,
 * and writes bench/results.{json,md}.
 *   --check            exit 1 when a budget of bench/budgets.json is broken
 *   --check-only       check the existing bench/results.json without running anything
 *   --no-build         reuse the existing .next-bench builds
 *   --quick            3 s loads, 1 Lighthouse run (smoke test; numbers not comparable)
 *   --only=js,ssr,bff,lighthouse,memory,chat,interactions,soak,similarity   --duration=S  --connections=N  --samples=N  --lighthouse-runs=N
 *                      (similarity: the similar-K-line search and the screener at 5,000 stocks, bench/similarity.ts;
 *                      run alone it needs no build and no server)
 *   --chat-clients=N   SSE viewers of the chat scenario (default 1,000)
 *   --routes=/a,/b     measure these routes instead of the key routes
 *   --only=scale       only /tool/lhb/today through nginx with one and two instances (redis-server and
 *                      nginx needed; kept in results.json beside the other parts)   --dist-dir=.next
 *                      serves that build instead of building .next-bench
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_USERS, CHROMIUM, FLOOR_ROUTES, GZIP_LEVEL, PORTS, ROOT, loadSettings } from './bench/config.mjs';
import { measureChat } from './bench/chat.mjs';
import { pageSessions, routeHeaders } from './bench/sessions.mjs';
import { measureBff } from './bench/bff.mjs';
import { appJs, browserScripts, htmlScripts, launchBrowser, leanChunks, MOBILE_UA } from './bench/js-weight.mjs';
import { lighthousePair } from './bench/lighthouse.mjs';
import { median } from './bench/stats.mjs';
import { interleavedLatency, interleavedLoad, load, sequentialLatency } from './bench/load.mjs';
import {
  buildApp,
  buildFloor,
  floorBuildIsCurrent,
  hasBuild,
  memoryOf,
  serverProcesses,
  startApp,
  startFloor,
  stopAll,
} from './bench/processes.mjs';
import { checkBudgets, renderMarkdown } from './bench/report.mjs';
import { measureScale } from './bench/scale.mjs';
import { measureInteractions } from './bench/interactions.mjs';
import { measureSoak } from './bench/soak.mjs';

const RESULTS_JSON = path.join(ROOT, 'bench', 'results.json');
const RESULTS_MD = path.join(ROOT, 'bench', 'results.md');
const BUDGETS = path.join(ROOT, 'bench', 'budgets.json');
const APP = `http://127.0.0.1:${PORTS.app}`;
const FLOOR = `http://127.0.0.1:${PORTS.floor}`;
const UPSTREAM = `http://127.0.0.1:${PORTS.upstream}`;

const settings = loadSettings(process.argv.slice(2));
const log = (...args) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);

function packageVersion(name) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
}

function gitCommit() {
  try {
    const head = fs.readFileSync(path.join(ROOT, '.git', 'HEAD'), 'utf8').trim();
    const ref = head.startsWith('ref: ')
      ? fs.readFileSync(path.join(ROOT, '.git', head.slice(5)), 'utf8').trim()
      : head;
    return ref.slice(0, 10);
  } catch {
    return null;
  }
}

function machine() {
  let chromium = 'Chromium ?';
  try {
    chromium = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // reported as unknown
  }
  return {
    nproc: Number(execFileSync('nproc', { encoding: 'utf8' }).trim()),
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    loadAverage: os.loadavg().map((value) => value.toFixed(2)),
    node: process.version,
    next: packageVersion('next'),
    lighthouse: packageVersion('lighthouse'),
    autocannon: packageVersion('autocannon'),
    chromium,
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    commit: gitCommit(),
  };
}

function rendering(headers) {
  const cache = headers.get('x-nextjs-cache');
  const control = headers.get('cache-control') ?? '';
  if (cache) return `static (cache ${cache})`;
  if (headers.get('x-nextjs-prerender')) return 'static (prerendered)';
  if (/s-maxage/.test(control)) return 'static';
  // lib/read/page-cache.ts: the first probe renders (miss); anonymous visitors after it share that render.
  if (headers.get('x-h5-page-cache')) return 'dynamic, page cache';
  return 'dynamic';
}

/** Request headers per route and variant; kept out of results.json (they carry session cookies and tokens). */
const requestHeaders = new Map();
let sessions = {};

/** The two ways each key route is measured for JS and SSR: a phone browser, and the app's webview. */
const VARIANTS = [
  { id: 'browser', suffix: '', inApp: false },
  { id: 'app', suffix: ' · app', inApp: true },
];

function headersOf(route, variant) {
  return requestHeaders.get(`${route.path}${variant.suffix}`) ?? routeHeaders(route, sessions, variant.inApp);
}

/** Which key routes exist: 404 is skipped (and said so in the table); a route whose login failed too. */
async function probeRoutes() {
  sessions = await pageSessions(APP, UPSTREAM, BENCH_USERS, settings.routes);
  const routes = [];
  for (const route of settings.routes) {
    const url = `${APP}/h5${route.path === '/' ? '' : route.path}${route.query ?? ''}`;
    const entry = { ...route, url, login: route.login ?? null };
    const loginError = route.login ? sessions[route.login]?.error : null;
    if (loginError) {
      routes.push({ ...entry, status: null, skipped: `login failed: ${loginError}` });
      continue;
    }
    for (const variant of VARIANTS)
      requestHeaders.set(`${route.path}${variant.suffix}`, routeHeaders(route, sessions, variant.inApp));
    try {
      const response = await fetch(url, { redirect: 'manual', headers: headersOf(route, VARIANTS[0]) });
      await response.arrayBuffer();
      Object.assign(entry, { status: response.status, rendering: rendering(response.headers) });
      if (response.status === 404) entry.skipped = 'HTTP 404 (page not built yet)';
      if (response.status >= 300 && response.status < 400) {
        entry.location = response.headers.get('location');
        if (/\/404(\?|$)/.test(entry.location ?? ''))
          entry.skipped = `HTTP ${response.status} → ${entry.location} (unknown route)`;
        else if (route.login && /\/login(\?|$)/.test(entry.location ?? ''))
          entry.skipped = `HTTP ${response.status} → ${entry.location} (the session was not accepted)`;
      }
      routes.push(entry);
    } catch (error) {
      routes.push({ ...entry, status: null, skipped: `request failed: ${error.message}` });
    }
  }
  return routes;
}

async function measureJs(routes) {
  const browser = await launchBrowser();
  try {
    const floorUrl = `${FLOOR}/h5${FLOOR_ROUTES.js === '/' ? '' : FLOOR_ROUTES.js}`;
    const floor = { browser: await browserScripts(browser, floorUrl), html: await htmlScripts(floorUrl) };
    const measured = {};
    for (const route of routes.filter((entry) => !entry.skipped)) {
      for (const variant of VARIANTS) {
        const key = `${route.path}${variant.suffix}`;
        const headers = headersOf(route, variant);
        const browserResult = await browserScripts(browser, route.url, headers);
        const html = await htmlScripts(route.url, headers);
        const app = appJs(browserResult.chunks, floor.browser.chunks);
        browserResult.chunks = leanChunks(browserResult.chunks);
        html.chunks = leanChunks(html.chunks);
        measured[key] = {
          browser: browserResult,
          html,
          appGzipBytesEst: app.gzipBytesEst,
          appModules: app.modules.slice(0, 25),
        };
        log(
          `JS ${key}: ${(browserResult.gzipBytes / 1024).toFixed(1)} KiB gz (floor ${(floor.browser.gzipBytes / 1024).toFixed(1)}), initial ${(html.gzipBytes / 1024).toFixed(1)} (floor ${(floor.html.gzipBytes / 1024).toFixed(1)})${browserResult.error ? ` ⚠ ${browserResult.error}` : ''}`,
        );
      }
    }
    floor.browser.chunks = leanChunks(floor.browser.chunks);
    floor.html.chunks = leanChunks(floor.html.chunks);
    return { gzipLevel: GZIP_LEVEL, floor, routes: measured };
  } finally {
    await browser.close();
  }
}

/** Length of one slice when a route's load alternates with the floor's (seconds). */
const SSR_SLICE_SEC = 2;

async function measureSsr(routes) {
  const options = {
    connections: settings.connections,
    durationSec: settings.durationSec,
    warmupSec: settings.warmupSec,
    headers: { 'user-agent': MOBILE_UA },
  };
  const samples = settings.quick ? 20 : 50;
  const floorUrl = `${FLOOR}/h5${FLOOR_ROUTES.ssr}`;
  // Unloaded render time, interleaved with the floor page so both see the same machine noise.
  const paired = async (url, headers) => {
    const result = await interleavedLatency(
      [
        { name: 'floor', url: floorUrl, headers: options.headers },
        { name: 'route', url, headers },
      ],
      { samples, maxSec: 5 },
    );
    return {
      ...result.route,
      floorP50Ms: result.floor.p50Ms,
      addedP50Ms: Math.round((result.route.p50Ms - result.floor.p50Ms) * 10) / 10,
    };
  };
  const floor = {
    rendering: 'dynamic',
    ...(await load(floorUrl, options)),
    sequential: await sequentialLatency(floorUrl, { samples, maxSec: 5, headers: options.headers }),
  };
  log(`SSR floor: ${floor.rps} req/s, p50 ${floor.p50Ms} ms`);
  const rounds = Math.max(1, Math.round(options.durationSec / SSR_SLICE_SEC));
  const sliceSec = options.durationSec / rounds;
  const measured = {};
  for (const route of routes.filter((entry) => !entry.skipped)) {
    for (const variant of VARIANTS) {
      const key = `${route.path}${variant.suffix}`;
      const headers = headersOf(route, variant);
      // The route and the floor in alternating slices: on these machines the floor alone ran at 203–452
      // req/s in runs minutes apart (2026-11-27), so a ratio to the one floor run at the start judged
      // the moment as much as the route.
      if (options.warmupSec > 0)
        await load(route.url, { ...options, headers, durationSec: options.warmupSec, warmupSec: 0 });
      const loaded = await interleavedLoad(
        [
          { name: 'floor', url: floorUrl, headers: options.headers },
          { name: 'route', url: route.url, headers },
        ],
        { connections: options.connections, sliceSec, rounds },
      );
      measured[key] = {
        rendering: route.rendering,
        ...loaded.route,
        floorRps: loaded.floor.rps,
        floorSliceRps: loaded.floor.sliceRps,
        sequential: await paired(route.url, headers),
      };
      log(
        `SSR ${key}: ${measured[key].rps} req/s (${(measured[key].rps / measured[key].floorRps).toFixed(2)} × floor ${measured[key].floorRps} req/s in the same slices), p50 ${measured[key].p50Ms} ms, non-2xx ${measured[key].non2xx}`,
      );
    }
  }
  return {
    connections: settings.connections,
    durationSec: settings.durationSec,
    warmupSec: settings.warmupSec,
    slices: rounds,
    sliceSec,
    floor,
    routes: measured,
  };
}

/** Above this share of all CPUs in use by other work, the Lighthouse section says its figures are noisy. */
const BUSY_CPU_SHARE = 0.25;

/** The share (0–1) of all CPUs busy over `ms`, from the kernel's counters (os.cpus() times). */
async function cpuInUse(ms) {
  const total = () =>
    os.cpus().reduce(
      (sum, cpu) => {
        const t = cpu.times;
        sum.idle += t.idle;
        sum.all += t.user + t.nice + t.sys + t.idle + t.irq;
        return sum;
      },
      { idle: 0, all: 0 },
    );
  const before = total();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = total();
  const all = after.all - before.all;
  return all > 0 ? 1 - (after.idle - before.idle) / all : 0;
}

const points = (value) => (value === null || value === undefined ? '—' : Math.round(value * 100));
const slugOf = (routePath) => routePath.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';

/**
 * Lighthouse on every key route, each interleaved with the floor app's bare page (route, floor, route, floor …,
 * settings.lighthouseRuns of each): every route is judged against the floor's medians of its own runs.
 */
async function measureLighthouse(routes) {
  const present = routes.filter((entry) => !entry.skipped && settings.lighthouseRoutes.includes(entry.path));
  // The 1-minute load average still counts the bench's own load phases that just ended: what other
  // work the machine has is measured instead, as its CPU use over a few seconds with our servers idle.
  const otherCpu = await cpuInUse(5000);
  const busy = otherCpu > BUSY_CPU_SHARE;
  const runs = settings.lighthouseRuns;
  log(
    `CPU in use before Lighthouse (our servers idle): ${Math.round(otherCpu * 100)}%${busy ? ` > ${BUSY_CPU_SHARE * 100}%: Lighthouse figures are noisy` : ''}; ${runs} runs of each route interleaved with ${runs} of the floor`,
  );
  const started = Date.now();
  const result = {
    runs,
    interleaved: true,
    driver: settings.lighthouseCli ? 'cli' : 'api',
    busy,
    otherCpuShare: Math.round(otherCpu * 100) / 100,
    routes: {},
  };
  const floorUrl = `${FLOOR}/h5${FLOOR_ROUTES.ssr}`;
  const secondsPerRun = [];
  for (const route of present) {
    const cookie = headersOf(route, VARIANTS[0]).cookie;
    const slug = slugOf(route.path);
    try {
      const pair = await lighthousePair(
        { url: route.url, slug, extraHeaders: cookie ? { Cookie: cookie } : null },
        { url: floorUrl, slug: `floor-${slug}` },
        runs,
        { cli: settings.lighthouseCli },
      );
      secondsPerRun.push(pair.secondsPerRun);
      result.routes[route.path] = {
        login: route.login,
        ...pair.route,
        floor: pair.floor,
        secondsPerRun: pair.secondsPerRun,
        warmUpSec: pair.warmUpSec,
      };
      const { scores, metrics, lcpElement, lcpPhases } = pair.route;
      const floor = pair.floor;
      log(
        `Lighthouse ${route.path}: performance ${points(scores.performance)} (floor ${points(floor.scores.performance)}), LCP ${Math.round(metrics.lcpMs)} ms (floor ${Math.round(floor.metrics.lcpMs)}), TBT ${Math.round(metrics.tbtMs)} ms (floor ${Math.round(floor.metrics.tbtMs)}), CLS ${metrics.cls?.toFixed(3)}, accessibility ${points(scores.accessibility)}, SEO ${points(scores.seo)}; LCP element ${lcpElement?.label ?? '—'}, render delay ${Math.round(lcpPhases.renderDelayMs ?? NaN)} ms; ${pair.secondsPerRun} s per run`,
      );
    } catch (error) {
      result.routes[route.path] = { login: route.login, error: error.message.split('\n')[0] };
      log(`Lighthouse ${route.path} failed: ${error.message}`);
    }
  }
  result.secondsPerRun = median(secondsPerRun);
  result.totalSec = Math.round((Date.now() - started) / 1000);
  return result;
}

function memorySnapshot(appChild, floorChild) {
  const app = serverProcesses(appChild.pid);
  const floor = serverProcesses(floorChild.pid);
  const read = (entry) => (entry ? { pid: entry.pid, ...memoryOf(entry.pid) } : null);
  return { next: read(app.next), upstream: read(app.upstream), floor: read(floor.next) };
}

function checkAndExit(results) {
  const budgets = JSON.parse(fs.readFileSync(BUDGETS, 'utf8'));
  const check = checkBudgets(results, budgets);
  return { check, budgets };
}

function report(check) {
  for (const line of check.passes) console.log(`  ok    ${line}`);
  for (const line of check.failures) console.log(`  BROKEN ${line}`);
  if (settings.check && check.failures.length > 0) {
    console.error(`\n${check.failures.length} budget(s) broken (bench/budgets.json).`);
    process.exitCode = 1;
  }
}

/** --only=scale: the other parts of results.json are kept as they were. */
async function benchScaleOnly() {
  let distDir = settings.distDir;
  if (!distDir) {
    if (settings.build || !hasBuild(ROOT)) {
      log('building the app (NEXT_DIST_DIR=.next-bench) …');
      await buildApp();
    }
    distDir = '.next-bench';
  }
  const results = fs.existsSync(RESULTS_JSON)
    ? JSON.parse(fs.readFileSync(RESULTS_JSON, 'utf8'))
    : { machine: machine() };
  results.scale = { machine: machine(), ...(await measureScale({ settings, distDir, log })) };
  log(`scale: ×${results.scale.ratio} with two instances on ${results.scale.cores} cores`);
  const { check } = checkAndExit(results);
  fs.writeFileSync(RESULTS_JSON, `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(RESULTS_MD, renderMarkdown(results, check));
  log('wrote the scale part of bench/results.json and bench/results.md');
}

/** bench/similarity.ts in its own Node process (TypeScript through tsx) and its algorithm budgets. */
function measureSimilarity() {
  const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'similarity.ts')], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(out);
}

async function main() {
  if (settings.only.size === 1 && settings.only.has('scale')) return benchScaleOnly();
  if (settings.checkOnly) {
    settings.check = true;
    const { check } = checkAndExit(JSON.parse(fs.readFileSync(RESULTS_JSON, 'utf8')));
    report(check);
    return;
  }
  const begin = Date.now();
  const results = { machine: machine(), settings: { ...settings, only: [...settings.only] } };
  let appChild;
  let floorChild;
  // Before any build or server: the search is measured in one process on a machine as quiet as it gets.
  if (settings.only.has('similarity')) {
    try {
      results.similarity = measureSimilarity();
      log(
        `similarity: p95 ${results.similarity.similarity.p95Ms} ms (CPU ${results.similarity.similarity.cpuP95Ms} ms), identical to brute force: ${results.similarity.similarity.identicalToBruteForceOnSample}; screener p95 ${results.similarity.screener.p95Ms} ms`,
      );
    } catch (error) {
      log(`similarity failed: ${error.message}`);
      results.similarity = { error: error.message.split('\n')[0] };
    }
  }
  const needsServers = [...settings.only].some((name) => name !== 'similarity');
  try {
    if (needsServers) {
      let buildSec = null;
      if (settings.build || !floorBuildIsCurrent()) {
        log('building the floor app …');
        buildSec = await buildFloor();
        log(`floor built in ${buildSec} s`);
      }
      if (settings.build || !hasBuild(ROOT)) {
        log('building the app (NEXT_DIST_DIR=.next-bench) …');
        const appSec = await buildApp();
        log(`app built in ${appSec} s`);
        buildSec = Math.round(((buildSec ?? 0) + appSec) * 10) / 10;
      }
      results.machine.buildSec = buildSec;
      log('starting the app, the local upstream and the floor …');
      [appChild, floorChild] = await Promise.all([startApp(PORTS), startFloor(PORTS)]);
      results.routes = await probeRoutes();
      results.sessions = Object.fromEntries(
        Object.entries(sessions).map(([role, session]) => [
          role,
          session.error ? { error: session.error } : { ok: true },
        ]),
      );
      for (const route of results.routes)
        log(
          `route ${route.path}${route.login ? ` (as ${route.login})` : ''}: ${route.status ?? 'no answer'}${route.skipped ? ` — skipped (${route.skipped})` : ''}`,
        );
      // One failing part is recorded (and breaks its budgets) without losing the others.
      const part = async (name, measure) => {
        if (!settings.only.has(name)) return undefined;
        try {
          return await measure();
        } catch (error) {
          log(`${name} failed: ${error.message}`);
          return { error: error.message.split('\n')[0] };
        }
      };
      results.js = await part('js', () => measureJs(results.routes));
      results.memory = await part('memory', async () => ({ afterStart: memorySnapshot(appChild, floorChild) }));
      // A user's page load, measured on a warm server that is not still digesting the load phases below.
      results.lighthouse = await part('lighthouse', () => measureLighthouse(results.routes));
      results.ssr = await part('ssr', () => measureSsr(results.routes));
      results.bff = await part('bff', () =>
        measureBff({ app: APP, upstream: UPSTREAM, floor: FLOOR, users: BENCH_USERS, settings }),
      );
      if (results.bff)
        log(
          results.bff.available
            ? `BFF: ×${results.bff.loadedRatioToBareHandler} of a bare route handler, own work ${results.bff.bffLogicP50Ms} ms p50; write: ${results.bff.write?.available ? `own work ${results.bff.write.bffLogicP50Ms} ms p50` : results.bff.write?.reason}`
            : `BFF not measured: ${results.bff.reason ?? results.bff.error}`,
        );
      results.chat = await part('chat', () =>
        measureChat({ app: APP, upstream: UPSTREAM, clients: settings.chatClients }),
      );
      if (results.chat && !results.chat.error)
        log(
          `chat: ${results.chat.clients} clients, delivery p95 ${results.chat.latencyMs?.p95} ms, ${results.chat.deliveries}/${results.chat.expectedDeliveries} delivered`,
        );
      if (results.memory && !results.memory.error) results.memory.afterLoad = memorySnapshot(appChild, floorChild);
      // Taps on a warm server, then the long mixed soak last (it leaves the server at its plateau).
      results.interactions = await part('interactions', () =>
        measureInteractions({
          app: APP,
          routes: results.routes,
          headersOf: (route, inApp = false) => headersOf(route, VARIANTS[inApp ? 1 : 0]),
          log,
        }),
      );
      results.soak = await part('soak', () =>
        measureSoak({
          app: APP,
          upstream: UPSTREAM,
          routes: results.routes,
          headersOf: (route, inApp = false) => headersOf(route, VARIANTS[inApp ? 1 : 0]),
          nextPid: serverProcesses(appChild.pid).next?.pid ?? null,
          log,
        }),
      );
    }
  } finally {
    await stopAll();
  }
  results.machine.totalSec = Math.round((Date.now() - begin) / 1000);
  results.machine.loadAverageAtEnd = os.loadavg().map((value) => value.toFixed(2));
  const { check } = checkAndExit(results);
  results.budgetCheck = check;
  fs.writeFileSync(RESULTS_JSON, `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(RESULTS_MD, renderMarkdown(results, check));
  log(`wrote bench/results.json and bench/results.md (${results.machine.totalSec} s)`);
  report(check);
}

process.on('SIGINT', () => stopAll().then(() => process.exit(130)));
process.on('SIGTERM', () => stopAll().then(() => process.exit(143)));
main().catch(async (error) => {
  console.error(`[bench] failed: ${error.message}`);
  await stopAll();
  process.exit(2);
});
