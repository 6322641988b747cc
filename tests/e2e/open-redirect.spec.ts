import { expect, test, type Page } from '@playwright/test';
import { freshMobile, login, outboxCode } from '../contract/bff-helpers';

/**
 * The open-redirect probe, in Chromium: every page that takes a return or target
 * parameter gets values that normalise to another host (dot segments, encoded dots, double
 * encodings, backslashes, whitespace, schemes). The browser must never request another origin, and
 * every link, form and meta refresh the page renders must stay on our origin under /h5.
 */
const HOSTILE = [
  '/h5/..//evil.example/',
  '/h5/../..//evil.example/x',
  '/h5/%2e%2e//evil.example/',
  '/h5/.%2E/%2e%2e//evil.example/',
  '/h5/%252e%252e//evil.example/',
  '//evil.example/',
  '///evil.example/',
  '/\\evil.example/',
  '/%2F%2Fevil.example/',
  '/%5Cevil.example/',
  '/h5/%5C%5Cevil.example/',
  '\t//evil.example/',
  '/h5/\n/..//evil.example/',
  'https://evil.example/h5/',
  'HTTPS:evil.example',
  'javascript:alert(document.domain)',
  '/H5/..//evil.example',
];

/** Pages and the parameter that names where they send the visitor. */
const TARGETS: Array<{ path: string; param: string }> = [
  { path: '/h5/transitPage', param: 'target' },
  { path: '/h5/abnormal', param: 'from' },
  { path: '/h5/download', param: 'from' },
  { path: '/h5/downloadNew', param: 'from' },
  { path: '/h5/miniDownload', param: 'from' },
  { path: '/h5/wxCardLink', param: 'path' },
  { path: '/h5/login', param: 'redirect' },
];

const withParam = (path: string, param: string, value: string) => `${path}?${new URLSearchParams({ [param]: value })}`;

/**
 * Records every request the browser makes to another origin. Passive (a listener, not request
 * interception, which would stop every chunk of every page load on its way): this machine has no
 * outside network, so such a request goes nowhere, and the test fails on it being made at all.
 */
async function guardOrigin(page: Page, origin: string): Promise<string[]> {
  const offsite: string[] = [];
  page.context().on('request', (request) => {
    const url = new URL(request.url());
    // data: and blob: URLs are the page's own bytes, not a request anywhere.
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== origin) offsite.push(url.href);
  });
  return offsite;
}

/** Every place the rendered page can send the browser: links, forms, meta refresh. */
async function destinations(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    document.querySelectorAll('a[href]').forEach((a) => found.push((a as HTMLAnchorElement).href));
    document.querySelectorAll('form[action]').forEach((form) => found.push((form as HTMLFormElement).action));
    document.querySelectorAll('meta[http-equiv="refresh" i]').forEach((meta) => {
      const content = meta.getAttribute('content') ?? '';
      const url = /url\s*=\s*['"]?([^'"]*)/i.exec(content)?.[1];
      if (url !== undefined) found.push(new URL(url, document.baseURI).href);
    });
    return found;
  });
}

function expectOurs(url: string, origin: string) {
  const parsed = new URL(url);
  expect(parsed.origin, url).toBe(origin);
  expect(parsed.pathname === '/h5' || parsed.pathname.startsWith('/h5/'), url).toBe(true);
}

/** A destination the hostile parameter could have produced: on our origin under /h5, or not its host/scheme at all. */
function expectNotSteered(url: string, origin: string) {
  const parsed = new URL(url);
  expect(parsed.hostname, url).not.toContain('evil.example');
  expect(['javascript:', 'data:', 'vbscript:'], url).not.toContain(parsed.protocol);
  if (parsed.origin === origin) expectOurs(url, origin);
}

test.describe('open redirects: hostile return and target parameters (Chromium)', () => {
  // Each test loads its page once per hostile value (about twenty page loads).
  test.setTimeout(120_000);
  for (const { path, param } of TARGETS) {
    test(`${path}?${param}=… keeps every destination on our origin`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const offsite = await guardOrigin(page, origin);
      for (const value of HOSTILE) {
        const response = await page.goto(withParam(path, param, value));
        expect(response?.status(), value).toBeLessThan(500);
        expect(new URL(page.url()).origin, value).toBe(origin);
        // Store and customer-service links are fixed external addresses; what the parameter names never is.
        for (const url of await destinations(page)) expectNotSteered(url, origin);
      }
      expect(offsite).toEqual([]);
    });
  }

  test('/transitPage refuses every hostile target and forwards none of them', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const offsite = await guardOrigin(page, origin);
    for (const value of HOSTILE) {
      await page.goto(withParam('/h5/transitPage', 'target', value));
      await expect(page.getByRole('heading', { name: '链接不安全，已停止跳转' }), value).toBeVisible();
      await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
    }
    // An own page still forwards, normalised.
    await page.goto(withParam('/h5/transitPage', 'target', '/h5/tool/ipo/../lhb/today'));
    await page.waitForURL('**/h5/tool/lhb/today');
    expect(offsite).toEqual([]);
  });

  test("/abnormal's retry link leads back to our page, never elsewhere", async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const offsite = await guardOrigin(page, origin);
    await page.goto(withParam('/h5/abnormal', 'from', '/h5/%2e%2e//evil.example/'));
    await page.getByRole('link', { name: '重新加载' }).click();
    // '/h5/' is answered by Next's trailing-slash redirect to '/h5': both are our hub.
    await page.waitForURL((url) => url.origin === origin && (url.pathname === '/h5' || url.pathname === '/h5/'));
    expect(offsite).toEqual([]);
  });

  test('/login does not send the user elsewhere after a successful login', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const offsite = await guardOrigin(page, origin);
    await page.goto(withParam('/h5/login', 'redirect', '/h5/..//evil.example/'));
    const mobile = freshMobile();
    await page.getByLabel('手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('验证码已发送')).toBeVisible();
    await page.getByLabel('验证码').fill(await outboxCode(mobile));
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('已登录')).toBeVisible();
    expect(new URL(page.url()).origin).toBe(origin);
    expect(new URL(page.url()).pathname).toBe('/h5/login');
    expect(offsite).toEqual([]);
  });

  test('/login, logged in: the "back" link of a hostile redirect stays home; an own page is kept', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const offsite = await guardOrigin(page, origin);
    await login(page.request);
    for (const value of HOSTILE) {
      await page.goto(withParam('/h5/login', 'redirect', value));
      await expect(page.getByText('已登录')).toBeVisible();
      await expect(page.getByRole('link', { name: '返回上一页' })).toHaveCount(0);
    }
    await page.goto(withParam('/h5/login', 'redirect', '/h5/tool/ipo'));
    await page.getByRole('link', { name: '返回上一页' }).click();
    await page.waitForURL('**/h5/tool/ipo');
    expect(offsite).toEqual([]);
  });

  test('/riskAssessment keeps its return path on our origin', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const offsite = await guardOrigin(page, origin);
    await login(page.request);
    for (const value of HOSTILE.slice(0, 6)) {
      await page.goto(withParam('/h5/riskAssessment', 'redirect', value));
      expect(new URL(page.url()).pathname).toBe('/h5/riskAssessment');
      for (const url of await destinations(page)) expectNotSteered(url, origin);
    }
    expect(offsite).toEqual([]);
  });

  test('the proxy login redirect of a needLogin page carries only our own path', async ({ request }) => {
    const response = await request.get('/h5/orderCenter?x=1', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    const location = new URL(response.headers()['location'], 'http://localhost');
    expect(location.pathname).toBe('/h5/login');
    expect(location.searchParams.get('redirect')).toBe('/h5/orderCenter?x=1');
  });
});
