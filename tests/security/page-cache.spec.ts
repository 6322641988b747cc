import { expect, test, type APIResponse } from '@playwright/test';
import { login, newClient } from '../contract/bff-helpers';

/**
 * The whole-page cache of public pages (lib/read/page-cache.ts): one render serves the next anonymous
 * visitors with the same request inputs, and each response still carries its own CSP nonce.
 */
const PAGE = '/h5/tool/ipo/calendar';
const BROWSER_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const WECHAT_UA = `${BROWSER_UA} MicroMessenger/8.0.50`;

function cspNonce(response: APIResponse): string {
  return /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? '';
}

async function nonceIsConsistent(response: APIResponse): Promise<string> {
  const body = await response.text();
  const nonce = cspNonce(response);
  const attributes = [...body.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);
  expect(attributes.length).toBeGreaterThan(0);
  expect(new Set(attributes)).toEqual(new Set([nonce]));
  return body.split(nonce).join('NONCE');
}

test('anonymous visitors share one render; every response has its own nonce on every script', async () => {
  const client = await newClient({ 'user-agent': BROWSER_UA });
  const first = await client.get(PAGE);
  expect(first.status()).toBe(200);
  await nonceIsConsistent(first);
  const second = await client.get(PAGE);
  const third = await client.get(PAGE);
  expect(second.headers()['x-h5-page-cache']).toBe('hit');
  expect(third.headers()['x-h5-page-cache']).toBe('hit');
  expect(new Set([cspNonce(first), cspNonce(second), cspNonce(third)]).size).toBe(3);
  expect(await nonceIsConsistent(second)).toBe(await nonceIsConsistent(third));
  // Browsers and CDNs must not keep a page whose nonce belongs to one response.
  expect(third.headers()['cache-control']).toContain('no-store');
  expect(third.headers()['set-cookie']).toBeUndefined();
  await client.dispose();
});

test('a cached page never crosses environments: WeChat and the browser each get their own', async () => {
  const browser = await newClient({ 'user-agent': BROWSER_UA });
  const wechat = await newClient({ 'user-agent': WECHAT_UA });
  for (let i = 0; i < 2; i += 1) {
    expect(await (await browser.get(PAGE)).text()).toContain('data-env="browser"');
    expect(await (await wechat.get(PAGE)).text()).toContain('data-env="wechat"');
  }
  await Promise.all([browser.dispose(), wechat.dispose()]);
});

test('a logged-in visitor, a client navigation and a theme-setting query are rendered for themselves', async () => {
  const client = await newClient({ 'user-agent': BROWSER_UA });
  await client.get(PAGE);
  const themed = await client.get(`${PAGE}?theme=dark`);
  expect(themed.headers()['x-h5-page-cache']).toBeUndefined();
  expect(themed.headers()['set-cookie']).toContain('h5_theme=dark');
  const anonymous = await newClient({ 'user-agent': BROWSER_UA });
  const navigations: Record<string, string>[] = [{ rsc: '1' }, { rsc: '1', 'next-router-prefetch': '1' }];
  for (const navigation of navigations) {
    const flight = await anonymous.get(PAGE, { headers: navigation });
    expect(flight.headers()['x-h5-page-cache']).toBeUndefined();
    expect(flight.headers()['content-type']).toContain('text/x-component');
  }
  await login(anonymous);
  const personal = await anonymous.get(PAGE);
  expect(personal.status()).toBe(200);
  expect(personal.headers()['x-h5-page-cache']).toBeUndefined();
  await Promise.all([client.dispose(), anonymous.dispose()]);
});

test('a client cannot point the render elsewhere or poison the key with the guard’s header', async () => {
  const client = await newClient({ 'user-agent': BROWSER_UA });
  const probe = `${PAGE}?probe=${Date.now()}`;
  const response = await client.get(probe, { headers: { 'x-h5-local-address': '127.0.0.1:9' } });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('新股日历');
  expect((await client.get(probe)).headers()['x-h5-page-cache']).toBe('hit');
  await client.dispose();
});
