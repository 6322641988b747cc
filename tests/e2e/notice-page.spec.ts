import { expect, test } from '@playwright/test';

const SHOTS = process.env.NOTICE_SHOTS_DIR ?? '/tmp/h8-shots';

test.describe('/notice: notices from the upstream', () => {
  test('server-rendered list: pinned first, category tabs filter, a notice opens, 演示数据 badge', async ({ page }) => {
    await page.goto('/h5/notice');
    await expect(page.getByRole('heading', { level: 1, name: '公告' })).toBeVisible();
    const list = page.getByRole('region', { name: '公告列表' });
    const items = list.locator('details');
    expect(await items.count()).toBeGreaterThanOrEqual(8);
    await expect(items.first()).toContainText('置顶');
    await expect(items.first()).toContainText('关于防范冒充本平台工作人员诈骗的风险提示');
    await expect(items.first()).toHaveAttribute('open', '');
    await expect(page.getByText(/数据截至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)).toBeVisible();
    await expect(page.getByTestId('sandbox-badge')).toBeVisible();
    await expect(page.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/notice.png` });

    const upgrade = items.filter({ hasText: 'App 版本升级提示' });
    await expect(upgrade.getByText('2.0.60 及以上版本')).toBeHidden();
    await upgrade.locator('summary').click();
    await expect(upgrade.getByText(/2\.0\.60 及以上版本/)).toBeVisible();

    await page.getByRole('navigation', { name: '公告分类' }).getByRole('link', { name: '休市安排' }).click();
    await expect(page).toHaveURL(/category=%E4%BC%91%E5%B8%82%E5%AE%89%E6%8E%92/);
    await expect(page.getByRole('link', { name: '休市安排' })).toHaveAttribute('aria-current', 'page');
    const filtered = page.getByRole('region', { name: '公告列表' }).locator('details');
    await expect(filtered).toHaveCount(2);
    for (const text of await filtered.locator('summary').allTextContents()) expect(text).toContain('休市安排');
    await page.screenshot({ path: `${SHOTS}/notice-holiday.png` });
  });

  test('?id= opens that notice; an unknown category shows all', async ({ page }) => {
    await page.goto('/h5/notice?id=3');
    await expect(page.locator('#notice-3')).toHaveAttribute('open', '');
    await expect(page.locator('details[open]')).toHaveCount(1);
    await page.goto('/h5/notice?category=bogus');
    await expect(page.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
  });
});
