/** bench/results.md from bench/results.json, and the budget check of bench/budgets.json. */
import { moduleLabel } from './modules.mjs';

const kib = (bytes) => (bytes === null || bytes === undefined ? '—' : (bytes / 1024).toFixed(1));
const ms = (value, digits = 0) => (value === null || value === undefined ? '—' : Number(value).toFixed(digits));
const score = (value) => (value === null || value === undefined ? '—' : Math.round(value * 100));

export function checkBudgets(results, budgets) {
  const failures = [];
  const passes = [];
  const verdict = (ok, text) => (ok ? passes : failures).push(text);

  for (const name of ['js', 'ssr', 'bff', 'lighthouse', 'memory', 'similarity']) {
    if (results[name]?.error) verdict(false, `${name}: measurement failed (${results[name].error})`);
  }

  if (budgets.js && results.js && !results.js.error) {
    const floor = results.js.floor?.browser?.gzipBytes;
    const limit = floor + budgets.js.maxOverFloorKiB * 1024;
    for (const route of results.routes) {
      const measured = results.js.routes[route.path];
      if (!measured) {
        verdict(false, `JS ${route.path}: not measured (${route.skipped ?? 'no result'})`);
        continue;
      }
      const over = measured.browser.gzipBytes - floor;
      verdict(measured.browser.gzipBytes <= limit, `JS ${route.path}: ${kib(measured.browser.gzipBytes)} KiB = floor ${over >= 0 ? '+' : ''}${kib(over)} KiB (budget floor + ${budgets.js.maxOverFloorKiB} KiB)`);
      // The JS a page needs to render and hydrate (its <script> tags), lazy islands such as charts excluded.
      if (budgets.js.maxInitialOverFloorKiB !== undefined) {
        const htmlFloor = results.js.floor?.html?.gzipBytes;
        const initialOver = measured.html.gzipBytes - htmlFloor;
        verdict(
          initialOver <= budgets.js.maxInitialOverFloorKiB * 1024,
          `initial JS ${route.path}: ${kib(measured.html.gzipBytes)} KiB = floor ${initialOver >= 0 ? '+' : ''}${kib(initialOver)} KiB (budget floor + ${budgets.js.maxInitialOverFloorKiB} KiB)`,
        );
      }
    }
  }

  // Issue 11 §2: public market pages render at a set share of the bare dynamic page's throughput.
  if (budgets.ssr && results.ssr && !results.ssr.error) {
    const floorRps = results.ssr.floor?.rps;
    for (const path of budgets.ssr.routes) {
      const entry = results.ssr.routes?.[path];
      if (!entry || !floorRps) {
        verdict(false, `SSR ${path}: not measured`);
        continue;
      }
      const ratio = entry.rps / floorRps;
      verdict(ratio >= budgets.ssr.minFloorRatio, `SSR ${path}: ${ms(entry.rps, 1)} req/s = ${ratio.toFixed(2)} × floor ${ms(floorRps, 1)} req/s (budget ≥ ${budgets.ssr.minFloorRatio} ×)`);
    }
  }

  if (budgets.lighthouse && results.lighthouse && !results.lighthouse.error) {
    const entries = Object.entries(results.lighthouse.routes ?? {});
    if (entries.length < budgets.lighthouse.routes) verdict(false, `Lighthouse: ${entries.length} of ${budgets.lighthouse.routes} routes measured`);
    for (const [path, lh] of entries) {
      if (lh.error) {
        verdict(false, `Lighthouse ${path}: ${lh.error}`);
        continue;
      }
      const { performance, accessibility, seo } = lh.scores;
      verdict(performance >= budgets.lighthouse.minPerformance, `Lighthouse ${path}: performance ${score(performance)} (budget ≥ ${score(budgets.lighthouse.minPerformance)})`);
      verdict(accessibility >= budgets.lighthouse.minAccessibility, `Lighthouse ${path}: accessibility ${score(accessibility)} (budget ≥ ${score(budgets.lighthouse.minAccessibility)})`);
      if (budgets.lighthouse.minSeo !== undefined) verdict(seo >= budgets.lighthouse.minSeo, `Lighthouse ${path}: SEO ${score(seo)} (budget ≥ ${score(budgets.lighthouse.minSeo)})`);
    }
  }

  if (budgets.bff && results.bff && !results.bff.error) {
    if (!results.bff.available) verdict(false, `BFF overhead: not measured (${results.bff.reason})`);
    else {
      verdict(results.bff.addedSequentialP50Ms <= budgets.bff.maxAddedP50Ms, `BFF added p50: ${ms(results.bff.addedSequentialP50Ms, 2)} ms (budget ≤ ${budgets.bff.maxAddedP50Ms} ms)`);
      // What the BFF itself costs on top of Next's bare route handler (the physical floor of any Next BFF).
      if (budgets.bff.maxOwnWorkP50Ms !== undefined) {
        verdict(results.bff.bffLogicP50Ms <= budgets.bff.maxOwnWorkP50Ms, `BFF own work p50: ${ms(results.bff.bffLogicP50Ms, 2)} ms (budget ≤ ${budgets.bff.maxOwnWorkP50Ms} ms)`);
      }
      if (budgets.bff.minLoadedRatioToBareHandler !== undefined) {
        const ratio = results.bff.loadedRatioToBareHandler;
        verdict(ratio >= budgets.bff.minLoadedRatioToBareHandler, `BFF loaded throughput: ×${ratio ?? '?'} of a bare route handler (budget ≥ ×${budgets.bff.minLoadedRatioToBareHandler})`);
      }
    }
  }

  // Issue 14: the similar-K-line search and the screener at 5,000 stocks (bench/similarity.ts).
  if (budgets.algorithms && results.similarity && !results.similarity.error) {
    const { similarity, screener } = results.similarity;
    verdict(similarity.p95Ms <= budgets.algorithms.similarityP95Ms, `similar K-line, all stocks, ${similarity.window}-day window over ${similarity.stocks} × ${similarity.days}: p95 ${similarity.p95Ms} ms (budget ≤ ${budgets.algorithms.similarityP95Ms} ms)`);
    verdict(similarity.identicalToBruteForceOnSample === true, `similar K-line: identical to brute force on the sample: ${similarity.identicalToBruteForceOnSample}`);
    verdict(screener.p95Ms <= budgets.algorithms.screenerP95Ms, `screener, ${screener.conditions} conditions over ${screener.stocks} stocks: count p95 ${screener.p95Ms} ms (budget ≤ ${budgets.algorithms.screenerP95Ms} ms)`);
  }

  if (budgets.memory?.maxRssMiB && results.memory?.afterLoad?.next) {
    const rss = results.memory.afterLoad.next.rssMiB;
    verdict(rss <= budgets.memory.maxRssMiB, `next-server RSS after load: ${rss} MiB (budget ≤ ${budgets.memory.maxRssMiB} MiB)`);
  }
  return { failures, passes };
}

function machineSection(machine) {
  return [
    `Machine: ${machine.cpuModel} × ${machine.nproc} (nproc), ${machine.memoryGiB} GiB RAM, load average (1/5/15 min) at start ${machine.loadAverage.join(' / ')}${machine.loadAverageAtEnd ? `, at end ${machine.loadAverageAtEnd.join(' / ')}` : ''}${Number(machine.loadAverage[0]) > machine.nproc ? ' — busy machine: treat latencies and Lighthouse as noisy' : ''}.`,
    `Node ${machine.node}, Next ${machine.next}, ${machine.chromium}, Lighthouse ${machine.lighthouse}, autocannon ${machine.autocannon}. Run ${machine.date}${machine.commit ? `, commit ${machine.commit}` : ''}, ${machine.totalSec} s in all (builds ${machine.buildSec ?? 'skipped'} s).`,
  ].join('\n');
}

function jsSection(results) {
  const { js } = results;
  if (!js) return [];
  if (js.error) return ['### JS weight', '', `Failed: ${js.error}`];
  const floor = js.floor.browser.gzipBytes;
  const lines = [
    '### JS weight',
    '',
    `Browser: every JS response Chromium (375×812, mobile UA, empty cache) downloads until network idle, lazy chunks included. HTML: only the \`<script src>\` tags of the server HTML (\`noModule\` skipped). Sizes: zlib gzip level ${js.gzipLevel} of each decoded file, summed. "App JS" = modules the floor app does not have (matched by token shape), gzip estimated as each module's share of its chunk.`,
    '',
    '| Route | HTTP | JS, browser (KiB gz) | vs floor | JS, HTML tags (KiB gz) | App JS ≈ (KiB gz) | Chunks | HTML (KiB gz) |',
    '|---|---|--:|--:|--:|--:|--:|--:|',
    `| floor: bare page | ${js.floor.browser.status} | ${kib(floor)} | — | ${kib(js.floor.html.gzipBytes)} | — | ${js.floor.browser.chunks.length} | ${kib(js.floor.html.htmlGzipBytes)} |`,
  ];
  for (const route of results.routes) {
    const measured = js.routes[route.path];
    if (!measured) {
      lines.push(`| ${route.path} | ${route.status ?? '—'} | skipped: ${route.skipped} | | | | | |`);
      continue;
    }
    const over = measured.browser.gzipBytes - floor;
    lines.push(
      `| ${route.path} | ${measured.browser.status}${measured.browser.error ? ' ⚠' : ''} | ${kib(measured.browser.gzipBytes)} | ${over >= 0 ? '+' : ''}${kib(over)} | ${kib(measured.html.gzipBytes)} | ${kib(measured.appGzipBytesEst)} | ${measured.browser.chunks.length} | ${kib(measured.html.htmlGzipBytes)} |`,
    );
  }
  return lines;
}

function ssrSection(results) {
  const { ssr } = results;
  if (!ssr) return [];
  if (ssr.error) return ['### SSR throughput', '', `Failed: ${ssr.error}`];
  const lines = [
    '### SSR throughput',
    '',
    `autocannon, ${ssr.connections} connections, ${ssr.durationSec} s per route after a ${ssr.warmupSec} s warm-up, load generator on the same machine; the last columns are the unloaded latency of sequential requests over one keep-alive connection, interleaved with requests to the floor page (so both see the same machine noise). Rendering: from \`x-nextjs-cache\`/\`cache-control\` of the probe.`,
    '',
    '| Route | Rendering | req/s | p50 ms | p99 ms | non-2xx | errors | p50 ms, 1 connection | vs floor, 1 connection |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|',
  ];
  const row = (name, entry) =>
    `| ${name} | ${entry.rendering ?? '—'} | ${ms(entry.rps, 1)} | ${ms(entry.p50Ms)} | ${ms(entry.p99Ms)} | ${entry.non2xx} | ${entry.errors + entry.timeouts} | ${ms(entry.sequential?.p50Ms, 1)} | ${entry.sequential?.addedP50Ms === undefined ? '—' : `${entry.sequential.addedP50Ms >= 0 ? '+' : ''}${ms(entry.sequential.addedP50Ms, 1)}`} |`;
  lines.push(row('floor: bare dynamic page', ssr.floor));
  const ratio = (entry) => (ssr.floor?.rps && entry?.rps ? ` (${(entry.rps / ssr.floor.rps).toFixed(2)} × floor)` : '');
  for (const route of results.routes) {
    const entry = ssr.routes[route.path];
    lines.push(entry ? row(`${route.path}${ratio(entry)}`, entry) : `| ${route.path} | skipped: ${route.skipped} | | | | | | | |`);
  }
  return lines;
}

function bffSection(results) {
  const { bff } = results;
  if (!bff) return [];
  if (bff.error) return ['### BFF overhead', '', `Failed: ${bff.error}`];
  if (!bff.available) return ['### BFF overhead', '', `Not measured: ${bff.reason}`];
  const { direct, bff: through } = bff;
  return [
    '### BFF overhead',
    '',
    `GET /h5/api/vip/status (session cookie, BFF → upstream) against GET /vip/status on the upstream (Bearer token), same machine; "floor" is a bare Next route handler returning JSON (floor app /h5/api/ping). Loaded: autocannon at ${direct.load.connections} connections, one after the other. Sequential: ${direct.sequential.samples} requests per target (up to ${results.settings?.latencySamples ?? '?'}, time-capped), interleaved round-robin, each on its own keep-alive connection (no queueing, same machine noise for all), sub-ms timer. Added = BFF − upstream direct.`,
    '',
    '| Call | req/s | p50 ms (loaded) | p99 ms (loaded) | p50 ms (sequential) | p99 ms (sequential) |',
    '|---|--:|--:|--:|--:|--:|',
    `| upstream direct | ${ms(direct.load.rps, 1)} | ${ms(direct.load.p50Ms)} | ${ms(direct.load.p99Ms)} | ${ms(direct.sequential.p50Ms, 2)} | ${ms(direct.sequential.p99Ms, 2)} |`,
    ...(bff.routeHandlerFloor
      ? [`| floor: bare route handler | ${ms(bff.routeHandlerFloor.load.rps, 1)} | ${ms(bff.routeHandlerFloor.load.p50Ms)} | ${ms(bff.routeHandlerFloor.load.p99Ms)} | ${ms(bff.routeHandlerFloor.sequential.p50Ms, 2)} | ${ms(bff.routeHandlerFloor.sequential.p99Ms, 2)} |`]
      : []),
    `| through BFF | ${ms(through.load.rps, 1)} | ${ms(through.load.p50Ms)} | ${ms(through.load.p99Ms)} | ${ms(through.sequential.p50Ms, 2)} | ${ms(through.sequential.p99Ms, 2)} |`,
    ...(bff.loadedRatioToBareHandler === undefined ? [] : [`| BFF ÷ bare route handler (loaded) | ×${bff.loadedRatioToBareHandler} | | | | |`]),
    `| **BFF added** | ×${bff.throughputRatio} | +${ms(bff.addedLoadedP50Ms)} | +${ms(bff.addedLoadedP99Ms)} | **+${ms(bff.addedSequentialP50Ms, 2)}** | +${ms(bff.addedSequentialP99Ms, 2)} |`,
    ...(bff.bffLogicP50Ms === undefined
      ? []
      : ['', `Of the added p50, a bare Next route handler accounts for ${ms(bff.routeHandlerFloor.sequential.p50Ms, 2)} ms; the BFF's own work (session, CSRF, envelope, zod, upstream client) ≈ ${ms(bff.bffLogicP50Ms, 2)} ms.`]),
  ];
}

function lighthouseSection(results) {
  const lh = results.lighthouse;
  if (!lh) return [];
  if (lh.error) return ['### Lighthouse', '', `Failed: ${lh.error}`];
  const lines = [
    '### Lighthouse',
    '',
    `Lighthouse ${results.machine.lighthouse} CLI, default mobile config (simulated throttling), Debian Chromium headless; per-metric median of ${lh.runs} runs. CPU index: Lighthouse's benchmarkIndex of the machine during the runs (a busy or slow CPU scores low and inflates TBT).`,
    '',
    '| Route | Performance | Accessibility | SEO | Best practices | LCP ms | TBT ms | CLS | CPU index |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const [path, entry] of Object.entries(lh.routes)) {
    if (entry.error) {
      lines.push(`| ${path} | error: ${entry.error} | | | | | | | |`);
      continue;
    }
    const { scores, metrics } = entry;
    lines.push(
      `| ${path} | ${score(scores.performance)} | ${score(scores.accessibility)} | ${score(scores.seo)} | ${score(scores['best-practices'])} | ${ms(metrics.lcpMs)} | ${ms(metrics.tbtMs)} | ${ms(metrics.cls, 3)} | ${ms(entry.benchmarkIndex)} |`,
    );
  }
  for (const [path, entry] of Object.entries(lh.routes)) {
    if (entry.failingAudits?.length) lines.push('', `${path} — audits below 100: ${entry.failingAudits.join(', ')}.`);
  }
  return lines;
}

function memorySection(results) {
  const { memory } = results;
  if (!memory) return [];
  if (memory.error) return ['### Memory', '', `Failed: ${memory.error}`];
  const cell = (entry) => (entry ? `${entry.rssMiB} (peak ${entry.peakMiB})` : '—');
  return [
    '### Memory',
    '',
    'VmRSS (VmHWM) from /proc/<pid>/status, MiB.',
    '',
    '| Process | After start | After the load |',
    '|---|--:|--:|',
    `| next-server (app) | ${cell(memory.afterStart?.next)} | ${cell(memory.afterLoad?.next)} |`,
    `| local upstream | ${cell(memory.afterStart?.upstream)} | ${cell(memory.afterLoad?.upstream)} |`,
    `| next-server (floor) | ${cell(memory.afterStart?.floor)} | ${cell(memory.afterLoad?.floor)} |`,
  ];
}

function similaritySection(results) {
  const entry = results.similarity;
  if (!entry) return [];
  if (entry.error) return ['### Similar K-line and screener', '', `Failed: ${entry.error}`];
  const { similarity: s, screener } = entry;
  return [
    '### Similar K-line and screener',
    '',
    `bench/similarity.ts in one Node process before any build or server: ${s.stocks} × ${s.days} random-walk closes, all-stocks search for a ${s.window}-day window (top 10, ${s.windows.toLocaleString('en-US')} windows), ${s.runs} targets after a warm-up; precomputed once per series and window length (${s.precomputeMs} ms, ${s.precomputeMB} MB; ${s.bytesPerStockDay} bytes per stock-day with the closes). Checked against a brute-force reference on a 200-stock sample. Screener: result count of random 5-condition sets over ${screener.stocks} stocks, ${screener.runs} runs.`,
    '',
    '| Measure | p50 ms | p95 ms | CPU p95 ms | Identical to brute force |',
    '|---|--:|--:|--:|---|',
    `| similar K-line, all stocks | ${ms(s.p50Ms)} | ${ms(s.p95Ms)} | ${ms(s.cpuP95Ms)} | ${s.identicalToBruteForceOnSample ? 'yes' : 'NO'} |`,
    `| screener count, 5 conditions | — | ${ms(screener.p95Ms, 3)} | — | — |`,
  ];
}

function moduleSection(results) {
  if (!results.js || results.js.error) return [];
  const lines = [
    '### App JS by module',
    '',
    'Largest modules each route loads that the floor does not (≈ KiB gzip; named by the project file exporting them, or by library strings).',
    '',
  ];
  for (const route of results.routes) {
    const measured = results.js.routes[route.path];
    if (!measured) continue;
    const top = measured.appModules.slice(0, 8).map((mod) => `${moduleLabel(mod)} ${kib(mod.gzipBytesEst)}`);
    lines.push(`- ${route.path}: ${top.join('; ') || 'none'}`);
  }
  return lines;
}

export function renderMarkdown(results, check) {
  return [
    '## Performance (`npm run bench`)',
    '',
    machineSection(results.machine),
    '',
    ...jsSection(results),
    '',
    ...ssrSection(results),
    '',
    ...bffSection(results),
    '',
    ...lighthouseSection(results),
    '',
    ...memorySection(results),
    '',
    ...similaritySection(results),
    '',
    '### Budgets (bench/budgets.json)',
    '',
    ...check.failures.map((line) => `- ❌ ${line}`),
    ...check.passes.map((line) => `- ✅ ${line}`),
    '',
    ...moduleSection(results),
    '',
  ].join('\n');
}
