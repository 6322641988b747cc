import { knownQuery, withQuery } from '@/lib/market/params';

describe('links carry only the parameters a market page knows', () => {
  const junk = 'x'.repeat(12 * 1024);

  it('drops unknown keys and over-long values from every link', () => {
    const current = { date: '2026-11-20', board: 'cy', junk, utm_source: 'wechat', sort: junk, theme: 'dark' };
    expect(withQuery('/tool/lhb/today', current, { tab: 'all' })).toBe(
      '/tool/lhb/today?date=2026-11-20&board=cy&tab=all',
    );
    expect(knownQuery(current)).toEqual({ date: '2026-11-20', board: 'cy' });
  });

  it('keeps the first of repeated values and drops empty ones', () => {
    expect(knownQuery({ period: ['1m', '3m'], code: '', side: undefined })).toEqual({ period: '1m' });
  });

  it('still replaces and removes known parameters', () => {
    expect(withQuery('/tool/ipo', { status: 'upcoming', board: 'kc' }, { board: undefined })).toBe(
      '/tool/ipo?status=upcoming',
    );
  });
});
