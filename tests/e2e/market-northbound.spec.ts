import { expect, test } from '@playwright/test';
import { expectDataPage, follow, MARKET_PAGES, shot } from './market-support';

test.setTimeout(90_000);

test.describe('northbound pages at 375×812', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    for (const path of MARKET_PAGES.northbound) {
      test(`${path} renders data`, async ({ page }) => {
        expect((await page.goto(`/h5${path}`))?.status()).toBe(200);
        await expectDataPage(page);
        await shot(page, `nb${path.replace(/\W+/g, '-')}`);
      });
    }
  });

  test('channel toggle changes the headline; the chart is drawn by the server and made interactive on touch', async ({
    page,
  }) => {
    await page.goto('/h5/tool/northbound-new');
    const north = await page.getByTestId('headline-net').innerText();
    const chart = page.getByRole('img', { name: /每日成交净买额柱状图/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator('rect').first()).toBeVisible();
    // No chart library on the first screen: it loads when the user touches the chart.
    await expect(page.locator('canvas')).toHaveCount(0);
    await page.locator('[data-chart-state="static"]').first().dispatchEvent('pointerdown');
    await expect(page.locator('[data-chart-state="interactive"] canvas').first()).toBeVisible();
    await follow(
      page,
      page.getByRole('navigation', { name: '通道' }).getByRole('link', { name: '沪股通' }),
      /channel=sh/,
    );
    await expect(page.getByTestId('headline-net')).not.toHaveText(north);
    await expect(page.getByText('季度披露').first()).toBeVisible();
    await shot(page, 'nb-new-sh');
  });

  test('period tabs change the history; hot list switches channel and tab', async ({ page }) => {
    await page.goto('/h5/tool/northbound/details');
    const daily = page.getByRole('table', { name: '北向资金每日明细' });
    await expect(daily.locator('tbody tr')).toHaveCount(21);
    await follow(page, page.getByRole('link', { name: '近三月' }), /period=3m/);
    await expect(daily.locator('tbody tr')).toHaveCount(63);

    await page.goto('/h5/tool/northbound/hot-list');
    await follow(
      page,
      page.getByRole('navigation', { name: '通道' }).getByRole('link', { name: '深股通' }),
      /channel=sz/,
    );
    const codes = await page
      .locator('table [data-stock]')
      .evaluateAll((l) => l.map((a) => a.getAttribute('data-stock')));
    expect(codes).toHaveLength(10);
    expect(codes.every((c) => !c!.startsWith('6'))).toBe(true);
    await follow(page, page.getByRole('link', { name: '近30日上榜次数' }), /tab=recent/);
    await expect(page.getByRole('columnheader', { name: '上榜次数' })).toBeVisible();
  });

  test('search by name, then a stock tap opens its northbound page', async ({ page }) => {
    await page.goto('/h5/tool/northbound-search');
    await page.getByRole('searchbox').or(page.locator('input[name="q"]')).fill('茅台');
    await follow(page, page.getByRole('button', { name: '搜索' }), /q=/);
    const row = page.getByTestId('search-row').first();
    await expect(row).toContainText('贵州茅台');
    await follow(page, row.locator('[data-stock]'), /\/tool\/northbound\/stock\/600519/);
    await expectDataPage(page);
  });

  test('rank sorting and disclosure period chips', async ({ page }) => {
    await page.goto('/h5/tool/northbound/rank');
    await follow(
      page,
      page.getByRole('navigation', { name: '排序' }).getByRole('link', { name: '减持市值' }),
      /sort=reduce/,
    );
    await expect(page.locator('table tbody tr').first().locator('td').nth(4)).toContainText('-');
    const second = page.getByRole('navigation', { name: '披露期' }).getByRole('link').nth(1);
    const period = await second.innerText();
    await follow(page, second, /period=/);
    await expect(page.getByText(`截至 ${period}`).first()).toBeVisible();
  });
});
