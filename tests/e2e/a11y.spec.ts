import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { loginAs } from './live-support';
import type { RouteFamily } from '@/lib/routes/types';
import { manifestSamples, pageUrl, type PageSample } from './page-samples';

/**
 * axe-core (WCAG 2 A/AA, 2.1 A/AA) over every page of the manifest at 375×812, in the light and the
 * dark theme: the public pages as a visitor, the needLogin pages logged in. A route whose page does
 * not exist yet (404) or that redirects elsewhere is skipped and listed. Each page is loaded once and
 * checked twice: as loaded with a light system scheme, then after the system scheme turns dark (the
 * page follows prefers-color-scheme when no theme is given), where only the colour rules can change
 * (tests/e2e/axe.ts COLOUR_RULES). One browser page per test.
 */
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
  return (await axeViolations(page, theme === 'light' ? 'all' : 'colour')).map((violation) => ({
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
  // A route without a page yet (404) or one that redirects elsewhere is not this page: skipped.
  const response = await page.goto(url, { waitUntil: 'load' });
  if (!response || response.status() !== 200) return 'skipped';
  await settled(page);
  if (new URL(page.url()).pathname !== url) return 'skipped';
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const findings = await axe(page, sample.path, 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-theme', 'dark');
  findings.push(...(await axe(page, sample.path, 'dark')));
  return findings;
}

/**
 * The page as a user meets it once it has come to rest: its scripts (loaded by 'load') have run and
 * hydrated it — the main thread reaches an idle moment — and no view still shows a loading skeleton
 * (client islands fetching data show one, aria-busy). A wait for an idle network would cost half a
 * second a page and never ends on the live room's chat stream.
 */
async function settled(page: Page) {
  for (let moves = 0; ; moves += 1) {
    try {
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 3000 })));
      break;
    } catch (error) {
      // The page sent the browser on by itself (a middle page forwarding to its result): follow it.
      if (moves >= 3 || !/Execution context was destroyed|navigat/i.test(String(error))) throw error;
      console.log(`[a11y] ${new URL(page.url()).pathname} moved on by itself`);
      await page.waitForLoadState('load');
    }
  }
  // Bounded: a preload page (/preloading-page) shows its skeleton for as long as it is open.
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 3000 })
    .catch(() => undefined);
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
      `[a11y] ${label} ${theme}: ${scanned} pages scanned, ${skipped.length} skipped${skipped.length ? ` (${skipped.join(' ')})` : ''}, ${elements} failing elements on ${new Set(ofTheme.map((finding) => finding.path)).size} pages` +
        (byRule.size > 0 ? ` (${[...byRule].map(([rule, count]) => `${rule} ${count}`).join(', ')})` : ''),
    );
  }
  await test.info().attach(`axe-${label}.json`, {
    body: JSON.stringify({ scanned, skipped, findings }, null, 2),
    contentType: 'application/json',
  });
  return { findings, scanned };
}

/**
 * Pages in groups by family, so each test stays within its time limit on a loaded machine and two
 * workers share the work: every group is scanned once as a visitor (public pages) and once logged in
 * (its needLogin pages). A minimum keeps a group from passing by scanning nothing.
 */
const GROUPS: { label: string; families: RouteFamily[] | 'rest'; publicMinimum: number; loginMinimum: number }[] = [
  { label: 'market', families: ['market'], publicMinimum: 20, loginMinimum: 0 },
  { label: 'live', families: ['live', 'anchor'], publicMinimum: 15, loginMinimum: 0 },
  { label: 'legal', families: ['legal'], publicMinimum: 30, loginMinimum: 0 },
  { label: 'member', families: ['member', 'pay', 'popup'], publicMinimum: 0, loginMinimum: 0 },
  {
    label: 'money',
    families: ['account', 'caidan', 'task', 'wallet', 'order', 'coupon', 'invite'],
    publicMinimum: 3,
    loginMinimum: 1,
  },
  { label: 'content', families: ['content'], publicMinimum: 0, loginMinimum: 0 },
  { label: 'activity', families: ['activity', 'contest', 'questionnaire'], publicMinimum: 0, loginMinimum: 0 },
  { label: 'other', families: 'rest', publicMinimum: 10, loginMinimum: 0 },
];
const GROUPED = new Set(GROUPS.flatMap((group) => (group.families === 'rest' ? [] : group.families)));

function inGroup(sample: PageSample, families: RouteFamily[] | 'rest'): boolean {
  return families === 'rest' ? !GROUPED.has(sample.route.family) : families.includes(sample.route.family);
}

test.describe('accessibility (axe, WCAG 2.1 AA) at 375×812, light and dark', () => {
  test.setTimeout(480_000);

  for (const group of GROUPS) {
    test(`public ${group.label} pages`, async ({ page }) => {
      const samples = (await manifestSamples(page.request)).filter(
        (sample) => !sample.route.needLogin && inGroup(sample, group.families),
      );
      const { findings, scanned } = await scanAll(page, samples, `public-${group.label}`);
      expect(scanned).toBeGreaterThanOrEqual(group.publicMinimum);
      expect(findings).toEqual([]);
    });

    test(`login-only ${group.label} pages, logged in`, async ({ page }) => {
      const samples = (await manifestSamples(page.request)).filter(
        (sample) => sample.route.needLogin && inGroup(sample, group.families),
      );
      test.skip(samples.length === 0, `no login-only ${group.label} routes`);
      await loginAs(page.context().request);
      const { findings, scanned } = await scanAll(page, samples, `login-${group.label}`);
      expect(scanned).toBeGreaterThanOrEqual(group.loginMinimum);
      expect(findings).toEqual([]);
    });
  }
});
