import { formatCount, formatSignedAmount } from '@/lib/format/amount';
import {
  chinaDayOffset,
  formatChinaDateTime,
  formatChinaMonthDayTime,
  formatChinaShortDateTime,
  formatChinaTimeRange,
} from '@/lib/format/china-time';
import { formatFen, formatSignedFen } from '@/lib/format/fen';

describe('China time: one family, UTC+8 whatever the machine zone', () => {
  it.each([
    ['2026-11-20T16:30:00.000Z', '2026-11-21 00:30', '11-21 00:30', '11月21日 00:30'],
    ['2026-12-31T15:59:00Z', '2026-12-31 23:59', '12-31 23:59', '12月31日 23:59'],
    ['2026-12-31T16:00:00Z', '2027-01-01 00:00', '01-01 00:00', '1月1日 00:00'],
    ['2026-11-20T09:30:00+08:00', '2026-11-20 09:30', '11-20 09:30', '11月20日 09:30'],
  ])('%s', (iso, full, short, cn) => {
    expect([formatChinaDateTime(iso), formatChinaShortDateTime(iso), formatChinaMonthDayTime(iso)]).toEqual([
      full,
      short,
      cn,
    ]);
  });

  it('an unreadable instant is --, never an exception or "Invalid Date"', () => {
    expect([formatChinaDateTime('soon'), formatChinaShortDateTime(''), formatChinaMonthDayTime('x')]).toEqual([
      '--',
      '--',
      '--',
    ]);
  });

  it('a slot across China midnight keeps the start day and the end time', () => {
    expect(formatChinaTimeRange('2026-11-23T15:00:00Z', '2026-11-23T16:30:00Z')).toBe('11-23 23:00–00:30');
  });

  it('days count from China midnight', () => {
    const now = Date.parse('2026-11-23T15:59:00Z');
    expect([chinaDayOffset('2026-11-23T16:00:00Z', now), chinaDayOffset('2026-11-22T16:00:00Z', now)]).toEqual([1, 0]);
  });
});

describe('counts and fen through lib/format', () => {
  it.each([
    [0, '0'],
    [9_876, '9876'],
    [10_000, '1万'],
    [12_345, '1.2万'],
    [12_500, '1.3万'],
    [99_999_999, '1亿'],
    [123_456_789, '1.2亿'],
  ])('count %i → %s', (value, text) => expect(formatCount(value)).toBe(text));

  it('signed fen: a sign only on gains, two decimals', () => {
    expect([formatSignedFen(1234), formatSignedFen(-500), formatSignedFen(0), formatFen(-5)]).toEqual([
      '+12.34',
      '-5.00',
      '0.00',
      '-0.05',
    ]);
    expect(formatSignedAmount(12_000)).toBe('+1.20万');
  });
});
