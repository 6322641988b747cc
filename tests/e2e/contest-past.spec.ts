import { expect, test } from '@playwright/test';
import { loginAs } from './live-support';

/** Ended periods stay readable (kept ranking, winners with masked names), a record card shared outside the app. */
test('past rankings lead to the winners; periods before 15 keep the old list', async ({ page }) => {
  await page.goto('/h5/stock-contest/past-rankings');
  await expect(page).toHaveTitle(/往期排名/);
  const ranking = page.getByTestId('past-ranking');
  await expect(ranking.locator('tbody tr').first()).toContainText('**');
  await page.getByRole('link', { name: '本期获奖名单' }).click();
  // SPEC §2/§9: winning-list with activityId ≥ 15 is the new list.
  await expect(page).toHaveURL(/\/h5\/stock-contest\/new-winning-list\?activityId=29$/);
  await expect(page.getByTestId('winners-return').locator('tbody tr').first()).toContainText(/第1名\s*\S\*\*/);
  await expect(page.getByTestId('winners-risk')).toBeVisible();

  await page.goto('/h5/stock-contest/winning-list?activityId=14');
  await expect(page).toHaveURL(/winning-list\?activityId=14$/);
  await expect(page.getByRole('heading', { name: '第14期 模拟炒股大赛' })).toBeVisible();
  await expect(page.getByTestId('winners-return')).toBeVisible();
  await expect(page.getByTestId('winners-risk')).toHaveCount(0);

  expect((await page.request.get('/h5/stock-contest/past-rankings?activityId=999')).status()).toBe(404);
});

test('an entrant shares the record card; a visitor outside the app opens it with its share tags', async ({
  page,
  browser,
}) => {
  await loginAs(page.context().request);
  await page.goto('/h5/stock-contest/index');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '立即报名参赛' }).click();
  await expect(page.getByTestId('contest-account')).toBeVisible();
  await page.goto('/h5/stock-contest/my-record');
  await page.getByRole('link', { name: '分享本期战绩' }).click();
  await expect(page).toHaveURL(/\/h5\/stock-contest\/record-share\?code=[\w-]{8,32}$/);
  await expect(page.getByTestId('record-card')).toContainText('第30期');
  const shared = page.url();

  const visitor = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
  const outside = await visitor.newPage();
  await outside.goto(shared);
  await expect(outside.getByTestId('record-card')).toContainText('**');
  await expect(outside.locator('meta[property="og:title"]')).toHaveAttribute('content', /在第30期 模拟炒股大赛收益/);
  await expect(outside.locator('meta[property="og:url"]')).toHaveAttribute('content', shared);
  await expect(outside.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^http:\/\/localhost:\d+\/h5\/og\/app\.png$/,
  );
  await expect(outside.getByRole('link', { name: '我也要参赛' })).toBeVisible();
  expect((await outside.request.get(shared.replace(/code=[\w-]+/, 'code=unknown-code-1'))).status()).toBe(404);
  await visitor.close();
});
