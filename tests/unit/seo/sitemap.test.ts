import { resolveSitemap } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { addDays } from '@/lib/format/date';
import { matchRoute, ROUTES } from '@/lib/routes/manifest';
import { resolveRedirect } from '@/lib/routes/redirects';
import {
  LHB_DAYS_BACK,
  SITEMAP_SECTIONS,
  sitemapEntries,
  sitemapIndexXml,
  w3cDatetime,
  type SitemapSources,
} from '@/lib/seo/sitemap';
import { locsOf, sitemapSchemaErrors } from './sitemap-xml';

const ORIGIN = 'https://m.example.com';
const TODAY = '2026-11-27';

/** Weekdays of the last ~90 days up to the latest trading day. */
function tradingDays(latest: string): string[] {
  const days: string[] = [];
  for (let back = 90; back >= 0; back -= 1) {
    const day = addDays(latest, -back);
    if (![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) days.push(day);
  }
  return days;
}

function sources(extra: { ipos?: number; items?: number; teachers?: number } = {}): SitemapSources {
  const ipoCount = 3 + (extra.ipos ?? 0);
  const itemCount = 4 + (extra.items ?? 0);
  return {
    today: TODAY,
    calendar: { latest: TODAY, days: tradingDays(TODAY) },
    ipos: Array.from({ length: ipoCount }, (_, index) => ({
      code: String(301100 + index),
      dates: {
        apply: addDays(TODAY, index - 2),
        ballot: addDays(TODAY, index),
        pay: addDays(TODAY, index + 1),
        list: index === 0 ? addDays(TODAY, 5) : null,
      },
    })),
    content: {
      items: Array.from({ length: itemCount }, (_, index) => ({
        kind: (['article', 'flash', 'column', 'information'] as const)[index % 4],
        type: index % 4 === 3 ? 'news' : null,
        id: index + 1,
        // The content contract allows minutes without seconds; sitemaps.org does not.
        publishedAt: `${addDays(TODAY, -index)}T08:30+08:00`,
        updatedAt: null,
      })),
      topics: [
        { id: 1, updatedAt: `${TODAY}T08:30:00+08:00` },
        { id: 2, updatedAt: null },
      ],
    },
    teachers: Array.from({ length: 2 + (extra.teachers ?? 0) }, (_, index) => ({ id: index + 1 })),
  };
}

const xmlOf = (section: (typeof SITEMAP_SECTIONS)[number], data = sources()) =>
  resolveSitemap(sitemapEntries(section, ORIGIN, data));
const allLocs = (data = sources()) => SITEMAP_SECTIONS.flatMap((section) => locsOf(xmlOf(section, data)));

describe('sitemap', () => {
  it.each(SITEMAP_SECTIONS)('%s.xml is valid against the sitemaps.org schema', async (section) => {
    const xml = xmlOf(section);
    expect(locsOf(xml).length).toBeGreaterThan(0);
    expect(await sitemapSchemaErrors(xml, 'urlset')).toEqual([]);
  });

  it('the index is valid against the sitemaps.org index schema and names each section file under the origin', async () => {
    const xml = sitemapIndexXml(ORIGIN, '/h5', TODAY, SITEMAP_SECTIONS);
    expect(await sitemapSchemaErrors(xml, 'sitemapindex')).toEqual([]);
    expect(locsOf(xml)).toEqual(SITEMAP_SECTIONS.map((section) => `${ORIGIN}/h5/sitemap/${section}.xml`));
  });

  it('the schema check can fail: a lastmod without seconds or an unescaped & is refused', async () => {
    const bad = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${ORIGIN}/h5/a</loc><lastmod>2026-11-27T08:30+08:00</lastmod></url></urlset>`;
    expect(await sitemapSchemaErrors(bad, 'urlset')).not.toEqual([]);
    expect(
      await sitemapSchemaErrors(bad.replace('/h5/a', '/h5/a?x=1&y=2').replace('T08:30', 'T08:30:00'), 'urlset'),
    ).not.toEqual([]);
    expect(w3cDatetime('2026-11-27T08:30+08:00')).toBe('2026-11-27T08:30:00+08:00');
    expect(w3cDatetime('2026-11-27T08:30:15Z')).toBe('2026-11-27T08:30:15Z');
    expect(w3cDatetime('2026-11-27')).toBe('2026-11-27');
  });

  it('lists no login-only, popup, preload or other non-indexable page, and every URL is unique and under SITE_URL', () => {
    const locs = allLocs();
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) {
      expect(loc.startsWith(`${ORIGIN}/h5`)).toBe(true);
      const route = matchRoute(new URL(loc).pathname)?.route;
      expect([loc, route?.indexable, route?.needLogin]).toEqual([loc, true, false]);
    }
  });

  it('lists every indexable page that has no path parameter, unless it redirects (the hub as /h5 itself)', () => {
    const locs = new Set(allLocs());
    const expected = ROUTES.filter(
      (route) =>
        route.indexable &&
        !route.path.includes('{') &&
        !['/teacherInfo/v2', '/conditionalSeletor/detail'].includes(route.path) &&
        !resolveRedirect(route.path, new URLSearchParams(), { appVersion: null }),
    );
    expect(expected.length).toBeGreaterThan(150);
    for (const route of expected)
      expect([route.path, locs.has(route.path === '/' ? `${ORIGIN}/h5` : `${ORIGIN}/h5${route.path}`)]).toEqual([
        route.path,
        true,
      ]);
    expect(locs.has(`${ORIGIN}/h5/tool/lhb`)).toBe(false);
    expect(locs.has(`${ORIGIN}/h5/walletCenter/balance`)).toBe(false);
  });

  it('lists the legal pages with their version date, IPO details, teachers, topics and content items', () => {
    const pages = sitemapEntries('pages', ORIGIN, sources());
    expect(pages.find((entry) => entry.url === `${ORIGIN}/h5/userServiceAgreement`)?.lastModified).toBe('2026-03-01');
    expect(pages.map((entry) => entry.url)).toEqual(
      expect.arrayContaining([`${ORIGIN}/h5/teacherInfo/v2?teacherId=1`, `${ORIGIN}/h5/teacherInfo/v2?teacherId=2`]),
    );
    const market = sitemapEntries('market', ORIGIN, sources()).map((entry) => entry.url);
    expect(market).toEqual(
      expect.arrayContaining([`${ORIGIN}/h5/tool/ipo/detail/301100`, `${ORIGIN}/h5/tool/ipo/detail/301102`]),
    );
    const content = sitemapEntries('content', ORIGIN, sources());
    expect(content.map((entry) => entry.url)).toEqual([
      `${ORIGIN}/h5/topic/v2/1`,
      `${ORIGIN}/h5/topic/v2/2`,
      `${ORIGIN}/h5/manuscript/article/v2/1`,
      `${ORIGIN}/h5/flash/interpret/2`,
      `${ORIGIN}/h5/column/article/3`,
      `${ORIGIN}/h5/information/news/4`,
    ]);
    expect(content[2].lastModified).toBe(`${TODAY}T08:30:00+08:00`);
  });

  it('lists the dragon-tiger list of each trading day of the last 30 days, and no other day', () => {
    const lhb = sitemapEntries('market', ORIGIN, sources()).filter((entry) =>
      entry.url.includes('/tool/lhb/today?date='),
    );
    const days = lhb.map((entry) => entry.url.split('date=')[1]);
    expect(days).toEqual(
      tradingDays(TODAY)
        .filter((day) => day > addDays(TODAY, -LHB_DAYS_BACK))
        .reverse(),
    );
    expect(days.length).toBeGreaterThanOrEqual(20);
    expect(lhb.every((entry) => entry.lastModified === entry.url.split('date=')[1])).toBe(true);
  });

  it('grows with the upstream data: one more IPO, content item and teacher, three more URLs', () => {
    const before = allLocs().length;
    expect(allLocs(sources({ ipos: 1, items: 1, teachers: 1 })).length).toBe(before + 3);
    expect(allLocs(sources({ items: 40 })).length).toBe(before + 40);
  });

  it('leaves out a list the upstream could not give, and keeps the rest', () => {
    const down: SitemapSources = { ...sources(), calendar: null, ipos: [], content: null, teachers: [] };
    expect(sitemapEntries('content', ORIGIN, down)).toEqual([]);
    expect(sitemapEntries('market', ORIGIN, down)).toEqual([]);
    expect(sitemapEntries('pages', ORIGIN, down).length).toBeGreaterThan(150);
  });
});
