import { AppError } from '@/lib/errors';
import { DEFAULT_TIMEOUT_MS } from '@/lib/http/config';
import { readKey, readPersonal, readPublic } from '@/lib/read/server';

describe('lib/read/server: the one read path of pages', () => {
  afterEach(() => jest.useRealTimers());

  test('a read answers its data with an as-of time, never stale when fresh from the upstream', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-20T08:00:00Z') });
    expect(await readPersonal('me', async () => ({ name: 'a' }))).toEqual({
      ok: true,
      data: { name: 'a' },
      stale: false,
      asOf: Date.parse('2026-11-20T08:00:00Z'),
    });
  });

  test('an AppError becomes the failure as is; anything else becomes 1004', async () => {
    const refused = new AppError(2008);
    expect(await readPersonal('me', () => Promise.reject(refused))).toEqual({ ok: false, error: refused });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const odd = await readPublic('odd', () => Promise.reject(new TypeError('boom')));
    spy.mockRestore();
    expect(odd.ok ? null : odd.error.code).toBe(1004);
  });

  test('a hung upstream ends the read at the page deadline with a timeout, not later', async () => {
    jest.useFakeTimers();
    const pending = readPersonal('hung', () => new Promise<never>(() => undefined));
    await jest.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    const result = await pending;
    expect(result.ok).toBe(false);
    if (!result.ok) expect([result.error.code, result.error.status]).toEqual([1004, 504]);
  });

  test('readKey drops empty values and keeps the order of the query', () => {
    expect(readKey('/market/lhb/daily', { date: undefined })).toBe('/market/lhb/daily');
    expect(readKey('/live/programs', { status: 'live', teacherId: 3, roomId: null, exclusive: undefined })).toBe(
      '/live/programs?status=live&teacherId=3',
    );
  });
});
