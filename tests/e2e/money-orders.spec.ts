import { expect, test } from '@playwright/test';
import { buyer, confirmPlan, data, type Confirmed } from '../contract/pay-support';

/** The order centre over the order module: a pending order is listed under 待支付 and its detail offers 继续支付 and 取消订单 (after a confirmation). */
test('order centre lists a pending order and its detail continues the payment', async ({ page }) => {
  const client = await buyer();
  const { order } = await data<Confirmed>(await confirmPlan(client, 'vip-month'));
  await page.context().addCookies((await client.storageState()).cookies);
  await client.dispose();

  await page.goto('/h5/orderCenter?tab=pending');
  const row = page.getByRole('list', { name: '订单列表' }).getByRole('link').filter({ hasText: order.order_no });
  await expect(row).toContainText('待支付');
  await page.goto('/h5/orderCenter?tab=paid');
  await expect(page.getByText(order.order_no)).toHaveCount(0);

  await page.goto(`/h5/orderCenter/orderDetail?orderNo=${order.order_no}`);
  await expect(page.locator('dl')).toContainText(order.order_no);
  await expect(page.getByRole('link', { name: '继续支付' })).toHaveAttribute(
    'href',
    `/h5/newPayPopup?order_no=${order.order_no}`,
  );
  await expect(page.locator('dl')).toContainText('手机网页支付');

  await page.getByRole('button', { name: '取消订单' }).click();
  await expect(page.getByRole('alertdialog', { name: '取消订单' })).toBeVisible();
  await page.getByRole('button', { name: '确认取消' }).click();
  await expect(page.getByRole('heading', { name: /已关闭/ })).toBeVisible();
  await expect(page.getByRole('link', { name: '继续支付' })).toHaveCount(0);
  await expect(page.locator('dl')).toContainText('应付金额');
  await expect(page.locator('dl')).not.toContainText('实付');
});

/** Cancelling at the cashier: the result page says so at once and offers 继续支付 / 返回 (never 实付 for nothing paid). */
test('back from the cashier without paying shows the cancelled state with 继续支付 and 返回', async ({ page }) => {
  const client = await buyer();
  const confirmed = await data<Confirmed>(await confirmPlan(client, 'vip-month'));
  await page.context().addCookies((await client.storageState()).cookies);
  await client.dispose();

  await page.goto(confirmed.prepay.cashier_url!);
  await page.getByRole('link', { name: '取消支付，返回商户' }).click();
  await expect(page).toHaveURL(/\/h5\/llczd\/m\/PResultPage\?.*pay_cancelled=1/);
  await expect(page.getByRole('heading', { name: '支付已取消' })).toBeVisible();
  await expect(page.getByRole('button', { name: '继续支付' })).toBeVisible();
  await expect(page.getByRole('link', { name: '返回', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '查看订单' })).toHaveAttribute(
    'href',
    `/h5/orderCenter/orderDetail?orderNo=${confirmed.order.order_no}`,
  );
  await expect(page.getByText('应付 ¥28.00')).toBeVisible();
  await expect(page.getByText(/实付/)).toHaveCount(0);
});
