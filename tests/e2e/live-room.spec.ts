import type { Page } from '@playwright/test';
import { MODERATION_MESSAGES } from '@/lib/moderation/rules';
import { RoomListSchema } from '@/lib/live/schemas';
import { continueInBrowser, expect, test } from './app-first';
import { dropChatConnections, loginAs, UPSTREAM } from './live-support';

const ROOM = '/h5/liveRoomDetail/v2?roomId=2';

async function openRoom(page: Page) {
  await page.goto(ROOM);
  await expect(page.getByTestId('live-room')).toBeVisible();
  // History arrives on join.
  await expect(page.getByTestId('chat-list').locator('li[data-message-id]').first()).toBeVisible();
}

async function say(page: Page, text: string) {
  await page.getByLabel('聊天内容').fill(text);
  await page.getByRole('button', { name: '发送' }).click();
}

test.describe('live room', () => {
  test('two viewers in one room see each other’s messages at once', async ({ browser }) => {
    const alice = await browser.newContext();
    const bob = await browser.newContext();
    await Promise.all([continueInBrowser(alice), continueInBrowser(bob)]);
    await loginAs(alice.request);
    await loginAs(bob.request);
    const [a, b] = [await alice.newPage(), await bob.newPage()];
    await Promise.all([openRoom(a), openRoom(b)]);
    await expect(a.getByTestId('chat-connection')).toHaveCount(0);
    await expect(b.getByTestId('chat-connection')).toHaveCount(0);

    const hello = `你好，我是Alice ${Date.now()}`;
    await say(a, hello);
    await expect(b.getByTestId('chat-list').getByText(hello)).toBeVisible({ timeout: 3_000 });
    const reply = `收到 <b>Bob</b> ${Date.now()}`;
    await say(b, reply);
    // Escaped on display: the markup shows as text, no <b> element is created.
    await expect(a.getByTestId('chat-list').getByText(reply)).toBeVisible({ timeout: 3_000 });
    await expect(a.getByTestId('chat-list').locator('b')).toHaveCount(0);
    await a.screenshot({ path: 'test-results/live-room-chat.png' });
    await alice.close();
    await bob.close();
  });

  test('a viewer likes the room: the count grows by one and stays after a reload; the fan group is one tap away', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    await continueInBrowser(context);
    await loginAs(context.request);
    const page = await context.newPage();
    await openRoom(page);
    const like = page.getByTestId('like-button');
    await expect(page.getByTestId('like-count')).toHaveText(/^\d/);
    const before = Number(await page.getByTestId('like-count').textContent());
    const box = await like.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(24);
    expect(box!.height).toBeGreaterThanOrEqual(24);
    await like.click();
    await expect(page.getByTestId('like-count')).toHaveText(String(before + 1));
    await page.reload();
    await expect(page.getByTestId('like-count')).toHaveText(String(before + 1));
    await page.getByTestId('fan-group-entry').click();
    await expect(page).toHaveURL(/\/h5\/fanGroupEquity\/v2\?teacherId=\d+$/);
    await expect(page.getByText(/位成员/)).toBeVisible();
    await context.close();
  });

  test('bad input is refused with a clear message and nothing is shown', async ({ browser }) => {
    const context = await browser.newContext();
    await continueInBrowser(context);
    await loginAs(context.request);
    const page = await context.newPage();
    await openRoom(page);
    await say(page, '   ');
    await expect(page.getByTestId('chat-hint')).toHaveText('请输入聊天内容');
    await say(page, '长'.repeat(201));
    await expect(page.getByTestId('chat-hint')).toHaveText('消息不能超过200个字');
    await say(page, '老师，稳赚的股票有吗');
    await expect(page.getByTestId('chat-hint')).toHaveText(MODERATION_MESSAGES.chat['stock-tip']);
    await expect(page.getByTestId('chat-list').getByText('稳赚')).toHaveCount(0);
    await context.close();
  });

  test('after the server drops the stream the chat reconnects and misses nothing, twice-shown nothing', async ({
    browser,
  }) => {
    const viewer = await browser.newContext();
    const sender = await browser.newContext();
    await loginAs(sender.request);
    const page = await viewer.newPage();
    await openRoom(page);
    const before = `断线前 ${Date.now()}`;
    await sender.request.post('/h5/api/live/rooms/2/chat/messages', { data: { content: before } });
    await expect(page.getByText(before)).toHaveCount(1);

    await dropChatConnections(sender.request, 2);
    const during = `重连期间 ${Date.now()}`;
    await sender.request.post('/h5/api/live/rooms/2/chat/messages', { data: { content: during } });
    await expect(page.getByText(during)).toHaveCount(1, { timeout: 10_000 });
    const after = `重连后 ${Date.now()}`;
    await sender.request.post('/h5/api/live/rooms/2/chat/messages', { data: { content: after } });
    await expect(page.getByText(after)).toHaveCount(1);
    await expect(page.getByText(before)).toHaveCount(1);
    await expect(page.getByText(during)).toHaveCount(1);
    await viewer.close();
    await sender.close();
  });

  test('outside the app a visitor gets a login prompt; the room shows video, licence and disclaimer', async ({
    page,
  }) => {
    await openRoom(page);
    const prompt = page.getByTestId('chat-login-prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link', { name: '去登录' })).toHaveAttribute(
      'href',
      /\/h5\/login\?redirect=%2Fh5%2FliveRoomDetail%2Fv2/,
    );
    await expect(page.getByLabel('聊天内容')).toHaveCount(0);
    await expect(page.getByTestId('licence-no')).toContainText(/证书编号 S\d{13}/);
    await expect(page.getByTestId('disclaimer')).toBeVisible();
    await expect(page.getByTestId('pinned-notice')).not.toBeEmpty();

    const video = page.getByTestId('live-video');
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(video).toHaveAttribute('x5-video-player-type', 'h5-page');
    await expect(video).toHaveAttribute('poster', /\/h5\/live\/poster\.jpg/);
    await page.screenshot({ path: 'test-results/live-room-visitor.png' });
    const media: string[] = [];
    page.on('request', (request) => {
      if (/\.(m3u8|ts)(\?|$)/.test(new URL(request.url()).pathname)) media.push(request.url());
    });
    await page.getByRole('button', { name: '播放直播' }).click();
    await expect(video).toHaveAttribute('data-state', 'playing', { timeout: 15_000 });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.3);
    expect(await video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(2);
    // Playlist and segments came through the first-party pass-through, never from the origin itself.
    const origin = new URL(page.url()).origin;
    expect(media.some((url) => url === `${origin}/h5/media/live/test/index.m3u8`)).toBe(true);
    expect(media.some((url) => /\/h5\/media\/live\/test\/index\d\.ts$/.test(url))).toBe(true);
    expect(media.filter((url) => !url.startsWith(`${origin}/h5/media/`))).toEqual([]);
    await page.screenshot({ path: 'test-results/live-room-playing.png' });
  });

  test('inside the app the login prompt asks the native app instead of linking to the H5 login', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 LlczdApp/2.0.60',
    });
    const page = await context.newPage();
    await openRoom(page);
    const prompt = page.getByTestId('chat-login-prompt');
    await expect(prompt.getByRole('button', { name: '登录' })).toBeVisible();
    await expect(prompt.getByRole('link')).toHaveCount(0);
    await context.close();
  });

  test('an offline room says so and offers the replay', async ({ page, request }) => {
    const { rooms } = RoomListSchema.parse((await (await request.get(`${UPSTREAM}/live/rooms`)).json()).data);
    // At the pinned LIVE_CLOCK every regular programme is over: only the on-air rooms 1–3 are live.
    expect(rooms.filter((room) => room.status === 'offline').map((room) => room.id)).toEqual([4, 5, 6]);
    const offline = rooms.find((room) => room.status === 'offline' && room.replayUrl);
    expect(offline, 'an offline room with a replay').toBeDefined();
    await page.goto(`/h5/liveRoomDetail/v2?roomId=${offline!.id}`);
    await expect(page.getByRole('button', { name: '播放回放' })).toBeVisible();
    await page.getByRole('tab', { name: '直播' }).click();
    await expect(page.getByRole('status').filter({ hasText: '主播暂未开播' })).toBeVisible();
    await expect(page.getByText('未开播').first()).toBeVisible();
  });

  test('a live room opened in replay mode is labelled 回放, not 直播中', async ({ page }) => {
    await page.goto('/h5/liveRoomDetail/v2?roomId=1');
    await expect(page.getByTestId('room-state')).toHaveText('直播中');
    await page.goto('/h5/liveRoomDetail/v2?roomId=1&mode=replay');
    await expect(page.getByTestId('room-state')).toHaveText('回放');
    await expect(page.getByRole('heading', { level: 1 }).filter({ hasText: '直播中' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/live-room-replay-mode.png' });
  });

  test('an unknown room says so in readable colours and leads to the programme list', async ({ page }) => {
    await page.goto('/h5/liveRoomDetail/v2?roomId=9999');
    const title = page.getByText('直播间不存在');
    await expect(title).toBeVisible();
    // Light text on the dark page (the dark tokens apply to the whole route, title bar included).
    const [text, bar] = await Promise.all([
      title.evaluate((el) => getComputedStyle(el).color),
      page.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor),
    ]);
    const luminance = (rgb: string) =>
      rgb
        .match(/\d+/g)!
        .slice(0, 3)
        .map(Number)
        .reduce((a, b) => a + b, 0) / 3;
    expect(luminance(text)).toBeGreaterThan(180);
    expect(luminance(bar)).toBeLessThan(60);
    await page.getByTestId('room-not-found-onward').click();
    await expect(page).toHaveURL(/\/h5\/programList\/v2/);
  });
});
