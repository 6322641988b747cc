import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './live-support';
import type { RouteFamily } from '@/lib/routes/types';
import { manifestSamples, pageUrl, type PageSample } from './page-samples';

/**
 * axe-core (WCAG 2 A/AA, 2.1 A/AA) over every page of the manifest at 375×812, in the light and the
 * dark theme: the public pages as a visitor, the needLogin pages logged in. A route whose page does
 * not exist yet (404) or that redirects elsewhere is skipped and listed. Each page is loaded once and
 * checked twice: as loaded with a light system scheme, then after the system scheme turns dark (the
 * page follows prefers-color-scheme when no theme is given). One browser page per test.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

interface Finding {
  path: string;
  theme: Theme;
  rule: string;
  nodes: number;
  example: string;
}

async function axe(page: Page, path: string, theme: Theme): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map((violation) => ({
    path,
    theme,
    rule: violation.id,
    nodes: violation.nodes.length,
    example: `${violation.nodes[0]?.target.join(' ')} — ${violation.nodes[0]?.failureSummary?.split('\n').slice(1, 2).join(' ').trim()}`,
  }));
}

async function scan(page: Page, sample: PageSample): Promise<Finding[] | 'skipped'> {
  const url = pageUrl(sample.path);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  const response = await page.goto(url, { waitUntil: 'load' });
  if (!response || response.status() !== 200 || new URL(page.url()).pathname !== url) return 'skipped';
  // Client islands load their data after hydration; the live room keeps a chat stream open, so the
  // wait for an idle network is bounded.
  await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const findings = await axe(page, sample.path, 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-theme', 'dark');
  findings.push(...(await axe(page, sample.path, 'dark')));
  return findings;
}

async function scanAll(page: Page, samples: PageSample[], label: string) {
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
  for (const theme of THEMES) {
    const ofTheme = findings.filter((finding) => finding.theme === theme);
    const elements = ofTheme.reduce((sum, finding) => sum + finding.nodes, 0);
    const byRule = new Map<string, number>();
    for (const finding of ofTheme) byRule.set(finding.rule, (byRule.get(finding.rule) ?? 0) + finding.nodes);
    console.log(
      `[a11y] ${label} ${theme}: ${scanned} pages scanned, ${skipped.length} skipped, ${elements} failing elements on ${new Set(ofTheme.map((finding) => finding.path)).size} pages` +
        (byRule.size > 0 ? ` (${[...byRule].map(([rule, count]) => `${rule} ${count}`).join(', ')})` : ''),
    );
  }
  await test.info().attach(`axe-${label}.json`, { body: JSON.stringify({ scanned, skipped, findings }, null, 2), contentType: 'application/json' });
  return { findings, scanned };
}


for (const mobile of [undefined, '13800000003']) {
  test(`money pages a11y ${mobile ?? 'fresh'}`, async ({ page }) => {
    test.setTimeout(240_000);
    await loginAs(page.context().request, mobile);
    const samples = (await manifestSamples(page.request)).filter((sample) => ['wallet', 'caidan', 'task'].includes(sample.route.family));
    const { findings, scanned } = await scanAll(page, samples, 'money');
    console.log(JSON.stringify(findings, null, 1));
    expect(scanned).toBeGreaterThanOrEqual(10);
    expect(findings).toEqual([]);
  });
}
