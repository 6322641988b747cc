/**
 * Memory soak: next-server RSS during and after a 6-minute mixed load (public pages with unique query
 * strings, logged-in pages, API calls at 8 connections) and after an idle pause.
 *
 * One autocannon run whose single request rotates over a mix: every public key route with a query string
 * no request has used before (`?soak=<n>`: a whole-page cache keyed by URL fills with new entries all the
 * time, so what it holds must stay bounded), every logged-in key route as a phone browser (session
 * cookie) and as the app's webview (app token), and GETs of the BFF (the member's VIP status and profile,
 * two public market APIs). RSS of next-server is read every 10 s; after the load, once more after the
 * idle pause. A response counts as a problem when its status is not what the route answered when the
 * bench probed it (a page that redirects by design keeps redirecting; an API must answer 200).
 */
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './config.mjs';
import { memoryOf, serverProcesses } from './processes.mjs';

const SAMPLE_EVERY_SEC = 10;
/** The plateau: median of the samples of the load's last minute. */
const PLATEAU_SEC = 60;
const QUICK_SOAK_SEC = 30;
const QUICK_IDLE_SEC = 30;
const IDLE_SEC = 60;

/** Public BFF GETs (app/api/market/*: public, zod-checked codes). */
const PUBLIC_APIS = [
  '/h5/api/market/stock-alerts?codes=600519,000001',
  '/h5/api/market/stock-events?codes=600519,000001',
];
/** BFF GETs of the logged-in member (role `user`). */
const MEMBER_APIS = ['/h5/api/vip/status', '/h5/api/account/profile'];

const median = (values) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
};

/** RSS, anonymous (heap, malloc) and file-backed resident memory of one process, MiB; null when gone. */
function residentOf(pid) {
  if (!pid) return null;
  try {
    const { rssMiB, peakMiB } = memoryOf(pid);
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const kib = (key) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(rollup)?.[1] ?? NaN);
    return {
      rssMiB,
      peakMiB,
      anonMiB: Math.round(kib('Anonymous') / 1024),
      fileMiB: Math.round((kib('Rss') - kib('Anonymous')) / 1024),
    };
  } catch {
    return null;
  }
}

/** The upstream's process: a sibling of next-server under the same scripts/start.mjs. */
function upstreamPidOf(nextPid) {
  try {
    const parent = Number(/^PPid:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${nextPid}/status`, 'utf8'))?.[1]);
    return parent ? (serverProcesses(parent).upstream?.pid ?? null) : null;
  } catch {
    return null;
  }
}

/** The rotation: [{ kind, name, path, headers, unique, expected }]. */
function soakMix(app, routes, headersOf) {
  const base = new URL(app);
  const pathOf = (url) => {
    const parsed = new URL(url, base);
    return `${parsed.pathname}${parsed.search}`;
  };
  // What the probe answered (a 3xx by design stays a 3xx); a route the probe saw no answer from must answer 200.
  const expectedOf = (route) => route.status ?? 200;
  const present = routes.filter((route) => !route.skipped);
  const mix = [];
  for (const route of present.filter((entry) => !entry.login)) {
    for (const inApp of [false, true])
      mix.push({
        kind: 'public page',
        name: `${route.path}${inApp ? ' · app' : ''}`,
        path: pathOf(route.url),
        headers: headersOf(route, inApp),
        unique: true,
        expected: expectedOf(route),
      });
  }
  for (const route of present.filter((entry) => entry.login)) {
    for (const inApp of [false, true])
      mix.push({
        kind: 'logged-in page',
        name: `${route.path}${inApp ? ' · app' : ''}`,
        path: pathOf(route.url),
        headers: headersOf(route, inApp),
        unique: false,
        expected: expectedOf(route),
      });
  }
  const publicRoute = present.find((route) => !route.login);
  const member = present.find((route) => route.login === 'user');
  const publicHeaders = publicRoute ? headersOf(publicRoute, false) : {};
  for (const api of PUBLIC_APIS)
    mix.push({ kind: 'API', name: api.split('?')[0], path: api, headers: publicHeaders, unique: false, expected: 200 });
  if (member)
    for (const api of MEMBER_APIS)
      mix.push({ kind: 'API', name: api, path: api, headers: headersOf(member, false), unique: false, expected: 200 });
  return mix;
}

/** @returns {Promise<object>} results.soak */
export async function measureSoak({ app, upstream, routes, headersOf, nextPid, log }) {
  void upstream;
  if (!nextPid) throw new Error('soak: no next-server process found');
  const quick = process.argv.includes('--quick');
  const budget = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench', 'budgets.json'), 'utf8')).soak;
  const { durationSec: fullSec, connections } = budget;
  const durationSec = quick ? QUICK_SOAK_SEC : fullSec;
  const idleSec = quick ? QUICK_IDLE_SEC : IDLE_SEC;
  const mix = soakMix(app, routes, headersOf);
  if (mix.length === 0) throw new Error('soak: no route to request');
  const upstreamPid = upstreamPidOf(nextPid);

  let turn = 0;
  let unique = 0;
  const perItem = new Map(mix.map((item) => [item.name + item.kind, { requests: 0, unexpected: 0, statuses: {} }]));
  const unexpected = {};
  const soakRequest = {
    setupRequest(request, context) {
      const item = mix[turn % mix.length];
      turn += 1;
      context.item = item;
      let target = item.path;
      if (item.unique) {
        unique += 1;
        target += `${target.includes('?') ? '&' : '?'}soak=${unique}`;
      }
      return { ...request, method: 'GET', path: target, headers: item.headers };
    },
    onResponse(status, body, context) {
      const item = context.item;
      if (!item) return;
      const entry = perItem.get(item.name + item.kind);
      entry.requests += 1;
      entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
      if (status !== item.expected) {
        entry.unexpected += 1;
        const key = `${item.name} ${status} (expected ${item.expected})`;
        unexpected[key] = (unexpected[key] ?? 0) + 1;
      }
    },
  };

  const begin = Date.now();
  const series = [];
  const sample = () => {
    const next = residentOf(nextPid);
    series.push({
      sec: Math.round((Date.now() - begin) / 1000),
      rssMiB: next?.rssMiB ?? null,
      anonMiB: next?.anonMiB ?? null,
      upstreamRssMiB: residentOf(upstreamPid)?.rssMiB ?? null,
    });
  };
  const start = residentOf(nextPid);
  const upstreamStart = residentOf(upstreamPid);
  log(
    `soak: ${mix.length} requests in rotation (${mix.filter((item) => item.kind === 'public page').length} public pages with unique queries, ${mix.filter((item) => item.kind === 'logged-in page').length} logged-in, ${mix.filter((item) => item.kind === 'API').length} API), ${connections} connections, ${durationSec} s; next-server RSS ${start?.rssMiB} MiB`,
  );
  sample();
  const timer = setInterval(() => {
    sample();
    const last = series.at(-1);
    log(`soak: ${last.sec} s, next-server RSS ${last.rssMiB} MiB (anonymous ${last.anonMiB})`);
  }, SAMPLE_EVERY_SEC * 1000);
  let result;
  try {
    result = await autocannon({
      url: app,
      connections,
      duration: durationSec,
      requests: [soakRequest],
      timeout: 10,
    });
  } finally {
    clearInterval(timer);
  }
  sample();
  const end = series.at(-1);
  log(`soak: load done, ${result.requests.total} requests; idle ${idleSec} s …`);
  const idleSeries = [];
  for (let waited = 0; waited < idleSec; waited += SAMPLE_EVERY_SEC) {
    await sleep(Math.min(SAMPLE_EVERY_SEC, idleSec - waited) * 1000);
    idleSeries.push(residentOf(nextPid)?.rssMiB ?? null);
  }
  const idle = residentOf(nextPid);
  const loadSamples = series.filter((point) => point.rssMiB !== null);
  const lastMinute = loadSamples.filter((point) => point.sec >= durationSec - Math.min(PLATEAU_SEC, durationSec / 2));
  const unexpectedTotal = Object.values(unexpected).reduce((sum, count) => sum + count, 0);
  const results = {
    durationSec,
    idleSec,
    connections,
    sampleEverySec: SAMPLE_EVERY_SEC,
    mix: mix.map((item) => ({
      kind: item.kind,
      name: item.name,
      path: item.path,
      uniqueQuery: item.unique,
      expectedStatus: item.expected,
      ...perItem.get(item.name + item.kind),
    })),
    uniquePages: unique,
    requests: result.requests.total,
    rps: Math.round(result.requests.average * 10) / 10,
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
    non2xx: result.non2xx,
    unexpected: unexpectedTotal,
    unexpectedByRoute: unexpected,
    errors: result.errors,
    timeouts: result.timeouts,
    rss: {
      startMiB: start?.rssMiB ?? null,
      peakMiB: Math.max(...loadSamples.map((point) => point.rssMiB)),
      // VmHWM: the highest RSS the kernel saw, between two samples included.
      highWaterMiB: idle?.peakMiB ?? null,
      plateauMiB: median(lastMinute.map((point) => point.rssMiB)),
      lastMiB: end?.rssMiB ?? null,
      idleMiB: idle?.rssMiB ?? null,
      idleSeriesMiB: idleSeries,
      anonymous: { startMiB: start?.anonMiB ?? null, lastMiB: end?.anonMiB ?? null, idleMiB: idle?.anonMiB ?? null },
      fileBacked: { startMiB: start?.fileMiB ?? null, idleMiB: idle?.fileMiB ?? null },
    },
    series: series.map((point) => ({ sec: point.sec, rssMiB: point.rssMiB, anonMiB: point.anonMiB })),
    upstream: upstreamPid
      ? {
          startMiB: upstreamStart?.rssMiB ?? null,
          peakMiB: Math.max(...series.map((point) => point.upstreamRssMiB ?? 0)),
          idleMiB: residentOf(upstreamPid)?.rssMiB ?? null,
        }
      : null,
    loadAverage: os.loadavg().map((value) => value.toFixed(2)),
  };
  log(
    `soak: ${results.requests} requests (${results.rps} req/s), p99 ${results.p99Ms} ms, errors ${results.errors}, timeouts ${results.timeouts}, unexpected statuses ${results.unexpected}; RSS start ${results.rss.startMiB}, peak ${results.rss.peakMiB}, plateau ${results.rss.plateauMiB}, idle ${results.rss.idleMiB} MiB`,
  );
  return results;
}

/** Adds a verdict per budget of `budgets.soak`. */
export function checkSoak(results, budgets, verdict) {
  const soak = results.soak;
  const budget = budgets.soak;
  const short =
    soak.durationSec < budget.durationSec ? ` (${soak.durationSec} s run, budget set for ${budget.durationSec} s)` : '';
  const loaded = Math.max(soak.rss.plateauMiB ?? Infinity, soak.rss.lastMiB ?? Infinity);
  verdict(
    loaded <= budget.maxRssMiB,
    `soak: next-server RSS plateau ${soak.rss.plateauMiB} MiB, at the end of the load ${soak.rss.lastMiB} MiB (budget ≤ ${budget.maxRssMiB} MiB)${short}`,
  );
  verdict(
    soak.rss.idleMiB !== null && soak.rss.idleMiB <= budget.maxIdleRssMiB,
    `soak: next-server RSS after ${soak.idleSec} s idle ${soak.rss.idleMiB} MiB (budget ≤ ${budget.maxIdleRssMiB} MiB)`,
  );
  const problems = soak.errors + soak.timeouts + soak.unexpected;
  verdict(
    problems <= budget.maxErrors,
    `soak: ${soak.errors} errors, ${soak.timeouts} timeouts, ${soak.unexpected} unexpected statuses in ${soak.requests} requests (budget ≤ ${budget.maxErrors})`,
  );
}

/** The markdown section of bench/results.md (an array of lines). */
export function soakSection(results) {
  const soak = results.soak;
  if (!soak) return [];
  const heading = '### Memory soak';
  if (soak.error) return [heading, '', `Not measured: ${soak.error}`];
  const kinds = (kind) => soak.mix.filter((item) => item.kind === kind).length;
  const unexpected = Object.entries(soak.unexpectedByRoute ?? {})
    .map(([key, count]) => `${key}: ${count}`)
    .join('; ');
  return [
    heading,
    '',
    `One autocannon run, ${soak.connections} connections for ${soak.durationSec} s, rotating over ${soak.mix.length} requests: ${kinds('public page')} public pages (phone browser and app webview) each with a query string no request used before (${soak.uniquePages.toLocaleString('en-US')} distinct URLs), ${kinds('logged-in page')} logged-in pages (session cookie / app token) and ${kinds('API')} BFF GETs. next-server RSS every ${soak.sampleEverySec} s, then after ${soak.idleSec} s idle; plateau = median of the last minute's samples (load average at the end ${soak.loadAverage?.join(' ')}).`,
    '',
    '| Requests | req/s | p50 ms | p99 ms | Errors | Timeouts | Unexpected status | RSS start | peak | plateau | end of load | idle |',
    '|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    `| ${soak.requests.toLocaleString('en-US')} | ${soak.rps} | ${soak.p50Ms} | ${soak.p99Ms} | ${soak.errors} | ${soak.timeouts} | ${soak.unexpected} | ${soak.rss.startMiB} | ${soak.rss.peakMiB} | ${soak.rss.plateauMiB} | ${soak.rss.lastMiB} | ${soak.rss.idleMiB} |`,
    '',
    `RSS series (MiB, every ${soak.sampleEverySec} s): ${soak.series.map((point) => point.rssMiB).join(' ')}; idle: ${soak.rss.idleSeriesMiB.join(' ')}. Anonymous memory (V8 heap and malloc) ${soak.rss.anonymous.startMiB} → ${soak.rss.anonymous.lastMiB} → ${soak.rss.anonymous.idleMiB} MiB idle.${soak.upstream ? ` Upstream RSS ${soak.upstream.startMiB} → peak ${soak.upstream.peakMiB} → idle ${soak.upstream.idleMiB} MiB.` : ''}`,
    ...(unexpected ? ['', `Unexpected statuses: ${unexpected}.`] : []),
  ];
}
