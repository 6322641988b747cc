import { NextRequest } from 'next/server';
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import type { UpstreamAuth } from '@/lib/http/upstream';
import { MAX_ROUTE_ID, routeIdOf } from '@/lib/routes/route-id';

let session: Record<string, unknown> & { save: jest.Mock; destroy: jest.Mock };

jest.mock('@/lib/session/session', () => {
  const actual = jest.requireActual('@/lib/session/session');
  return { ...actual, getSession: async () => session };
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
const call = (route: ReturnType<typeof apiHandler>, params: Record<string, string>) =>
  route(new NextRequest('http://localhost:3000/h5/api/x', { headers: { host: 'localhost:3000' } }), {
    params: Promise.resolve(params),
  });

describe('route ids: one rule for paths and queries', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    [String(MAX_ROUTE_ID), 2_147_483_647],
    [['7', '8'], 7],
  ])('%j is the id %d', (raw, id) => expect(routeIdOf(raw)).toBe(id));

  it.each([undefined, '', '0', '-1', '01', '1.0', '1e3', ' 1', '0x10', 'abc', String(MAX_ROUTE_ID + 1), '99999999999'])(
    '%j is no id',
    (raw) => {
      expect(routeIdOf(raw)).toBeNull();
    },
  );
});

describe('apiHandler params', () => {
  const seen: unknown[] = [];
  const route = apiHandler(
    { auth: 'none', params: idParams(['roomId', 'couponId'], '优惠券不存在') },
    async ({ params }) => {
      const room: number = params.roomId;
      seen.push([room, params.couponId]);
      return { ok: true };
    },
  );

  it('hands the handler numbers', async () => {
    const response = await call(route, { roomId: '5', couponId: '12' });
    expect(response.status).toBe(200);
    expect(seen.pop()).toEqual([5, 12]);
  });

  it.each(['abc', '0', '2147483648'])(
    'a segment that cannot be an id (%s) is 404 with the route message, before the handler runs',
    async (bad) => {
      const response = await call(route, { roomId: '5', couponId: bad });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 1003, message: '优惠券不存在' });
      expect(seen).toHaveLength(0);
    },
  );

  it('login is checked before the params: 401 without a session', async () => {
    const required = apiHandler({ params: idParams('id') }, async ({ params }) => params.id);
    expect((await call(required, { id: 'abc' })).status).toBe(401);
    loggedIn();
    expect((await call(required, { id: 'abc' })).status).toBe(404);
    expect(await (await call(required, { id: '3' })).json()).toEqual({ code: 200, data: 3 });
  });

  it('ctx.auth is non-null exactly when login is required', () => {
    apiHandler({}, async ({ auth }) => {
      const token: UpstreamAuth = auth;
      return token;
    });
    apiHandler({ auth: 'required' }, async ({ auth }) => auth.accessToken);
    apiHandler({ auth: 'optional' }, async ({ auth }) => {
      // @ts-expect-error an optional login may have no session
      const token: UpstreamAuth = auth;
      return token;
    });
    apiHandler({ auth: 'none' }, async ({ auth }) => {
      // @ts-expect-error a public route has no session to rely on
      return auth.accessToken;
    });
    apiHandler({ params: idParams('id') }, async ({ params }) => {
      // @ts-expect-error a parsed id is a number
      const text: string = params.id;
      return text;
    });
  });
});
