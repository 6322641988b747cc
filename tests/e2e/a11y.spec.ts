import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './live-support';
import { manifestSamples, type PageSample } from './page-samples';

/**
 * axe-core (WCAG 2 A/AA, 2.1 AA) over every page of the manifest at 375×812, in the light and the
 * dark theme: the public pages as a visitor, the needLogin pages logged in. A route whose page does
 * not exist yet (404) or that redirects elsewhere is skipped and listed; one page is reused per pass.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
type Theme = 'light' | 'dark';

interface Finding {
  path: string;
  rule: string;
  nodes: number;
  example: string;
}

async function scan(page: Page, sample: PageSample): Promise<Finding[] | 'skipped'> {
  const url = `/h5${sample.path}`;
  const response = await page.goto(url, { waitUntil: 'load' });
  if (!response || response.status() !== 200 || new URL(page.url()).pathname !== url) return 'skipped';
  // Client islands load their data after hydration; the live room keeps a chat stream open, so the
  // wait for an idle network is bounded.
  await page.waitForLoadState('networkidle', { timeout: 4000 }).catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map((violation) => ({
    path: sample.path,
    rule: violation.id,
    nodes: violation.nodes.length,
    example: `${violation.nodes[0]?.target.join(' ')} — ${violation.nodes[0]?.failureSummary?.split('\n').slice(0, 2).join(' ')}`,
  }));
}

async function scanAll(page: Page, samples: PageSample[], theme: Theme, label: string) {
  await page.context().addCookies([{ name: 'h5_theme', value: theme, domain: 'localhost', path: '/h5' }]);
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: theme });
  const findings: Finding[] = [];
  const skipped: string[] = [];
  let scanned = 0;
  for (const sample of samples) {
    const result = await scan(page, sample);
    if (result === 'skipped') skipped.push(sample.path);
    else {
      scanned += 1;
      findings.push(...result);
    }
  }
  const elements = findings.reduce((sum, finding) => sum + finding.nodes, 0);
  const pages = new Set(findings.map((finding) => finding.path)).size;
  console.log(`[a11y] ${label} ${theme}: ${scanned} pages scanned, ${skipped.length} skipped, ${elements} failing elements on ${pages} pages`);
  await test.info().attach(`axe-${label}-${theme}.json`, { body: JSON.stringify({ scanned, skipped, findings }, null, 2), contentType: 'application/json' });
  return { findings, scanned };
}

test.describe('accessibility (axe, WCAG 2.1 AA) at 375×812', () => {
  test.setTimeout(600_000);

  for (const theme of ['light', 'dark'] as const) {
    test(`every public page, ${theme} theme`, async ({ page }) => {
      const samples = (await manifestSamples(page.request)).filter((sample) => !sample.route.needLogin);
      const { findings, scanned } = await scanAll(page, samples, theme, 'public');
      expect(scanned).toBeGreaterThan(60);
      expect(findings).toEqual([]);
    });

    test(`every login-only page, logged in, ${theme} theme`, async ({ page }) => {
      await loginAs(page.context().request);
      const samples = (await manifestSamples(page.request)).filter((sample) => sample.route.needLogin);
      const { findings, scanned } = await scanAll(page, samples, theme, 'login');
      expect(scanned).toBeGreaterThan(10);
      expect(findings).toEqual([]);
    });
  }
});
