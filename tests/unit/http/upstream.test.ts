import { z } from 'zod';
import { AppError } from '@/lib/errors';
import type { DeviceInfo } from '@/lib/http/device';
import { runWithRequestContext } from '@/lib/http/request-context';
import { upstreamGet, upstreamPost } from '@/lib/http/upstream';
import { decryptJson, encryptJson } from '@/lib/security/aes';
import { json, startFakeUpstream } from './fake-upstream';

const device: DeviceInfo = {
  deviceId: 'dev-1',
  osName: 'ios',
  brand: 'Apple',
  osVersion: '17.0',
  appVersion: '2.0.60',
  channel: 'appstore',
};
const auth = { accessToken: 'access-token-0123456789', tokenType: 'bearer', userId: 42 };
const Item = z.object({ id: z.number() });

let fake: Awaited<ReturnType<typeof startFakeUpstream>>;

beforeAll(async () => {
  fake = await startFakeUpstream();
  process.env.UPSTREAM_URL = fake.url;
  process.env.UPSTREAM_EXT_ORIGINS = 'https://partner.example.com';
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.hits.length = 0;
  fake.reply = (_hit, res) => json(res, 200, { code: 200, data: { id: 1 } });
});

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('envelope and validation', () => {
  it('answers data of a code 200 envelope, or content', async () => {
    await expect(upstreamGet('/a', Item, { options: { needLogin: false } })).resolves.toEqual({ id: 1 });
    fake.reply = (_hit, res) => json(res, 200, { code: 200, content: { id: 7 } });
    await expect(upstreamGet('/a', Item, { options: { needLogin: false } })).resolves.toEqual({ id: 7 });
  });

  it('raises a body code other than 200 as a typed error with the server message', async () => {
    fake.reply = (_hit, res) => json(res, 200, { code: 2005, message: '验证码错误' });
    const error = await failure(upstreamPost('/a', Item, { options: { needLogin: false } }));
    expect([error.code, error.message, error.status]).toEqual([2005, '验证码错误', 400]);
  });

  it('maps malformed data to 1006 接口数据异常', async () => {
    fake.reply = (_hit, res) => json(res, 200, { code: 200, data: { id: 'one' } });
    const error = await failure(upstreamGet('/a', Item, { options: { needLogin: false } }));
    expect([error.code, error.message, error.status]).toEqual([1006, '接口数据异常', 502]);
  });

  it('maps garbage (not JSON) to 1006', async () => {
    fake.reply = (_hit, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>gateway</html>');
    };
    expect((await failure(upstreamGet('/a', Item, { options: { needLogin: false } }))).code).toBe(1006);
  });

  it('fails with 2008 before reaching the upstream when login is needed and there is no token', async () => {
    const error = await failure(upstreamGet('/a', Item, { auth: null }));
    expect([error.code, error.status]).toEqual([2008, 401]);
    expect(fake.hits).toHaveLength(0);
  });
});

describe('faults: every call ends within its deadline', () => {
  it('a hanging upstream → 504 at the deadline', async () => {
    fake.reply = () => undefined; // never answers: only the call's own deadline can end it
    const error = await failure(upstreamPost('/slow', Item, { options: { needLogin: false, timeoutMs: 300 } }));
    // 504 is the timeout's own answer (a refused or failed connection is 502); how fast is the bench's business.
    expect([error.code, error.status]).toEqual([1004, 504]);
  });

  it('a GET retries once on 5xx inside the same deadline; a POST is never retried', async () => {
    fake.reply = (_hit, res) => json(res, 503, { code: 1000, message: '服务繁忙' });
    const get = await failure(upstreamGet('/flaky', Item, { options: { needLogin: false } }));
    expect(get.status).toBe(502);
    expect(fake.hits).toHaveLength(1); // an envelope with a code is an answer, not a transport failure
    fake.hits.length = 0;
    fake.reply = (_hit, res) => {
      res.writeHead(502);
      res.end();
    };
    await failure(upstreamGet('/flaky', Item, { options: { needLogin: false } }));
    expect(fake.hits).toHaveLength(2); // a gateway error page: the read is tried once more
    fake.hits.length = 0;
    await failure(upstreamPost('/pay', Item, { options: { needLogin: false } }));
    expect(fake.hits).toHaveLength(1);
  });

  it('an upstream that is down → 502 with 1004', async () => {
    const error = await failure(
      upstreamGet('/a', Item, { options: { needLogin: false, extBase: 'http://127.0.0.1:1' } }).catch((e) =>
        Promise.reject(e),
      ),
    );
    expect(error.status).toBe(400); // not on the allow-list: refused before any connection
    process.env.UPSTREAM_URL = 'http://127.0.0.1:1';
    try {
      const down = await failure(upstreamGet('/a', Item, { options: { needLogin: false, timeoutMs: 2000 } }));
      expect([down.code, down.status]).toEqual([1004, 502]);
    } finally {
      process.env.UPSTREAM_URL = fake.url;
    }
  });

  it('a redirect from the upstream is not followed', async () => {
    fake.reply = (_hit, res) => {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' });
      res.end();
    };
    expect((await failure(upstreamGet('/a', Item, { options: { needLogin: false } }))).status).toBe(502);
    expect(fake.hits).toHaveLength(1);
  });
});

describe('connections', () => {
  it('keeps the connection to the upstream alive between calls (no TCP handshake per call)', async () => {
    for (let i = 0; i < 6; i += 1) await upstreamGet('/a', Item, { options: { needLogin: false } });
    expect(fake.hits).toHaveLength(6);
    // The pool may open a second connection while the first is still being released; never one per call.
    expect(new Set(fake.hits.map((hit) => hit.remotePort)).size).toBeLessThanOrEqual(2);
  });

  it('a pooled connection the upstream closed is not a failed read: the read opens a new one', async () => {
    await upstreamGet('/a', Item, { options: { needLogin: false } });
    fake.dropConnections();
    await expect(upstreamGet('/b', Item, { options: { needLogin: false } })).resolves.toEqual({ id: 1 });
    expect(fake.hits.map((hit) => hit.url).at(-1)).toBe('/b');
    expect(fake.hits.at(-1)?.remotePort).not.toBe(fake.hits[0].remotePort);
  });
});

describe('headers', () => {
  it('sends the device headers of SPEC §3 and the token; extHeaders never replace BFF-owned values', async () => {
    await runWithRequestContext({ device, auth }, () =>
      upstreamGet('/h', Item, {
        options: {
          javaHeaders: true,
          extHeaders: { authorization: 'Bearer forged', 'x-device-id': 'forged', 'x-extra': '1' },
        },
      }),
    );
    const headers = fake.hits[0].headers;
    expect(headers.authorization).toBe('Bearer access-token-0123456789');
    expect(headers['x-device-id']).toBe('dev-1');
    expect(headers['x-device-os-name']).toBe('ios');
    expect(headers['x-device-brand']).toBe('Apple');
    expect(headers['x-device-os-version']).toBe('17.0');
    expect(headers['x-app-version']).toBe('2.0.60');
    expect(headers['x-app-channel']).toBe('appstore');
    expect([headers.deviceid, headers.devicetype, headers.userid]).toEqual(['dev-1', '2', '42']);
    expect(headers['x-extra']).toBe('1');
  });

  it.each([
    ['android', '1'],
    ['other', '3'],
  ] as const)('deviceType for %s is %s', async (osName, expected) => {
    await upstreamGet('/h', Item, { device: { ...device, osName }, options: { needLogin: false, javaHeaders: true } });
    expect(fake.hits[0].headers.devicetype).toBe(expected);
  });

  it('does not send the token on a public call, and sends it with tryLogin', async () => {
    await upstreamGet('/h', Item, { auth, options: { needLogin: false } });
    await upstreamGet('/h', Item, { auth, options: { tryLogin: true } });
    await upstreamGet('/h', Item, { auth: null, options: { tryLogin: true } });
    expect(fake.hits.map((hit) => hit.headers.authorization)).toEqual([
      undefined,
      'Bearer access-token-0123456789',
      undefined,
    ]);
  });

  it('extToken replaces the session token', async () => {
    await upstreamGet('/h', Item, { auth, options: { extToken: 'partner-token-0123456789' } });
    expect(fake.hits[0].headers.authorization).toBe('Bearer partner-token-0123456789');
  });
});

describe('extBase is allow-listed (no SSRF)', () => {
  it.each([
    'http://169.254.169.254',
    'http://localhost:22',
    'file:///etc/passwd',
    'https://partner.example.com.evil.com',
    'https://user:pw@partner.example.com',
    'gopher://x',
  ])('refuses %s without a request', async (base) => {
    const error = await failure(upstreamGet('/a', Item, { options: { needLogin: false, extBase: base } }));
    expect([error.code, error.status]).toEqual([1003, 400]);
    expect(fake.hits).toHaveLength(0);
  });

  it('reaches the upstream origin itself', async () => {
    await expect(
      upstreamGet('/a', Item, { options: { needLogin: false, extBase: `${fake.url}/prefix` } }),
    ).resolves.toEqual({ id: 1 });
    expect(fake.hits[0].url).toBe('/prefix/a');
  });
});

describe('needEncrypt999', () => {
  it('encrypts the body and decrypts a code 999 answer', async () => {
    fake.reply = (hit, res) => {
      const { encrypt } = JSON.parse(hit.body) as { encrypt: string };
      const body = decryptJson<{ text: string }>(encrypt);
      json(res, 200, { code: 999, data: encryptJson({ id: body.text.length }) });
    };
    await expect(
      upstreamPost('/e', Item, { body: { text: '加密😀' }, options: { needLogin: false, needEncrypt999: true } }),
    ).resolves.toEqual({ id: 4 });
    expect(fake.hits[0].headers['x-encrypt']).toBe('999');
    expect(fake.hits[0].body).not.toContain('加密');
  });

  it('a 999 answer that does not decrypt is 1006', async () => {
    fake.reply = (_hit, res) => json(res, 200, { code: 999, data: 'not-a-cipher' });
    expect(
      (await failure(upstreamPost('/e', Item, { options: { needLogin: false, needEncrypt999: true } }))).code,
    ).toBe(1006);
  });
});

describe('expired session token', () => {
  it('refreshes once and repeats the call with the new token', async () => {
    fake.reply = (hit, res) =>
      hit.headers.authorization === 'Bearer renewed-token-0123456789'
        ? json(res, 200, { code: 200, data: { id: 2 } })
        : json(res, 401, { code: 2009, message: '用户token已经失效' });
    const refreshAuth = jest.fn(async () => ({ accessToken: 'renewed-token-0123456789', tokenType: 'bearer' }));
    const result = await runWithRequestContext({ device, auth: { ...auth }, refreshAuth }, () =>
      upstreamPost('/x', Item),
    );
    expect(result).toEqual({ id: 2 });
    expect(refreshAuth).toHaveBeenCalledTimes(1);
    expect(fake.hits).toHaveLength(2);
  });

  it('a failed refresh answers 2009', async () => {
    fake.reply = (_hit, res) => json(res, 401, { code: 2009, message: '用户token已经失效' });
    const error = await failure(
      runWithRequestContext({ device, auth: { ...auth }, refreshAuth: async () => null }, () =>
        upstreamPost('/x', Item),
      ),
    );
    expect([error.code, error.status]).toEqual([2009, 401]);
  });
});
