import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** WCAG 2.0 and 2.1, levels A and AA: what every page of the product is held to. */
const WCAG21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeWindow = Window & { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

/**
 * The rules whose outcome depends on colours alone. A page already checked in full in one theme is
 * checked against these after the theme changes: its structure, names and roles are the same.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core run inside the page: its source is evaluated once per loaded document and `axe.run` checks
 * the page as it is now (after a theme switch, say). @axe-core/playwright evaluated the 550 KB source
 * again on every check and finished each run in a new blank page: 2–4 s a check on these 2-core
 * machines against 0.1–0.7 s this way, which is what kept the page-by-page suites within their time.
 * The pages have no frames, so checking the top document is checking the page. `scope: 'colour'`
 * runs only COLOUR_RULES (the second theme of a page: about half the time of a full run).
 */
export async function axeViolations(page: Page, scope: 'all' | 'colour' = 'all'): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe === 'object'))) await page.evaluate(AXE_SOURCE);
  const runOnly: RunOptions['runOnly'] =
    scope === 'colour' ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: WCAG21_AA };
  return page.evaluate(
    async (only) =>
      (await (window as AxeWindow).axe!.run(document, { runOnly: only, resultTypes: ['violations'] })).violations,
    runOnly,
  );
}
