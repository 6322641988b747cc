import type { Browser, Page } from '@playwright/test';
import { expect, test } from './app-first';
import { submissionFor } from '../contract/compliance-support';
import { login, newClient } from '../contract/bff-helpers';
import { confirmPlan, data, payAtCashier, settled, type Confirmed } from '../contract/pay-support';
import { hydrated } from './hydration';
import { loginAs, UPSTREAM } from './live-support';

/**
 * Suitability on the sale pages and at renewal, and the nickname others see, as a user meets them
 * (375×812, light and dark: test-results/suitability-*.png, nickname-*.png).
 */
const SALE = '/h5/special2/v2';

async function bothThemes(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await page.screenshot({ path: `test-results/${name}-${scheme}.png`, fullPage: true });
  }
}

async function assessedPage(browser: Browser, level: number) {
  const context = await browser.newContext();
  await loginAs(context.request);
  expect((await context.request.post('/h5/api/compliance/evaluations', { data: submissionFor(level) })).status()).toBe(
    200,
  );
  return context.newPage();
}

test.describe('sale pages promote only what suits the viewer', () => {
  test('logged out: no 推荐 or other badge on VIP (R2) or SVIP (R3); the plans are still on sale', async ({ page }) => {
    await page.goto(SALE);
    await expect(page.getByRole('link', { name: /^VIP年卡 365天/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^SVIP年卡 365天/ })).toBeVisible();
    await expect(page.getByText('超值推荐')).toHaveCount(0);
    await expect(page.getByText('最受欢迎')).toHaveCount(0);
    await bothThemes(page, 'suitability-sale-logged-out');
  });

  test('a C2 investor sees 最受欢迎 on the VIP年卡 (R2) but no 超值推荐 on the SVIP年卡 (R3); a C4 investor sees both', async ({
    browser,
  }) => {
    const c2 = await assessedPage(browser, 2);
    await c2.goto(SALE);
    await expect(c2.getByText('最受欢迎')).toBeVisible();
    await expect(c2.getByText('超值推荐')).toHaveCount(0);
    await bothThemes(c2, 'suitability-sale-c2');
    const c4 = await assessedPage(browser, 4);
    await c4.goto(SALE);
    await expect(c4.getByText('超值推荐')).toBeVisible();
    await expect(c4.getByText('最受欢迎')).toBeVisible();
  });
});

test('a member reassessed below the plan’s risk is not renewed: the membership centre says why and offers no upgrade, a text says so, and the reminder came first', async ({
  browser,
}) => {
  const client = await newClient();
  const mobile = await login(client);
  expect((await client.post('/h5/api/compliance/evaluations', { data: submissionFor(4) })).status()).toBe(200);
  const confirmed = await data<Confirmed>(await confirmPlan(client, 'vip-month'));
  await payAtCashier(confirmed.prepay.cashier_url!);
  await settled(client, confirmed.order.order_no);
  const [sub] = (
    await data<{ subscriptions: Array<{ id: number; next_charge_at: string }> }>(
      await client.get('/h5/api/member/auto-renew'),
    )
  ).subscriptions;
  const run = async (now: number) => {
    const answer = await client.post(`${UPSTREAM}/__dev/member/renewals/run`, {
      data: { now: new Date(now).toISOString(), subscription_id: sub.id },
    });
    return ((await answer.json()) as { data: { charged: unknown[]; notified: Array<{ kind: string }> } }).data;
  };
  const due = Date.parse(sub.next_charge_at);
  expect((await run(due - 5 * 24 * 3600_000)).notified.map((notice) => notice.kind)).toEqual(['reminder']);

  expect((await client.post('/h5/api/compliance/evaluations', { data: submissionFor(1) })).status()).toBe(200);
  const atDue = await run(due);
  expect(atDue.charged).toEqual([]);
  expect(atDue.notified.map((notice) => notice.kind)).toEqual(['suspended']);
  const texts = (await (await client.get(`${UPSTREAM}/__dev/sms/notices?mobile=${mobile}`)).json()) as {
    data: { notices: Array<{ body: string }> };
  };
  expect(texts.data.notices.map((notice) => notice.body)).toEqual([
    expect.stringMatching(
      /^【理财】您的VIP连续包月原定\d+月\d+日的自动续费已暂停：该服务风险等级R2高于您当前的风险承受能力（C1/,
    ),
    expect.stringMatching(/^【理财】您的VIP连续包月将于\d+月\d+日自动续费，扣款¥28\.00。/),
  ]);

  const context = await browser.newContext({ storageState: await client.storageState() });
  const page = await context.newPage();
  await page.goto('/h5/membershipInterests');
  await expect(page.getByTestId('auto-renew')).toContainText('自动续费已暂停，不会扣款');
  // Nor is the SVIP (R3) upgrade pushed to a C1 investor: the way on is named neutrally.
  await expect(page.getByRole('link', { name: '升级SVIP' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '查看会员方案' })).toBeVisible();
  await bothThemes(page, 'suitability-renewal-suspended');
});

test('a user sets a nickname on the account page; refused contact spam says why; the chat shows the new name', async ({
  page,
}) => {
  await loginAs(page.context().request);
  await page.goto('/h5/login');
  const edit = page.getByRole('button', { name: '修改昵称' });
  await hydrated(edit);
  await edit.click();
  const input = page.getByLabel('昵称');
  await input.fill('加薇abc8866');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('#nickname-hint')).toHaveText(
    '昵称不能包含联系方式或引流信息（微信、QQ、手机号、链接等），请修改',
  );
  await bothThemes(page, 'nickname-refused');
  const name = `长线${Date.now() % 100000}`;
  await input.fill(name);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('account-nickname')).toHaveText(name);
  await bothThemes(page, 'nickname-saved');

  await page.goto('/h5/liveRoomDetail/v2?roomId=2');
  const text = `昵称测试 ${Date.now()}`;
  await hydrated(page.getByRole('button', { name: '发送' }));
  await page.getByLabel('聊天内容').fill(text);
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByTestId('chat-list').locator('li', { hasText: text })).toContainText(`${name}：`);
});
