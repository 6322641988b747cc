/** bench/results.md from bench/results.json, and the budget check of bench/budgets.json. */
import { checkInteractions, interactionsSection } from './interactions.mjs';
import { moduleLabel } from './modules.mjs';
import { median } from './stats.mjs';
import { checkSoak, soakSection } from './soak.mjs';

const kib = (bytes) => (bytes === null || bytes === undefined ? '—' : (bytes / 1024).toFixed(1));
const ms = (value, digits = 0) => (value === null || value === undefined ? '—' : Number(value).toFixed(digits));

/** A route's SSR throughput against the floor of its own alternating slices (older results: the start-of-run floor); null without a floor. */
function ssrRatio(ssr, entry) {
  const floor = entry?.floorRps ?? ssr.floor?.rps;
  return floor && entry?.rps !== undefined
    ? { floor, ratio: entry.rps / floor, sameSlices: entry.floorRps !== undefined }
    : null;
}

/** Two decimals rounded down, so a ratio just under a budget (0.297) never reads as the budget (0.30). */
const ratioText = (ratio) => (Math.floor(ratio * 100) / 100).toFixed(2);
/**
 * The TBT budget of a route: the absolute bound, or the floor's TBT of the same runs plus the page's
 * allowance when the bare page itself blocked for more than that allowance (bench/budgets.json, $maxTbtMs).
 */
export function tbtBudget(limits, floorTbtMs) {
  const overFloor = limits.maxTbtOverFloorMs;
  if (overFloor === undefined || floorTbtMs === null || floorTbtMs === undefined) return limits.maxTbtMs;
  return Math.max(limits.maxTbtMs, floorTbtMs + overFloor);
}
/**
 * The floor's LCP the LCP budget adds to: the median over every floor run of the Lighthouse part (all
 * routes' interleaved floor runs), not the median of the route's own 5. Why: Lantern counts an async
 * script in the LCP when it finished downloading before the observed paint and its evaluation task was
 * too short (< 10 ms) to be kept in the graph; the bare page's first paint lands a few ms before or after
 * its scripts' downloads end on localhost, so its LCP is 650–1,000 ms or 1,260–2,180 ms run by run (27 floor
 * runs of 2026-12-06), and the median of 5 runs flips between the two (bench/README.md).
 */
export function pooledFloorLcp(lighthouse) {
  const values = Object.values(lighthouse?.routes ?? {}).flatMap(
    (route) => route?.floor?.perRun?.map((run) => run.lcpMs) ?? [],
  );
  return median(values.filter((value) => Number.isFinite(value)));
}
const score = (value) => (value === null || value === undefined ? '—' : Math.round(value * 100));

/** The measured keys of a route: the phone browser's (the path) and the app webview's (path · app). */
function variantKeys(measured, path) {
  return [path, `${path} · app`].filter((key) => measured?.[key]);
}

export function checkBudgets(results, budgets) {
  const failures = [];
  const passes = [];
  const verdict = (ok, text) => (ok ? passes : failures).push(text);

  for (const name of ['js', 'ssr', 'bff', 'lighthouse', 'chat', 'memory', 'similarity', 'interactions', 'soak']) {
    if (results[name]?.error) verdict(false, `${name}: measurement failed (${results[name].error})`);
  }

  if (budgets.js && results.js && !results.js.error) {
    const floor = results.js.floor?.browser?.gzipBytes;
    const limit = floor + budgets.js.maxOverFloorKiB * 1024;
    for (const route of results.routes) {
      if (!results.js.routes[route.path]) {
        verdict(false, `JS ${route.path}: not measured (${route.skipped ?? 'no result'})`);
        continue;
      }
      for (const key of variantKeys(results.js.routes, route.path)) {
        const measured = results.js.routes[key];
        const over = measured.browser.gzipBytes - floor;
        verdict(
          measured.browser.gzipBytes <= limit,
          `JS ${key}: ${kib(measured.browser.gzipBytes)} KiB = floor ${over >= 0 ? '+' : ''}${kib(over)} KiB (budget floor + ${budgets.js.maxOverFloorKiB} KiB)`,
        );
        // The JS a page needs to render and hydrate (its <script> tags), lazy islands such as charts excluded.
        if (budgets.js.maxInitialOverFloorKiB !== undefined) {
          const htmlFloor = results.js.floor?.html?.gzipBytes;
          const initialOver = measured.html.gzipBytes - htmlFloor;
          verdict(
            initialOver <= budgets.js.maxInitialOverFloorKiB * 1024,
            `initial JS ${key}: ${kib(measured.html.gzipBytes)} KiB = floor ${initialOver >= 0 ? '+' : ''}${kib(initialOver)} KiB (budget floor + ${budgets.js.maxInitialOverFloorKiB} KiB)`,
          );
        }
      }
    }
  }

  // Every measured route (both variants) renders at a set share of the bare dynamic page's throughput.
  if (budgets.ssr && results.ssr && !results.ssr.error) {
    const floorRps = results.ssr.floor?.rps;
    for (const route of results.routes) {
      const minimum = route.login ? budgets.ssr.minLoggedInFloorRatio : budgets.ssr.minPublicFloorRatio;
      if (!results.ssr.routes?.[route.path] || !floorRps) {
        verdict(false, `SSR ${route.path}: not measured${route.skipped ? ` (${route.skipped})` : ''}`);
        continue;
      }
      for (const key of variantKeys(results.ssr.routes, route.path)) {
        const entry = results.ssr.routes[key];
        const measured = ssrRatio(results.ssr, entry);
        if (!measured) {
          verdict(false, `SSR ${key}: the floor page answered nothing in this route's slices`);
          continue;
        }
        verdict(
          measured.ratio >= minimum,
          `SSR ${key}: ${ms(entry.rps, 1)} req/s = ${ratioText(measured.ratio)} × floor ${ms(measured.floor, 1)} req/s${measured.sameSlices ? ' in the same slices' : ''} (budget ≥ ${minimum} ×${route.login ? ', logged in' : ''})`,
        );
      }
    }
  }

  // Medians of each route's runs against the floor's medians from the runs interleaved with them.
  if (budgets.lighthouse && results.lighthouse && !results.lighthouse.error) {
    const limits = budgets.lighthouse;
    const pooledFloor = limits.lcpFloor === 'all-floor-runs' ? pooledFloorLcp(results.lighthouse) : null;
    for (const route of results.routes) {
      const lh = results.lighthouse.routes?.[route.path];
      if (!lh) {
        verdict(false, `Lighthouse ${route.path}: not measured${route.skipped ? ` (${route.skipped})` : ''}`);
        continue;
      }
      if (lh.error) {
        verdict(false, `Lighthouse ${route.path}: ${lh.error}`);
        continue;
      }
      const who = route.login ? ' (logged in)' : '';
      const { performance, accessibility, seo } = lh.scores;
      const floor = lh.floor;
      if (!floor?.scores) {
        verdict(false, `Lighthouse ${route.path}${who}: no interleaved floor runs (results of the old method)`);
      } else {
        const floorPoints = score(floor.scores.performance);
        const minPoints = floorPoints - limits.maxPerformanceBelowFloorPoints;
        verdict(
          score(performance) >= minPoints,
          `Lighthouse ${route.path}${who}: performance ${score(performance)} vs floor ${floorPoints} in the same runs (budget ≥ floor − ${limits.maxPerformanceBelowFloorPoints} = ${minPoints})`,
        );
        const floorLcp = pooledFloor ?? floor.metrics.lcpMs;
        const maxLcp = floorLcp + limits.maxLcpOverFloorMs;
        verdict(
          (lh.metrics.lcpMs ?? Infinity) <= maxLcp,
          `Lighthouse ${route.path}${who}: LCP ${ms(lh.metrics.lcpMs)} ms vs floor ${ms(floorLcp)} ms${pooledFloor === null ? '' : ` (all floor runs; this route's ${ms(floor.metrics.lcpMs)} ms)`} (budget ≤ floor + ${limits.maxLcpOverFloorMs} = ${ms(maxLcp)} ms)${lh.lcpElement ? `; LCP element ${lh.lcpElement.label}` : ''}`,
        );
      }
      const maxTbt = tbtBudget(limits, floor?.metrics?.tbtMs);
      verdict(
        (lh.metrics.tbtMs ?? Infinity) <= maxTbt,
        `Lighthouse ${route.path}${who}: TBT ${ms(lh.metrics.tbtMs)} ms${floor?.metrics ? ` (floor ${ms(floor.metrics.tbtMs)} ms)` : ''} (budget ≤ ${maxTbt === limits.maxTbtMs ? `${limits.maxTbtMs} ms` : `floor + ${limits.maxTbtOverFloorMs} = ${ms(maxTbt)} ms`})`,
      );
      verdict(
        (lh.metrics.cls ?? Infinity) <= limits.maxCls,
        `Lighthouse ${route.path}${who}: CLS ${ms(lh.metrics.cls, 3)} (budget ≤ ${limits.maxCls})`,
      );
      verdict(
        accessibility >= limits.minAccessibility,
        `Lighthouse ${route.path}${who}: accessibility ${score(accessibility)} (budget ${score(limits.minAccessibility)})`,
      );
      if (!route.login)
        verdict(
          seo >= limits.minPublicSeo,
          `Lighthouse ${route.path}: SEO ${score(seo)} (budget ${score(limits.minPublicSeo)}, public page)`,
        );
    }
  }

  if (budgets.bff && results.bff && !results.bff.error) {
    for (const [name, call] of [
      ['read', results.bff],
      ['write', results.bff.write],
    ]) {
      const label = `BFF ${name}${call?.call ? ` (${call.call})` : ''}`;
      if (!call?.available) {
        verdict(false, `${label}: not measured (${call?.reason ?? 'no result'})`);
        continue;
      }
      verdict(
        call.addedSequentialP50Ms <= budgets.bff.maxAddedP50Ms,
        `${label} added p50: ${ms(call.addedSequentialP50Ms, 2)} ms (budget ≤ ${budgets.bff.maxAddedP50Ms} ms)`,
      );
      // What the BFF itself costs on top of Next's bare route handler (the physical floor of any Next BFF).
      if (budgets.bff.maxOwnWorkP50Ms !== undefined) {
        verdict(
          call.bffLogicP50Ms <= budgets.bff.maxOwnWorkP50Ms,
          `${label} own work p50: ${ms(call.bffLogicP50Ms, 2)} ms (budget ≤ ${budgets.bff.maxOwnWorkP50Ms} ms)`,
        );
      }
      if (budgets.bff.minLoadedRatioToBareHandler !== undefined) {
        const ratio = call.loadedRatioToBareHandler;
        verdict(
          ratio >= budgets.bff.minLoadedRatioToBareHandler,
          `${label} loaded throughput: ×${ratio ?? '?'} of a bare route handler (budget ≥ ×${budgets.bff.minLoadedRatioToBareHandler})`,
        );
      }
    }
  }

  if (budgets.chat && results.chat && !results.chat.error) {
    const { chat } = results;
    const p95 = chat.latencyMs?.p95;
    verdict(
      chat.clients >= budgets.chat.clients,
      `chat: ${chat.clients} SSE clients (budget measured at ${budgets.chat.clients})`,
    );
    verdict(
      p95 !== null && p95 !== undefined && p95 <= budgets.chat.maxP95Ms,
      `chat delivery p95 at ${chat.clients} clients: ${ms(p95)} ms (budget ≤ ${budgets.chat.maxP95Ms} ms)`,
    );
    verdict(
      chat.deliveries >= chat.expectedDeliveries,
      `chat: ${chat.deliveries} of ${chat.expectedDeliveries} deliveries`,
    );
  }

  // The similar-K-line search and the screener at 5,000 stocks (bench/similarity.ts).
  if (budgets.algorithms && results.similarity && !results.similarity.error) {
    const { similarity, screener } = results.similarity;
    verdict(
      similarity.p95Ms <= budgets.algorithms.similarityP95Ms,
      `similar K-line, all stocks, ${similarity.window}-day window over ${similarity.stocks} × ${similarity.days}: p95 ${similarity.p95Ms} ms (budget ≤ ${budgets.algorithms.similarityP95Ms} ms)`,
    );
    verdict(
      similarity.identicalToBruteForceOnSample === true,
      `similar K-line: identical to brute force on the sample: ${similarity.identicalToBruteForceOnSample}`,
    );
    verdict(
      screener.p95Ms <= budgets.algorithms.screenerP95Ms,
      `screener, ${screener.conditions} conditions over ${screener.stocks} stocks: count p95 ${screener.p95Ms} ms (budget ≤ ${budgets.algorithms.screenerP95Ms} ms)`,
    );
  }

  if (budgets.memory?.maxRssMiB && results.memory?.afterLoad?.next) {
    const rss = results.memory.afterLoad.next.rssMiB;
    verdict(
      rss <= budgets.memory.maxRssMiB,
      `next-server RSS after load: ${rss} MiB (budget ≤ ${budgets.memory.maxRssMiB} MiB)`,
    );
  }
  if (budgets.interactions && results.interactions && !results.interactions.error)
    checkInteractions(results, budgets, verdict);
  if (budgets.soak && results.soak && !results.soak.error) checkSoak(results, budgets, verdict);
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
    if (!js.routes[route.path]) {
      lines.push(`| ${route.path} | ${route.status ?? '—'} | skipped: ${route.skipped} | | | | | |`);
      continue;
    }
    for (const key of variantKeys(js.routes, route.path)) {
      const measured = js.routes[key];
      const over = measured.browser.gzipBytes - floor;
      lines.push(
        `| ${key}${route.login && key === route.path ? ` (${route.login})` : ''} | ${measured.browser.status}${measured.browser.error ? ' ⚠' : ''} | ${kib(measured.browser.gzipBytes)} | ${over >= 0 ? '+' : ''}${kib(over)} | ${kib(measured.html.gzipBytes)} | ${kib(measured.appGzipBytesEst)} | ${measured.browser.chunks.length} | ${kib(measured.html.htmlGzipBytes)} |`,
      );
    }
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
    `autocannon, ${ssr.connections} connections, load generator on the same machine. The floor row: ${ssr.durationSec} s after a ${ssr.warmupSec} s warm-up at the start. Each route: a ${ssr.warmupSec} s warm-up, then ${ssr.durationSec} s in ${ssr.slices ?? '?'} slices of ${ssr.sliceSec ?? '?'} s, alternating with as many slices of the floor page; its ratio is to the floor of those slices (next column), so a machine that gets busier or quieter during the run moves both. The last columns are the unloaded latency of sequential requests over one keep-alive connection, interleaved with requests to the floor page (so both see the same machine noise). Rendering: from \`x-nextjs-cache\`/\`cache-control\` of the probe.`,
    '',
    '| Route | Rendering | req/s | floor req/s, same slices | p50 ms | p99 ms | non-2xx | errors | p50 ms, 1 connection | vs floor, 1 connection |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  const row = (name, entry) =>
    `| ${name} | ${entry.rendering ?? '—'} | ${ms(entry.rps, 1)} | ${entry.floorRps === undefined ? '—' : ms(entry.floorRps, 1)} | ${ms(entry.p50Ms)} | ${ms(entry.p99Ms)} | ${entry.non2xx} | ${entry.errors + entry.timeouts} | ${ms(entry.sequential?.p50Ms, 1)} | ${entry.sequential?.addedP50Ms === undefined ? '—' : `${entry.sequential.addedP50Ms >= 0 ? '+' : ''}${ms(entry.sequential.addedP50Ms, 1)}`} |`;
  lines.push(row('floor: bare dynamic page', ssr.floor));
  const ratio = (entry) => {
    const measured = ssrRatio(ssr, entry);
    return measured ? ` (${ratioText(measured.ratio)} × floor)` : '';
  };
  for (const route of results.routes) {
    if (!ssr.routes[route.path]) lines.push(`| ${route.path} | skipped: ${route.skipped} | | | | | | | | |`);
    for (const key of variantKeys(ssr.routes, route.path))
      lines.push(
        row(
          `${key}${route.login && key === route.path ? ` (${route.login})` : ''}${ratio(ssr.routes[key])}`,
          ssr.routes[key],
        ),
      );
  }
  return lines;
}

function bffTable(bff) {
  const { direct, bff: through } = bff;
  return [
    '| Call | req/s | p50 ms (loaded) | p99 ms (loaded) | p50 ms (sequential) | p99 ms (sequential) |',
    '|---|--:|--:|--:|--:|--:|',
    `| upstream direct | ${ms(direct.load.rps, 1)} | ${ms(direct.load.p50Ms)} | ${ms(direct.load.p99Ms)} | ${ms(direct.sequential.p50Ms, 2)} | ${ms(direct.sequential.p99Ms, 2)} |`,
    `| floor: bare route handler | ${ms(bff.routeHandlerFloor.load.rps, 1)} | ${ms(bff.routeHandlerFloor.load.p50Ms)} | ${ms(bff.routeHandlerFloor.load.p99Ms)} | ${ms(bff.routeHandlerFloor.sequential.p50Ms, 2)} | ${ms(bff.routeHandlerFloor.sequential.p99Ms, 2)} |`,
    `| through BFF | ${ms(through.load.rps, 1)} | ${ms(through.load.p50Ms)} | ${ms(through.load.p99Ms)} | ${ms(through.sequential.p50Ms, 2)} | ${ms(through.sequential.p99Ms, 2)} |`,
    `| BFF ÷ bare route handler (loaded) | ×${bff.loadedRatioToBareHandler} | | | | |`,
    `| **BFF added** | ×${bff.throughputRatio} | +${ms(bff.addedLoadedP50Ms)} | +${ms(bff.addedLoadedP99Ms)} | **+${ms(bff.addedSequentialP50Ms, 2)}** | +${ms(bff.addedSequentialP99Ms, 2)} |`,
    '',
    `Of the added p50, a bare Next route handler accounts for ${ms(bff.routeHandlerFloor.sequential.p50Ms, 2)} ms; the BFF's own work (session, CSRF, envelope, zod, upstream client) ≈ ${ms(bff.bffLogicP50Ms, 2)} ms.`,
  ];
}

function bffSection(results) {
  const { bff } = results;
  if (!bff) return [];
  if (bff.error) return ['### BFF overhead', '', `Failed: ${bff.error}`];
  if (!bff.available) return ['### BFF overhead', '', `Not measured: ${bff.reason}`];
  const connections = bff.direct.load.connections;
  return [
    '### BFF overhead',
    '',
    `Each BFF call (session cookie, BFF → upstream) against the same call made directly on the upstream (Bearer token), same machine; "floor" is a bare Next route handler (floor app /h5/api/ping, reading the JSON body for the write). Loaded: autocannon at ${connections} connections, one after the other. Sequential: up to ${results.settings?.latencySamples ?? '?'} requests per target (time-capped), interleaved round-robin, each on its own keep-alive connection (no queueing, same machine noise for all), sub-ms timer. Added = BFF − upstream direct.`,
    '',
    `Read: ${bff.call ?? 'GET /h5/api/vip/status'}.`,
    '',
    ...bffTable(bff),
    ...(bff.write?.available
      ? [
          '',
          `Write: ${bff.write.call} (zod input, CSRF check, an idempotent upstream POST).`,
          '',
          ...bffTable(bff.write),
        ]
      : bff.write
        ? ['', `Write not measured: ${bff.write.reason}`]
        : []),
  ];
}

function chatSection(results) {
  const { chat } = results;
  if (!chat) return [];
  if (chat.error) return ['### Chat delivery', '', `Failed: ${chat.error}`];
  return [
    '### Chat delivery',
    '',
    `scripts/bench-chat.mjs: ${chat.clients} SSE viewers in one room through the BFF, ${chat.senders} logged-in senders posting ${chat.messages} messages; latency = POST issued → event received by each viewer.`,
    '',
    '| Clients | Delivered | p50 ms | p95 ms | p99 ms | max ms | deliveries/s | all joined in ms | POST p50 / p95 ms |',
    '|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    `| ${chat.clients} | ${chat.deliveries} / ${chat.expectedDeliveries} | ${ms(chat.latencyMs?.p50)} | ${ms(chat.latencyMs?.p95)} | ${ms(chat.latencyMs?.p99)} | ${ms(chat.latencyMs?.max)} | ${chat.deliveriesPerSecond} | ${chat.connectAllMs} | ${ms(chat.postLatencyMs?.p50)} / ${ms(chat.postLatencyMs?.p95)} |`,
  ];
}

/** "123 / 45 / 6 / 789": the LCP phases of an entry (TTFB / load delay / load time / render delay), medians in ms. */
const lcpPhasesText = (phases) =>
  phases
    ? [phases.ttfbMs, phases.loadDelayMs, phases.loadTimeMs, phases.renderDelayMs].map((v) => ms(v)).join(' / ')
    : '—';

/** The LCP element's label for a table cell: pipes escaped, long labels cut. */
function lcpElementText(element) {
  if (!element?.label) return '—';
  const label = element.label.replace(/\s+/g, ' ').replace(/\|/g, '\\|');
  const cut = label.length > 40 ? `${label.slice(0, 39)}…` : label;
  return `${cut}${element.runs < element.of ? ` (${element.runs}/${element.of})` : ''}`;
}

function lighthouseSection(results) {
  const lh = results.lighthouse;
  if (!lh) return [];
  if (lh.error) return ['### Lighthouse', '', `Failed: ${lh.error}`];
  const interleaved = lh.interleaved;
  const target = Object.values(lh.routes).find((entry) => entry.targetCpuIndex)?.targetCpuIndex ?? 'the target';
  const lines = [
    '### Lighthouse',
    '',
    interleaved
      ? `Lighthouse ${results.machine.lighthouse}, default mobile config (simulated throttling), Debian Chromium headless, ${lh.driver === 'cli' ? 'the CLI (a new Chromium per run)' : 'its Node API on one Chromium per route (a new tab per run, storage and cache reset as Lighthouse does; the route and the floor loaded once each, unmeasured, first)'}. Each route's ${lh.runs} runs alternate with ${lh.runs} of the floor app's bare dynamic page (route, floor, route, floor …); every figure is the median of its side's runs, and the performance and LCP budgets compare the route with the floor of its own runs (the lighthouse key of bench/budgets.json). Logged-in routes with the session cookie. CPU slowdown: each run is audited with the benchmarkIndex Lighthouse measured in it / ${target} (lighthouse.targetCpuIndex), so every run emulates the same phone.${lh.busy ? ` Other work used ${Math.round((lh.otherCpuShare ?? 0) * 100)}% of the CPUs when the runs started: noisy.` : ''}${lh.secondsPerRun ? ` ${lh.secondsPerRun} s per run (gather + audit), ${lh.totalSec} s in all.` : ''}`
      : `Lighthouse ${results.machine.lighthouse} CLI, per-metric median of ${lh.runs} runs, the floor measured once for all routes (results of the older method).`,
    '',
    "LCP element: the element of the `largest-contentful-paint-element` audit most runs named (n/N when not all). LCP phases: TTFB / load delay / load time / render delay, medians in ms. First paint: observed (unthrottled) first paint, median of the runs: a late one is the machine's paint slot (see bench/README.md), not the page.",
    '',
    '| Route | Perf (floor) | LCP ms (floor) | TBT ms (floor) | CLS | A11y | SEO | BP | LCP element | LCP phases ms | First paint ms (floor) | Slowdown |',
    '|---|--:|--:|--:|--:|--:|--:|--:|---|--:|--:|--:|',
  ];
  const rows = [
    ...(lh.floor && !lh.floor.error ? [['floor (bare page)', lh.floor]] : []),
    ...Object.entries(lh.routes),
  ];
  for (const [path, entry] of rows) {
    if (entry.error) {
      lines.push(`| ${path} | error: ${entry.error} | | | | | | | | | | |`);
      continue;
    }
    const { scores, metrics } = entry;
    const floor = entry.floor;
    const withFloor = (value, floorValue) => (floor ? `${value} (${floorValue})` : value);
    lines.push(
      `| ${path}${entry.login ? ` (${entry.login})` : ''} | ${withFloor(score(scores.performance), score(floor?.scores.performance))} | ${withFloor(ms(metrics.lcpMs), ms(floor?.metrics.lcpMs))} | ${withFloor(ms(metrics.tbtMs), ms(floor?.metrics.tbtMs))} | ${ms(metrics.cls, 3)} | ${score(scores.accessibility)} | ${score(scores.seo)} | ${score(scores['best-practices'])} | ${lcpElementText(entry.lcpElement)} | ${lcpPhasesText(entry.lcpPhases)} | ${withFloor(ms(entry.observedFirstPaintMs), ms(floor?.observedFirstPaintMs))} | ${entry.cpuSlowdown ?? '—'}${entry.cpuSlowdown ? '×' : ''} |`,
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

/** `--only=scale`: one page through nginx with one, then two instances behind it. */
function scaleSection(results) {
  const scale = results.scale;
  if (!scale) return [];
  if (scale.error) return ['### Scale-out (nginx, one vs two instances)', '', `Not measured: ${scale.error}`, ''];
  const row = (label, run) => `| ${label} | ${run.rps} | ${run.p50Ms} | ${run.p99Ms} | ${run.non2xx} |`;
  return [
    '### Scale-out (nginx, one vs two instances)',
    '',
    `\`${scale.route}\` through nginx (deploy/nginx/h5.conf), ${scale.one.connections} connections, ${scale.one.durationSec} s, on ${scale.cores} cores shared with nginx, Redis, the upstream and the load generator (${scale.machine?.date ?? ''}).`,
    '',
    '| instances | req/s | p50 ms | p99 ms | non-2xx |',
    '| --- | ---: | ---: | ---: | ---: |',
    row('one', scale.one),
    row('two', scale.two),
    '',
    `Two instances: **×${scale.ratio}** the throughput of one (best of two alternating runs each; every run: ${['one', 'two'].map((side) => `${side} ${scale.runs?.[side]?.map((run) => run.rps).join(' / ')}`).join(', ')} req/s; load average ${scale.loadAverage?.join(' ')}).`,
    '',
  ];
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
    ...chatSection(results),
    '',
    ...lighthouseSection(results),
    '',
    ...interactionsSection(results),
    '',
    ...memorySection(results),
    '',
    ...soakSection(results),
    '',
    ...scaleSection(results),
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
