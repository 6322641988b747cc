import { expect, test, type Page, type Route } from '@playwright/test';

/**
 * The same pages opened in WeChat: the JS-SDK (served here by a stand-in for res.wx.qq.com that
 * records what the page asks of it) is configured through the js-signature BFF and gets the share
 * card only once ready. The BFF route is h2's; when it is missing the test answers for it.
 */
const WECHAT_IOS_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';

const FAKE_SDK = `
  window.__wx = [];
  window.wx = {
    config: function (o) { window.__wx.push(['config', o]); var self = this; setTimeout(function () { window.__wxReady = true; (self._ready || []).forEach(function (f) { f(); }); }, 300); },
    ready: function (f) { window.__wx.push(['ready']); if (window.__wxReady) f(); else (this._ready = this._ready || []).push(f); },
    error: function () {},
    updateAppMessageShareData: function (d) { window.__wx.push(['appMessage', d]); },
    updateTimelineShareData: function (d) { window.__wx.push(['timeline', d]); },
  };`;

type WxCall = [string, Record<string, unknown>?];

async function stubWechat(page: Page) {
  const signatureBodies: unknown[] = [];
  await page.route('https://res.wx.qq.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: FAKE_SDK }),
  );
  await page.route('**/h5/api/feature/wechat/js-signature', async (route: Route) => {
    signatureBodies.push(route.request().postDataJSON());
    const response = await route.fetch().catch(() => null);
    if (response && response.status() !== 404) return route.fulfill({ response });
    return route.fulfill({
      json: {
        code: 200,
        data: { appId: 'wx-test', timestamp: 1700000000, noncestr: 'abc', signature: 'f'.repeat(40) },
      },
    });
  });
  return signatureBodies;
}

// The signature route can still be awaiting the BFF when a test that does not wait for the SDK ends:
// unroute and let that handler's fulfil fail quietly, instead of "Fetch response has been disposed".
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

const wxCalls = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __wx?: WxCall[] }).__wx ?? []) as WxCall[]);

test.describe('in WeChat', () => {
  test.use({ userAgent: WECHAT_IOS_UA });

  test('the JS-SDK is configured with the landing URL signature and the share card applied once ready', async ({
    page,
  }) => {
    const bodies = await stubWechat(page);
    await page.goto('/h5/download?from=%2Fh5%2Ftool%2Fipo#top');
    await expect
      .poll(async () => (await wxCalls(page)).map(([name]) => name))
      .toEqual(['config', 'ready', 'appMessage', 'timeline']);
    const calls = await wxCalls(page);
    expect(bodies[0]).toEqual({ url: new URL('/h5/download?from=%2Fh5%2Ftool%2Fipo', page.url()).toString() });
    expect(calls[0][1]).toMatchObject({
      debug: false,
      nonceStr: expect.any(String),
      signature: expect.any(String),
      jsApiList: expect.arrayContaining(['updateAppMessageShareData', 'updateTimelineShareData']),
    });
    expect(calls[2][1]).toEqual({
      title: '下载财知道 App',
      desc: '龙虎榜、新股日历、北向资金与分析师直播，一个 App 全掌握。',
      link: new URL('/h5/download?from=%2Fh5%2Ftool%2Fipo', page.url()).toString(),
      imgUrl: new URL('/h5/logo.png', page.url()).toString(),
    });
    // The SDK script was injected with the page's CSP nonce (the CSP uses 'strict-dynamic').
    expect(
      await page.evaluate(
        () => (document.querySelector('script[src*="jweixin-1.6.0.js"]') as HTMLScriptElement | null)?.nonce ?? '',
      ),
    ).not.toBe('');
  });

  test('a page without its own card shares the defaults: app name, empty description, current URL, logo', async ({
    page,
  }) => {
    await stubWechat(page);
    await page.goto('/h5/notice');
    await expect
      .poll(async () => (await wxCalls(page)).find(([name]) => name === 'appMessage')?.[1])
      .toEqual({
        title: '财知道',
        desc: '',
        link: new URL('/h5/notice', page.url()).toString(),
        imgUrl: new URL('/h5/logo.png', page.url()).toString(),
      });
  });

  test('download explains "open in browser", the share button points at the menu, and the follow-account dialog opens by itself', async ({
    page,
  }) => {
    await stubWechat(page);
    await page.goto('/h5/download');
    await expect(page.getByTestId('wechat-hint')).toBeVisible();
    // SPEC §1: the follow dialog opens by itself on the visit's first page without fields.
    const dialog = page.getByRole('dialog', { name: /关注「财知道」公众号/ });
    await expect(dialog.getByRole('img', { name: '财知道公众号二维码' })).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    );
    await page.screenshot({ path: '/tmp/h3-shots/follow-dialog.png' });
    await dialog.getByRole('button', { name: '暂不关注' }).click();
    await expect(dialog).toHaveCount(0);
    // No entry is left on the page to cover anything.
    await expect(page.getByRole('button', { name: '关注公众号' })).toHaveCount(0);

    await page.getByRole('button', { name: '分享给好友' }).click();
    await expect(page.getByRole('dialog', { name: '分享提示' })).toContainText('点击右上角');
    await page.getByRole('dialog', { name: '分享提示' }).click();
  });

  test('an app-only action in WeChat explains the browser step instead of a blocked scheme', async ({ page }) => {
    await stubWechat(page);
    // This visitor answered the follow dialog on an earlier visit.
    await page.addInitScript(() => localStorage.setItem('h5:follow-oa', 'closed'));
    await page.goto('/h5/choose-change');
    await page.getByRole('button', { name: '打开App查看' }).click();
    const sheet = page.getByRole('dialog', { name: /需要在财知道 App 内使用/ });
    await expect(sheet).toContainText('在浏览器打开');
    await expect(sheet.getByRole('button', { name: '打开App' })).toHaveCount(0);
    await expect(sheet.getByRole('link', { name: '下载App' })).toHaveAttribute(
      'href',
      '/h5/download?from=%2Fh5%2Fchoose-change',
    );
  });
});

test('share pages render Open Graph and description meta on the server', async ({ request }) => {
  const html = await (await request.get('/h5/download', { headers: { 'user-agent': WECHAT_IOS_UA } })).text();
  expect(html).toMatch(/<meta property="og:title" content="下载财知道 App"/);
  expect(html).toMatch(/<meta name="description" content="龙虎榜、新股日历/);
  // The app family's 1200×630 share card (public/og), absolute so WeChat can fetch it.
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/h5\/og\/app\.png"/);
  expect(html).toMatch(/<meta property="og:url" content="http:\/\/localhost:\d+\/h5\/download"/);
  const card = await request.get('/h5/og/app.png');
  expect(card.headers()['content-type']).toBe('image/png');
});
