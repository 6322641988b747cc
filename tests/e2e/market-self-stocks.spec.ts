import { expect, test } from '@playwright/test';
import { bridgeCalls, openInApp } from './in-app';

// /choose-change and /choose-event inside the app (bridge simulator: optional stocks 600519, 000001).
const SHOTS = process.env.NOTICE_SHOTS_DIR ?? '/tmp/h8-shots';

test.describe('optional-stock alerts and events in the app', () => {
  test('/choose-change: alerts grouped by stock, newest first, ▲▼ with colour; a tap opens the stock', async ({
    browser,
    baseURL,
  }) => {
    const page = await openInApp(browser, baseURL!);
    await page.goto('/h5/choose-change');
    const stocks = page.getByRole('list', { name: '自选股' });
    await expect(stocks.getByRole('button')).toHaveCount(2);
    await expect(stocks.getByRole('button').first()).toContainText('贵州茅台');
    await expect(stocks.getByRole('button').nth(1)).toContainText('平安银行');
    await expect(page.getByText(/数据截至 \d{4}-\d{2}-\d{2}/)).toBeVisible();
    const rows = stocks.locator('li li');
    const count = await rows.count();
    const empties = await page.getByText('今日暂无异动').count();
    expect(count + empties).toBeGreaterThan(0);
    for (const list of await page.getByRole('list', { name: /异动$/ }).all()) {
      const times = (await list.locator('li > span:first-child').allTextContents()).map((t) => t.trim());
      expect(times).toEqual([...times].sort().reverse());
      for (const text of await list.locator('li > span:nth-child(2)').allTextContents()) expect(text).toMatch(/^[▲▼]/);
    }
    await page.screenshot({ path: `${SHOTS}/choose-change.png` });
    await stocks.getByRole('button').nth(1).click();
    await expect.poll(async () => (await bridgeCalls(page, 'stockDetail')).length).toBe(1);
  });

  test('/choose-change: a failed BFF call shows the error state; 重试 loads the alerts', async ({
    browser,
    baseURL,
  }) => {
    const page = await openInApp(browser, baseURL!);
    await page.route('**/h5/api/market/stock-alerts**', (route) => route.abort());
    await page.goto('/h5/choose-change');
    await expect(page.getByText('暂时无法读取异动，请稍后重试。')).toBeVisible({ timeout: 15_000 });
    await page.unroute('**/h5/api/market/stock-alerts**');
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('list', { name: '自选股' }).getByRole('button')).toHaveCount(2);
  });

  test('/choose-event: events with dates and one-line summaries per stock', async ({ browser, baseURL }) => {
    const page = await openInApp(browser, baseURL!);
    await page.goto('/h5/choose-event');
    const stocks = page.getByRole('list', { name: '自选股' });
    await expect(stocks.getByRole('button')).toHaveCount(2);
    const lists = page.getByRole('list', { name: /事件$/ });
    await expect(lists).toHaveCount(2);
    await expect(lists.first().locator('li').first()).toContainText(
      /\d{2}-\d{2}[▲▼]?(公告|龙虎榜上榜|限售解禁|分红送转|业绩预告|股东大会)/,
    );
    await page.screenshot({ path: `${SHOTS}/choose-event.png` });
  });
});
