import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { submissionFor } from '../contract/compliance-support';
import { bridgeCalls, openInApp } from './in-app';
import { loginAs } from './live-support';

/**
 * Membership journeys: a new user goes from /openMember to a paid SVIP in each channel — the browser
 * (H5 cashier of the sandbox provider), WeChat (JSAPI), the iOS app (in-app purchase through the
 * bridge) and the Android app (the bridge's payment call). The result page polls the order.
 */
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI Language/zh_CN';
const shots = process.env.MEMBER_SHOTS
  ? (page: Page, name: string) => page.screenshot({ path: `test-results/member-${name}.png`, fullPage: true })
  : async () => undefined;

async function assessedUser(page: Page) {
  await loginAs(page.context().request);
  const assessed = await page.context().request.post('/h5/api/compliance/evaluations', { data: submissionFor(4) });
  expect(assessed.status()).toBe(200);
}

async function confirmSvipYear(page: Page, channelLabel: string) {
  await expect(page.getByRole('heading', { name: 'SVIP年卡' })).toBeVisible();
  await expect(page.getByText(channelLabel)).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '确认开通' }).click();
}

async function expectPaidSvip(page: Page) {
  await expect(page).toHaveURL(/\/h5\/llczd\/m\/PResultPage\?order_no=LC\d+/);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
  await shots(page, 'result');
  await page.goto('/h5/membershipInterests');
  await expect(page.locator('[data-member-level="SVIP"]')).toBeVisible();
}

test.describe('membership purchase journeys', () => {
  test('browser: /openMember → login → confirm → H5 cashier → paid SVIP', async ({ page }) => {
    await page.goto('/h5/openMember');
    await expect(page.getByRole('heading', { level: 1, name: '开通会员，看懂每一次涨跌' })).toBeVisible();
    await shots(page, 'open-member');
    await page.getByRole('link', { name: /SVIP年卡 .*¥888 原价/ }).click();
    // Not logged in: login first, then back to the same plan.
    await expect(page).toHaveURL(/\/h5\/login\?redirect=.*plan_id%3Dsvip-year/);
    const back = decodeURIComponent(new URL(page.url()).searchParams.get('redirect')!);
    await assessedUser(page);
    const claimed = await page
      .context()
      .request.post('/h5/api/coupons/claim', { data: { template_id: 4 }, headers: { 'x-action-id': randomUUID() } });
    expect(claimed.status()).toBe(200);
    await page.goto(back);
    // The best coupon is applied, and can be changed.
    const total = page.locator('dd').filter({ hasText: /^¥\d/ }).last();
    await expect(total).toHaveText('¥868.00');
    await shots(page, 'pay-browser');
    await page.getByRole('button', { name: '-¥20.00' }).click();
    await page.getByRole('button', { name: '不使用优惠券' }).click();
    await expect(total).toHaveText('¥888.00');
    await page.getByRole('button', { name: '1张可用' }).click();
    await page.getByRole('button', { name: /新人立减20元/ }).click();
    await expect(total).toHaveText('¥868.00');
    await confirmSvipYear(page, '手机网页支付');
    await expect(page.getByRole('heading', { name: '沙箱收银台' })).toBeVisible();
    await expect(page.getByText('¥868.00').first()).toBeVisible();
    await page.getByRole('button', { name: /确认支付/ }).click();
    await expectPaidSvip(page);
    await shots(page, 'interests-svip');
  });

  test('membership popup: an app new enough shows the native VIP popup (SPEC §5 gate); an older one gets the H5 sheet', async ({
    browser,
    baseURL,
  }) => {
    const modern = await openInApp(browser, baseURL!, { os: 'android', version: '2.0.37' });
    await loginAs(modern.context().request);
    await modern.goto('/h5/buyMemberPopup?level=svip&source_id=live_88&clue_id=c1');
    await expect
      .poll(async () => (await bridgeCalls(modern, 'vipPopup'))[0]?.params)
      .toEqual({ level: 'SVIP', source_id: 'live_88', clue_id: 'c1' });
    await modern.context().close();
    const older = await openInApp(browser, baseURL!, { os: 'android', version: '2.0.36' });
    await loginAs(older.context().request);
    await older.goto('/h5/buyMemberPopup?level=svip&source_id=live_88');
    await expect(older.getByRole('dialog', { name: '开通SVIP会员' })).toBeVisible();
    await expect(older.getByRole('link', { name: /SVIP年卡/ })).toHaveAttribute(
      'href',
      '/h5/pay?plan_id=svip-year&source=live_88',
    );
    await older.context().close();
  });

  const inApp: Array<[string, (browser: Browser, baseURL: string) => Promise<Page>, string]> = [
    ['iOS app (in-app purchase)', (browser, baseURL) => openInApp(browser, baseURL, { os: 'ios' }), 'App Store 支付'],
    [
      'Android app (bridge payment)',
      (browser, baseURL) => openInApp(browser, baseURL, { os: 'android' }),
      'App 内支付',
    ],
    [
      'WeChat (JSAPI)',
      async (browser, baseURL) =>
        (
          await browser.newContext({
            baseURL,
            userAgent: WECHAT_UA,
            viewport: { width: 375, height: 812 },
            isMobile: true,
            hasTouch: true,
            locale: 'zh-CN',
          })
        ).newPage(),
      '微信支付',
    ],
  ];
  for (const [name, open, label] of inApp) {
    test(`${name}: confirm → paid SVIP`, async ({ browser, baseURL }) => {
      const page = await open(browser, baseURL!);
      await assessedUser(page);
      await page.goto('/h5/pay?plan_id=svip-year&source=open_member');
      await confirmSvipYear(page, label);
      await expectPaidSvip(page);
      if (name.startsWith('iOS')) {
        await shots(page, 'ios-interests');
        // The simulator on this page restores the tab's recorded calls once its lazy chunk has loaded.
        await expect.poll(async () => (await bridgeCalls(page, 'payment'))[0]?.params.channel ?? null).toBe('iap');
      }
      await page.context().close();
    });
  }
});
