import { defineConfig } from '@playwright/test';
import { LIVE_CLOCK, MARKET_TODAY } from './tests/fixtures/clocks';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const UPSTREAM_PORT = Number(process.env.E2E_UPSTREAM_PORT ?? PORT + 1);
export const BASE_URL = `http://localhost:${PORT}`;

/**
 * Contract (BFF ⇄ upstream over HTTP), security and end-to-end journeys, all against the production
 * build started with its local upstream — the same command the README gives users.
 */
export default defineConfig({
  testDir: './tests',
  testMatch: ['contract/**/*.spec.ts', 'security/**/*.spec.ts', 'e2e/**/*.spec.ts'],
  fullyParallel: false,
  workers: 2,
  // A test that fails once fails the run: flakes are fixed, not retried.
  retries: 0,
  // A cap, not a pace: journeys of a dozen pages run past 45 s on a busy 2-core machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // In CI: the money the suites moved must reconcile once they end (the server is still up then).
  globalTeardown: './tests/e2e/reconcile-teardown.ts',
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/playwright.json' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
    // Tracing snapshots the DOM and films the screen at every step: a third of the suite's CPU on a
    // 2-core machine (open-redirect: 1.8 min traced, 1.2 min not). Failures keep their screenshot and
    // error context (the page's aria snapshot); PW_TRACE=1 records traces for a local investigation.
    trace: process.env.PW_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${BASE_URL}/h5/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      UPSTREAM_PORT: String(UPSTREAM_PORT),
      UPSTREAM_DB: process.env.E2E_UPSTREAM_DB ?? 'test-results/upstream-e2e.db',
      SESSION_SECRET: 'e2e-session-secret-0123456789abcdef-0123456789',
      UPSTREAM_URL: '',
      MARKET_TODAY,
      LIVE_CLOCK,
      // Lets e2e tests opt into the development bridge simulator with the h5_bridge_sim=1 cookie.
      H5_BRIDGE_SIMULATOR: '1',
      // The suite logs in from this machine many times a minute: exempt its own address from the
      // per-IP SMS caps (tests/security attack them from other loopback addresses).
      SMS_IP_ALLOWLIST: '127.0.0.1,::1',
      // js-signature signs only configured hosts.
      PUBLIC_HOSTS: `localhost:${PORT}`,
    },
  },
});
