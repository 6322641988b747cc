import { expect, test, type Page, type Route } from '@playwright/test';
import { hydrated } from './hydration';
import { bridgeCalls, openInApp } from './in-app';
import { loginAs } from './live-support';

/**
 * SPEC §2 "inside the app, navigation is handed to the native app with a title/button parameter",
 * §3 native navigation button, §7 web height, and outside the app (§1) the open-app offer and the
 * official-account dialog — through the bridge simulator (in the app), a plain phone browser and WeChat.
 */
/**
 * The recorded calls, read while the simulator may be opening the pushed page (a navigation destroys
 * the page's context mid-read): null then, and the poll reads again once the new page is there.
 */
const calls = (page: Page, method: string) => bridgeCalls(page, method).catch(() => null);

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';

test.describe('inside the app: links hand the page to the native push', () => {
  for (const os of ['ios', 'android'] as const) {
    test(`${os}: a tap on 新股日历 calls push with the manifest title; the app opens the page`, async ({
      browser,
      baseURL,
    }) => {
      const page = await openInApp(browser, baseURL!, { os, version: '2.0.60' });
      await page.goto('/h5/tool/ipo');
      const link = page.getByRole('link', { name: '新股日历 ›' });
      await hydrated(link);
      await link.click();
      await expect
        .poll(() => calls(page, 'push'))
        .toEqual([
          expect.objectContaining({
            params: { url: new URL('/h5/tool/ipo/calendar', baseURL).toString(), title: '新股日历' },
          }),
        ]);
      // The simulator plays the app opening the new page; that page hands its own title to the app.
      await expect(page).toHaveURL(/\/h5\/tool\/ipo\/calendar$/);
      await expect
        .poll(async () => ((await calls(page, 'setNavigation')) ?? []).map((call) => call.params.title))
        .toContain('新股日历');
      await page.context().close();
    });
  }

  test('the native button comes from the manifest: a link button (规则) and the refresh button of a pull-to-refresh route', async ({
    browser,
    baseURL,
  }) => {
    const page = await openInApp(browser, baseURL!, { os: 'android' });
    await page.goto('/h5/');
    const contest = page.getByRole('link', { name: '选股大赛' });
    await hydrated(contest);
    await contest.click();
    await expect
      .poll(() => calls(page, 'push'))
      .toEqual([
        expect.objectContaining({
          params: {
            url: new URL('/h5/stock-contest/index', baseURL).toString(),
            title: '选股大赛',
            button: { title: '规则', type: 'link', url: new URL('/h5/stock-contest/rule', baseURL).toString() },
          },
        }),
      ]);
    // On load the page sets the same button on its native bar.
    await expect(page).toHaveURL(/\/h5\/stock-contest\/index$/);
    await expect
      .poll(async () =>
        ((await calls(page, 'setNavigation')) ?? [])
          .map((call) => call.params)
          .find((params) => params.title === '选股大赛'),
      )
      .toEqual({
        title: '选股大赛',
        button: { title: '规则', type: 'link', url: new URL('/h5/stock-contest/rule', baseURL).toString() },
      });

    await page.goto('/h5/');
    const ai = page.getByRole('link', { name: 'AI智能选股' });
    await hydrated(ai);
    await ai.click();
    await expect
      .poll(async () =>
        ((await calls(page, 'push')) ?? []).map((call) => call.params).find((params) => params.title === 'AI智能选股'),
      )
      .toEqual({
        url: new URL('/h5/AIProject', baseURL).toString(),
        title: 'AI智能选股',
        button: { title: '刷新', type: 'refresh', needsRefresh: true },
      });
    await page.context().close();
  });

  test('same-page links stay in the webview; back from a pushed page finds the keep-alive page as it was', async ({
    browser,
    baseURL,
  }) => {
    const page = await openInApp(browser, baseURL!, { os: 'ios' });
    await page.goto('/h5/conditionalSeletor/index');
    const roe = page.getByRole('link', { name: '+ ROE' });
    await hydrated(roe);
    await roe.click();
    await expect(page).toHaveURL(/c=roe/);
    expect(await bridgeCalls(page, 'push')).toEqual([]);
    const results = page.getByTestId('screener-results');
    await hydrated(results);
    await results.click();
    await expect
      .poll(async () => ((await calls(page, 'push')) ?? []).map((call) => call.params.title))
      .toEqual(['条件选股结果']);
    await expect(page).toHaveURL(/conditionalSeletor\/detail\?c=roe/);
    await page.goBack();
    await expect(page).toHaveURL(/conditionalSeletor\/index\?c=roe/);
    await expect(page.getByRole('link', { name: /移除ROE/ })).toBeVisible();
    await page.context().close();
  });

  test('a search form to another page (AI诊股 → its report) calls push; the native keyboard’s confirm key submits it', async ({
    browser,
    baseURL,
  }) => {
    const page = await openInApp(browser, baseURL!, {
      os: 'ios',
      version: '2.0.60',
      config: { keyboard: { text: '600519', submit: true } },
    });
    await page.goto('/h5/aiDiagnosis');
    const input = page.getByLabel('输入6位股票代码，如 600519');
    await expect(input).toHaveAttribute('data-native-keyboard', 'new');
    await hydrated(input);
    await input.click();
    await expect
      .poll(() => calls(page, 'push'))
      .toEqual([
        expect.objectContaining({
          params: { url: new URL('/h5/aiDiagnosisSecond?code=600519', baseURL).toString(), title: 'AI诊股报告' },
        }),
      ]);
    // The app opens the report as a new page.
    await expect(page).toHaveURL(/\/h5\/aiDiagnosisSecond\?code=600519$/);
    await page.context().close();
  });

  test('a double tap opens one native page (SPEC §9 debounce 1000 ms)', async ({ browser, baseURL }) => {
    const page = await openInApp(browser, baseURL!, { config: { delayMs: 1500 } });
    await page.goto('/h5/tool/ipo');
    const link = page.getByRole('link', { name: '新股日历 ›' });
    await hydrated(link);
    await link.click();
    await link.click();
    await expect.poll(async () => (await calls(page, 'push'))?.length).toBe(1);
    // Once the app has opened the page, still one push.
    await expect(page).toHaveURL(/\/h5\/tool\/ipo\/calendar$/);
    await expect.poll(async () => (await calls(page, 'push'))?.length).toBe(1);
    await page.context().close();
  });

  test('an app without the push call shows the page in the same webview', async ({ browser, baseURL }) => {
    const page = await openInApp(browser, baseURL!, { config: { unsupported: ['push'] } });
    await page.goto('/h5/tool/ipo');
    const link = page.getByRole('link', { name: '新股日历 ›' });
    await hydrated(link);
    await link.click();
    await expect(page).toHaveURL(/\/h5\/tool\/ipo\/calendar$/);
    expect((await bridgeCalls(page, 'push')).length).toBe(1);
    await page.context().close();
  });

  test('a popup route (transparent background) reports its web height', async ({ browser, baseURL }) => {
    const page = await openInApp(browser, baseURL!);
    await page.goto('/h5/authPopup');
    await expect(page.getByRole('dialog')).toBeVisible();
    // The last height the app was given is the card's height as shown (rounded up).
    const lastHeightAndCard = async () => {
      const heights = await bridgeCalls(page, 'webHeight');
      const card = await page.getByRole('dialog').boundingBox();
      return [
        heights.length > 0 ? heights[heights.length - 1].params.height : null,
        card ? Math.ceil(card.height) : -1,
      ];
    };
    await expect
      .poll(async () => {
        const [sent, shown] = await lastHeightAndCard();
        return sent === shown;
      })
      .toBe(true);
    const heights = await bridgeCalls(page, 'webHeight');
    expect(heights[heights.length - 1].params.height).toBeGreaterThan(100);
    await page.context().close();
  });
});

test.describe('in a phone browser', () => {
  test('a link is an ordinary navigation: no bridge, no push', async ({ page }) => {
    await page.goto('/h5/tool/ipo');
    const link = page.getByRole('link', { name: '新股日历 ›' });
    await hydrated(link);
    await link.click();
    await expect(page).toHaveURL(/\/h5\/tool\/ipo\/calendar$/);
    await expect(page.getByRole('heading', { name: '新股日历' }).first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __llczdBridgeCalls?: unknown }).__llczdBridgeCalls ?? null),
    ).toBeNull();
  });

  test('the first like in the live room offers the app; continuing likes here, and the visit remembers the choice', async ({
    page,
  }) => {
    await loginAs(page.request);
    const likes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/h5/api/live/rooms/2/likes')
        likes.push(request.url());
    });
    await page.goto('/h5/liveRoomDetail/v2?roomId=2');
    const like = page.getByTestId('like-button');
    await hydrated(like);
    await like.click();
    const offer = page.getByRole('dialog', { name: '在财知道 App 内点赞体验更好' });
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('button', { name: '打开App' })).toBeVisible();
    await expect(offer.getByRole('link', { name: '下载App' })).toHaveAttribute(
      'href',
      `/h5/download?from=${encodeURIComponent('/h5/liveRoomDetail/v2?roomId=2')}`,
    );
    // Nothing is sent before the user answers.
    expect(likes).toEqual([]);
    await offer.getByRole('button', { name: '继续在浏览器中点赞' }).click();
    await expect(offer).toHaveCount(0);
    await expect.poll(() => likes.length).toBe(1);

    // Another page of the visit: the next like goes straight on.
    await page.reload();
    const again = page.getByTestId('like-button');
    await hydrated(again);
    await again.click();
    await expect.poll(() => likes.length).toBe(2);
    await expect(page.getByRole('dialog', { name: /点赞/ })).toHaveCount(0);
  });
});

test('a content page is titled by its route (SPEC §2); the headline stays in the share card', async ({ request }) => {
  const html = await (
    await request.get('/h5/manuscript/article/v2/1', { headers: { 'user-agent': WECHAT_UA } })
  ).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(/<title>([^<]*)<\/title>/.exec(head)?.[1]).toBe('文章详情');
  expect(/<meta property="og:title" content="([^"]*)"/.exec(head)?.[1]).toContain('四季度A股策略');
});

test('a board code is zero-padded to 5 digits (SPEC §5): ?code=801 shows board 00801', async ({ request }) => {
  const description = async (code: string) => {
    const html = await (await request.get(`/h5/hotspotTheme/detail?code=${code}`)).text();
    expect(html, code).not.toContain('data-testid="bad-input"');
    return /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  };
  const padded = await description('00801');
  expect(padded).toMatch(/：/);
  expect(await description('801')).toBe(padded);
});

async function stubWechat(page: Page, openAppId: string | null) {
  const FAKE_SDK = `
    window.__wx = [];
    window.wx = {
      config: function (o) { window.__wx.push(['config', o]); var self = this; setTimeout(function () { window.__wxReady = true; (self._ready || []).forEach(function (f) { f(); }); }, 100); },
      ready: function (f) { if (window.__wxReady) f(); else (this._ready = this._ready || []).push(f); },
      error: function () {},
      updateAppMessageShareData: function () {},
      updateTimelineShareData: function () {},
    };`;
  await page.route('https://res.wx.qq.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: FAKE_SDK }),
  );
  await page.route('**/h5/api/feature/wechat/js-signature', (route: Route) =>
    route.fulfill({
      json: {
        code: 200,
        data: {
          appId: 'wx-test',
          timestamp: 1700000000,
          noncestr: 'abcdefgh',
          signature: 'f'.repeat(40),
          ...(openAppId ? { openAppId } : {}),
        },
      },
    }),
  );
}

test.describe('in WeChat', () => {
  test.use({ userAgent: WECHAT_UA });
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('an app-first action offers the app first (open tag when the signature allows) and lets the user continue in the browser', async ({
    page,
    baseURL,
  }) => {
    await stubWechat(page, 'wx-open-app-test');
    await page.addInitScript(() => localStorage.setItem('h5:follow-oa', 'closed'));
    await page.goto('/h5/teacherList/v2');
    const follow = page.getByRole('button', { name: '+ 关注' }).first();
    await hydrated(follow);
    // The signed config is ready (the open tag is allowed) before the tap.
    await expect
      .poll(() => page.evaluate(() => ((window as unknown as { __wx?: unknown[][] }).__wx ?? []).length))
      .toBeGreaterThan(0);
    await follow.click();
    const sheet = page.getByRole('dialog', { name: /关注老师/ });
    await expect(sheet).toBeVisible();
    const tag = sheet.locator('wx-open-launch-app');
    await expect(tag).toHaveAttribute('appid', 'wx-open-app-test');
    await expect(tag).toHaveAttribute('extinfo', new URL('/h5/teacherList/v2', baseURL).toString());
    const config = await page.evaluate(
      () => ((window as unknown as { __wx: unknown[][] }).__wx[0][1] as { openTagList?: string[] }).openTagList,
    );
    expect(config).toEqual(['wx-open-launch-app']);
    await expect(sheet.getByRole('link', { name: '下载App' })).toHaveAttribute(
      'href',
      '/h5/download?from=%2Fh5%2FteacherList%2Fv2',
    );
    await sheet.getByRole('button', { name: '继续在浏览器中关注老师' }).click();
    // Continuing works in the browser: a visitor is sent to the H5 login and comes back here.
    await expect(page).toHaveURL(/\/h5\/login\?redirect=%2Fh5%2FteacherList%2Fv2/);
  });

  test('a reader’s first comment offers the app through the open tag; continuing posts the comment', async ({
    page,
    baseURL,
  }) => {
    await stubWechat(page, 'wx-open-app-test');
    await page.addInitScript(() => localStorage.setItem('h5:follow-oa', 'closed'));
    await loginAs(page.request);
    await page.goto('/h5/manuscript/article/v2/1');
    const comment = `微信里评论 ${Date.now() % 100000}`;
    const submit = page.getByRole('button', { name: '发布评论' });
    await hydrated(submit);
    await expect
      .poll(() => page.evaluate(() => ((window as unknown as { __wx?: unknown[][] }).__wx ?? []).length))
      .toBeGreaterThan(0);
    await page.getByLabel('写评论').fill(comment);
    await submit.click();
    const offer = page.getByRole('dialog', { name: '在财知道 App 内评论体验更好' });
    await expect(offer.locator('wx-open-launch-app')).toHaveAttribute(
      'extinfo',
      new URL('/h5/manuscript/article/v2/1', baseURL).toString(),
    );
    await expect(page.getByTestId('comment').filter({ hasText: comment })).toHaveCount(0);
    await offer.getByRole('button', { name: '继续在浏览器中评论' }).click();
    await expect(page.getByTestId('comment').first()).toContainText(comment);
  });

  test('without the open tag the offer explains the browser step; once continued, the next tap goes straight on', async ({
    page,
  }) => {
    await stubWechat(page, null);
    await page.addInitScript(() => localStorage.setItem('h5:follow-oa', 'closed'));
    await page.goto('/h5/teacherList/v2');
    const follow = page.getByRole('button', { name: '+ 关注' }).first();
    await hydrated(follow);
    await follow.click();
    const sheet = page.getByRole('dialog', { name: /关注老师/ });
    await expect(sheet).toContainText('在浏览器打开');
    await expect(sheet.locator('wx-open-launch-app')).toHaveCount(0);
    await sheet.getByRole('button', { name: '继续在浏览器中关注老师' }).click();
    await expect(page).toHaveURL(/\/h5\/login\?redirect=/);
    await page.goto('/h5/teacherList/v2');
    const again = page.getByRole('button', { name: '+ 关注' }).first();
    await hydrated(again);
    await again.click();
    await expect(page).toHaveURL(/\/h5\/login\?redirect=/);
  });

  test('the official-account dialog opens by itself once per session, and a closed one stays closed', async ({
    page,
    context,
  }) => {
    await stubWechat(page, null);
    await page.goto('/h5/notice');
    const dialog = page.getByRole('dialog', { name: /关注「财知道」公众号/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: '财知道公众号二维码' })).toBeVisible();
    // Shown this session already: another page of the visit does not show it again.
    await page.goto('/h5/tool/ipo');
    await page.waitForTimeout(2500);
    await expect(dialog).toHaveCount(0);

    // A new session (a new tab) shows it again until the user answers; the answer is remembered.
    const second = await context.newPage();
    await stubWechat(second, null);
    await second.goto('/h5/notice');
    const again = second.getByRole('dialog', { name: /关注「财知道」公众号/ });
    await expect(again).toBeVisible();
    await again.getByRole('button', { name: '暂不关注' }).click();
    await expect(again).toHaveCount(0);
    const third = await context.newPage();
    await stubWechat(third, null);
    await third.goto('/h5/notice');
    await third.waitForTimeout(2500);
    await expect(third.getByRole('dialog', { name: /关注「财知道」公众号/ })).toHaveCount(0);
  });

  test('the official-account dialog never opens over a page with input fields', async ({ page }) => {
    await stubWechat(page, null);
    await page.goto('/h5/login');
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await page.waitForTimeout(2500);
    await expect(page.getByRole('dialog', { name: /关注「财知道」公众号/ })).toHaveCount(0);
  });
});
