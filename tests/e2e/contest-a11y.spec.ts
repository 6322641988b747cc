import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { loginAs } from './live-support';

/**
 * The contest views the manifest-wide a11y suite does not reach: a seeded entrant's past records and
 * record card (logged in), a running and a not-started period on the past pages, and a period before
 * 15 on the new winners list. axe WCAG 2.1 AA, light then dark, each page loaded once.
 */
const PATHS = [
  'past-share-index',
  'record-share',
  'past-rankings?activityId=30',
  'past-rankings?activityId=31',
  'new-winning-list?activityId=14',
];

test('contest past views pass axe logged in, light and dark', async ({ page }) => {
  test.setTimeout(120_000);
  // A seeded user: an entrant of every finished period.
  await loginAs(page.context().request, '13800000004');
  const findings: string[] = [];
  for (const path of PATHS) {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await page.goto(`/h5/stock-contest/${path}`);
    if (path === 'past-share-index') await expect(page.getByTestId('past-records').locator('li')).toHaveCount(19);
    if (path === 'record-share') await expect(page.getByTestId('record-card')).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      for (const violation of await axeViolations(page, scheme === 'light' ? 'all' : 'colour'))
        findings.push(`${path} ${scheme} ${violation.id}: ${violation.nodes[0]?.target.join(' ')}`);
    }
  }
  expect(findings).toEqual([]);
});
