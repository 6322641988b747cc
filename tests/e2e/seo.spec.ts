import { expect, test, type APIRequestContext } from '@playwright/test';
import { matchRoute } from '@/lib/routes/manifest';
import { login, newClient } from '../contract/bff-helpers';
import { locsOf, sitemapSchemaErrors } from '../unit/seo/sitemap-xml';

/**
 * What a search engine finds: robots.txt, the sitemap index and its files (valid against the
 * sitemaps.org schema), every listed URL answering 200 with a canonical link to itself, structured
 * data on IPO, legal and content pages and none on a page that is not indexable.
 */
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? '';
const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => (JSON.parse(match[1]) as { '@type': string })['@type'],
  );

async function sitemapLocs(request: APIRequestContext): Promise<string[]> {
  const index = await request.get('/h5/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('xml');
  const indexXml = await index.text();
  expect(await sitemapSchemaErrors(indexXml, 'sitemapindex')).toEqual([]);
  const files = locsOf(indexXml);
  expect(files.map((file) => new URL(file).pathname)).toEqual([
    '/h5/sitemap/pages.xml',
    '/h5/sitemap/market.xml',
    '/h5/sitemap/content.xml',
  ]);
  const locs: string[] = [];
  for (const file of files) {
    const answer = await request.get(file);
    expect(answer.status(), file).toBe(200);
    const xml = await answer.text();
    expect(await sitemapSchemaErrors(xml, 'urlset'), file).toEqual([]);
    locs.push(...locsOf(xml));
  }
  return locs;
}

test.describe('search engines', () => {
  test('robots.txt names the sitemap index and disallows the API, login-only and popup routes', async ({
    request,
    baseURL,
  }) => {
    const answer = await request.get('/h5/robots.txt');
    expect(answer.status()).toBe(200);
    const text = await answer.text();
    expect(text).toContain('User-Agent: *');
    expect(text).toContain('Disallow: /h5/api/');
    expect(text).toContain('Disallow: /h5/walletCenter/balance');
    expect(text).toContain('Disallow: /h5/authPopup');
    expect(text).not.toMatch(/^Disallow: \/h5\/tool\//m);
    expect(text).toContain(`Sitemap: ${baseURL}/h5/sitemap.xml`);
  });

  test('every sitemap URL is indexable, answers 200 and names itself canonical', async ({ request, baseURL }) => {
    test.setTimeout(600_000);
    const locs = await sitemapLocs(request);
    console.log(`[seo] the sitemap lists ${locs.length} URLs`);
    expect(new Set(locs).size).toBe(locs.length);
    // The seeded upstream: ~190 manifest pages and teachers, IPOs and 20+ trading days, topics and items.
    expect(locs.length).toBeGreaterThan(250);
    for (const expected of [
      '/h5',
      '/h5/userServiceAgreement',
      '/h5/tool/ipo/calendar',
      '/h5/manuscript/article/v2/1',
      '/h5/topic/v2/1',
      '/h5/programList/v2',
    ]) {
      expect(locs).toContain(`${baseURL}${expected}`);
    }
    expect(locs.some((loc) => loc.includes('/h5/tool/ipo/detail/'))).toBe(true);
    expect(locs.some((loc) => loc.includes('/h5/tool/lhb/today?date='))).toBe(true);
    expect(locs.some((loc) => loc.includes('/h5/teacherInfo/v2?teacherId='))).toBe(true);

    const failures: string[] = [];
    const queue = [...locs];
    const worker = async () => {
      for (let loc = queue.shift(); loc; loc = queue.shift()) {
        const route = matchRoute(new URL(loc).pathname)?.route;
        if (!route?.indexable || route.needLogin) failures.push(`${loc}: not an indexable route`);
        const answer = await request.get(loc, { maxRedirects: 0 });
        const html = await answer.text();
        if (answer.status() !== 200) failures.push(`${loc}: HTTP ${answer.status()}`);
        else if (canonicalOf(html) !== loc) failures.push(`${loc}: canonical ${canonicalOf(html)}`);
        else if (robotsOf(html).includes('noindex')) failures.push(`${loc}: ${robotsOf(html)}`);
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    expect(failures).toEqual([]);
  });

  test('structured data on IPO, legal, content pages, the hub and the activities; applicable-device mobile', async ({
    request,
  }) => {
    const calendar = await (await request.get('/h5/tool/ipo/calendar')).text();
    expect(jsonLdTypes(calendar)).toEqual(['ItemList']);
    const detail = locsOf(await (await request.get('/h5/sitemap/market.xml')).text()).find((loc) =>
      loc.includes('/h5/tool/ipo/detail/'),
    );
    expect(detail).toBeDefined();
    expect(jsonLdTypes(await (await request.get(detail!)).text())).toEqual(['Event', 'BreadcrumbList']);
    const legal = await (await request.get('/h5/userServiceAgreement')).text();
    expect(jsonLdTypes(legal)).toEqual(['WebPage']);
    expect(jsonLdTypes(await (await request.get('/h5/manuscript/article/v2/1')).text())).toEqual([
      'Article',
      'BreadcrumbList',
    ]);
    expect(jsonLdTypes(await (await request.get('/h5/flash/interpret/1')).text())).toEqual([
      'NewsArticle',
      'BreadcrumbList',
    ]);
    expect(jsonLdTypes(await (await request.get('/h5')).text())).toEqual(['Organization']);
    expect(jsonLdTypes(await (await request.get('/h5/activities-collect/v2')).text())).toEqual(['ItemList']);
    expect(legal).toContain('<meta name="applicable-device" content="mobile"/>');
  });

  test('no structured data on a page that is not indexable: a login-only page (logged in) and a popup', async () => {
    const client = await newClient();
    await login(client);
    const wallet = await client.get('/h5/walletCenter/balance', { maxRedirects: 0 });
    expect(wallet.status()).toBe(200);
    const html = await wallet.text();
    expect(jsonLdTypes(html)).toEqual([]);
    expect(robotsOf(html)).toContain('noindex');
    const popup = await (await client.get('/h5/authPopup')).text();
    expect(jsonLdTypes(popup)).toEqual([]);
    expect(robotsOf(popup)).toContain('noindex');
    await client.dispose();
  });
});
