import { AppError } from '@/lib/errors';
import { upstreamGet } from '@/lib/http/upstream';
import { getIpoList } from '@/lib/market/ipo-server';
import { getLhbDaily } from '@/lib/market/lhb-server';
import { sharedStore } from '@/lib/store/shared-store';

jest.mock('@/lib/http/upstream', () => ({ upstreamGet: jest.fn() }));
const mocked = upstreamGet as jest.MockedFunction<typeof upstreamGet>;

describe('public market reads (lib/market/public-read.ts)', () => {
  beforeEach(() => mocked.mockReset());
  afterAll(async () => {
    await (await sharedStore()).del('public-read:/market/ipo/issues');
  });

  test('public reads never need a login, and pass their query', async () => {
    mocked.mockResolvedValueOnce({ date: '2026-11-20', rows: [] });
    const read = await getLhbDaily('2026-11-20');
    expect(read).toMatchObject({ ok: true, data: { date: '2026-11-20', rows: [] }, stale: false });
    expect(mocked).toHaveBeenCalledWith('/market/lhb/daily', expect.anything(), {
      query: { date: '2026-11-20' },
      options: { needLogin: false },
    });
  });

  test('an upstream failure with nothing cached becomes an error state, not a throw', async () => {
    mocked.mockRejectedValueOnce(new AppError(1004, undefined, { status: 502 }));
    const read = await getLhbDaily('2026-11-19');
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.code).toBe(1004);
  });

  test('after the fresh window, a failing upstream serves the last good answer labelled stale', async () => {
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    mocked.mockResolvedValueOnce({ issues: ['a'] });
    expect(await getIpoList()).toMatchObject({ ok: true, stale: false });
    now.mockReturnValue(1_000_000 + 10 * 60_000);
    mocked.mockRejectedValueOnce(new AppError(1004, '请求超时，请稍后再试', { status: 504 }));
    expect(await getIpoList()).toEqual({ ok: true, data: { issues: ['a'] }, stale: true, asOf: 1_000_000 });
    now.mockRestore();
  });
});
