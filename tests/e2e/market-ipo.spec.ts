import { expect, test } from '@playwright/test';
import { expectDataPage, follow, MARKET_PAGES, shot } from './market-support';

test.setTimeout(90_000);

test.describe('IPO pages at 375×812', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    for (const path of MARKET_PAGES.ipo) {
      test(`${path} renders data`, async ({ page }) => {
        expect((await page.goto(`/h5${path}`))?.status()).toBe(200);
        await expectDataPage(page);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /index/);
        await shot(page, `ipo${path.replace(/\W+/g, '-')}`);
      });
    }
    test('/tool/ipo/detail/{code} renders the issue', async ({ page }) => {
      await page.goto('/h5/tool/ipo');
      const code = await page.getByTestId('apply-code').first().innerText();
      await page.goto(`/h5/tool/ipo/detail/${code}`);
      await expectDataPage(page);
      await expect(page.getByText('发行进度')).toBeVisible();
      await shot(page, 'ipo-detail');
    });
  });

  test('status tabs and board chips filter the cards', async ({ page }) => {
    await page.goto('/h5/tool/ipo');
    await follow(page, page.getByRole('link', { name: '待申购' }), /status=pending/);
    const statuses = await page
      .getByTestId('ipo-card')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-status')));
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['pending']));
    await follow(page, page.getByRole('link', { name: '已上市' }), /status=listed/);
    await follow(
      page,
      page.getByRole('navigation', { name: '板块' }).getByRole('link', { name: '科创板' }),
      /status=listed.*board=kc|board=kc.*status=listed/,
    );
    await expect(page.getByTestId('ipo-card').first()).toContainText('科创板');
  });

  test('the calendar opens on the market today with 今日申购 and the next applications first; the board filter keeps one board', async ({
    page,
  }) => {
    await page.goto('/h5/tool/ipo/calendar');
    const today = page.getByTestId('ipo-today');
    await expect(today).toBeVisible();
    // Nothing before today on the first screen: the first day card is today or later, and it sits above the fold.
    const box = await page.getByTestId('ipo-next').boundingBox();
    expect(box && box.y).toBeLessThan(812);
    await expect(page.getByTestId('ipo-next')).toContainText('下一批申购');
    await expect(page.getByTestId('ipo-next').getByTestId('ipo-event').first()).toContainText('申购上限');
    await expect(page.getByTestId('ipo-next').getByTestId('ipo-event').first()).toContainText(
      /顶格需配市值|顶格所需资金/,
    );
    await expect(page.getByTestId('ipo-next').getByTestId('ipo-event').first()).toContainText('发行/行业市盈率');
    await page.screenshot({ path: test.info().outputPath('ipo-calendar-today.png') });
    await follow(
      page,
      page.getByRole('navigation', { name: '板块' }).getByRole('link', { name: '创业板' }),
      /board=cy/,
    );
    const boards = await page
      .getByTestId('ipo-event')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-board')));
    expect(boards.length).toBeGreaterThan(0);
    expect(new Set(boards)).toEqual(new Set(['cy']));
    await follow(page, page.getByRole('link', { name: /查看近两周往期事件/ }), /range=past/);
    await expect(page.getByRole('link', { name: /回到今天/ })).toBeVisible();
  });

  test('an unknown IPO code says the stock was not found and offers a search', async ({ page }) => {
    const response = await page.goto('/h5/tool/ipo/detail/999999');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('未找到该股票')).toBeVisible();
    await expect(page.getByText(/加载失败|重试/)).toHaveCount(0);
    await expect(page.getByTestId('stock-not-found').getByRole('search')).toBeVisible();
  });

  test('calendar by event type; the 申购代码 copies', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/h5/tool/ipo/calendar');
    await follow(page, page.getByRole('link', { name: '上市', exact: true }), /type=list/);
    const types = await page
      .getByTestId('ipo-event')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-type')));
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['list']));

    await follow(page, page.getByRole('link', { name: '申购', exact: true }), /type=apply/);
    const copy = page.getByRole('button', { name: /^复制 \d{6}$/ }).first();
    const code = (await copy.getAttribute('aria-label'))!.split(' ')[1];
    await copy.click();
    await expect(page.getByText(`已复制 ${code}`)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await shot(page, 'ipo-calendar-copied');
  });

  test('tapping an issue opens its detail', async ({ page }) => {
    await page.goto('/h5/tool/ipo?status=pending');
    const link = page.locator('[data-stock]').first();
    const code = await link.getAttribute('data-stock');
    await follow(page, link, new RegExp(`/tool/ipo/detail/${code}`));
    await expect(page.getByText('需配市值').first()).toBeVisible();
  });
});
