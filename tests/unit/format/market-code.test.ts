import { padBoardCode, marketCode } from '@/lib/format/market-code';
import { arrow, direction, formatPct, formatShares } from '@/lib/format/number';
import { addDays, formatMonthDay, isIsoDate, weekdayCn, chinaToday } from '@/lib/format/date';

describe('SPEC §5 board code zero-padded to 5 digits', () => {
  test.each([
    ['1', '00001'],
    [881, '00881'],
    ['12345', '12345'],
    ['123456', '123456'],
  ])('%p → %p', (input, expected) => expect(padBoardCode(input)).toBe(expected));
});

describe('SPEC §5 market code: 688xxx kc, 300xxx cy, SH sh, SZ sz', () => {
  test.each([
    ['688981', 'kc'],
    ['SH688981', 'kc'],
    ['300750', 'cy'],
    ['SZ300750', 'cy'],
    ['SH600519', 'sh'],
    ['SZ000001', 'sz'],
    ['sh601318', 'sh'],
    ['600519', 'sh'],
    ['002594', 'sz'],
    ['920001', 'bj'],
    ['830799', 'bj'],
    ['abc', undefined],
  ])('%p → %p', (input, expected) => expect(marketCode(input)).toBe(expected));
});

describe('change reading: never colour alone', () => {
  test.each([
    [1.234, 'up', '▲', '+1.23%'],
    [-0.5, 'down', '▼', '-0.50%'],
    [0, 'flat', '', '0.00%'],
    [null, 'flat', '', '--'],
  ])('%p', (value, dir, mark, text) => {
    expect(direction(value)).toBe(dir);
    expect(arrow(value)).toBe(mark);
    expect(formatPct(value)).toBe(text);
  });
  test('shares', () => {
    expect(formatShares(123456789)).toBe('1.23亿股');
    expect(formatShares(50000)).toBe('5.00万股');
    expect(formatShares(500)).toBe('500股');
  });
});

describe('dates', () => {
  test('iso checks', () => {
    expect(isIsoDate('2026-11-20')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('20261120')).toBe(false);
  });
  test('formatting', () => {
    expect(weekdayCn('2026-11-20')).toBe('周五');
    expect(formatMonthDay('2026-01-05')).toBe('1月5日');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(chinaToday(new Date('2026-11-20T17:00:00Z'))).toBe('2026-11-21');
  });
});
