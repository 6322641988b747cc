/** What `npm run bench` measures and where; every knob the harness has lives here. */
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(new URL('../..', import.meta.url).pathname);
export const BASE_PATH = '/h5';

// BENCH_PORT_BASE: another port block (and upstream database and floor folder) so two checkouts can bench side by side.
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3900);
const SUFFIX = PORT_BASE === 3900 ? '' : `-${PORT_BASE}`;
export const PORTS = { app: PORT_BASE, upstream: PORT_BASE + 1, floor: PORT_BASE + 2 };
export const DIST_DIR = '.next-bench';
export const UPSTREAM_DB = `/tmp/bench${SUFFIX}.db`;
export const FLOOR_TEMPLATE = path.join(ROOT, 'bench', 'floor-app');
export const FLOOR_DIR = path.join(os.tmpdir(), `h5-bench-floor${SUFFIX}`);
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

/**
 * Key routes: one per family, logged in where the route needs it. `login`: 'user' (the seeded
 * SVIP user with orders and a wallet) or 'anchor' (a seeded anchor); `query` is appended when a page
 * needs one to render its main view. Each is measured twice for JS and SSR: in a phone browser, and
 * in the native app's webview (native header data present, the app token as the login).
 */
export const KEY_ROUTES = [
  { path: '/', label: '首页', family: 'hub' },
  { path: '/tool/lhb/today', label: '今日龙虎榜', family: 'market I' },
  { path: '/tool/ipo/calendar', label: '新股日历', family: 'market I' },
  { path: '/tool/northbound-new', label: '北向资金', family: 'market I' },
  { path: '/tool/hot-stock', label: '热股', family: 'market II' },
  { path: '/userServiceAgreement', label: '用户服务协议', family: 'legal' },
  { path: '/login', label: '登录', family: 'account' },
  { path: '/liveRoomDetail/v2', label: '直播间', family: 'live viewer' },
  { path: '/creatorsCenter/v2', label: '创作者中心', family: 'live anchor', login: 'anchor' },
  { path: '/vip-sale1/v2', label: '会员售卖页', family: 'membership' },
  { path: '/pay', query: '?plan_id=svip-year&source=open_member', label: '确认订单', family: 'pay', login: 'user' },
  { path: '/orderCenter', label: '我的订单', family: 'orders', login: 'user' },
  { path: '/walletCenter/balance', label: '我的钱包', family: 'wallet', login: 'user' },
  { path: '/activities-collect/v2', label: '活动中心', family: 'activities' },
  { path: '/stock-contest/index', label: '模拟炒股大赛', family: 'contest' },
  { path: '/manuscript/article/v2/1', label: '文章详情', family: 'content' },
];

/** Lighthouse runs on every key route that exists (public ones with no cookie, logged-in ones with it). */
export const LIGHTHOUSE_ROUTES = KEY_ROUTES.map((route) => route.path);

/** The native app's webview (lib/bridge/native-context.ts): its UA marker and header data. */
export const IN_APP = {
  userAgentSuffix: ' LlczdApp/2.0.60',
  headers: {
    'x-app-version': '2.0.60',
    'x-device-os-name': 'ios',
    'x-app-theme': 'light',
    'x-app-font-size': 'standard',
  },
};

export const FLOOR_ROUTES = { js: '/', ssr: '/dynamic' };

/**
 * Seeded users (upstream/account/auth.ts, upstream/live/anchor-seed.ts), each logged in once per run
 * (the SMS resend limit is 60 s per number): `bff` through the BFF and `direct` on the upstream for the
 * overhead calls; `member` (SVIP, orders, wallet) and `anchor` for the logged-in pages.
 */
export const BENCH_USERS = { bff: '13800000002', direct: '13800000004', member: '13800000003', anchor: '13900000001' };

export const GZIP_LEVEL = 9;

export function loadSettings(argv) {
  const flag = (name) => argv.includes(`--${name}`);
  const value = (name) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const quick = flag('quick');
  const only = value('only')?.split(',') ?? [
    'similarity',
    'js',
    'ssr',
    'bff',
    'lighthouse',
    'chat',
    'memory',
    'interactions',
    'soak',
  ];
  const routes = value('routes')
    ?.split(',')
    .map(
      (routePath) =>
        KEY_ROUTES.find((route) => route.path === routePath) ?? { path: routePath, label: routePath, family: '—' },
    );
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
    // Lighthouse runs of each key route, and as many of the floor page interleaved with them.
    lighthouseRuns: Number(value('lighthouse-runs') ?? (quick ? 1 : 5)),
    // --lighthouse-cli: a Lighthouse CLI process pair and a new Chromium per run instead of the Node API on one Chromium per route.
    lighthouseCli: flag('lighthouse-cli'),
    chatClients: Number(value('chat-clients') ?? (quick ? 200 : 1000)),
    distDir: value('dist-dir') ?? null,
  };
}
