import { expect, test, type Page } from '@playwright/test';
import { buyer, confirmPlan, data, payAtCashier, settled, type Confirmed } from '../contract/pay-support';

/**
 * The money pages explain what a sequence did (DOMAIN-MODEL, rules for sequences), in both themes at
 * 375×812: the SVIP upgrade quote shows its credit, computed from what the VIP order paid, and the refund
 * of that VIP order shows the credited part as taken back. MONEY_SHOTS=1 saves the screens.
 */
const shots = process.env.MONEY_SHOTS
  ? (page: Page, name: string) => page.screenshot({ path: `test-results/money-${name}.png`, fullPage: true })
  : async () => undefined;

for (const scheme of ['light', 'dark'] as const) {
  test(`${scheme}: the upgrade quote explains its credit and the credited VIP order's refund says it is taken back`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const client = await buyer();
    const vip = await data<Confirmed>(await confirmPlan(client, 'vip-month'));
    await payAtCashier(vip.prepay.cashier_url!);
    expect((await settled(client, vip.order.order_no)).status).toBe('PAID');
    await page.context().addCookies((await client.storageState()).cookies);

    await page.goto('/h5/pay?plan_id=svip-year&source=open_member');
    const rows = page.locator('dl').filter({ hasText: '商品金额' });
    await expect(rows.getByText('VIP剩余30天折抵')).toBeVisible();
    await expect(rows).toContainText('-¥28.00');
    await expect(rows).toContainText('按实付折算 · VIP连续包月：¥28.00 × 剩余30天 ÷ 30天 = ¥28.00');
    await shots(page, `upgrade-quote-${scheme}`);

    const svip = await data<Confirmed>(await confirmPlan(client, 'svip-year'));
    await payAtCashier(svip.prepay.cashier_url!);
    expect((await settled(client, svip.order.order_no)).status).toBe('PAID');
    await client.dispose();

    await page.goto(`/h5/llczd/m/refund?orderNo=${vip.order.order_no}`);
    await expect(page.getByRole('list', { name: '退款将收回' })).toContainText('已抵扣升级费用 ¥28.00，不再退还');
    await shots(page, `refund-credited-${scheme}`);
  });
}
