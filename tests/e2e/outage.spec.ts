import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { Socket } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * Outage behaviour over HTTP (SPEC resilience: stale data, typed errors). A second app instance is started
 * from the same build with UPSTREAM_URL pointing at a switch in this process, which forwards to the
 * local upstream of the main test server ("up"), refuses every call ("down") or accepts and never
 * answers ("hang"). Public market pages must answer with their last good copy labelled stale while the
 * upstream is down or hung, and with the error view when there is none — within the deadline + 1 s.
 */

const PORT = Number(process.env.E2E_PORT ?? 3210);
const REAL_UPSTREAM = `http://127.0.0.1:${Number(process.env.E2E_UPSTREAM_PORT ?? PORT + 1)}`;
const SWITCH_PORT = PORT + 10;
const APP_PORT = PORT + 12;
const APP = `http://127.0.0.1:${APP_PORT}`;
const DEADLINE_MS = 2_000;

const PAGES = [
  '/tool/lhb/today',
  '/tool/ipo/calendar',
  '/tool/northbound-new',
  '/tool/ipo',
  '/tool/northbound',
  '/tool/northbound-plate',
  '/tool/northbound/rank',
  '/tool/northbound/hot-list',
  '/tool/northbound/details',
  '/tool/lhb/sales/active',
  '/tool/lhb/organization/detail',
  '/tool/lhb/organization/trace',
  '/tool/lhb/stock/detail',
  '/lhb/homePage',
  '/lhb/detail',
];

const STALE_LABEL = '服务暂不可用，显示的是缓存数据';

type Mode = 'up' | 'down' | 'hang';
let mode: Mode = 'up';
const hanging = new Set<Socket>();
/** Calls the switch held without answering: proof that a page really waited on a hung upstream. */
let hungCalls = 0;
let upstreamSwitch: http.Server;
let app: ChildProcess;

function startSwitch(): Promise<void> {
  upstreamSwitch = http.createServer(async (req, res) => {
    if (mode === 'down') {
      req.socket.destroy();
      return;
    }
    if (mode === 'hang') {
      hungCalls += 1;
      hanging.add(req.socket);
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string' && name !== 'host' && name !== 'connection') headers.set(name, value);
    const answer = await fetch(`${REAL_UPSTREAM}${req.url}`, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  return new Promise((resolve) => upstreamSwitch.listen(SWITCH_PORT, '127.0.0.1', resolve));
}

function startApp() {
  const nextBin = path.join(process.cwd(), 'node_modules/next/dist/bin/next');
  app = spawn(process.execPath, [nextBin, 'start', '-p', String(APP_PORT), '-H', '127.0.0.1'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(APP_PORT),
      UPSTREAM_URL: `http://127.0.0.1:${SWITCH_PORT}`,
      UPSTREAM_SANDBOX: '1',
      UPSTREAM_TIMEOUT_MS: String(DEADLINE_MS),
      // Every read goes to the upstream, so each pass sees the mode it is in, not a fresh copy.
      PUBLIC_CACHE_FRESH_MS: '1',
      // Nor a copy of a whole page rendered in the previous mode (lib/read/page-cache.ts).
      PAGE_CACHE_MS: '0',
      UPSTREAM_BREAKER_OPEN_MS: '1000',
      REDIS_URL: '',
      SESSION_SECRET: 'outage-session-secret-0123456789abcdef-012345',
    },
  });
}

async function timedGet(request: APIRequestContext, path: string) {
  const started = Date.now();
  const response = await request.get(`${APP}/h5${path}`, { timeout: 30_000 });
  const body = await response.text();
  return { status: response.status(), body, elapsed: Date.now() - started };
}

const showsErrorView = (body: string) => body.includes('data-testid="read-error"') && body.includes('重试');

/**
 * While the circuit is open pages fail fast without calling the upstream; poll one page until a call
 * reaches the hung upstream (the half-open probe) so the deadline path itself is exercised, each
 * answer checked like the others.
 */
async function untilAPageWaitsOnTheHang(
  request: APIRequestContext,
  check: (answer: Awaited<ReturnType<typeof timedGet>>) => void,
) {
  const before = hungCalls;
  await expect
    .poll(
      async () => {
        const answer = await timedGet(request, PAGES[0]);
        check(answer);
        return hungCalls - before;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await startSwitch();
  startApp();
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${APP}/h5/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
});

test.afterAll(async () => {
  app?.kill('SIGTERM');
  for (const socket of hanging) socket.destroy();
  await new Promise((resolve) => upstreamSwitch?.close(resolve));
});

test.setTimeout(180_000);

test('upstream stopped, nothing cached yet: every market page answers 200 with the error view and its retry link', async ({
  request,
}) => {
  mode = 'down';
  for (const page of PAGES) {
    const { status, body } = await timedGet(request, page);
    expect(status, page).toBe(200);
    expect(showsErrorView(body), page).toBe(true);
    expect(body, page).toContain(`href="/h5${page}"`);
  }
});

test('upstream hung, nothing cached: every market page ends within the deadline + 1 s with the error view', async ({
  request,
}) => {
  mode = 'hang';
  const check = ({ status, body, elapsed }: Awaited<ReturnType<typeof timedGet>>, page: string) => {
    expect(status, page).toBe(200);
    expect(showsErrorView(body), page).toBe(true);
    expect(elapsed, page).toBeLessThanOrEqual(DEADLINE_MS + 1_000);
  };
  await untilAPageWaitsOnTheHang(request, (answer) => check(answer, PAGES[0]));
  for (const page of PAGES) check(await timedGet(request, page), page);
});

test('upstream back: pages show data again (once the breaker lets a probe through) and no stale label', async ({
  request,
}) => {
  mode = 'up';
  await expect
    .poll(async () => showsErrorView((await timedGet(request, PAGES[0])).body), { timeout: 20_000 })
    .toBe(false);
  for (const page of PAGES) {
    const { status, body } = await timedGet(request, page);
    expect(status, page).toBe(200);
    expect(showsErrorView(body), page).toBe(false);
    expect(body, page).not.toContain(STALE_LABEL);
  }
});

test('upstream stopped after a good read: every market page answers 200 with its last good copy, labelled stale with its as-of time', async ({
  request,
}) => {
  mode = 'down';
  for (const page of PAGES) {
    const { status, body } = await timedGet(request, page);
    expect(status, page).toBe(200);
    expect(showsErrorView(body), page).toBe(false);
    expect(body, page).toContain(STALE_LABEL);
    expect(body, page).toContain('数据截至');
  }
});

test('upstream hung after a good read: every market page ends within the deadline + 1 s with its stale copy', async ({
  request,
}) => {
  mode = 'hang';
  const check = ({ status, body, elapsed }: Awaited<ReturnType<typeof timedGet>>, page: string) => {
    expect(status, page).toBe(200);
    expect(body, page).toContain(STALE_LABEL);
    expect(elapsed, page).toBeLessThanOrEqual(DEADLINE_MS + 1_000);
  };
  await untilAPageWaitsOnTheHang(request, (answer) => check(answer, PAGES[0]));
  for (const page of PAGES) check(await timedGet(request, page), page);
});
