import { expect, test } from '@playwright/test';
import { bridgeCalls, openInApp } from './in-app';
import { armed } from './hydration';

test.describe('inside the app (bridge simulator)', () => {
  test('the native bar gets the manifest title and the H5 title bar is not rendered', async ({ browser, baseURL }) => {
    const page = await openInApp(browser, baseURL!);
    await page.goto('/h5/notice');
    await expect
      .poll(async () => (await bridgeCalls(page, 'setNavigation')).map((call) => call.params.title))
      .toContain('公告');
    await expect(page.getByRole('button', { name: '返回' })).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-env', 'app');
  });

  test('optional stocks come from the app; a tap opens the native stock detail with the stock list', async ({
    browser,
    baseURL,
  }) => {
    const page = await openInApp(browser, baseURL!, { version: '2.0.60', os: 'ios' });
    await page.goto('/h5/choose-change');
    const rows = page.getByRole('list', { name: '自选股' }).getByRole('button');
    await expect(rows).toHaveCount(2);
    await expect(page.getByText(/数据截至/)).toBeVisible();
    await rows.nth(1).click();
    await expect
      .poll(() => bridgeCalls(page, 'stockDetail'))
      .toEqual([
        expect.objectContaining({ params: { stocks: [{ code: '600519' }, { code: '000001' }], selectedIndex: 1 } }),
      ]);
    expect(page.url()).toContain('/h5/choose-change');
    expect((await bridgeCalls(page, 'selfStockSync'))[0].params).toEqual({ action: 'query', codes: [] });
    await page.screenshot({ path: '/tmp/h3-shots/choose-change-app.png' });
  });

  test('an app older than the optional-stocks gate (Android 2.0.53) gets 当前版本号过低 and no native call', async ({
    browser,
    baseURL,
  }) => {
    const page = await openInApp(browser, baseURL!, { version: '2.0.53', os: 'android' });
    await page.goto('/h5/choose-change');
    await expect(page.getByText('当前版本号过低')).toBeVisible();
    // The page's mount effects have run once the shell has handed its title to the app.
    await expect.poll(() => bridgeCalls(page, 'setNavigation')).not.toEqual([]);
    expect(await bridgeCalls(page, 'selfStockSync')).toEqual([]);
  });

  test.describe('stock-detail jump version gate (iOS 2.0.36 / Android 2.0.38) on a market page', () => {
    for (const [version, os, native] of [
      ['2.0.38', 'android', true],
      ['2.0.37', 'android', false],
      ['2.0.36', 'ios', true],
      ['2.0.35', 'ios', false],
    ] as const) {
      test(`${os} ${version} → ${native ? 'native stock detail' : 'H5 stock page'}`, async ({ browser, baseURL }) => {
        const page = await openInApp(browser, baseURL!, { version, os });
        await page.goto('/h5/tool/northbound/hot-list');
        const stock = page.locator('a[data-stock]').first();
        await expect(stock).toBeVisible({ timeout: 15_000 });
        await armed(page, 'stockTap');
        const code = await stock.getAttribute('data-stock');
        const before = page.url();
        await stock.click();
        if (native) {
          await expect
            .poll(() => bridgeCalls(page, 'stockDetail'))
            .toEqual([
              expect.objectContaining({
                params: expect.objectContaining({ selectedIndex: 0, stocks: [expect.objectContaining({ code })] }),
              }),
            ]);
          expect(page.url()).toBe(before);
        } else {
          await expect.poll(() => page.url()).not.toBe(before);
          expect(await bridgeCalls(page, 'stockDetail')).toEqual([]);
        }
      });
    }
  });

  test('a needLogin page asks the app to log in and reloads on success', async ({ browser, baseURL }) => {
    const page = await openInApp(browser, baseURL!, { config: { login: 'ok', delayMs: 300 } });
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto('/h5/riskAssessment');
    await expect(page.getByText('正在唤起登录…')).toBeVisible();
    await expect.poll(() => loads, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  });

  test('login cancelled in the app leaves a retry button; the call is recorded', async ({ browser, baseURL }) => {
    const page = await openInApp(browser, baseURL!, { config: { login: 'cancel' } });
    await page.goto('/h5/riskAssessment');
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    expect((await bridgeCalls(page, 'login')).length).toBe(1);
    await page.getByRole('button', { name: '登录' }).click();
    await expect.poll(async () => (await bridgeCalls(page, 'login')).length).toBe(2);
  });

  test('an app without a login bridge goes to /appVersionLow (version low)', async ({ browser, baseURL }) => {
    const page = await openInApp(browser, baseURL!, { config: { login: 'unsupported' } });
    await page.goto('/h5/riskAssessment');
    await page.waitForURL(/\/h5\/appVersionLow\?from=/);
    await expect(page.getByRole('heading', { name: 'App 版本过低' })).toBeVisible();
  });

  test('QR login: 请先登录 → the native login, then tells the user to scan again', async ({ browser, baseURL }) => {
    const page = await openInApp(browser, baseURL!);
    await page.goto('/h5/scanNoLogin');
    await page.getByRole('button', { name: '立即登录' }).click();
    await expect(page.getByRole('status').filter({ hasText: '登录成功' })).toBeVisible();
    expect((await bridgeCalls(page, 'login')).length).toBe(1);
    await page.getByRole('button', { name: '返回' }).click();
    await expect.poll(() => bridgeCalls(page, 'back')).toEqual([expect.objectContaining({ params: { close: true } })]);
  });

  test('navigation to another page is handed to the app with its title', async ({ browser, baseURL }) => {
    const page = await openInApp(browser, baseURL!);
    await page.goto('/h5/loginSuccessPage');
    await page.getByRole('link', { name: '登录设备管理' }).click();
    await page.waitForURL(/\/h5\/login-device-manage$/);
    // The record survives the page load (the simulator keeps it in sessionStorage).
    // The page needs a login: the app is asked once, the page reloads once, and without a token from
    // the app (the simulator sends none) it stops and offers the login again — no reload loop.
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    expect(await bridgeCalls(page, 'push')).toEqual([
      expect.objectContaining({
        params: { url: new URL('/h5/login-device-manage', baseURL).toString(), title: '登录设备管理' },
      }),
    ]);
    expect((await bridgeCalls(page, 'login')).length).toBe(2);
  });

  test('the share button hands the page share card to the native share', async ({ browser, baseURL }) => {
    const page = await openInApp(browser, baseURL!);
    await page.goto('/h5/download');
    await expect(page.getByText('您已在 App 内，无需重复下载。')).toBeVisible();
    // The page's share card is set in the same effects pass that hands the title to the app.
    await expect.poll(() => bridgeCalls(page, 'setNavigation')).not.toEqual([]);
    await page.getByRole('button', { name: '分享给好友' }).click();
    await expect.poll(async () => (await bridgeCalls(page, 'share')).length).toBe(1);
    const [share] = await bridgeCalls(page, 'share');
    expect(share.params).toEqual({
      title: '下载财知道 App',
      desc: '龙虎榜、新股日历、北向资金与分析师直播，一个 App 全掌握。',
      link: new URL('/h5/download', page.url()).toString(),
      imgUrl: new URL('/h5/logo.png', page.url()).toString(),
      shareType: 'url',
    });
  });

  test('VIP popup gate: Android 2.0.37 opens the native popup with the membership parameters; 2.0.36 falls back to H5', async ({
    browser,
    baseURL,
  }) => {
    let page = await openInApp(browser, baseURL!, { version: '2.0.37', os: 'android' });
    await page.goto('/h5/exclusiveSpuPopup?level=svip&business_id=b1&source_id=s1&clue_id=c1');
    await page.getByRole('button', { name: '立即开通' }).click();
    await expect
      .poll(() => bridgeCalls(page, 'vipPopup'))
      .toEqual([
        expect.objectContaining({ params: { level: 'SVIP', business_id: 'b1', source_id: 's1', clue_id: 'c1' } }),
      ]);

    await page.context().close();
    page = await openInApp(browser, baseURL!, { version: '2.0.36', os: 'android' });
    await page.goto('/h5/exclusiveSpuPopup?level=vip');
    await page.getByRole('button', { name: '立即开通' }).click();
    await page.waitForURL(/\/h5\/openMember\?level=VIP/);
    expect(await bridgeCalls(page, 'vipPopup')).toEqual([]);
  });

  test('preload pages make no native calls', async ({ browser, baseURL }) => {
    const page = await openInApp(browser, baseURL!);
    await page.goto('/h5/preloading-page');
    await expect(page.locator('[data-preload-page="true"]').first()).toBeAttached();
    await expect(page.locator('html')).toHaveAttribute('data-bridge-simulator', 'on');
    // Native calls of the mount effects load their modules first: once the network is idle they have run.
    await page.waitForLoadState('networkidle');
    expect(await bridgeCalls(page)).toEqual([]);
  });

  test('theme follows the app: header on first render, then the bridge setting', async ({ browser, baseURL }) => {
    const page = await openInApp(browser, baseURL!, { theme: 'dark', config: { settings: { fontSize: 'large' } } });
    await page.goto('/h5/notice');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-font-size', 'large');
    await page.evaluate(() =>
      (window as unknown as { __llczdBridgeEvent: (n: string, d: unknown) => void }).__llczdBridgeEvent('themeChange', {
        theme: 'light',
      }),
    );
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});
