import { expect, test } from '@playwright/test';
import { buyer, confirmPlan, data, type Confirmed } from '../contract/pay-support';

/** The order centre over the order module: a pending order is listed under 待支付 and its detail offers 继续支付. */
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
  await expect(page.getByRole('link', { name: '继续支付' })).toHaveAttribute('href', `/h5/newPayPopup?order_no=${order.order_no}`);
});
