import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydration';
import { loginAs } from './live-support';

/**
 * WCAG 2.5.8 Target Size (Minimum): every button, link and [role=button] of the live room, the contest
 * page and the task centre is at least 24×24 CSS px at 375×812. The one exception taken is the
 * standard's inline one: a link displayed inline inside a sentence (other text in the same block), whose
 * size the line height sets. Light and dark are both looked at (test-results/tap-*.png).
 */
const PAGES = [
  { name: 'live-room', path: '/h5/liveRoomDetail/v2?roomId=2' },
  { name: 'contest', path: '/h5/stock-contest/index' },
  { name: 'tasks', path: '/h5/missonCenter' },
] as const;

type Small = { what: string; width: number; height: number };

/** The targets under 24×24 on the page, each named by tag, class and text. */
function smallTargets(page: Page): Promise<Small[]> {
  return page.evaluate(() => {
    const MIN = 24;
    const isBlock = (element: Element) =>
      !getComputedStyle(element).display.startsWith('inline') && getComputedStyle(element).display !== 'contents';
    /** A link inline in a sentence: displayed inline, and its block holds other text besides it. */
    const inSentence = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && !isBlock(block)) block = block.parentElement;
      if (!block) return false;
      const own = (element.textContent ?? '').replace(/\s+/g, '');
      const all = (block.textContent ?? '').replace(/\s+/g, '');
      return all.length > own.length;
    };
    const found: Small[] = [];
    for (const element of Array.from(document.querySelectorAll('button, a[href], [role="button"]'))) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = element.getBoundingClientRect();
      // Not rendered (inside a closed sheet or a collapsed block): nothing to tap.
      if (box.width === 0 && box.height === 0) continue;
      if (box.width >= MIN && box.height >= MIN) continue;
      if (inSentence(element)) continue;
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 20);
      found.push({
        what: `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} “${label}”`,
        width: Math.round(box.width * 10) / 10,
        height: Math.round(box.height * 10) / 10,
      });
    }
    return found;
  });
}

test.describe('tap targets at 375×812', () => {
  for (const target of PAGES) {
    test(`${target.name}: every button and link is at least 24×24 CSS px`, async ({ page }) => {
      await loginAs(page.context().request);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        await page.goto(target.path);
        // Measured once hydrated, with what the islands load on mount (the live room's chat, the task list).
        await hydrated(page.locator('main button, main a[href]').first());
        await page.waitForTimeout(1_500);
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        await page.screenshot({ path: `test-results/tap-${target.name}-${scheme}.png`, fullPage: true });
        expect(await smallTargets(page), `${target.path} (${scheme})`).toEqual([]);
      }
    });
  }
});
