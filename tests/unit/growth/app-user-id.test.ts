import { NextRequest } from 'next/server';
import { POST as levelShow } from '@/app/api/user-growth/v1/app/user/level/show/route';
import { readUserLevel } from '@/lib/growth/server';
import { resetAppUserIdsForTests } from '@/lib/session/app-user';
import { json, fakeUpstreamForFile } from '../http/fake-upstream';

/**
 * SPEC §3 java-style headers: the user-growth calls send userId. Inside the app the session is the
 * app's token, which names no user: the id is learned from the upstream once per token, so an in-app
 * viewer's growth calls carry it too (on the BFF and on a server-rendered page).
 */
type FakeSession = Record<string, unknown> & { save: jest.Mock; destroy: jest.Mock };
let session: FakeSession;
let pageHeaders: Headers;

jest.mock('@/lib/session/session', () => {
  const actual = jest.requireActual('@/lib/session/session');
  return { ...actual, getSession: async () => session };
});
jest.mock('next/headers', () => ({
  headers: async () => pageHeaders,
  cookies: async () => ({ get: () => undefined }),
}));

const fake = fakeUpstreamForFile();
const APP_TOKEN = 'app-token-0123456789abcdef';
const IN_APP = {
  'user-agent':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 LlczdApp/2.0.60',
  'x-app-version': '2.0.60',
  'x-device-os-name': 'ios',
  'x-device-id': 'ios-device-1',
  'x-app-token': APP_TOKEN,
};
const LEVEL = { level: 2, level_name: '成长二级', growth_value: 120, next_level_value: 300 };

beforeEach(() => {
  session = { save: jest.fn(), destroy: jest.fn() };
  pageHeaders = new Headers({ host: 'localhost:3000', ...IN_APP });
  resetAppUserIdsForTests();
  fake.reply = (hit, res) => {
    if (hit.url === '/account/profile') return json(res, 200, { code: 200, data: { nickname: '小财', user_id: 4321 } });
    return json(res, 200, { code: 200, data: LEVEL });
  };
});

const growthRequest = () =>
  new NextRequest('http://localhost:3000/h5/api/user-growth/v1/app/user/level/show', {
    method: 'POST',
    body: '{}',
    headers: { host: 'localhost:3000', 'content-type': 'application/json', ...IN_APP },
  });

const growthHits = () => fake.hits.filter((hit) => hit.url.startsWith('/user-growth/'));
const profileHits = () => fake.hits.filter((hit) => hit.url === '/account/profile');

describe('userId of an in-app viewer (SPEC §3 java-style headers)', () => {
  it('a BFF growth call with the app token sends userId, learned once and kept in the session', async () => {
    const first = await levelShow(growthRequest());
    expect(first.status).toBe(200);
    expect((await first.json()).data).toEqual(LEVEL);
    expect(profileHits()).toHaveLength(1);
    expect(profileHits()[0].headers.authorization).toBe(`Bearer ${APP_TOKEN}`);
    const [growth] = growthHits();
    expect([growth.headers.userid, growth.headers.deviceid, growth.headers.devicetype]).toEqual([
      '4321',
      'ios-device-1',
      '2',
    ]);
    expect(session).toMatchObject({ accessToken: APP_TOKEN, source: 'app', userId: 4321 });
    expect(session.save).toHaveBeenCalled();

    // The next call of the same session asks nothing more.
    await levelShow(growthRequest());
    expect(profileHits()).toHaveLength(1);
    expect(growthHits().map((hit) => hit.headers.userid)).toEqual(['4321', '4321']);
  });

  it('a server-rendered page’s growth read with the app token sends userId (one lookup per token)', async () => {
    await expect(readUserLevel()).resolves.toEqual(LEVEL);
    await readUserLevel();
    expect(growthHits().map((hit) => hit.headers.userid)).toEqual(['4321', '4321']);
    expect(profileHits()).toHaveLength(1);
  });

  it('when the upstream cannot name the user the call still goes, without userId', async () => {
    fake.reply = (hit, res) => {
      if (hit.url === '/account/profile') return json(res, 200, { code: 2009, message: 'expired' });
      return json(res, 200, { code: 200, data: LEVEL });
    };
    expect((await levelShow(growthRequest())).status).toBe(200);
    expect(growthHits()[0].headers.userid).toBeUndefined();
    expect(session.userId).toBeUndefined();
  });
});
