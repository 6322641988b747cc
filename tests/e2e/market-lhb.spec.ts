import { expect, test, type Page } from '@playwright/test';
import { bridgeCalls, openInApp } from './in-app';
import { expectDataPage, follow, MARKET_PAGES, shot } from './market-support';
import { armed } from './hydration';

test.setTimeout(90_000);

test.describe('dragon-tiger pages at 375×812', () => {
  test.describe('without JavaScript: data on first paint', () => {
    test.use({ javaScriptEnabled: false });
    for (const path of MARKET_PAGES.lhb) {
      test(`${path} renders data`, async ({ page }) => {
        const response = await page.goto(`/h5${path}`);
        expect(response?.status()).toBe(200);
        await expectDataPage(page);
        await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /\S{10,}/);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`/h5${path.split('?')[0]}`),
        );
        await shot(page, `lhb${path.replace(/\W+/g, '-')}`);
      });
    }
  });

  test('board, reason and sort filters change the list', async ({ page }) => {
    await page.goto('/h5/tool/lhb/today');
    const table = page.getByRole('table', { name: '当日龙虎榜' });
    const allRows = await table.locator('tbody tr').count();
    await follow(
      page,
      page.getByRole('navigation', { name: '板块' }).getByRole('link', { name: '创业板' }),
      /board=cy/,
    );
    const codes = await table
      .locator('[data-stock]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('data-stock')));
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.length).toBeLessThan(allRows);
    expect(codes.every((c) => c!.startsWith('30'))).toBe(true);

    await follow(
      page,
      page.getByRole('navigation', { name: '板块' }).getByRole('link', { name: '全部' }),
      /^(?!.*board=)/,
    );
    const reasonLink = page.getByRole('navigation', { name: '原因' }).getByRole('link').nth(1);
    const count = Number((await reasonLink.innerText()).split(' ').pop());
    await follow(page, reasonLink, /reason=/);
    await expect(table.locator('tbody tr')).toHaveCount(count);

    await follow(
      page,
      page.getByRole('navigation', { name: '排序' }).getByRole('link', { name: '涨跌幅' }),
      /sort=pct/,
    );
    const pcts = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
    const values = pcts.map((t) => Number(t.replace(/[▲▼%+]/g, '')));
    expect([...values].sort((a, b) => b - a)).toEqual(values);
  });

  test('a weekend date rolls back to the last trading day; previous day link moves back', async ({ page }) => {
    await page.goto('/h5/tool/lhb/today');
    const latest = (await page.getByTestId('trading-day').innerText()).slice(0, 10);
    const d = new Date(`${latest}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 1) % 7)); // the Saturday on or before
    const saturday = d.toISOString().slice(0, 10);
    await page.goto(`/h5/tool/lhb/today?date=${saturday}`);
    await expect(page.getByRole('status').filter({ hasText: '非交易日' })).toContainText(saturday);
    await page.goto('/h5/tool/lhb/today');
    await follow(page, page.getByRole('link', { name: '‹ 前一交易日' }), /date=/);
    await expect(page.getByTestId('trading-day')).not.toContainText(latest);
  });

  test('the date input navigates at once', async ({ page }) => {
    await page.goto('/h5/tool/lhb/sales/active');
    const min = await page.locator('#trading-day').getAttribute('min');
    await page.locator('#trading-day').fill(min!);
    await expect(page).toHaveURL(new RegExp(`date=${min}`), { timeout: 30_000 });
    await expect(page.getByTestId('trading-day')).toContainText(min!);
  });

  test('buy/sell seat tabs and period tabs change the view', async ({ page }) => {
    await page.goto('/h5/tool/lhb/today');
    await follow(page, page.getByRole('link', { name: '明细 ›' }).first(), /\/tool\/lhb\/today\/\d{6}/);
    const firstBuy = await page.locator('table').first().locator('tbody tr').first().innerText();
    await follow(page, page.getByRole('link', { name: '卖出前五' }), /side=sell/);
    await expect(page.locator('table').first().locator('tbody tr').first()).not.toHaveText(firstBuy);

    await page.goto('/h5/tool/lhb/organization/trace?period=1m');
    const range = page.getByText(/^\d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}$/);
    const month = await range.innerText();
    const monthNet = await page.getByText('区间净买').locator('..').innerText();
    await follow(page, page.getByRole('link', { name: '近一年' }), /period=1y/);
    await expect(range).not.toHaveText(month);
    expect(await page.getByText('区间净买').locator('..').innerText()).not.toBe(monthNet);
    expect(
      Number(month.slice(0, 4) + month.slice(5, 7)) -
        Number((await range.innerText()).slice(0, 4) + (await range.innerText()).slice(5, 7)),
    ).toBeGreaterThan(0);
  });

  test('a stock tap opens its page in the browser; a seat tap opens the seat, institutions their trace', async ({
    page,
  }) => {
    await page.goto('/h5/tool/lhb/today');
    const link = page.locator('[data-stock]').first();
    const code = await link.getAttribute('data-stock');
    await follow(page, link, new RegExp(`/tool/lhb/stock/detail\\?code=${code}`));
    await expectDataPage(page);

    await page.goto('/h5/tool/lhb/sales/active');
    await follow(page, page.getByTestId('seat-row').first().getByRole('link').first(), /\/tool\/lhb\/sales\/\d{8}/);
    await expect(page.getByText('3日跟买成功率').first()).toBeVisible();
    await shot(page, 'lhb-seat-after-tap');
  });
});

test.describe('in the app (bridge simulator)', () => {
  const stockCalls = (page: Page) => bridgeCalls(page, 'stockDetail');

  test('a stock tap opens the native stock detail and the page stays', async ({ browser, baseURL }) => {
    const page = await openInApp(browser, baseURL!, { version: '2.0.60' });
    await page.goto('/h5/tool/lhb/today');
    const link = page.locator('[data-stock]').first();
    const code = await link.getAttribute('data-stock');
    await armed(page, 'stockTap');
    await link.click();
    await expect
      .poll(() => stockCalls(page), { timeout: 15_000 })
      .toEqual([
        expect.objectContaining({
          params: {
            stocks: [expect.objectContaining({ code, market: expect.stringMatching(/^(sh|sz|kc|cy)$/) })],
            selectedIndex: 0,
          },
        }),
      ]);
    expect(page.url()).toContain('/h5/tool/lhb/today');
    await page.context().close();
  });

  test('an app older than the stock-detail gate (iOS 2.0.36) gets the H5 stock page', async ({ browser, baseURL }) => {
    const page = await openInApp(browser, baseURL!, { version: '2.0.30' });
    await page.goto('/h5/tool/northbound/hot-list');
    const link = page.locator('[data-stock]').first();
    const code = await link.getAttribute('data-stock');
    await page.waitForLoadState('networkidle');
    await follow(page, link, new RegExp(`/tool/northbound/stock/${code}`));
    expect(await stockCalls(page)).toEqual([]);
    await page.context().close();
  });
});
