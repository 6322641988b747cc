import { upstreamGet } from '@/lib/http/upstream';
import { listTeachers } from '@/lib/live/server';
import { readAuth } from '@/lib/session/session';

jest.mock('@/lib/http/upstream', () => ({ upstreamGet: jest.fn(), upstreamPost: jest.fn() }));
jest.mock('@/lib/session/session', () => ({ readAuth: jest.fn() }));
const upstream = upstreamGet as jest.MockedFunction<typeof upstreamGet>;
const auth = readAuth as jest.MockedFunction<typeof readAuth>;

describe('live page reads: public copies shared, a viewer’s flags never', () => {
  beforeEach(() => {
    upstream.mockReset();
    auth.mockReset();
  });

  test('anonymous reads share one cached copy; the request’s own auth is what the upstream client sends', async () => {
    auth.mockResolvedValue(null);
    upstream.mockResolvedValue({ teachers: [] });
    expect(await listTeachers('popularity')).toMatchObject({ ok: true, data: [], stale: false });
    expect(await listTeachers('popularity')).toMatchObject({ ok: true, data: [] });
    expect(upstream).toHaveBeenCalledTimes(1);
    // No auth argument: upstreamRequest uses the request context (session or in-app token).
    expect(upstream.mock.calls[0][2]).not.toHaveProperty('auth');
  });

  test('a logged-in viewer is read for them alone: every read goes to the upstream, nothing is stored', async () => {
    auth.mockResolvedValue({ accessToken: 'viewer-token-0123456789', tokenType: 'Bearer', userId: 7 });
    upstream.mockResolvedValue({ teachers: [] });
    await listTeachers('fans');
    await listTeachers('fans');
    expect(upstream).toHaveBeenCalledTimes(2);
    auth.mockResolvedValue(null);
    await listTeachers('fans');
    expect(upstream).toHaveBeenCalledTimes(3);
  });
});
