/** What `npm run bench` measures and where; every knob the harness has lives here. */
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(new URL('../..', import.meta.url).pathname);
export const BASE_PATH = '/h5';

export const PORTS = { app: 3900, upstream: 3901, floor: 3902 };
export const DIST_DIR = '.next-bench';
export const UPSTREAM_DB = '/tmp/bench.db';
export const FLOOR_TEMPLATE = path.join(ROOT, 'bench', 'floor-app');
export const FLOOR_DIR = path.join(os.tmpdir(), 'h5-bench-floor');
export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Key routes (issue 8). `query` is appended when a page needs one to render its main view. */
export const KEY_ROUTES = [
  { path: '/tool/lhb/today', label: '今日龙虎榜' },
  { path: '/tool/ipo/calendar', label: '新股日历' },
  { path: '/tool/northbound-new', label: '北向资金' },
  { path: '/userServiceAgreement', label: '用户服务协议' },
  { path: '/login', label: '登录' },
  { path: '/liveRoomDetail/v2', label: '直播间' },
  { path: '/manuscript/article/v2/1', label: '文章详情' },
];

/**
 * Lighthouse runs on the first LIGHTHOUSE_COUNT of these that exist: the public market pages of issue
 * 11 §2's budget and the article page of issue 18.
 */
export const LIGHTHOUSE_ROUTES = ['/tool/lhb/today', '/tool/ipo/calendar', '/tool/northbound-new', '/manuscript/article/v2/1', '/userServiceAgreement'];
export const LIGHTHOUSE_COUNT = 4;

export const FLOOR_ROUTES = { js: '/', ssr: '/dynamic' };

/** Seeded users of upstream/modules/auth.ts: one logs in through the BFF, one directly upstream. */
export const BENCH_USERS = { bff: '13800000002', direct: '13800000003' };

export const GZIP_LEVEL = 9;

export function loadSettings(argv) {
  const flag = (name) => argv.includes(`--${name}`);
  const value = (name) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const quick = flag('quick');
  const only = value('only')?.split(',') ?? ['similarity', 'js', 'ssr', 'bff', 'lighthouse', 'memory'];
  const routes = value('routes')?.split(',').map((routePath) => ({ path: routePath, label: routePath }));
  return {
    routes: routes ?? KEY_ROUTES,
    lighthouseRoutes: routes ? routes.map((route) => route.path) : LIGHTHOUSE_ROUTES,
    check: flag('check'),
    checkOnly: flag('check-only'),
    build: !flag('no-build'),
    quick,
    only: new Set(only),
    connections: Number(value('connections') ?? 10),
    durationSec: Number(value('duration') ?? (quick ? 3 : 10)),
    warmupSec: quick ? 1 : 2,
    latencySamples: Number(value('samples') ?? (quick ? 200 : 1000)),
    lighthouseRuns: Number(value('lighthouse-runs') ?? (quick ? 1 : 3)),
  };
}
