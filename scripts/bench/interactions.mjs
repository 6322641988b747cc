/**
 * Interactions (INP-style): in Chromium with 4× CPU throttling, the time from a tap to the next paint for
 * the interactions users repeat. The bench calls these three functions.
 *
 * Each interaction gets its own browser context (375×812, touch, mobile UA; the member's session cookie
 * where it needs a login) and one page load. Once the root carries `data-hydrated="armed"` (the
 * Providers' effect, lib/browser/armed.ts) and the tapped element has its React props, the interaction
 * is tapped `taps` times with a real touch tap, each tap changing the UI (chip A, chip B, …, or open,
 * then close unmeasured). After the UI's visible answer, the Event Timing entries of that tap
 * (`interactionId > 0`, durationThreshold 16) give its duration: the largest duration among the
 * interaction's entries, as web-vitals' onINP reads it. The interaction's figure is the median.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './config.mjs';
import { launchBrowser, MOBILE_UA } from './js-weight.mjs';

const BUDGETS = path.join(ROOT, 'bench', 'budgets.json');
/** Event Timing reports no entry under 16 ms (the spec's minimum threshold): such a tap counts as 16. */
const DURATION_THRESHOLD_MS = 16;
const LOAD_TIMEOUT_MS = 60_000;
const ANSWER_TIMEOUT_MS = 20_000;
/** After the visible answer: how long to wait for the tap's Event Timing entries before calling it < 16 ms. */
const ENTRY_WAIT_MS = 2_000;
/** Between taps (the page settles; the previous navigation's late work is not charged to the next tap). */
const PAUSE_MS = 400;
/** The chat allows 5 messages per 10 s per user: one every 2.5 s stays inside it. */
const CHAT_SPACING_MS = 2_500;

/**
 * Before each tap: the main thread idle (an idle callback ran), so the previous tap's late work (the
 * navigation's tail, effects) is not charged to this one, as for a user who reads the answer first.
 */
const IDLE_TIMEOUT_MS = 3_000;
const idle = (page) =>
  page.evaluate(
    (timeout) =>
      new Promise((resolve) =>
        'requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout }) : setTimeout(resolve, 50),
      ),
    IDLE_TIMEOUT_MS,
  );

/** The logged-in interactions use the member's session, carried by the /pay key route (login 'user'). */
const MEMBER_ROUTE = '/pay';

/** In-page recorder: every Event Timing entry with an interactionId, and long animation frames. */
function recorder(threshold) {
  const store = { events: [], loafs: [] };
  Object.defineProperty(window, '__benchInteractions', { value: store });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!(entry.interactionId > 0)) continue;
        store.events.push({
          name: entry.name,
          interactionId: entry.interactionId,
          startTime: entry.startTime,
          duration: entry.duration,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
        });
      }
    }).observe({ type: 'event', durationThreshold: threshold, buffered: true });
  } catch {
    store.unsupported = 'event';
  }
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        store.loafs.push({
          startTime: entry.startTime,
          duration: entry.duration,
          blockingDuration: entry.blockingDuration ?? 0,
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // LoAF is optional: without it the LoAF figures are 0
  }
}

/**
 * The app-first actions outside the app (components/open-app/app-first-features.ts): the sessionStorage
 * key and the feature names a user who chose 继续在浏览器中… has remembered (as tests/e2e/app-first.ts
 * `continueInBrowser` sets them). Read from the source so a renamed feature is not silently missed.
 */
function appFirstChoices() {
  const source = fs.readFileSync(path.join(ROOT, 'components', 'open-app', 'app-first-features.ts'), 'utf8');
  const key = /APP_FIRST_CONTINUED_KEY\s*=\s*'([^']+)'/.exec(source)?.[1];
  const body = /export const APP_FIRST = \{([\s\S]*?)\} as const/.exec(source)?.[1];
  const features = body ? [...body.matchAll(/:\s*'([^']+)'/g)].map((match) => match[1]) : [];
  if (!key || features.length === 0)
    throw new Error('app-first-features.ts: APP_FIRST or APP_FIRST_CONTINUED_KEY not found');
  return { key, features };
}

function continueInBrowserScript([key, features]) {
  try {
    const saved = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    const chosen = Array.isArray(saved) ? saved.map(String) : [];
    sessionStorage.setItem(key, JSON.stringify(chosen.concat(features.filter((f) => !chosen.includes(f)))));
  } catch {
    // no storage: the offer would show, and the chat tap waits for an answer that does not come
  }
}

/** A chip or tab of a link row (components/market/view-blocks/link-tabs.tsx): the tapped one becomes current. */
function linkChoice(navigation, labels) {
  const link = (page, tap) =>
    page.getByRole('navigation', { name: navigation, exact: true }).getByRole('link', {
      name: labels[tap % labels.length],
      exact: true,
    });
  return {
    target: link,
    answered: (page, tap) =>
      link(page, tap).and(page.locator('[aria-current]')).waitFor({ timeout: ANSWER_TIMEOUT_MS }),
  };
}

/** The screener's 行情 conditions added (measured) and removed again (not measured), A, B, A, … */
const SCREENER_CONDITIONS = ['涨跌幅', '换手率'];

const INTERACTIONS = [
  {
    id: 'lhb-board',
    label: '龙虎榜 板块 chip',
    path: '/tool/lhb/today',
    family: 'market I',
    kind: 'filter',
    selector: 'navigation 板块 › link 沪主板 / 深主板 (aria-current)',
    ...linkChoice('板块', ['沪主板', '深主板']),
  },
  {
    id: 'ipo-board',
    label: '新股日历 板块 filter',
    path: '/tool/ipo/calendar',
    family: 'market I',
    kind: 'filter',
    selector: 'navigation 板块 › link 主板 / 创业板 (aria-current)',
    ...linkChoice('板块', ['主板', '创业板']),
  },
  {
    id: 'northbound-channel',
    label: '北向资金 通道 tab',
    path: '/tool/northbound-new',
    family: 'market I',
    kind: 'filter',
    selector: 'navigation 通道 › link 沪股通 / 深股通 (aria-current)',
    ...linkChoice('通道', ['沪股通', '深股通']),
  },
  {
    id: 'live-chat-send',
    label: '直播间 send a chat message',
    path: '/liveRoomDetail/v2',
    query: '?roomId=2',
    family: 'live viewer',
    kind: 'other',
    login: true,
    appFirst: true,
    spacingMs: CHAT_SPACING_MS,
    selector: 'label 聊天内容 (filled) › button 发送; answer: the text in testid chat-list',
    ready: (page) => page.getByTestId('live-room').waitFor({ timeout: ANSWER_TIMEOUT_MS }),
    prepare: async (page, tap, state) => {
      state.text = `基准测试第${tap + 1}条 ${Math.random().toString(36).slice(2, 8)}`;
      await page.getByLabel('聊天内容').fill(state.text);
    },
    target: (page) => page.getByRole('button', { name: '发送', exact: true }),
    answered: async (page, _tap, state) => {
      try {
        await page
          .getByTestId('chat-list')
          .getByText(state.text, { exact: true })
          .waitFor({ timeout: ANSWER_TIMEOUT_MS });
      } catch (error) {
        const hint = await page
          .getByTestId('chat-hint')
          .textContent({ timeout: 1_000 })
          .catch(() => null);
        throw new Error(`the message did not appear${hint ? ` (hint: ${hint})` : ''}: ${error.message}`);
      }
    },
  },
  {
    id: 'pay-coupon-sheet',
    label: '确认订单 open the coupon sheet',
    path: '/pay',
    query: '?plan_id=svip-year&source=open_member',
    family: 'pay',
    kind: 'other',
    login: true,
    selector: 'button N张可用 / 无可用 / -¥… (after dt 优惠券) → dialog 选择优惠券; closed with Escape',
    target: (page) => page.getByRole('button', { name: /^(\d+张可用|无可用|-¥[\d.]+)$/ }),
    answered: (page) => page.getByRole('dialog', { name: '选择优惠券' }).waitFor({ timeout: ANSWER_TIMEOUT_MS }),
    reset: async (page) => {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: '选择优惠券' }).waitFor({ state: 'detached', timeout: ANSWER_TIMEOUT_MS });
    },
  },
  {
    id: 'screener-add',
    label: '条件选股 add a condition',
    path: '/conditionalSeletor/index',
    family: 'market II',
    kind: 'other',
    selector: 'navigation 行情条件 › link + 涨跌幅 / + 换手率 → form 涨跌幅范围; removed with link 移除涨跌幅',
    target: (page, tap) =>
      page
        .getByRole('navigation', { name: '行情条件', exact: true })
        .getByRole('link', { name: `+ ${SCREENER_CONDITIONS[tap % 2]}`, exact: true }),
    answered: (page, tap) =>
      page
        .getByRole('form', { name: `${SCREENER_CONDITIONS[tap % 2]}范围`, exact: true })
        .waitFor({ timeout: ANSWER_TIMEOUT_MS }),
    reset: async (page, tap) => {
      const label = SCREENER_CONDITIONS[tap % 2];
      await page.getByRole('link', { name: `移除${label}`, exact: true }).tap({ timeout: ANSWER_TIMEOUT_MS });
      await page
        .getByRole('navigation', { name: '行情条件', exact: true })
        .getByRole('link', { name: `+ ${label}`, exact: true })
        .waitFor({ timeout: ANSWER_TIMEOUT_MS });
    },
  },
];

const median = (values) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (value) => (value === null || value === undefined ? null : Math.round(value * 10) / 10);
const firstLine = (error) => String(error?.message ?? error).split('\n')[0];

function parseCookies(header, url) {
  return (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf('=');
      const name = part.slice(0, at);
      return {
        name,
        value: part.slice(at + 1),
        // domain + path, not url: Chromium refuses a `url` cookie that is Secure (the __Host- session) on http.
        domain: new URL(url).hostname,
        path: '/',
        secure: name.startsWith('__Host-') || name.startsWith('__Secure-'),
        httpOnly: true,
        sameSite: 'Lax',
      };
    });
}

/** The Event Timing entries of the tap made after `mark`: the interaction's duration and its parts. */
async function readTap(page, mark, answeredAt) {
  const deadline = Date.now() + ENTRY_WAIT_MS;
  const read = () =>
    page.evaluate(
      ([since, until]) => {
        const store = window.__benchInteractions;
        return {
          unsupported: store.unsupported ?? null,
          events: store.events.filter((entry) => entry.startTime >= since),
          loafs: store.loafs.filter((entry) => entry.startTime + entry.duration >= since && entry.startTime <= until),
        };
      },
      [mark, answeredAt],
    );
  let seen = await read();
  while (seen.events.length === 0 && !seen.unsupported && Date.now() < deadline) {
    await page.waitForTimeout(100);
    seen = await read();
  }
  if (seen.unsupported) throw new Error('this Chromium reports no Event Timing entries');
  // The entries of one frame arrive together; a short wait catches a straggler of another frame.
  if (seen.events.length > 0) {
    await page.waitForTimeout(150);
    seen = await read();
  }
  // Long animation frames during the interaction (tap to its paint; without an entry, tap to answer).
  const loafsIn = (from, to) => {
    const frames = seen.loafs.filter((entry) => entry.startTime + entry.duration >= from && entry.startTime <= to);
    return {
      loafMs: round(frames.reduce((sum, entry) => sum + entry.duration, 0)),
      loafBlockingMs: round(frames.reduce((sum, entry) => sum + entry.blockingDuration, 0)),
    };
  };
  if (seen.events.length === 0)
    return {
      durationMs: DURATION_THRESHOLD_MS,
      belowThreshold: true,
      entries: [],
      interactions: 0,
      ...loafsIn(mark, answeredAt),
    };
  const ids = [...new Set(seen.events.map((entry) => entry.interactionId))];
  const first = seen.events.reduce((a, b) => (b.startTime < a.startTime ? b : a)).interactionId;
  const own = seen.events.filter((entry) => entry.interactionId === first);
  const longest = own.reduce((a, b) => (b.duration > a.duration ? b : a));
  return {
    durationMs: longest.duration,
    belowThreshold: false,
    longest: longest.name,
    inputDelayMs: round(longest.processingStart - longest.startTime),
    processingMs: round(longest.processingEnd - longest.processingStart),
    presentationMs: round(longest.startTime + longest.duration - longest.processingEnd),
    entries: own.map((entry) => `${entry.name} ${entry.duration}`),
    interactions: ids.length,
    ...loafsIn(longest.startTime, longest.startTime + longest.duration),
  };
}

async function measureOne(browser, interaction, { app, routes, headersOf, cpuSlowdown, taps, appFirst }) {
  const result = {
    id: interaction.id,
    label: interaction.label,
    route: interaction.path,
    query: interaction.query ?? null,
    url: `${app}/h5${interaction.path}${interaction.query ?? ''}`,
    family: interaction.family,
    kind: interaction.kind,
    selector: interaction.selector,
    login: interaction.login ? 'user' : null,
    durationsMs: [],
    medianMs: null,
    taps: [],
    error: null,
  };
  let context;
  try {
    const probed = routes.find((route) => route.path === interaction.path);
    if (probed?.skipped) throw new Error(`route skipped: ${probed.skipped}`);
    let headers;
    if (interaction.login) {
      const member = routes.find((route) => route.path === MEMBER_ROUTE && route.login === 'user');
      if (!member) throw new Error(`no member session: ${MEMBER_ROUTE} is not among this run's routes`);
      if (member.skipped) throw new Error(`no member session: ${MEMBER_ROUTE} skipped (${member.skipped})`);
      headers = headersOf(member, false);
      if (!headers.cookie) throw new Error(`no member session: ${MEMBER_ROUTE} has no cookie`);
    } else {
      // A route this run did not probe (the screener is no key route) is public: the phone browser's headers.
      headers = probed ? headersOf(probed, false) : { 'user-agent': MOBILE_UA };
    }
    const { 'user-agent': userAgent = MOBILE_UA, cookie, ...extraHTTPHeaders } = headers;
    context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      userAgent,
      extraHTTPHeaders,
      locale: 'zh-CN',
    });
    if (cookie) await context.addCookies(parseCookies(cookie, app));
    if (interaction.appFirst) await context.addInitScript(continueInBrowserScript, [appFirst.key, appFirst.features]);
    await context.addInitScript(recorder, DURATION_THRESHOLD_MS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const response = await page.goto(result.url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    if (!response || response.status() >= 400) throw new Error(`HTTP ${response?.status() ?? 'no response'}`);
    if (new URL(page.url()).pathname !== new URL(result.url).pathname)
      throw new Error(`redirected to ${new URL(page.url()).pathname}`);
    await page.locator('html[data-hydrated="armed"]').waitFor({ state: 'attached', timeout: LOAD_TIMEOUT_MS });
    if (interaction.ready) await interaction.ready(page);
    const state = {};
    let lastTapAt = 0;
    for (let tap = 0; tap < taps; tap += 1) {
      const target = interaction.target(page, tap, state);
      await target.waitFor({ timeout: ANSWER_TIMEOUT_MS });
      // React's props on the element: its handlers are attached (a lazily loaded part hydrates after the root).
      await page.waitForFunction(
        (element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')),
        await target.elementHandle(),
        { timeout: ANSWER_TIMEOUT_MS },
      );
      if (interaction.prepare) await interaction.prepare(page, tap, state);
      const wait = (interaction.spacingMs ?? 0) - (Date.now() - lastTapAt);
      if (wait > 0) await page.waitForTimeout(wait);
      await target.scrollIntoViewIfNeeded();
      await idle(page);
      const mark = await page.evaluate(() => performance.now());
      lastTapAt = Date.now();
      await target.tap({ timeout: ANSWER_TIMEOUT_MS });
      await interaction.answered(page, tap, state);
      const answeredAt = await page.evaluate(() => performance.now());
      const measured = await readTap(page, mark, answeredAt);
      measured.answerMs = round(answeredAt - mark);
      result.taps.push(measured);
      result.durationsMs.push(measured.durationMs);
      if (interaction.reset) await interaction.reset(page, tap, state);
      await page.waitForTimeout(PAUSE_MS);
    }
  } catch (error) {
    result.error = firstLine(error);
  } finally {
    await context?.close().catch(() => {});
  }
  result.medianMs = round(median(result.durationsMs));
  // The tap whose duration is the median (the lower middle one for an even count): its parts and LoAFs.
  const ordered = [...result.taps].sort((a, b) => a.durationMs - b.durationMs);
  const middle = ordered[Math.floor((ordered.length - 1) / 2)];
  result.medianTap = middle
    ? {
        inputDelayMs: middle.inputDelayMs ?? null,
        processingMs: middle.processingMs ?? null,
        presentationMs: middle.presentationMs ?? null,
        loafMs: middle.loafMs,
        loafBlockingMs: middle.loafBlockingMs,
      }
    : null;
  return result;
}

/** @returns {Promise<object>} results.interactions */
export async function measureInteractions({ app, routes, headersOf, log }) {
  const budgets = JSON.parse(fs.readFileSync(BUDGETS, 'utf8')).interactions ?? {};
  const cpuSlowdown = budgets.cpuSlowdown ?? 4;
  const taps = budgets.taps ?? 5;
  const appFirst = appFirstChoices();
  const loadStart = os.loadavg()[0].toFixed(2);
  const browser = await launchBrowser();
  const measured = [];
  try {
    for (const interaction of INTERACTIONS) {
      const result = await measureOne(browser, interaction, { app, routes, headersOf, cpuSlowdown, taps, appFirst });
      result.budgetMs = result.kind === 'filter' ? (budgets.maxFilterMs ?? null) : (budgets.maxOtherMs ?? null);
      measured.push(result);
      log(
        `interaction ${result.label} (${result.route}): ${result.durationsMs.join(' / ') || '—'} ms, median ${result.medianMs ?? '—'} ms${result.error ? ` ⚠ ${result.error}` : ''}`,
      );
    }
  } finally {
    await browser.close();
  }
  return {
    cpuSlowdown,
    taps,
    durationThresholdMs: DURATION_THRESHOLD_MS,
    nproc: os.availableParallelism(),
    loadAverage: { start: loadStart, end: os.loadavg()[0].toFixed(2) },
    interactions: measured,
  };
}

/** Adds a verdict per budget of `budgets.interactions`. */
export function checkInteractions(results, budgets, verdict) {
  const limits = budgets.interactions;
  const measured = results.interactions.interactions ?? [];
  if (measured.length === 0) verdict(false, 'interactions: none measured');
  if (results.interactions.cpuSlowdown !== limits.cpuSlowdown)
    verdict(
      false,
      `interactions: measured at ${results.interactions.cpuSlowdown}× CPU slowdown, budgets set at ${limits.cpuSlowdown}×`,
    );
  for (const entry of measured) {
    const limit = entry.kind === 'filter' ? limits.maxFilterMs : limits.maxOtherMs;
    const name = `interaction ${entry.label} (${entry.route}, ${entry.kind})`;
    if (entry.error || entry.medianMs === null || entry.durationsMs.length < limits.taps) {
      verdict(
        false,
        `${name}: not measured (${entry.error ?? `${entry.durationsMs.length} of ${limits.taps} taps`})${entry.durationsMs.length ? `, taps so far ${entry.durationsMs.join(' / ')} ms` : ''} (budget ≤ ${limit} ms)`,
      );
      continue;
    }
    verdict(
      entry.medianMs <= limit,
      `${name}: tap → next paint median ${entry.medianMs} ms of ${entry.durationsMs.length} taps (${entry.durationsMs.join(' / ')}) at ${results.interactions.cpuSlowdown}× CPU (budget ≤ ${limit} ms)`,
    );
  }
}

const tapText = (tap) => (tap.belowThreshold ? `<${DURATION_THRESHOLD_MS}` : String(tap.durationMs));

/** The markdown section of bench/results.md (an array of lines). */
export function interactionsSection(results) {
  const part = results.interactions;
  if (!part) return [];
  const heading = '### Interactions (tap → next paint)';
  if (part.error) return [heading, '', `Failed: ${part.error}`];
  const lines = [
    heading,
    '',
    `Chromium (375×812, touch, mobile UA) at ${part.cpuSlowdown}× CPU throttling (CDP \`Emulation.setCPUThrottlingRate\`), one page load per interaction. After the root's \`data-hydrated\` sign, ${part.taps} real taps, each on an idle main thread and each changing the UI (two chips in turn; a sheet closed or a condition removed, unmeasured, in between); after the UI's visible answer, the tap's Event Timing entries (\`interactionId\` > 0, threshold ${part.durationThresholdMs} ms) give its duration, the largest among them, as web-vitals' INP reads it. The median of the taps is held against the budget. Logged-in interactions carry the member's session cookie (the chat also the remembered 继续在浏览器中发言 choice). The last column splits the median tap's longest entry (input delay / processing / presentation) and adds the long animation frames (LoAF) during it, total / blocking.${part.loadAverage ? ` Load average (1 min) ${part.loadAverage.start} at the start, ${part.loadAverage.end} at the end${Number(part.loadAverage.start) > (part.nproc ?? Infinity) ? ' — busy machine: noisy' : ''}.` : ''}`,
    '',
    '| Interaction | Route | Family | Kind | Taps (ms) | Median ms | Budget ms | Median tap: delay / processing / presentation; LoAF total / blocking (ms) |',
    '|---|---|---|---|---|--:|--:|---|',
  ];
  for (const entry of part.interactions ?? []) {
    const tapsText = entry.taps.map(tapText).join(' / ') || '—';
    const parts = entry.medianTap
      ? `${[entry.medianTap.inputDelayMs, entry.medianTap.processingMs, entry.medianTap.presentationMs].map((v) => v ?? '—').join(' / ')}; ${entry.medianTap.loafMs ?? '—'} / ${entry.medianTap.loafBlockingMs ?? '—'}`
      : '—';
    lines.push(
      `| ${entry.label}${entry.error ? ` ⚠ ${entry.error.replace(/\|/g, '\\|')}` : ''} | ${entry.route}${entry.query ?? ''}${entry.login ? ` (${entry.login})` : ''} | ${entry.family} | ${entry.kind} | ${tapsText} | ${entry.medianMs ?? '—'} | ${entry.budgetMs ?? '—'} | ${parts} |`,
    );
  }
  const slowest = new Map();
  for (const entry of part.interactions ?? []) {
    if (entry.medianMs === null) continue;
    const current = slowest.get(entry.family);
    if (!current || entry.medianMs > current.medianMs) slowest.set(entry.family, entry);
  }
  lines.push('', 'Slowest interaction per family:', '');
  for (const [family, entry] of slowest)
    lines.push(
      `- ${family}: ${entry.label} (${entry.route}), median ${entry.medianMs} ms (budget ≤ ${entry.budgetMs} ms)`,
    );
  const unmeasured = (part.interactions ?? []).filter((entry) => entry.medianMs === null);
  for (const entry of unmeasured) lines.push(`- ${entry.family}: ${entry.label} not measured (${entry.error})`);
  return lines;
}
