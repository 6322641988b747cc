import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { buyer, confirmPlan, data, type Confirmed } from '../contract/pay-support';
import { armed } from './hydration';

/**
 * Pull-to-refresh (manifest flag needRefresh): a finger dragging the top of the page down and
 * letting go re-reads the page's data. Real touch events through the DevTools protocol, as a phone
 * sends them (antd-mobile's PullToRefresh listens to touchstart, touchmove and touchend).
 */
async function touchDrag(page: Page, distance: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  const x = 180;
  const startY = 160;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: startY, id: 1 }] });
  for (let step = 1; step <= 12; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: startY + (distance * step) / 12, id: 1 }],
    });
  }
  return cdp;
}

async function release(cdp: CDPSession) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** A re-read of the page's server data (router.refresh), not a link prefetch. */
const isReread = (headers: Record<string, string>) => headers['rsc'] === '1' && !headers['next-router-prefetch'];

const head = (page: Page) => page.locator('.adm-pull-to-refresh-head');

test('pulling the order centre down lists an order placed since it opened', async ({ page }) => {
  const client = await buyer();
  await page.context().addCookies((await client.storageState()).cookies);
  await page.goto('/h5/orderCenter?tab=pending');
  const orders = page.getByRole('list', { name: '订单列表' });
  // The refresh control is client code loaded after the page; its touch listeners are on once it is armed.
  await armed(page, 'pullRefresh');
  await page.waitForLoadState('networkidle');

  const { order } = await data<Confirmed>(await confirmPlan(client, 'vip-month'));
  await client.dispose();
  await expect(page.getByText(order.order_no)).toHaveCount(0);

  const reread = page.waitForRequest(
    (request) => request.url().includes('/h5/orderCenter') && isReread(request.headers()),
  );
  const finger = await touchDrag(page, 240);
  // Past the threshold the head is open and says so before the finger lifts.
  await expect(head(page)).toContainText('释放立即刷新');
  await release(finger);
  await reread;
  await expect(orders.getByRole('link').filter({ hasText: order.order_no })).toContainText('待支付');
  await expect(head(page)).toHaveCSS('height', '0px');
});

test('a short pull opens the head a little and lets go without re-reading the page', async ({ page }) => {
  const client = await buyer();
  await page.context().addCookies((await client.storageState()).cookies);
  await client.dispose();
  await page.goto('/h5/walletCenter/balance');
  await armed(page, 'pullRefresh');
  await page.waitForLoadState('networkidle');

  let rereads = 0;
  page.on('request', (request) => {
    if (isReread(request.headers())) rereads += 1;
  });
  const finger = await touchDrag(page, 40);
  await expect(head(page)).toContainText('下拉刷新');
  await expect
    .poll(async () => parseFloat(await head(page).evaluate((element) => getComputedStyle(element).height)))
    .toBeGreaterThan(0);
  await release(finger);
  await expect(head(page)).toHaveCSS('height', '0px');
  expect(rereads).toBe(0);
});
