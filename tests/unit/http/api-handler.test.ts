import { NextRequest } from 'next/server';
import { z } from 'zod';
import { apiHandler } from '@/lib/api/handler';
import { upstreamGet, upstreamPost } from '@/lib/http/upstream';
import { json, fakeUpstreamForFile } from './fake-upstream';

type FakeSession = Record<string, unknown> & { save: jest.Mock; destroy: jest.Mock };
let session: FakeSession;

jest.mock('@/lib/session/session', () => {
  const actual = jest.requireActual('@/lib/session/session');
  return { ...actual, getSession: async () => session };
});

const fake = fakeUpstreamForFile();
const Item = z.object({ id: z.number() });

beforeAll(() => {
  process.env.UPSTREAM_TIMEOUT_MS = '400';
});
beforeEach(() => {
  session = { save: jest.fn(), destroy: jest.fn() };
});

const loggedIn = () =>
  Object.assign(session, {
    sid: 'sid-1',
    accessToken: 'access-1-0123456789abcdef',
    refreshToken: 'refresh-1-0123456789abcdef',
    tokenType: 'bearer',
    userId: 7,
  });
const request = (path: string, init: ConstructorParameters<typeof NextRequest>[1] = {}) =>
  new NextRequest(`http://localhost:3000/h5/api${path}`, {
    ...init,
    headers: {
      host: 'localhost:3000',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.headers as Record<string, string>),
    },
  });

const read = apiHandler({ auth: 'required' }, () => upstreamGet('/item', Item, { options: { timeoutMs: 400 } }));
const write = apiHandler({ auth: 'required', input: z.object({ n: z.number() }) }, ({ input }) =>
  upstreamPost('/item', Item, { body: input }),
);

async function envelope(response: Response) {
  return { status: response.status, body: await response.json(), cacheControl: response.headers.get('cache-control') };
}

describe('BFF envelope', () => {
  it('401 / 2008 without a session, before any upstream call', async () => {
    expect(await envelope(await read(request('/item')))).toMatchObject({
      status: 401,
      body: { code: 2008, message: '用户未登录，请登入' },
    });
    expect(fake.hits).toHaveLength(0);
  });

  it('answers {code: 200, data}, no-store, with the device headers sent upstream', async () => {
    loggedIn();
    fake.reply = (_hit, res) => json(res, 200, { code: 200, data: { id: 3 } });
    const result = await envelope(
      await read(request('/item', { headers: { 'x-device-id': 'forged', authorization: 'Bearer forged' } })),
    );
    expect(result).toEqual({ status: 200, body: { code: 200, data: { id: 3 } }, cacheControl: 'private, no-store' });
    const headers = fake.hits[0].headers;
    expect(headers.authorization).toBe('Bearer access-1-0123456789abcdef');
    expect(headers['x-device-id']).toMatch(/^h5-/);
    expect(headers['x-device-os-name']).toBe('other');
  });

  it.each([
    ['down', 'down', 502, 1004],
    ['hanging', 'hang', 504, 1004],
    ['5xx', '5xx', 502, 1000],
    ['garbage', 'garbage', 502, 1006],
  ])('upstream %s → its error envelope (a hang ends at the call deadline: 504)', async (_name, mode, status, code) => {
    loggedIn();
    if (mode === 'down') process.env.UPSTREAM_URL = 'http://127.0.0.1:1';
    fake.reply = (_hit, res) => {
      if (mode === 'hang') return;
      if (mode === '5xx') return json(res, 500, { code: 1000, message: '服务内部错误' });
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('{"code":200,"data":');
    };
    try {
      const result = await envelope(await read(request('/item')));
      expect(result.status).toBe(status);
      expect(result.body.code).toBe(code);
      expect(typeof result.body.message).toBe('string');
    } finally {
      process.env.UPSTREAM_URL = fake.url;
    }
  });

  it('bad input → 400 before the upstream; a cross-site POST → 403', async () => {
    loggedIn();
    const bad = await write(
      request('/item', {
        method: 'POST',
        body: JSON.stringify({ n: 'x' }),
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(bad.status).toBe(400);
    const cross = await write(
      request('/item', { method: 'POST', body: '{"n":1}', headers: { origin: 'https://evil.example.com' } }),
    );
    expect(cross.status).toBe(403);
    expect(fake.hits).toHaveLength(0);
  });

  it('an expired token is refreshed once and the call repeated; the new tokens are saved', async () => {
    loggedIn();
    fake.reply = (hit, res) => {
      if (hit.url === '/uaa/oauth/token')
        return json(res, 200, {
          code: 200,
          data: {
            token_type: 'bearer',
            access_token: 'access-2-0123456789abcdef',
            refresh_token: 'refresh-2-0123456789abcdef',
            expires_in: 7200,
          },
        });
      if (hit.headers.authorization === 'Bearer access-2-0123456789abcdef')
        return json(res, 200, { code: 200, data: { id: 9 } });
      return json(res, 401, { code: 2009, message: '用户token已经失效' });
    };
    const result = await envelope(await write(request('/item', { method: 'POST', body: '{"n":1}' })));
    expect(result.body).toEqual({ code: 200, data: { id: 9 } });
    expect(session.accessToken).toBe('access-2-0123456789abcdef');
    expect(session.refreshToken).toBe('refresh-2-0123456789abcdef');
    expect(session.save).toHaveBeenCalled();
    expect(fake.hits.map((hit) => hit.url)).toEqual(['/item', '/uaa/oauth/token', '/item']);
  });

  it('a call made with errorHandle: false tells the browser not to show its failure', async () => {
    const silent = apiHandler({ auth: 'none' }, () =>
      upstreamPost('/sign', Item, { options: { needLogin: false, errorHandle: false } }),
    );
    fake.reply = (_hit, res) => json(res, 500, { code: 1000, message: '服务内部错误' });
    expect((await envelope(await silent(request('/sign', { method: 'POST' })))).body).toEqual({
      code: 1000,
      message: '服务内部错误',
      errorHandle: false,
    });
    expect((await envelope(await write(request('/item', { method: 'POST', body: '{"n":1}' })))).body).toEqual({
      code: 2008,
      message: '用户未登录，请登入',
    });
  });

  it('a refused refresh logs the session out: 401 / 2009 and the cookie destroyed', async () => {
    loggedIn();
    fake.reply = (_hit, res) => json(res, 401, { code: 2009, message: '用户token已经失效' });
    const result = await envelope(await read(request('/item')));
    expect(result).toMatchObject({ status: 401, body: { code: 2009 } });
    expect(session.destroy).toHaveBeenCalled();
  });
});

describe('request handling', () => {
  const echo = apiHandler(
    { auth: 'none', input: z.object({ name: z.coerce.string().min(1), tags: z.array(z.string()).optional() }) },
    async ({ input }) => input,
  );
  const post = (body: string, headers: Record<string, string> = {}) =>
    echo(request('/echo', { method: 'POST', body, headers }));

  it('a body over the limit is refused with 413 and the envelope, before the handler runs', async () => {
    const handled = jest.fn(async () => 'ran');
    const small = apiHandler({ auth: 'none' }, handled);
    const big = JSON.stringify({ name: 'x'.repeat(17 * 1024) });
    expect(await envelope(await small(request('/small', { method: 'POST', body: big })))).toMatchObject({
      status: 413,
      body: { code: 1003, message: '请求内容过大' },
    });
    // Streamed without a Content-Length: counted while reading, still refused.
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 40; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const chunked = await small(
      request('/small', { method: 'POST', body: stream, duplex: 'half' } as ConstructorParameters<
        typeof NextRequest
      >[1]),
    );
    expect(chunked.status).toBe(413);
    expect(handled).not.toHaveBeenCalled();
    const roomy = apiHandler({ auth: 'none', maxBodyBytes: 64 * 1024 }, async () => 'ok');
    expect((await roomy(request('/roomy', { method: 'POST', body: big }))).status).toBe(200);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp'])(
    'Content-Type %s on a JSON route → 415',
    async (type) => {
      expect(await envelope(await post('{"name":"a"}', { 'content-type': type }))).toMatchObject({
        status: 415,
        body: { code: 1003 },
      });
    },
  );

  it('objects and arrays where a scalar is expected are refused, never coerced', async () => {
    for (const body of [
      '{"name":{}}',
      '{"name":[]}',
      '{"name":["a"]}',
      '{"name":{"toString":"x"}}',
      '{"tags":[{}]}',
      '[]',
    ]) {
      const result = await envelope(await post(body));
      expect(result.status).toBe(400);
      expect(result.body.code).toBe(1003);
      expect(JSON.stringify(result.body)).not.toContain('object Object');
    }
    expect((await envelope(await post('{"name":{}}'))).body.message).toBe('缺少相关参数：name');
    expect((await envelope(await post('{"name":7}'))).body).toEqual({ code: 200, data: { name: '7' } });
  });

  it("bad input shows catalogue text and the field, never the validator's words", async () => {
    const strict = apiHandler({ auth: 'none', input: z.object({ count: z.number() }) }, async () => 'ok');
    const result = await envelope(await strict(request('/strict', { method: 'POST', body: '{"count":"many"}' })));
    expect(result).toMatchObject({ status: 400, body: { code: 1003, message: '缺少相关参数：count' } });
    expect(result.body.message).not.toMatch(/[A-Za-z]{4,} /);
  });

  it('a publicly cacheable answer never sets a cookie; a personal one is never public', async () => {
    const open = apiHandler({ auth: 'none', publicCacheSeconds: 30 }, async () => 'same for all');
    const anonymous = await open(request('/public'));
    expect(anonymous.headers.get('cache-control')).toMatch(/^public/);
    expect(anonymous.headers.get('set-cookie')).toBeNull();
    loggedIn();
    const personal = await open(request('/public'));
    expect(personal.headers.get('cache-control')).toBe('private, no-store');
  });
});
