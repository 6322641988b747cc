import { readFile } from 'node:fs/promises';
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { hydrated } from './hydration';
import { bridgeCalls, openInApp, type AppOptions } from './in-app';
import { loginAs } from './live-support';

/**
 * The SPEC §7 native hand-offs of a page, through the bridge simulator: the call and its parameters in
 * the app (iOS and Android), the SPEC §5 version gate (an older app gets the fallback or 当前版本号过低),
 * and what a browser user gets instead.
 */
const IPO_CALENDAR = '/h5/tool/ipo/calendar';
const TRACKING_PATH = '**/h5/api/buriedPoint/buried/point/data/submit';

async function appPage(browser: Browser, baseURL: string, options: AppOptions, path: string): Promise<Page> {
  const page = await openInApp(browser, baseURL, options);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-bridge-simulator', 'on');
  return page;
}

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test.describe('添加到日历 (SPEC §5 add-calendar 2.0.20)', () => {
  for (const os of ['ios', 'android'] as const) {
    test(`${os} 2.0.20: an IPO subscription day goes to the native calendar, the app's toast confirms`, async ({
      browser,
      baseURL,
    }) => {
      const page = await appPage(browser, baseURL!, { version: '2.0.20', os }, IPO_CALENDAR);
      const button = page
        .getByTestId('ipo-next')
        .getByRole('button', { name: /^添加到日历：.+申购日$/ })
        .first();
      await hydrated(button);
      const label = (await button.getAttribute('aria-label'))!;
      await button.click();
      await expect.poll(() => bridgeCalls(page, 'calendar')).toHaveLength(1);
      const [call] = await bridgeCalls(page, 'calendar');
      expect(call.params).toEqual({
        title: label.replace('添加到日历：', ''),
        start: expect.stringMatching(/T01:30:00\.000Z$/),
        end: expect.stringMatching(/T07:00:00\.000Z$/),
        note: expect.stringContaining('申购代码'),
        remindMinutes: 30,
      });
      expect(Date.parse(call.params.start as string)).toBeGreaterThanOrEqual(Date.parse('2026-11-20T00:00:00+08:00'));
      await expect
        .poll(async () => (await bridgeCalls(page, 'toast')).map((toast) => toast.params.message))
        .toContain('已添加到日历');
      await expect(page.locator('[data-simulated-native="toast"]', { hasText: '已添加到日历' })).toBeVisible();
    });
  }

  test('android 2.0.19: 当前版本号过低, and nothing is asked of the app', async ({ browser, baseURL }) => {
    const page = await appPage(browser, baseURL!, { version: '2.0.19', os: 'android' }, IPO_CALENDAR);
    const button = page
      .getByTestId('ipo-next')
      .getByRole('button', { name: /^添加到日历/ })
      .first();
    await hydrated(button);
    await button.click();
    await expect
      .poll(async () => (await bridgeCalls(page, 'toast')).map((toast) => toast.params.message))
      .toEqual(['当前版本号过低']);
    expect(await bridgeCalls(page, 'calendar')).toEqual([]);
  });

  test('the IPO detail offers 申购日, 中签缴款日 and 上市日 while they are ahead; a tap hands the day to the app', async ({
    browser,
    baseURL,
  }) => {
    const page = await appPage(browser, baseURL!, { version: '2.0.60', os: 'ios' }, IPO_CALENDAR);
    const code = await page
      .getByTestId('ipo-next')
      .locator('[data-testid="ipo-event"] a[href*="/tool/ipo/detail/"]')
      .first()
      .getAttribute('href');
    await page.goto(code!);
    const buttons = page.getByRole('button', { name: /^添加到日历：/ });
    await expect(buttons.first()).toBeVisible();
    const labels = await buttons.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('aria-label')),
    );
    // 上市日 only once it is announced (待公布 before).
    const listed = (await page.getByText('待公布').count()) === 0;
    expect(labels.map((label) => label!.replace(/^.*）/, ''))).toEqual(
      listed ? ['申购日', '中签缴款日', '上市日'] : ['申购日', '中签缴款日'],
    );
    await hydrated(buttons.nth(1));
    await buttons.nth(1).click();
    await expect
      .poll(async () => (await bridgeCalls(page, 'calendar')).map((call) => call.params.title))
      .toEqual([labels[1]!.replace('添加到日历：', '')]);
  });

  test('an activity date (tea party) goes to the native calendar on Android', async ({ browser, baseURL }) => {
    const page = await appPage(browser, baseURL!, { version: '2.0.60', os: 'android' }, '/h5/activity/tea-party/v2');
    const button = page.getByRole('button', { name: /^添加到日历：/ });
    await hydrated(button);
    await button.click();
    await expect.poll(() => bridgeCalls(page, 'calendar')).toHaveLength(1);
    const [call] = await bridgeCalls(page, 'calendar');
    expect(call.params).toMatchObject({
      title: expect.stringContaining('茶话会'),
      note: expect.stringContaining('地点'),
      remindMinutes: 30,
    });
    expect(Date.parse(call.params.end as string) - Date.parse(call.params.start as string)).toBe(2 * 3600_000);
  });

  test('a browser user gets a calendar file for the day instead', async ({ page }) => {
    await page.goto(IPO_CALENDAR);
    const button = page
      .getByTestId('ipo-next')
      .getByRole('button', { name: /^添加到日历/ })
      .first();
    await hydrated(button);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/申购日\.ics$/);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toMatch(/DTSTART:\d{8}T013000Z/);
    expect(ics).toContain('TRIGGER:-PT30M');
    await expect(page.getByText('已生成日历文件，打开即可添加')).toBeVisible();
  });
});

test.describe('股票键盘 (SPEC §5 keyboard 2.0.55 / 2.0.57, text updates 2.0.59)', () => {
  test('iOS 2.0.60: the newer keyboard types into the search box key by key and its confirm key searches', async ({
    browser,
    baseURL,
  }) => {
    const page = await appPage(
      browser,
      baseURL!,
      { version: '2.0.60', os: 'ios', config: { keyboard: { text: '600519', submit: true } } },
      '/h5/searchPage',
    );
    const input = page.getByRole('search').getByRole('textbox');
    await expect(input).toHaveAttribute('data-native-keyboard', 'new');
    await expect(input).toHaveAttribute('readonly', '');
    await hydrated(input);
    await input.click();
    await expect(page).toHaveURL(/\/h5\/searchPage\?q=600519/);
    await expect(page.getByText('贵州茅台').first()).toBeVisible();
    expect((await bridgeCalls(page, 'keyboard')).map((call) => call.params)).toEqual([
      { form: 'new', text: '', maxLength: 12, textUpdates: true },
    ]);
  });

  test('Android 2.0.56: the classic keyboard without text updates; the code arrives when it closes', async ({
    browser,
    baseURL,
  }) => {
    const page = await appPage(
      browser,
      baseURL!,
      { version: '2.0.56', os: 'android', config: { keyboard: { text: '000001' } } },
      '/h5/tool/rzrq',
    );
    const input = page.getByLabel('输入6位代码查询个股两融明细');
    await expect(input).toHaveAttribute('data-native-keyboard', 'classic');
    await hydrated(input);
    await input.click();
    await expect(input).toHaveValue('000001');
    expect((await bridgeCalls(page, 'keyboard')).map((call) => call.params)).toEqual([
      { form: 'classic', text: '', maxLength: 6, textUpdates: false },
    ]);
    // The similar-candlestick code input is a stock-code input too.
    await page.goto('/h5/similar-candlestick/index');
    await expect(page.getByLabel('股票代码')).toHaveAttribute('data-native-keyboard', 'classic');
  });

  test('Android 2.0.54: the web input, no keyboard call', async ({ browser, baseURL }) => {
    const page = await appPage(browser, baseURL!, { version: '2.0.54', os: 'android' }, '/h5/searchPage');
    const input = page.getByRole('search').getByRole('textbox');
    await hydrated(input);
    await expect(input).not.toHaveAttribute('data-native-keyboard', /.+/);
    await input.fill('600519');
    await input.press('Enter');
    await expect(page).toHaveURL(/q=600519/);
    expect(await bridgeCalls(page, 'keyboard')).toEqual([]);
  });

  test('a browser user types with the system keyboard', async ({ page }) => {
    await page.goto('/h5/searchPage');
    const input = page.getByRole('search').getByRole('textbox');
    await expect(input).not.toHaveAttribute('readonly', '');
    await expect(input).toHaveAttribute('inputmode', 'search');
    await input.fill('gzmt');
    await input.press('Enter');
    await expect(page).toHaveURL(/q=gzmt/);
  });
});

test.describe('native storage and toast (SPEC §7)', () => {
  const recent = JSON.stringify([{ code: '600519', name: '贵州茅台' }]);

  test('in the app the recent searches come from the app storage and a new one is written back', async ({
    browser,
    baseURL,
  }) => {
    const page = await appPage(
      browser,
      baseURL!,
      { version: '2.0.60', os: 'android', config: { storage: { 'h5:recent-stocks': recent } } },
      '/h5/searchPage?q=000001',
    );
    const recentList = page.getByRole('region', { name: '最近搜索' });
    await expect(recentList.getByTestId('recent-search')).toHaveText(['贵州茅台']);
    expect((await bridgeCalls(page, 'storage'))[0].params).toEqual({ action: 'get', key: 'h5:recent-stocks' });
    await page.getByRole('button', { name: '清除' }).click();
    await expect(recentList).toHaveCount(0);
    await expect
      .poll(async () => (await bridgeCalls(page, 'storage')).map((call) => call.params))
      .toContainEqual({ action: 'remove', key: 'h5:recent-stocks' });
  });

  test('a browser keeps them in its own storage: the app storage is never asked', async ({ page }) => {
    await page.goto('/h5/searchPage');
    await expect(page.getByRole('region', { name: '最近搜索' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { LlczdNative?: unknown }).LlczdNative)).toBeUndefined();
  });

  test('an app that refuses the toast call still shows the message (web toast)', async ({ browser, baseURL }) => {
    const page = await appPage(
      browser,
      baseURL!,
      { version: '2.0.19', os: 'ios', config: { unsupported: ['toast'] } },
      IPO_CALENDAR,
    );
    const button = page
      .getByTestId('ipo-next')
      .getByRole('button', { name: /^添加到日历/ })
      .first();
    await hydrated(button);
    await button.click();
    await expect(page.locator('.adm-toast-main', { hasText: '当前版本号过低' })).toBeVisible();
    await expect(page.locator('[data-simulated-native="toast"]')).toHaveCount(0);
  });
});

test.describe('海报分享 erCodeImage (SPEC §3 share types)', () => {
  test('iOS: the live room poster goes to the native share sheet as a QR-code image', async ({ browser, baseURL }) => {
    const page = await appPage(browser, baseURL!, { version: '2.0.60', os: 'ios' }, '/h5/liveRoomDetail/v2?roomId=1');
    const poster = page.getByRole('button', { name: '分享直播间海报' });
    await hydrated(poster);
    await poster.click();
    await expect.poll(() => bridgeCalls(page, 'share')).toHaveLength(1);
    const [call] = await bridgeCalls(page, 'share');
    expect(call.params).toMatchObject({
      shareType: 'erCodeImage',
      link: expect.stringMatching(/\/h5\/share-live-room\/v2\?roomId=1$/),
      imgUrl: expect.stringMatching(/^data:image\/png;base64,/),
    });
    expect(String(call.params.title)).not.toBe('');
    // The link card stays a link card.
    await page.getByRole('button', { name: '分享直播间', exact: true }).click();
    await expect
      .poll(async () => (await bridgeCalls(page, 'share')).map((share) => share.params.shareType))
      .toEqual(['erCodeImage', 'url']);
  });

  test('a browser user is not offered the image share', async ({ page }) => {
    await page.goto('/h5/liveRoomDetail/v2?roomId=1');
    await expect(page.getByRole('button', { name: '分享直播间', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '分享直播间海报' })).toHaveCount(0);
  });
});

test.describe('live-room tracking: card types and fan-group events (SPEC §9)', () => {
  test('the coupon card reports its exposure and tap with card_type 2 and the room', async ({ page }) => {
    const events: Array<{ event_id: string; event_attr: Record<string, unknown> }> = [];
    await page.route(TRACKING_PATH, async (route) => {
      events.push(...(route.request().postDataJSON() as { event_list: typeof events }).event_list);
      const response = await route.fetch().catch(() => null);
      return response ? route.fulfill({ response }) : route.fulfill({ json: { code: 200, data: null } });
    });
    await page.goto('/h5/liveRoomDetail/v2?roomId=2');
    const coupon = page.getByTestId('live-coupon-entry');
    await coupon.scrollIntoViewIfNeeded();
    await expect(coupon).toBeVisible();
    await hydrated(coupon.getByRole('link'));
    await expect
      .poll(() => events.filter((event) => event.event_id === 'h5_live_card_show').map((event) => event.event_attr), {
        timeout: 15_000,
      })
      .toContainEqual({ card_type: 2, room_id: 2 });
    await coupon.getByRole('link').click();
    await expect
      .poll(() => events.filter((event) => event.event_id === 'h5_live_card_click').map((event) => event.event_attr), {
        timeout: 15_000,
      })
      .toEqual([{ card_type: 2, room_id: 2 }]);
  });
});

test.describe('照片 (SPEC §7 photos): the anchor uploads the room poster', () => {
  test.describe.configure({ mode: 'serial' });
  let anchorState: BrowserContextOptions['storageState'];
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    await loginAs(context.request, '13900000003');
    anchorState = await context.storageState();
    await context.close();
  });

  async function posterOf(page: Page, roomId: string) {
    await page.goto(`/h5/liveRoomDetail/v2?roomId=${roomId}`);
    return page.getByTestId('live-video').getAttribute('poster');
  }

  test('Android app: 选择图片 opens the app picker; the photo is previewed, saved, and becomes the room poster', async ({
    browser,
    baseURL,
  }) => {
    const page = await openInApp(browser, baseURL!, { version: '2.0.60', os: 'android' });
    await page.context().addCookies((anchorState as { cookies: Parameters<BrowserContext['addCookies']>[0] }).cookies);
    await page.goto('/h5/liveRoomDisposition/v2');
    const roomId = new URL(
      (await page.getByRole('link', { name: '查看直播间' }).getAttribute('href'))!,
      baseURL,
    ).searchParams.get('roomId')!;
    const choose = page.getByRole('button', { name: '选择图片' });
    await hydrated(choose);
    await choose.click();
    await expect(page.getByTestId('poster-preview')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
    expect((await bridgeCalls(page, 'photos')).map((call) => call.params)).toEqual([{ count: 1 }]);
    await page.getByRole('button', { name: '保存海报' }).click();
    await expect(page.getByTestId('poster-preview')).toHaveCount(0);
    const poster = await posterOf(page, roomId);
    expect(poster).toMatch(new RegExp(`/h5/api/live/rooms/${roomId}/poster\\?v=\\d+$`));
    const image = await page.request.get(poster!);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    expect((await image.body()).subarray(0, 2).toString('hex')).toBe('ffd8');
  });

  test('a browser user chooses a file; a file that is not an image is refused', async ({ browser }) => {
    const context = await browser.newContext({ storageState: anchorState });
    const page = await context.newPage();
    await page.goto('/h5/liveRoomDisposition/v2');
    const choose = page.getByRole('button', { name: '选择图片' });
    await hydrated(choose);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEUlEQVR42mP8z8DwnwEJMCIDAB0/Af7X6VxGAAAAAElFTkSuQmCC',
      'base64',
    );
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), choose.click()]);
    await chooser.setFiles({ name: 'poster.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByTestId('poster-preview')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
    await page.getByRole('button', { name: '保存海报' }).click();
    await expect(page.getByTestId('poster-preview')).toHaveCount(0);
    const refused = await page.request.post('/h5/api/live/anchor/room/poster', {
      data: { image: 'data:text/html;base64,PHNjcmlwdD4=' },
    });
    expect(refused.status()).toBe(400);
    await context.close();
  });
});
