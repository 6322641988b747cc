import { expect, test } from './app-first';
import { loginAs } from './live-support';

/** Journey: enter the contest, trade (a bad lot is refused with nothing stored), see the rank. */
test('enter the stock-picking contest, trade and see the rank', async ({ page }) => {
  await loginAs(page.context().request);
  await page.goto('/h5/stock-contest/index');
  await expect(page).toHaveTitle(/选股大赛/);
  await expect(page.getByTestId('contest-ranking')).toBeVisible();
  await expect(page.getByTestId('contest-next-period')).toHaveText(/^下一期（第\d+期）\d{4}-\d{2}-\d{2} 开赛/);
  // The board is valued at a trading day's close, never a weekend's.
  const asOf = (await page.getByTestId('contest-ranking').locator('caption').textContent())?.match(
    /数据截至 (\d{4}-\d{2}-\d{2}) 收盘/,
  )?.[1];
  expect([0, 6]).not.toContain(new Date(`${asOf}T00:00:00Z`).getUTCDay());

  // Search stays under the base path.
  await page.getByRole('link', { name: '搜索股票' }).click();
  await page.getByRole('searchbox', { name: '股票代码或名称' }).fill('600036');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/\/h5\/stock-contest\/search\?q=600036$/);
  await expect(page.getByTestId('contest-search-results')).toContainText('600036');
  await page.goto('/h5/stock-contest/index');

  // Sign-up needs the rules accepted.
  await page.getByRole('button', { name: '立即报名参赛' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请先阅读并同意活动规则' })).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '立即报名参赛' }).click();
  await expect(page.getByTestId('contest-account')).toBeVisible();
  await page.getByRole('link', { name: '去交易' }).click();
  await expect(page).toHaveURL(/\/h5\/stock-contest\/entry-detail$/);

  const form = page.getByTestId('trade-form');
  await form.getByLabel('股票代码').fill('600036');
  await form.getByLabel(/数量/).fill('150');
  await form.getByRole('button', { name: /买入/ }).click();
  await expect(page.getByTestId('trade-message')).toHaveText('委托数量须为100股的整数倍');
  await expect(page.getByText('暂无成交')).toBeVisible();

  await form.getByLabel(/数量/).fill('100');
  await form.getByRole('button', { name: /买入/ }).click();
  await expect(page.getByTestId('trade-message')).toHaveText('买入成功：600036 100股');
  await expect(page.getByTestId('contest-holdings')).toContainText('600036');
  await expect(page.getByTestId('contest-holdings')).toContainText('100/0');

  // T+1: what was bought today cannot be sold today.
  await form.getByLabel('卖出').check();
  await form.getByRole('button', { name: /卖出/ }).click();
  await expect(page.getByTestId('trade-message')).toContainText('T+1');

  await expect(page.getByTestId('contest-rank')).toHaveText(/^\d+\/\d+/);
  await page.goto('/h5/stock-contest/index');
  await expect(page.getByTestId('contest-ranking').locator('tr[data-mine="true"]')).toContainText('我');
});
