import { test } from '@playwright/test';
import { loginAs } from './live-support';

const PAGES = ['past-rankings', 'winning-list', 'new-winning-list', 'bonus-list', 'past-share-index', 'record-share', 'past-rankings?activityId=30', 'rule', 'my-record'];

test('screens logged out', async ({ page }) => {
  test.setTimeout(240_000);
  for (const path of PAGES.slice(0, 7)) {
    await page.goto(`/h5/stock-contest/${path}`);
    await page.screenshot({ path: `/tmp/c2shots/out-${path.replace(/[?=]/g, '_')}.png`, fullPage: true });
  }
});

test('screens logged in (seeded user 1)', async ({ page }) => {
  test.setTimeout(240_000);
  await loginAs(page.context().request, '13800000001');
  for (const path of ['past-share-index', 'record-share', 'my-record', 'index']) {
    await page.goto(`/h5/stock-contest/${path}`);
    await page.screenshot({ path: `/tmp/c2shots/in-${path}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const path of ['record-share', 'new-winning-list']) {
    await page.goto(`/h5/stock-contest/${path}`);
    await page.screenshot({ path: `/tmp/c2shots/dark-${path}.png`, fullPage: true });
  }
});
