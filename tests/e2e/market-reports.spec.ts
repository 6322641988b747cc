import { expect, test } from '@playwright/test';
import { expectDataPage } from './market-support';

/** 金牌研报 and 名师专栏: server-rendered lists, readable and navigable without JavaScript. */
test.describe('gold-medal reports and teachers’ columns at 375×812, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('金牌研报: ranked analysts with n, report list, tabs as links, stocks open /stock', async ({ page }) => {
    expect((await page.goto('/h5/goldMedalReport'))?.status()).toBe(200);
    await expectDataPage(page);
    const analysts = page.getByRole('table', { name: '金牌分析师排名' });
    await expect(analysts.getByRole('row')).toHaveCount(9);
    await expect(analysts.getByRole('row').nth(1)).toContainText(/\d+\.\d{2}%\s*n=\d+/);
    await page.getByRole('link', { name: '首次覆盖' }).click();
    await expect(page).toHaveURL(/goldMedalReport\?tab=first$/);
    const items = page.getByRole('region', { name: '最新研报' }).getByRole('listitem');
    expect(await items.count()).toBeGreaterThan(0);
    for (const text of await items.allInnerTexts()) expect(text).toContain('首次覆盖');
    const stock = items.first().locator('a[data-stock]');
    const code = await stock.getAttribute('data-stock');
    await stock.click();
    await expect(page).toHaveURL(new RegExp(`/h5/stock\\?code=${code}$`));
  });

  test('名师专栏: licensed advisers first with their 证书编号; pieces open their pages', async ({ page }) => {
    expect((await page.goto('/h5/other/mszl'))?.status()).toBe(200);
    await expect(page.getByTestId('disclaimer')).toBeVisible();
    const first = page.getByRole('region').first();
    await expect(first).toContainText(/证书编号 S\d{13}/);
    const piece = first.getByRole('listitem').first().getByRole('link');
    const kind = await piece.locator('span').innerText();
    const title = (await piece.innerText()).replace(kind, '').trim();
    await piece.click();
    await expect(page.locator('h1')).toContainText(title);
  });
});
