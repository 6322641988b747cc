import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { loginAs } from './live-support';

const URLS = ['past-rankings', 'past-rankings?activityId=30', 'past-rankings?activityId=31', 'winning-list', 'new-winning-list', 'new-winning-list?activityId=14', 'bonus-list', 'past-share-index', 'record-share', 'my-record', 'index', 'rule'];

test('axe on contest pages logged in, light and dark', async ({ page }) => {
  test.setTimeout(300_000);
  await loginAs(page.context().request, '13800000002');
  const findings: string[] = [];
  for (const path of URLS) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.goto(`/h5/stock-contest/${path}`);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      for (const v of results.violations) findings.push(`${path} ${scheme} ${v.id} ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.failureSummary}`);
    }
  }
  expect(findings).toEqual([]);
});
