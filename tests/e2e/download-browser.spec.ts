import { expect, test, type Page, type Request } from '@playwright/test';
import { hydrated } from './hydration';

/**
 * The same pages in an ordinary mobile browser: nothing behind a download wall, app-only actions
 * offer to open the app on the same page, the browser check, QR-login results, popups and tracking.
 * Tracking goes to h2's buriedPoint BFF; when the route is missing the test answers for it.
 */
const TRACKING_PATH = '**/h5/api/buriedPoint/buried/point/data/submit';

async function recordTracking(page: Page) {
  const payloads: Array<{ event_list: Array<{ event_id: string; event_type: string }> } & Record<string, unknown>> = [];
  await page.route(TRACKING_PATH, async (route) => {
    payloads.push(route.request().postDataJSON());
    const response = await route.fetch().catch(() => null);
    if (response && response.status() !== 404) return route.fulfill({ response });
    return route.fulfill({ json: { code: 200, data: null } });
  });
  return payloads;
}

// A beacon can still be in the tracking route (awaiting the BFF) when a test ends: unroute and let that
// handler's fulfil fail quietly, instead of "Fetch response has been disposed" failing the finished test.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('download page: store buttons (iPhone → App Store first), open-app back to the page, no WeChat hint', async ({
  page,
}) => {
  await page.goto('/h5/download?from=%2Fh5%2Ftool%2Fipo');
  const stores = page.locator('a[data-store]');
  await expect(stores).toHaveCount(2);
  await expect(stores.first()).toHaveText('App Store 下载');
  await expect(page.getByTestId('wechat-hint')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '已安装？打开App回到刚才的页面' })).toBeVisible();
  await expect(page.getByRole('button', { name: '关注公众号' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/h3-shots/download-browser.png', fullPage: true });
});

test('download page view is tracked with the §7 payload', async ({ page }) => {
  const payloads = await recordTracking(page);
  await page.goto('/h5/download');
  // The page event from the manifest, and the store buttons' exposure (fully visible on load).
  await expect
    .poll(() => payloads.flatMap((payload) => payload.event_list.map((event) => event.event_id)), { timeout: 10_000 })
    .toEqual(expect.arrayContaining(['h5_download_view', 'h5_download_stores_show']));
  const payload = payloads[0];
  for (const field of [
    'aessign',
    'device_id',
    'g_id',
    'net_status',
    'os_sys',
    'os_ver',
    'upload_time',
    'event_time',
    'vendor',
    'device_model',
    'app_key',
    'event_list',
  ]) {
    expect(payload).toHaveProperty(field);
  }
  expect(payload).toMatchObject({ os_sys: 'ios', os_ver: '17.0', device_model: 'iPhone', app_key: 'llczd-h5' });
  expect(payloads.flatMap((p) => p.event_list)).toContainEqual(
    expect.objectContaining({ event_id: 'h5_download_view', event_type: 'page', event_label: '下载App' }),
  );
  expect(payloads.flatMap((p) => p.event_list)).toContainEqual(
    expect.objectContaining({ event_id: 'h5_download_stores_show', event_type: 'show' }),
  );
});

test('events still queued when the page is hidden leave at once by sendBeacon', async ({ page }) => {
  const seen: Request[] = [];
  await recordTracking(page);
  await page.goto('/h5/download');
  page.on('request', (request) => request.url().includes('/buriedPoint/') && seen.push(request));
  // The tap is tracked by the button's React click handler, there once the button has hydrated.
  await hydrated(page.locator('a[data-store="ios"]'));
  // Tap the store button without leaving (the store is not reachable here), then the page is hidden.
  await page.evaluate(() => {
    const link = document.querySelector('a[data-store="ios"]') as HTMLAnchorElement;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    window.dispatchEvent(new Event('pagehide'));
  });
  // Well before the 3 s batch delay: the beacon, not the timer, carried it.
  await expect
    .poll(
      () =>
        seen.flatMap((request) =>
          (request.postDataJSON()?.event_list ?? []).map((event: { event_id: string }) => event.event_id),
        ),
      { timeout: 1500 },
    )
    .toContain('h5_download_ios_click');
  expect(
    seen.find((request) => JSON.stringify(request.postDataJSON()).includes('h5_download_ios_click'))?.resourceType(),
  ).toBe('ping');
});

test('an app-only action offers to open the app on this page, or download it — and closes back to the content', async ({
  page,
}) => {
  await page.goto('/h5/choose-event');
  await expect(page.getByText('自选股事件需在 App 内查看')).toBeVisible();
  await page.getByRole('button', { name: '打开App查看' }).click();
  const sheet = page.getByRole('dialog', { name: /需要在财知道 App 内使用/ });
  await expect(sheet.getByRole('button', { name: '打开App' })).toBeVisible();
  await expect(sheet.getByRole('link', { name: '下载App' })).toHaveAttribute(
    'href',
    '/h5/download?from=%2Fh5%2Fchoose-event',
  );
  await page.screenshot({ path: '/tmp/h3-shots/open-app-sheet.png' });
  await sheet.getByRole('button', { name: '暂不需要，继续浏览' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page.getByText('自选股事件需在 App 内查看')).toBeVisible();
});

test.describe('browser check', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 5.0; SM-G900P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/41.0.2272.96 Mobile Safari/537.36',
  });
  test('Chrome 41 is asked to upgrade', async ({ page }) => {
    await page.goto('/h5/notice');
    await expect(page.getByTestId('browser-upgrade')).toContainText('请升级浏览器版本');
  });
});

test.describe('browser check, current Chrome', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.230 Mobile Safari/537.36',
  });
  test('Chrome 120 is not (a text comparison would say "120" < "42")', async ({ page }) => {
    await page.goto('/h5/notice');
    await expect(page.getByRole('heading', { level: 1, name: '公告' })).toBeVisible();
    await expect(page.getByTestId('browser-upgrade')).toHaveCount(0);
  });
});

const QR_RESULTS: Array<[string, string]> = [
  ['/h5/loginSuccessPage', '登录成功'],
  ['/h5/noAuthPage', '暂无登录权限'],
  ['/h5/appVersionLow', 'App 版本过低'],
  ['/h5/incorrectQrCode', '二维码不正确'],
  ['/h5/qrCodeFailure', '二维码已失效'],
  ['/h5/scanNoLogin', '请先登录'],
];

test('QR-login result pages explain what happened and what to do, outside the app too', async ({ page }) => {
  for (const [path, heading] of QR_RESULTS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.getByText('扫码登录需在财知道 App 内完成')).toBeVisible();
    await page.screenshot({ path: `/tmp/h3-shots/qr${path.replace('/h5/', '-')}.png` });
  }
  await page.goto('/h5/scanNoLogin');
  await expect(page.getByRole('link', { name: '立即登录' })).toHaveAttribute(
    'href',
    '/h5/login?redirect=%2Fh5%2FscanNoLogin',
  );
});

test('show-qr-code draws a QR for http(s) links only; wxCardLink opens only our own pages', async ({ page }) => {
  await page.goto('/h5/show-qr-code?url=https%3A%2F%2Fexample.com%2Fh5%2Fdownload&title=%E4%B8%8B%E8%BD%BD');
  await expect(page.getByRole('img', { name: '下载二维码' }).locator('svg')).toBeVisible();
  await page.goto('/h5/show-qr-code?url=javascript%3Aalert(1)');
  await expect(page.getByText('没有可显示的二维码')).toBeVisible();

  await page.goto('/h5/wxCardLink?path=%2Fh5%2Fnotice');
  await expect(page).toHaveURL(/\/h5\/notice$/);
  await page.goto('/h5/wxCardLink?path=https%3A%2F%2Fevil.example%2F');
  await expect(page.getByText('链接无效或已过期')).toBeVisible();
});

test('popups work in a browser: a survey answer is required, closing goes back', async ({ page }) => {
  await page.goto('/h5/notice');
  await page.goto('/h5/userQuestionPopup');
  const submit = page.getByRole('button', { name: '提交' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('新股申购提醒').check();
  await expect(submit).toBeEnabled();
  await page.screenshot({ path: '/tmp/h3-shots/user-question-popup.png' });
  await submit.click();
  await expect(page).toHaveURL(/\/h5\/notice$/);

  for (const [path, title] of [
    ['/h5/authPopup', '授权提示'],
    ['/h5/returnPopup', '确定要离开吗？'],
    ['/h5/exclusiveSpuPopup?level=svip', '您有一份SVIP专属权益'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  }
});
