import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { submissionFor } from '../contract/compliance-support';
import { buyer, confirmPlan, data, payAtCashier, settled, type Confirmed } from '../contract/pay-support';
import { loginAs, UPSTREAM } from './live-support';

/**
 * The kit's dialogs in a real browser at 375×812: focus moves in, Tab stays inside, Escape closes and
 * focus returns to the opener; the kit's buttons are at least 24×24 CSS px. UI_KIT_SHOTS=1 also saves
 * each screen in the light and the dark theme (test-results/ui-kit-*.png) to look at.
 */
const shots = process.env.UI_KIT_SHOTS
  ? async (page: Page, name: string) => {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        await page.screenshot({ path: `test-results/ui-kit-${name}-${scheme}.png` });
      }
      await page.emulateMedia({ colorScheme: 'light' });
    }
  : async () => undefined;

async function expectTappable(page: Page, name: string | RegExp) {
  const box = await page.getByRole('button', { name }).first().boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(24);
  expect(box!.height).toBeGreaterThanOrEqual(24);
}

async function focusInside(page: Page, dialog: string) {
  return page.evaluate((name) => {
    const panel = [...document.querySelectorAll('[role="dialog"],[role="alertdialog"]')].find(
      (element) =>
        element.getAttribute('aria-label') === name ||
        document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent === name,
    );
    return Boolean(panel && panel.contains(document.activeElement));
  }, dialog);
}

test('coupon sheet on /pay: focus moves in, Tab stays inside, Escape closes and focus returns to the opener', async ({
  page,
}) => {
  await loginAs(page.context().request);
  expect(
    (await page.context().request.post('/h5/api/compliance/evaluations', { data: submissionFor(4) })).status(),
  ).toBe(200);
  expect(
    (
      await page
        .context()
        .request.post('/h5/api/coupons/claim', { data: { template_id: 4 }, headers: { 'x-action-id': randomUUID() } })
    ).status(),
  ).toBe(200);
  await page.goto('/h5/pay?plan_id=svip-year&source=ui_kit');
  const opener = page.getByRole('button', { name: '-¥20.00' });
  await expectTappable(page, '确认开通');
  await shots(page, 'pay');
  await opener.click();
  const sheet = page.getByRole('dialog', { name: '选择优惠券' });
  await expect(sheet).toBeVisible();
  expect(await focusInside(page, '选择优惠券')).toBe(true);
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside(page, '选择优惠券')).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await focusInside(page, '选择优惠券')).toBe(true);
  await shots(page, 'coupon-sheet');
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('refund confirmation: an alertdialog that takes focus, cancels on Escape and gives focus back', async ({
  page,
}) => {
  const client = await buyer();
  const confirmed = await data<Confirmed>(await confirmPlan(client, 'vip-month'));
  await payAtCashier(confirmed.prepay.cashier_url!);
  const orderNo = confirmed.order.order_no;
  expect((await settled(client, orderNo)).status).toBe('PAID');
  await page.context().addCookies((await client.storageState()).cookies);
  await client.dispose();

  await page.goto(`/h5/llczd/m/refund?orderNo=${orderNo}`);
  await page.getByLabel('误购/重复购买').check();
  await page.getByLabel('退款金额（元）').fill('28');
  const submit = page.getByRole('button', { name: '提交退款申请' });
  await expectTappable(page, '提交退款申请');
  await submit.click();
  const confirm = page.getByRole('alertdialog', { name: '确认申请退款' });
  await expect(confirm.getByRole('button', { name: '再想想' })).toBeFocused();
  await shots(page, 'refund-confirm');
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(submit).toBeFocused();
});

test('popup pages and money screens: the kit dialog card and buttons in both themes', async ({ page }) => {
  const mobile = await loginAs(page.context().request);
  expect(
    (
      await page.request.post(`${UPSTREAM}/__dev/wallet/fund`, {
        data: { mobile, caidan: 995, cash_fen: 1_000, realname: true, account: true },
      })
    ).ok(),
  ).toBe(true);

  await page.goto('/h5/walletCenter/balance');
  const withdraw = await page.getByRole('link', { name: '提现', exact: true }).boundingBox();
  expect(withdraw!.height).toBeGreaterThanOrEqual(24);
  await shots(page, 'wallet');

  await page.goto('/h5/missonCenter');
  await expectTappable(page, '每日签到：签到');
  await shots(page, 'tasks');

  await page.goto('/h5/exclusiveSpuPopup?level=SVIP');
  const offer = page.getByRole('dialog', { name: '您有一份SVIP专属权益' });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('button', { name: '暂不需要' })).toBeFocused();
  await expectTappable(page, '立即开通');
  await shots(page, 'exclusive-popup');
});
