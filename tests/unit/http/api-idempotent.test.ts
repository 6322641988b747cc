import { NextRequest } from 'next/server';
import { apiHandler } from '@/lib/api/handler';
import { z } from 'zod';

let session: Record<string, unknown> & { save: jest.Mock; destroy: jest.Mock };

jest.mock('@/lib/session/session', () => {
  const actual = jest.requireActual('@/lib/session/session');
  return { ...actual, getSession: async () => session };
});

const ACTION = '00000000-0000-4000-8000-00000000000a';
const OTHER_ACTION = '00000000-0000-4000-8000-00000000000b';

beforeEach(() => {
  session = {
    save: jest.fn(),
    destroy: jest.fn(),
    sid: 'sid-1',
    accessToken: 'access-1-0123456789abcdef',
    refreshToken: 'refresh-1-0123456789abcdef',
    tokenType: 'bearer',
    userId: 7,
  };
});

const keys: string[] = [];
const route = apiHandler(
  { input: z.object({ plan: z.string() }), idempotent: { scope: 'order', choice: (input) => [input.plan] } },
  async ({ idempotencyKey }) => {
    keys.push(idempotencyKey);
    return { key: idempotencyKey };
  },
);

const post = async (body: unknown, actionId: string | null) => {
  const headers: Record<string, string> = { host: 'localhost:3000', 'content-type': 'application/json' };
  if (actionId) headers['x-action-id'] = actionId;
  const response = await route(
    new NextRequest('http://localhost:3000/h5/api/x', { method: 'POST', headers, body: JSON.stringify(body) }),
  );
  return {
    status: response.status,
    body: (await response.json()) as { code: number; data?: { key: string }; message?: string },
  };
};

describe('apiHandler idempotent', () => {
  beforeEach(() => (keys.length = 0));

  it('a retry of one action (same session, action id and choice) gets the same key', async () => {
    const first = await post({ plan: 'vip-month' }, ACTION);
    const retry = await post({ plan: 'vip-month' }, ACTION);
    expect(first.status).toBe(200);
    expect(first.body.data?.key).toMatch(/^order-[0-9a-f]{48}$/);
    expect(retry.body.data?.key).toBe(first.body.data?.key);
  });

  it('another choice, another page render (action id) or another session is another key', async () => {
    const base = (await post({ plan: 'vip-month' }, ACTION)).body.data?.key;
    const otherPlan = (await post({ plan: 'svip-year' }, ACTION)).body.data?.key;
    const otherAction = (await post({ plan: 'vip-month' }, OTHER_ACTION)).body.data?.key;
    session.sid = 'sid-2';
    const otherSession = (await post({ plan: 'vip-month' }, ACTION)).body.data?.key;
    expect(new Set([base, otherPlan, otherAction, otherSession]).size).toBe(4);
  });

  it('without an action id (or with a malformed one) the write is refused before the handler runs', async () => {
    expect(await post({ plan: 'vip-month' }, null)).toEqual({
      status: 400,
      body: { code: 1003, message: '页面已过期，请刷新后重试' },
    });
    expect((await post({ plan: 'vip-month' }, 'not-an-action-id')).status).toBe(400);
    expect(keys).toHaveLength(0);
  });

  it('a route declared without `idempotent` cannot read a key', async () => {
    const plain = apiHandler({}, async ({ idempotencyKey }) => idempotencyKey);
    const response = await plain(
      new NextRequest('http://localhost:3000/h5/api/x', {
        method: 'POST',
        headers: { host: 'localhost:3000', 'content-type': 'application/json', 'x-action-id': ACTION },
        body: '{}',
      }),
    );
    expect(response.status).toBe(500);
  });
});
