/** bench/results.md from bench/results.json, and the budget check of bench/budgets.json. */

const kib = (bytes) => (bytes === null || bytes === undefined ? '—' : (bytes / 1024).toFixed(1));
const ms = (value, digits = 0) => (value === null || value === undefined ? '—' : Number(value).toFixed(digits));
const score = (value) => (value === null || value === undefined ? '—' : Math.round(value * 100));

export function checkBudgets(results, budgets) {
  const failures = [];
  const passes = [];
  const verdict = (ok, text) => (ok ? passes : failures).push(text);

  if (budgets.js && results.js) {
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
    }
  }

  if (budgets.lighthouse && results.lighthouse) {
    const entries = Object.entries(results.lighthouse.routes ?? {});
    if (entries.length < budgets.lighthouse.routes) verdict(false, `Lighthouse: ${entries.length} of ${budgets.lighthouse.routes} routes measured`);
    for (const [path, lh] of entries) {
      if (lh.error) {
        verdict(false, `Lighthouse ${path}: ${lh.error}`);
        continue;
      }
      const { performance, accessibility } = lh.scores;
      verdict(performance >= budgets.lighthouse.minPerformance, `Lighthouse ${path}: performance ${score(performance)} (budget ≥ ${score(budgets.lighthouse.minPerformance)})`);
      verdict(accessibility >= budgets.lighthouse.minAccessibility, `Lighthouse ${path}: accessibility ${score(accessibility)} (budget ≥ ${score(budgets.lighthouse.minAccessibility)})`);
    }
  }

  if (budgets.bff && results.bff) {
    if (!results.bff.available) verdict(false, `BFF overhead: not measured (${results.bff.reason})`);
    else verdict(results.bff.addedSequentialP50Ms <= budgets.bff.maxAddedP50Ms, `BFF added p50: ${ms(results.bff.addedSequentialP50Ms, 2)} ms (budget ≤ ${budgets.bff.maxAddedP50Ms} ms)`);
  }

  if (budgets.memory?.maxRssMiB && results.memory?.afterLoad?.next) {
    const rss = results.memory.afterLoad.next.rssMiB;
    verdict(rss <= budgets.memory.maxRssMiB, `next-server RSS after load: ${rss} MiB (budget ≤ ${budgets.memory.maxRssMiB} MiB)`);
  }
  return { failures, passes };
}

function machineSection(machine) {
  return [
    `Machine: ${machine.cpuModel} × ${machine.nproc} (nproc), ${machine.memoryGiB} GiB RAM, load average at start ${machine.loadAverage.join(' / ')}.`,
    `Node ${machine.node}, Next ${machine.next}, ${machine.chromium}, Lighthouse ${machine.lighthouse}, autocannon ${machine.autocannon}. Run ${machine.date}${machine.commit ? `, commit ${machine.commit}` : ''}, ${machine.totalSec} s in all (builds ${machine.buildSec ?? 'skipped'} s).`,
  ].join('\n');
}

function jsSection(results) {
  const { js } = results;
  if (!js) return [];
  const floor = js.floor.browser.gzipBytes;
  const lines = [
    '### JS weight',
    '',
    `Browser: every JS response Chromium (375×812, mobile UA, empty cache) downloads until network idle, lazy chunks included. HTML: only the \`<script src>\` tags of the server HTML (\`noModule\` skipped). Sizes: zlib gzip level ${js.gzipLevel} of each decoded file, summed. "App JS" = chunks not byte-identical to a floor chunk.`,
    '',
    '| Route | HTTP | JS, browser (KiB gz) | vs floor | JS, HTML tags (KiB gz) | App JS (KiB gz) | Chunks | HTML (KiB gz) |',
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
      `| ${route.path} | ${measured.browser.status}${measured.browser.error ? ' ⚠' : ''} | ${kib(measured.browser.gzipBytes)} | ${over >= 0 ? '+' : ''}${kib(over)} | ${kib(measured.html.gzipBytes)} | ${kib(measured.appGzipBytes)} | ${measured.browser.chunks.length} | ${kib(measured.html.htmlGzipBytes)} |`,
    );
  }
  return lines;
}

function ssrSection(results) {
  const { ssr } = results;
  if (!ssr) return [];
  const lines = [
    '### SSR throughput',
    '',
    `autocannon, ${ssr.connections} connections, ${ssr.durationSec} s per route after a ${ssr.warmupSec} s warm-up, load generator on the same machine. Rendering: from \`x-nextjs-cache\`/\`cache-control\` of the probe.`,
    '',
    '| Route | Rendering | req/s | p50 ms | p99 ms | non-2xx | errors |',
    '|---|---|--:|--:|--:|--:|--:|',
  ];
  const row = (name, entry) =>
    `| ${name} | ${entry.rendering ?? '—'} | ${ms(entry.rps, 1)} | ${ms(entry.p50Ms)} | ${ms(entry.p99Ms)} | ${entry.non2xx} | ${entry.errors + entry.timeouts} |`;
  lines.push(row('floor: bare dynamic page', ssr.floor));
  for (const route of results.routes) {
    const entry = ssr.routes[route.path];
    lines.push(entry ? row(route.path, entry) : `| ${route.path} | skipped: ${route.skipped} | | | | | |`);
  }
  return lines;
}

function bffSection(results) {
  const { bff } = results;
  if (!bff) return [];
  if (!bff.available) return ['### BFF overhead', '', `Not measured: ${bff.reason}`];
  const { direct, bff: through } = bff;
  return [
    '### BFF overhead',
    '',
    `GET /h5/api/vip/status (session cookie, BFF → upstream) against GET /vip/status on the upstream (Bearer token), same machine. Loaded: autocannon at ${direct.load.connections} connections. Sequential: ${direct.sequential.samples} requests over one keep-alive connection (no queueing), sub-ms timer.`,
    '',
    '| Call | req/s | p50 ms (loaded) | p99 ms (loaded) | p50 ms (sequential) | p99 ms (sequential) |',
    '|---|--:|--:|--:|--:|--:|',
    `| upstream direct | ${ms(direct.load.rps, 1)} | ${ms(direct.load.p50Ms)} | ${ms(direct.load.p99Ms)} | ${ms(direct.sequential.p50Ms, 2)} | ${ms(direct.sequential.p99Ms, 2)} |`,
    `| through BFF | ${ms(through.load.rps, 1)} | ${ms(through.load.p50Ms)} | ${ms(through.load.p99Ms)} | ${ms(through.sequential.p50Ms, 2)} | ${ms(through.sequential.p99Ms, 2)} |`,
    `| **BFF added** | ×${bff.throughputRatio} | +${ms(bff.addedLoadedP50Ms)} | +${ms(bff.addedLoadedP99Ms)} | **+${ms(bff.addedSequentialP50Ms, 2)}** | +${ms(bff.addedSequentialP99Ms, 2)} |`,
  ];
}

function lighthouseSection(results) {
  const lh = results.lighthouse;
  if (!lh) return [];
  const lines = [
    '### Lighthouse',
    '',
    `Lighthouse ${results.machine.lighthouse} CLI, default mobile config (simulated throttling), Debian Chromium headless; per-metric median of ${lh.runs} runs.`,
    '',
    '| Route | Performance | Accessibility | SEO | Best practices | LCP ms | TBT ms | CLS |',
    '|---|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const [path, entry] of Object.entries(lh.routes)) {
    if (entry.error) {
      lines.push(`| ${path} | error: ${entry.error} | | | | | | |`);
      continue;
    }
    const { scores, metrics } = entry;
    lines.push(
      `| ${path} | ${score(scores.performance)} | ${score(scores.accessibility)} | ${score(scores.seo)} | ${score(scores['best-practices'])} | ${ms(metrics.lcpMs)} | ${ms(metrics.tbtMs)} | ${ms(metrics.cls, 3)} |`,
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

function chunkSection(results) {
  if (!results.js) return [];
  const lines = ['### App JS by chunk', '', 'Chunks not shared with the floor, largest first (libraries detected by strings that survive minification).', ''];
  for (const route of results.routes) {
    const measured = results.js.routes[route.path];
    if (!measured) continue;
    const top = measured.appChunks.slice(0, 6).map((chunk) => {
      const libs = chunk.libraries.filter((name) => name !== 'react-dom');
      const antd = chunk.antdComponents.length ? ` antd-mobile: ${chunk.antdComponents.slice(0, 8).join(' ')}` : '';
      return `${chunk.file} ${kib(chunk.gzipBytes)} KiB${libs.length ? ` [${libs.join(', ')}]` : ''}${antd}`;
    });
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
    '### Budgets (bench/budgets.json)',
    '',
    ...check.failures.map((line) => `- ❌ ${line}`),
    ...check.passes.map((line) => `- ✅ ${line}`),
    '',
    ...chunkSection(results),
    '',
  ].join('\n');
}
