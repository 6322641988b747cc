import { expect, test, type Page } from '@playwright/test';
import { buyer, confirmPlan, data, payAtCashier, settled, type Confirmed } from '../contract/pay-support';
import { UPSTREAM } from './live-support';

/** Pay → order → invoice → refund, as a user taps it at 375×812. */
const shots = process.env.AFTER_SALE_SHOTS
  ? (page: Page, name: string) => page.screenshot({ path: `test-results/after-sale-${name}.png`, fullPage: true })
  : async () => undefined;

test('after-sale journey: pay, open the order, apply for an invoice, appeal by mail, refund', async ({ page }) => {
  const client = await buyer();
  const confirmed = await data<Confirmed>(await confirmPlan(client, 'vip-month'));
  await payAtCashier(confirmed.prepay.cashier_url!);
  const orderNo = confirmed.order.order_no;
  expect((await settled(client, orderNo)).status).toBe('PAID');
  await page.context().addCookies((await client.storageState()).cookies);
  await client.dispose();

  await page.goto(`/h5/orderCenter/orderDetail?orderNo=${orderNo}`);
  const afterSale = page.getByRole('list', { name: '售后服务' });
  await expect(afterSale.getByRole('link', { name: '申请退款' })).toBeVisible();
  await afterSale.getByRole('link', { name: '申请开票' }).click();

  await expect(page.getByRole('radio', { name: /VIP连续包月 · ¥28\.00/ })).toBeChecked();
  await page.getByText('企业', { exact: true }).click();
  await page.getByLabel('企业名称').fill('腾讯科技（深圳）有限公司');
  await page.getByLabel('纳税人识别号').fill('91440300708461136S');
  await page.getByLabel('接收邮箱').fill('finance@example.com');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '纳税人识别号' })).toHaveText(
    '请填写正确的纳税人识别号（18位统一社会信用代码）',
  );
  await page.getByLabel('纳税人识别号').fill('91440300708461136t');
  await shots(page, 'apply');
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page).toHaveURL(/\/h5\/apply-invoice\/confirm\?/);
  await expect(page.locator('dl')).toContainText('91440300708461136T');
  await expect(page.locator('dl')).toContainText('¥28.00');
  await shots(page, 'confirm');
  await page.getByRole('button', { name: '确认开票' }).click();
  await expect(page.getByText(/发票已开具（发票号码 \d{20}）/)).toBeVisible();
  const download = await page.getByRole('link', { name: '下载发票' }).getAttribute('href');
  const document = await page.request.get(download!);
  expect(document.status()).toBe(200);
  expect(await document.text()).toContain('腾讯科技（深圳）有限公司');

  await page.goto(`/h5/orderCenter/orderDetail?orderNo=${orderNo}`);
  await expect(afterSale.getByRole('link', { name: '下载发票（已开具）' })).toBeVisible();
  await expect(afterSale.getByRole('link', { name: '申请开票' })).toHaveCount(0);

  await page.goto('/h5/mailAppeal');
  await page.getByLabel('邮箱填写错误').check();
  await page.getByLabel('重新发送至邮箱').fill('right@example.com');
  await page.getByRole('button', { name: '提交申诉' }).click();
  await expect(page.getByText('申诉已提交，发票已重新发送至 right@example.com。')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: '申诉记录' })).toContainText('已重新发送至 ri***@example.com');
  await shots(page, 'mail-appeal');

  await page.goto(`/h5/orderCenter/orderDetail?orderNo=${orderNo}`);
  await afterSale.getByRole('link', { name: '申请退款' }).click();
  await expect(page.getByText('最多可退 ¥28.00')).toBeVisible();
  await page.getByLabel('误购/重复购买').check();
  await page.getByLabel('退款金额（元）').fill('28.01');
  await expect(page.getByText('退款金额不能超过可退金额28.00元')).toHaveCount(1);
  await page.getByLabel('退款金额（元）').fill('28');
  await shots(page, 'refund-form');
  await page.getByRole('button', { name: '提交退款申请' }).click();
  const confirmRefund = page.getByRole('alertdialog', { name: '确认申请退款' });
  await expect(confirmRefund).toContainText('退款金额 ¥28.00，原因：误购/重复购买');
  await confirmRefund.getByRole('button', { name: '确认退款' }).click();
  const timeline = page.getByRole('list', { name: '退款进度' });
  await expect(timeline).toContainText('平台审核中');

  await page.goto('/h5/orderCenter?tab=refund');
  await expect(
    page.getByRole('list', { name: '订单列表' }).getByRole('link').filter({ hasText: orderNo }),
  ).toContainText('退款中');

  const settledRefund = await page.request.post(`${UPSTREAM}/__dev/orders/refund-complete`, {
    data: { order_no: orderNo },
  });
  expect(settledRefund.status()).toBe(200);
  await page.goto(`/h5/llczd/m/refund?orderNo=${orderNo}`);
  await expect(timeline).toContainText('退款成功，28.00元已原路退回');
  await shots(page, 'refund-done');
  await page.goto(`/h5/orderCenter/orderDetail?orderNo=${orderNo}`);
  await expect(afterSale.getByRole('link', { name: '退款进度' })).toBeVisible();
  await expect(afterSale.getByRole('link', { name: '申请退款' })).toHaveCount(0);
  await expect(afterSale.getByRole('link', { name: '下载发票（已红冲）' })).toBeVisible();
  await shots(page, 'order-detail');
});
