import type { MetadataRoute } from 'next';
import { itemUrl } from '@/lib/content/links';
import type { ContentIndex } from '@/lib/content/schemas';
import { addDays } from '@/lib/format/date';
import { LEGAL_DOCUMENTS, legalDocumentOrThrow } from '@/lib/legal/registry';
import { ROUTES } from '@/lib/routes/manifest';
import { resolveRedirect } from '@/lib/routes/redirects';
import type { RouteDef } from '@/lib/routes/types';
import { canonicalUrl } from '@/lib/share/metadata';

/**
 * The sitemap (sitemaps.org): every URL search engines may list, built from the route manifest
 * (`indexable` routes) and the upstream's lists. Pure: lib/seo/server.ts reads the lists.
 */

/** The dragon-tiger list of each trading day this many calendar days back from the latest. */
export const LHB_DAYS_BACK = 30;
/** The sitemaps.org limit of one sitemap file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** One sitemap file per kind of page; /h5/sitemap.xml is their index. */
export const SITEMAP_SECTIONS = ['pages', 'market', 'content'] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

export interface SitemapSources {
  /** The market date (YYYY-MM-DD): the last-modified date of pages that show live data. */
  today: string;
  /** Trading days (oldest first) and the latest one with data; null when the calendar cannot be read. */
  calendar: { latest: string; days: string[] } | null;
  ipos: Array<{ code: string; dates: { apply: string; ballot: string; pay: string; list: string | null } }>;
  content: ContentIndex | null;
  teachers: Array<{ id: number }>;
}

type Entry = MetadataRoute.Sitemap[number];

/**
 * Static routes whose page is about its query, so the bare URL is not listed: a teacher's page (the
 * bare one shows the first teacher; the teacher list names each) and a screener result (the bare one
 * runs the default conditions and names them in its canonical URL).
 */
const ABOUT_THEIR_QUERY: ReadonlySet<string> = new Set(['/teacherInfo/v2', '/conditionalSeletor/detail']);

/** A route listed bare: indexable, no path parameter, not itself a redirect (SPEC §2 redirects). */
function listedBare(route: RouteDef): boolean {
  return (
    route.indexable &&
    !route.path.includes('{') &&
    !ABOUT_THEIR_QUERY.has(route.path) &&
    !resolveRedirect(route.path, new URLSearchParams(), { appVersion: null })
  );
}

/** A legal page changes when its document's version does. */
function lastModifiedOf(route: RouteDef, today: string): string {
  return route.path in LEGAL_DOCUMENTS ? legalDocumentOrThrow(route.path).effectiveDate : today;
}

function pageEntries(origin: string, { today, teachers }: SitemapSources, routes: readonly RouteDef[]): Entry[] {
  const bare = routes
    .filter(listedBare)
    .map((route) => ({ url: canonicalUrl(origin, route.path), lastModified: lastModifiedOf(route, today) }));
  const teacherPages = teachers.map((teacher) => ({
    url: canonicalUrl(origin, `/teacherInfo/v2?teacherId=${teacher.id}`),
    lastModified: today,
  }));
  return [...bare, ...teacherPages];
}

/** An IPO's page last changed on the latest of its dates that has passed (its status moved then). */
function ipoLastModified(dates: SitemapSources['ipos'][number]['dates'], today: string): string {
  const passed = [dates.apply, dates.ballot, dates.pay, dates.list].filter(
    (date): date is string => date !== null && date <= today,
  );
  return passed.length ? passed.sort().at(-1)! : today;
}

function marketEntries(origin: string, { today, calendar, ipos }: SitemapSources): Entry[] {
  const ipoPages = ipos.map((issue) => ({
    url: canonicalUrl(origin, `/tool/ipo/detail/${issue.code}`),
    lastModified: ipoLastModified(issue.dates, today),
  }));
  const from = calendar ? addDays(calendar.latest, -LHB_DAYS_BACK) : '';
  const lhbDays = (calendar?.days ?? []).filter((day) => day > from && day <= calendar!.latest).reverse();
  const lhbPages = lhbDays.map((day) => ({
    url: canonicalUrl(origin, `/tool/lhb/today?date=${day}`),
    lastModified: day,
  }));
  return [...ipoPages, ...lhbPages];
}

function contentEntries(origin: string, { content }: SitemapSources): Entry[] {
  if (!content) return [];
  const items = content.items.map((item) => ({
    url: `${origin}${itemUrl(item)}`,
    lastModified: item.updatedAt ?? item.publishedAt,
  }));
  const topics = content.topics.map((topic) => ({
    url: canonicalUrl(origin, `/topic/v2/${topic.id}`),
    ...(topic.updatedAt ? { lastModified: topic.updatedAt } : {}),
  }));
  return [...topics, ...items];
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);

/** W3C Datetime as sitemaps.org reads it: a date, or a date-time with seconds ('…T08:30+08:00' gains ':00'). */
export function w3cDatetime(value: string): string {
  return value.replace(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?=[+\-Z]|$)/, '$1:00');
}

/**
 * The URLs of one section, at most one file's worth (the upstream's lists come newest first). Next
 * writes `url` into <loc> as it is, so it is escaped here.
 */
export function sitemapEntries(
  section: SitemapSection,
  origin: string,
  sources: SitemapSources,
  routes: readonly RouteDef[] = ROUTES,
): Entry[] {
  const entries =
    section === 'pages'
      ? pageEntries(origin, sources, routes)
      : section === 'market'
        ? marketEntries(origin, sources)
        : contentEntries(origin, sources);
  return entries.slice(0, MAX_URLS_PER_SITEMAP).map((entry) => ({
    url: escapeXml(entry.url),
    ...(typeof entry.lastModified === 'string' ? { lastModified: w3cDatetime(entry.lastModified) } : {}),
  }));
}

/** The sitemap index (sitemaps.org `sitemapindex`) naming one file per section that has URLs. */
export function sitemapIndexXml(
  origin: string,
  basePath: string,
  lastModified: string,
  sections: readonly SitemapSection[],
): string {
  const files = sections.map(
    (section) =>
      `<sitemap><loc>${escapeXml(`${origin}${basePath}/sitemap/${section}.xml`)}</loc><lastmod>${lastModified}</lastmod></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('\n')}\n</sitemapindex>\n`;
}
