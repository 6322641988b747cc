import AxeBuilder from '@axe-core/playwright';
import { test } from '@playwright/test';
import { loginAs } from './live-support';

const PAGES = [
  'activity/koi-page/1/v2', 'activity/koi-page/2/v2', 'activity/koi-page/3/v2', 'activity/koi-page/1/v2/winning-rules', 'activity/koi-page/3/v2/winning-rules',
  'activity/koi-page/1/v2/my-participation', 'activity/koi-page/3/v2/my-participation', 'activity/koi-page/1/v2/participation-details', 'activity/koi-page/3/v2/win-prize',
  'activity/koiOut/help/v2', 'activity/koiOut/invite/v2', 'activity/tea-party/v2', 'activity/investment-strategy/v2', 'activity/investment-strategy-outSide', 'activity/active-dragon-inn/v2',
];
for (const who of ['visitor', 'user']) {
  test(`look ${who}`, async ({ page }) => {
    test.setTimeout(300_000);
    if (who === 'user') await loginAs(page.context().request, '13800000001');
    for (const path of PAGES) {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`/h5/${path}`);
        await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
        const name = `${who}-${scheme}-${path.replace(/\//g, '_')}`;
        await page.screenshot({ path: `/tmp/koi-shots/${name}.png`, fullPage: true });
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        for (const v of results.violations) console.log(`AXE ${name}: ${v.id} ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.failureSummary?.split('\n')[1]}`);
      }
    }
  });
}
