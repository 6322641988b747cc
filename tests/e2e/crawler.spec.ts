import { expect, test, type APIRequestContext } from '@playwright/test';
import { matchRoute } from '@/lib/routes/manifest';
import { login, newClient } from '../contract/bff-helpers';

/**
 * Follows every same-origin link from the hub (logged out, then logged in) and fails on any link
 * that ends in 404 or 5xx: a page that does not exist yet must not be linked to. Over HTTP (the
 * links are server-rendered), bounded by route rather than by URL: a route pattern
 * ('/tool/lhb/sales/{code}') is expanded once and at most a few of its URLs (other codes, other
 * query variants) are checked, so the crawl ends by itself well under a safety cap.
 */
const START = '/h5/';
const MAX_REQUESTS = 1000;
const VARIANTS_PER_ROUTE = 3;

/** The manifest pattern of a path, or the path itself when no route matches (it will be a 404). */
function routeKey(url: URL): string {
  return matchRoute(url.pathname)?.route.path ?? url.pathname;
}

interface Broken {
  url: string;
  status: number;
  foundOn: string;
}

/** Same-origin page links of an HTML document (anchors; GET forms are checked by their own tests). */
function linksOf(html: string, pageUrl: URL): URL[] {
  const links: URL[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)) {
    const raw = match[1]
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
    let url: URL;
    try {
      url = new URL(raw, pageUrl);
    } catch {
      continue;
    }
    url.hash = '';
    if (url.origin === pageUrl.origin) links.push(url);
  }
  return links;
}

/** Not pages: the BFF, Next's assets and files with an extension are not followed. */
function isPage(url: URL): boolean {
  return !/^\/h5\/(api|_next)\//.test(url.pathname) && !/\.[a-z0-9]{2,5}$/i.test(url.pathname);
}

async function crawl(
  client: APIRequestContext,
  origin: string,
): Promise<{ broken: Broken[]; checked: number; pages: number; complete: boolean }> {
  const broken: Broken[] = [];
  const checkedUrls = new Set<string>();
  const variants = new Map<string, number>();
  const expanded = new Set<string>();
  const queue: Array<{ url: URL; foundOn: string }> = [{ url: new URL(START, origin), foundOn: '(start)' }];
  let requests = 0;

  while (queue.length > 0 && requests < MAX_REQUESTS) {
    const { url, foundOn } = queue.shift()!;
    const key = `${url.pathname}${url.search}`;
    if (checkedUrls.has(key)) continue;
    const seen = variants.get(routeKey(url)) ?? 0;
    if (seen >= VARIANTS_PER_ROUTE) continue;
    checkedUrls.add(key);
    variants.set(routeKey(url), seen + 1);

    requests += 1;
    const response = await client.get(key, { maxRedirects: 10 });
    const status = response.status();
    if (status === 404 || status >= 500) {
      broken.push({ url: key, status, foundOn });
      continue;
    }
    const finalUrl = new URL(response.url());
    // A redirect (login, SPEC §2) lands on a page that is expanded under its own path.
    if (expanded.has(routeKey(finalUrl)) || !(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    expanded.add(routeKey(finalUrl));
    for (const link of linksOf(await response.text(), finalUrl)) {
      if (isPage(link)) queue.push({ url: link, foundOn: key });
    }
  }
  return { broken, checked: requests, pages: expanded.size, complete: queue.length === 0 };
}

test.describe('crawler: no link ends in 404 or 5xx', () => {
  test.describe.configure({ timeout: 240_000 });

  test('logged out, from the hub', async ({ baseURL }) => {
    const client = await newClient();
    const { broken, checked, pages, complete } = await crawl(client, new URL(baseURL!).origin);
    await client.dispose();
    test.info().annotations.push({ type: 'crawl', description: `${checked} links checked, ${pages} routes expanded` });
    expect(complete).toBe(true);
    expect(pages).toBeGreaterThan(20);
    expect(broken).toEqual([]);
  });

  test('logged in, from the hub', async ({ baseURL }) => {
    const client = await newClient();
    await login(client);
    const { broken, checked, pages, complete } = await crawl(client, new URL(baseURL!).origin);
    // The crawl followed GET links only; the session must have survived it.
    const session = await client.get('/h5/api/session');
    expect((await session.json()).data.loggedIn).toBe(true);
    await client.dispose();
    test.info().annotations.push({ type: 'crawl', description: `${checked} links checked, ${pages} routes expanded` });
    expect(complete).toBe(true);
    expect(pages).toBeGreaterThan(20);
    expect(broken).toEqual([]);
  });
});
