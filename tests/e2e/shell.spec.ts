import { expect, test } from '@playwright/test';
import { ROUTES, routeOrThrow } from '@/lib/routes/manifest';
import { armed } from './hydration';

const IN_APP_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 LlczdApp/2.0.60';

/** Each redirect of SPEC §2, as the browser's first hop sees it. */
const REDIRECTS: Array<{ from: string; to: string; headers?: Record<string, string> }> = [
  {
    from: '/h5/activity/investment-strategy/v2?out_side=1&x=2',
    to: '/h5/activity/investment-strategy-outSide?out_side=1&x=2',
  },
  { from: '/h5/tool/lhb', to: '/h5/lhb/homePage' },
  { from: '/h5/download/android?channel=wx', to: '/h5/download?channel=wx' },
  { from: '/h5/fanGroupTask/v2?roomId=3', to: '/h5/newFanGroupTask/v2?roomId=3' },
  { from: '/h5/stock-contest/winning-list?activityId=15', to: '/h5/stock-contest/new-winning-list?activityId=15' },
  { from: '/h5/programEditPage/v2?id=7', to: '/h5/programEditPageCheck/v2?id=7' },
  { from: '/h5/cashExchange?from=task', to: '/h5/richExchange/index?from=task' },
  {
    from: '/h5/richExchange/index?from=task',
    to: '/h5/cashExchange?from=task',
    headers: { 'user-agent': IN_APP_UA.replace('2.0.60', '2.0.59'), 'x-app-version': '2.0.59' },
  },
  {
    from: '/h5/cashExchange',
    to: '/h5/richExchange/index',
    headers: { 'user-agent': IN_APP_UA, 'x-app-version': '2.0.60' },
  },
  { from: '/h5/popularCharts/v2?tab=1', to: '/h5/popularCharts/v2/popularity-list?tab=1' },
  { from: '/h5/popularCharts2/v2', to: '/h5/popularCharts/v2/popularity-list' },
];

test.describe('proxy redirects (SPEC §2)', () => {
  for (const { from, to, headers } of REDIRECTS) {
    test(`${from} → ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0, headers });
      expect(response.status()).toBe(307);
      const location = new URL(response.headers()['location'], 'http://localhost');
      expect(`${location.pathname}${location.search}`).toBe(to);
    });
  }

  test('pages that must not redirect stay put', async ({ request }) => {
    const winning = await request.get('/h5/stock-contest/winning-list?activityId=14', { maxRedirects: 0 });
    expect(winning.headers()['location'] ?? '').not.toContain('new-winning-list');
    // programEditPage needs login, so the only hop left is the login page — never the check page.
    const edit = await request.get('/h5/programEditPage/v2?isProgramLevelCheck=1', { maxRedirects: 0 });
    expect(edit.headers()['location'] ?? '').not.toContain('programEditPageCheck');
  });
});

test.describe('unknown paths', () => {
  test('go to /h5/404, which answers 404 with a Chinese page', async ({ page }) => {
    const response = await page.goto('/h5/this/does/not/exist?x=1');
    expect(page.url()).toMatch(/\/h5\/404$/);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '这个页面暂时找不到了' })).toBeVisible();
    // The copy does not blame the visitor's link, and offers ways onward besides the hub.
    await expect(page.locator('main')).not.toContainText(/链接(有误|已过期|是否完整)/);
    await expect(page.getByRole('link', { name: '新股日历' })).toHaveAttribute('href', '/h5/tool/ipo/calendar');
    await expect(page).toHaveTitle(routeOrThrow('/404').title);
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/h5/');
  });

  test('unknown API paths are not redirected to a page', async ({ request }) => {
    const response = await request.get('/h5/api/no-such-call', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
  });
});

test.describe('needLogin', () => {
  test('outside the app, a needLogin route without a session lands on login with the way back', async ({ request }) => {
    const response = await request.get('/h5/walletCenter/balance?tab=1', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    const location = new URL(response.headers()['location'], 'http://localhost');
    expect(location.pathname).toBe('/h5/login');
    expect(location.searchParams.get('redirect')).toBe('/h5/walletCenter/balance?tab=1');
  });

  test('inside the app the proxy lets the page ask the native app to log in', async ({ request }) => {
    const response = await request.get('/h5/walletCenter/balance', {
      maxRedirects: 0,
      headers: { 'user-agent': IN_APP_UA, 'x-app-version': '2.0.60' },
    });
    expect(response.status()).not.toBe(307);
  });

  test('every needLogin route of the manifest is guarded by the proxy', async ({ request }) => {
    // Dynamic segments ({id}) get a sample value: the guard is decided by the route, not the value.
    const guarded = ROUTES.filter((route) => route.needLogin).map((route) => ({
      path: route.path.replace(/\{[^}]+\}/g, '1'),
    }));
    for (const route of guarded) {
      // A SPEC §2 redirect may come first (/cashExchange → /richExchange/index): then the next hop is login.
      let location = `/h5${route.path}`;
      for (let hop = 0; hop < 2 && !location.startsWith('/h5/login?'); hop += 1) {
        const response = await request.get(location, { maxRedirects: 0 });
        expect(response.status(), location).toBe(307);
        const next = new URL(response.headers()['location'], 'http://localhost');
        location = `${next.pathname}${next.search}`;
      }
      expect(location, route.path).toContain('/h5/login?redirect=');
    }
  });
});

test.describe('titles, theme and chrome', () => {
  for (const path of ['/', '/abnormal', '/version-not-match', '/transitPage', '/test2', '/preloading-page']) {
    test(`title of ${path} comes from the manifest`, async ({ page }) => {
      await page.goto(`/h5${path === '/' ? '' : path}`);
      await expect(page).toHaveTitle(routeOrThrow(path).title);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    });
  }

  test('the title follows client-side navigation', async ({ page }) => {
    await page.goto('/h5');
    await page
      .getByRole('link', { name: routeOrThrow('/riskAssessment').title })
      .first()
      .waitFor();
    await page.goto('/h5/abnormal');
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveTitle(routeOrThrow('/').title);
  });

  test('dark theme and font size follow the app settings (native header data)', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: IN_APP_UA,
      extraHTTPHeaders: { 'x-app-version': '2.0.60', 'x-app-theme': 'dark', 'x-app-font-size': 'large' },
    });
    const page = await context.newPage();
    await page.goto('/h5/test2');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).toHaveAttribute('data-font-size', 'large');
    await expect(html).toHaveAttribute('data-env', 'app');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(15, 16, 20)');
    // In the app the native bar shows the title: no H5 title bar.
    await expect(page.getByRole('button', { name: '返回' })).toHaveCount(0);
    await context.close();
  });

  test('theme from the query outlives the first page', async ({ page }) => {
    await page.goto('/h5/test2?theme=dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.goto('/h5/abnormal');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.goto('/h5/abnormal?theme=light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('outside the app the H5 title bar shows the title and goes back', async ({ page }) => {
    await page.goto('/h5');
    await page.goto('/h5/abnormal?reason=network');
    await expect(page.getByRole('heading', { level: 1, name: routeOrThrow('/abnormal').title })).toBeVisible();
    await expect(page.getByRole('heading', { name: '网络连接异常' })).toBeVisible();
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL(/\/h5$/);
  });

  test('viewport allows the safe-area insets', async ({ page }) => {
    await page.goto('/h5');
    const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
    expect(viewport).toContain('viewport-fit=cover');
  });
});

test.describe('system pages', () => {
  test('/transitPage forwards to our own pages only', async ({ page }) => {
    await page.goto('/h5/transitPage?target=%2Fh5%2Fabnormal%3Freason%3Dserver');
    await expect(page).toHaveURL(/\/h5\/abnormal\?reason=server$/);
    await expect(page.getByRole('heading', { name: '服务繁忙' })).toBeVisible();

    const offsite: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname === 'evil.example') offsite.push(request.url());
    });
    // Fake timers: the forwarder's delay is run through at once instead of waited for.
    await page.clock.install();
    await page.goto('/h5/transitPage?target=https%3A%2F%2Fevil.example%2F');
    await expect(page.getByRole('heading', { name: '链接不安全，已停止跳转' })).toBeVisible();
    // Nothing left that could forward: no meta refresh (a browser timer, not a JS one) and only our own links.
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
    const origin = new URL(page.url()).origin;
    for (const href of await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))) {
      expect(new URL(href).origin, href).toBe(origin);
    }
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(10_000);
    await expect(page).toHaveURL(/\/h5\/transitPage\?target=/);
    expect(offsite).toEqual([]);
  });

  test('/abnormal only offers a retry back to our own pages', async ({ page }) => {
    await page.goto('/h5/abnormal?reason=proxy&from=https%3A%2F%2Fevil.example');
    await expect(page.getByRole('heading', { name: '当前已开启代理' })).toBeVisible();
    await expect(page.getByRole('link', { name: '重新加载' })).toHaveAttribute('href', '/h5/');
  });

  test('/version-not-match explains the required version', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: IN_APP_UA.replace('2.0.60', '2.0.30'),
      extraHTTPHeaders: { 'x-app-version': '2.0.30' },
    });
    const page = await context.newPage();
    await page.goto('/h5/version-not-match?required=2.0.57&feature=%E8%82%A1%E7%A5%A8%E9%94%AE%E7%9B%98');
    await expect(page.getByText('当前版本暂不支持股票键盘')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'v2.0.30' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'v2.0.57 及以上' })).toBeVisible();
    await context.close();
  });

  test('/preloading-page renders a preload skeleton without the title bar', async ({ page }) => {
    await page.goto('/h5/preloading-page');
    await expect(page.locator('[data-preload-page="true"]')).toHaveAttribute('data-route', '/preloading-page');
    await expect(page.getByRole('region', { name: '页面预加载' })).toBeVisible();
    await expect(page.getByRole('button', { name: '返回' })).toHaveCount(0);
  });

  test('/test2 reports the environment and checks the services', async ({ page }) => {
    await page.goto('/h5/test2');
    await expect(page.getByTestId('server-info')).toContainText('浏览器');
    await page.getByRole('button', { name: '检测服务连通性' }).click();
    await expect(page.getByTestId('health-result')).toContainText('可用');
  });

  test('GET /h5/api/health reports the upstream', async ({ request }) => {
    const response = await request.get('/h5/api/health');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.code).toBe(200);
    expect(body.data.upstream.ok).toBe(true);
  });
});

test.describe('recoverable chunk failures', () => {
  test('a chunk that fails outside a render reloads once, then lands on the recoverable /abnormal page', async ({
    page,
  }) => {
    await page.goto('/h5/test2');
    await expect(page.getByTestId('server-info')).toBeVisible();
    // The listener is attached on hydration, which can come well after the server-rendered text shows.
    const failChunk = async () => {
      await armed(page, 'chunkRecovery');
      await page.evaluate(() => {
        const error = new Error('Loading chunk 4711 failed.');
        error.name = 'ChunkLoadError';
        void Promise.reject(error);
      });
    };
    await Promise.all([page.waitForEvent('load'), failChunk()]);
    await expect(page).toHaveURL(/\/h5\/test2$/);
    await expect(page.getByTestId('server-info')).toBeVisible();
    await failChunk();
    await expect(page).toHaveURL(/\/h5\/abnormal\?reason=network&from=%2Fh5%2Ftest2/);
    await expect(page.getByRole('heading', { name: '网络连接异常' })).toBeVisible();
    await expect(page.getByRole('link', { name: '重新加载' })).toHaveAttribute('href', '/h5/test2');
  });

  test('with every script chunk failing, server-rendered content still shows', async ({ page }) => {
    await page.route('**/_next/static/chunks/**', (route) => route.abort('failed'));
    await page.goto('/h5/abnormal?reason=server');
    await expect(page.getByRole('heading', { name: '服务繁忙' })).toBeVisible();
  });
});

test.describe('keep-alive routes', () => {
  test('/tool/lhb/today (keepAlive) keeps its scroll position when the user comes back', async ({ page }) => {
    expect(routeOrThrow('/tool/lhb/today').keepAlive).toBe(true);
    await page.goto('/h5/tool/lhb/today?all=1');
    const details = page.getByRole('link', { name: '明细 ›' });
    await expect(details.first()).toBeVisible();
    const target = details.nth(12);
    // The scroll is saved by a listener the page attaches once hydrated.
    await armed(page, 'keepAliveScroll');
    await target.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // What the user relies on: the row they tapped is where they left it on the screen. (Content
    // that settles above it meanwhile moves scrollY, not the row: Chromium anchors the scroll.)
    const rowTop = async () => (await target.boundingBox())?.y ?? Number.NaN;
    const before = await rowTop();
    await target.click();
    await expect(page).toHaveURL(/\/h5\/tool\/lhb\/today\/\d{6}/);
    await page.goBack();
    await expect(page).toHaveURL(/\/h5\/tool\/lhb\/today\?all=1$/);
    await expect.poll(async () => Math.abs((await rowTop()) - before)).toBeLessThan(60);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });
});
