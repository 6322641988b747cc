import { expect, test } from '@playwright/test';

/**
 * A long junk query string was copied into every link of the page (12 KB of query → 550 KB
 * more HTML). Links and forms carry only the parameters the page knows. Next's own router state
 * keeps the requested URL twice, and a share page names it in og:url (in <head> and in the RSC copy
 * of the metadata): nothing else may.
 */
const PAGES = [
  '/h5',
  '/h5/tool/lhb/today',
  '/h5/tool/lhb/sales/active',
  '/h5/tool/lhb/organization/detail',
  '/h5/tool/ipo',
  '/h5/tool/ipo/calendar',
  '/h5/tool/northbound-new',
  '/h5/tool/northbound/details',
  '/h5/tool/northbound/rank',
  '/h5/tool/northbound/hot-list',
  '/h5/tool/northbound-plate',
  '/h5/lhb/homePage',
  '/h5/download',
  '/h5/login',
];

const MARKER = 'junkmarker';
const JUNK = `${MARKER}${'x'.repeat(12 * 1024)}`;
/** Next's router state (twice) and og:url on share pages (twice). */
const MAX_COPIES = 4;

test.describe('a junk query is not copied into links', () => {
  for (const path of PAGES) {
    test(`${path}: unknown and over-long parameters stay out of links and forms`, async ({ request }) => {
      const plain = await request.get(path);
      expect(plain.status()).toBe(200);
      const base = (await plain.text()).length;
      for (const query of [{ utm_junk: JUNK }, { date: JUNK }, { sort: JUNK }] as Record<string, string>[]) {
        const response = await request.get(`${path}?${new URLSearchParams(query)}`);
        expect(response.status()).toBe(200);
        const html = await response.text();
        const attributes = [...html.matchAll(/\s(?:href|action|value)="([^"]*)"/g)].map((match) => match[1]);
        expect(attributes.filter((value) => value.includes(MARKER))).toEqual([]);
        const copies = html.split(MARKER).length - 1;
        expect(copies, `${path} holds the junk ${copies} times`).toBeLessThanOrEqual(MAX_COPIES);
        expect(html.length - base).toBeLessThan(MAX_COPIES * 2 * JUNK.length);
      }
    });
  }
});
