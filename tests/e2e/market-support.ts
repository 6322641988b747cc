import { expect, type Locator, type Page } from '@playwright/test';

export const MARKET_PAGES = {
  lhb: [
    '/lhb/homePage',
    '/lhb/detail',
    '/lhb/TheDetail',
    '/tool/lhb/today',
    '/tool/lhb/today/600519',
    '/tool/lhb/stock/detail',
    '/tool/lhb/organization/detail',
    '/tool/lhb/organization/trace',
    '/tool/lhb/sales/active',
    '/tool/lhb/sales/10100001',
  ],
  ipo: ['/tool/ipo', '/tool/ipo/calendar', '/tool/ipo/raiders'],
  northbound: [
    '/tool/northbound-new',
    '/tool/northbound',
    '/tool/northbound/details',
    '/tool/northbound/hot-list',
    '/tool/northbound-plate',
    '/tool/northbound-search?q=600',
    '/tool/northbound/rank',
    '/tool/northbound/stock/600519',
  ],
};

/** Server-rendered data: the as-of line, the disclaimer, no error state, and no sideways overflow. */
export async function expectDataPage(page: Page) {
  await expect(page.getByText(/数据截至 \d{4}-\d{2}-\d{2}/).first()).toBeVisible();
  await expect(page.getByTestId('disclaimer')).toBeVisible();
  await expect(page.getByText('加载失败')).toHaveCount(0);
  // Every table row is in the document where it shows: none left in a hidden streaming segment that
  // only a script would reveal (a list must read without JavaScript).
  expect(await page.locator('table[hidden] tr, [hidden] > table tr').count()).toBe(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

export async function shot(page: Page, name: string) {
  await page.screenshot({
    path: `${process.env.MARKET_SHOTS_DIR ?? 'test-results/market'}/${name}.png`,
    fullPage: false,
  });
}

/** Clicks a filter/tab link and waits for its URL: links navigate on the client, later under load. */
export async function follow(page: Page, link: Locator, url: RegExp) {
  await link.click();
  await expect(page).toHaveURL(url, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}
