import { stockRefOf } from '@/lib/bridge/stock-detail';
import { classifyCode, marketCode, padBoardCode } from '@/lib/format/market-code';
import { arrow, direction, formatPct, formatShares } from '@/lib/format/number';
import { addDays, formatMonthDay, isIsoDate, weekdayCn, chinaToday } from '@/lib/format/date';

describe('SPEC §5 board code zero-padded to 5 digits; negatives and fractions refused', () => {
  test.each([
    ['1', '00001'],
    [881, '00881'],
    ['12345', '12345'],
    ['123456', '123456'],
    [0, '00000'],
    [-1, undefined],
    ['-1', undefined],
    [1.5, undefined],
    ['1.5', undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    ['', undefined],
    ['8a1', undefined],
  ])('%p → %p', (input, expected) => expect(padBoardCode(input)).toBe(expected));
});

describe('SPEC §5 market code: 688xxx kc, 300xxx cy, SH sh, SZ sz (kept)', () => {
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
    ['', undefined],
    ['60051', undefined],
  ])('%p → %p', (input, expected) => expect(marketCode(input)).toBe(expected));
});

/**
 * The exchanges' code ranges (see the comment on RANGES in lib/format/market-code.ts):
 * SSE 600/601/603/605 main, 688/689 STAR, 900 B, 51x ETFs, 11x bonds; SZSE 000/001/002/003 main,
 * 300/301/302 ChiNext, 200 B, 15x/16x funds, 12x bonds; BSE 43/83/87/88/92.
 */
describe('exchange code ranges', () => {
  test.each([
    // SSE
    ['600519', 'sh', 'sh_main', 'sh'],
    ['601318', 'sh', 'sh_main', 'sh'],
    ['603288', 'sh', 'sh_main', 'sh'],
    ['605499', 'sh', 'sh_main', 'sh'],
    ['688981', 'sh', 'kc', 'kc'],
    ['689009', 'sh', 'kc', 'kc'],
    ['900901', 'sh', 'b_share', 'sh'],
    ['510300', 'sh', 'fund', 'sh'],
    ['512880', 'sh', 'fund', 'sh'],
    ['113050', 'sh', 'bond', 'sh'],
    ['110059', 'sh', 'bond', 'sh'],
    // SZSE
    ['000001', 'sz', 'sz_main', 'sz'],
    ['001979', 'sz', 'sz_main', 'sz'],
    ['002594', 'sz', 'sz_main', 'sz'],
    ['003816', 'sz', 'sz_main', 'sz'],
    ['300750', 'sz', 'cy', 'cy'],
    ['301269', 'sz', 'cy', 'cy'],
    ['302132', 'sz', 'cy', 'cy'],
    ['200002', 'sz', 'b_share', 'sz'],
    ['159915', 'sz', 'fund', 'sz'],
    ['161725', 'sz', 'fund', 'sz'],
    ['123107', 'sz', 'bond', 'sz'],
    ['128136', 'sz', 'bond', 'sz'],
    // BSE
    ['430047', 'bj', 'bj', 'bj'],
    ['832566', 'bj', 'bj', 'bj'],
    ['871981', 'bj', 'bj', 'bj'],
    ['888888', 'bj', 'bj', 'bj'],
    ['920118', 'bj', 'bj', 'bj'],
  ])('%s → %s %s (market %s)', (code, exchange, board, market) => {
    expect(classifyCode(code)).toEqual({ code, exchange, board });
    expect(marketCode(code)).toBe(market);
  });

  test.each([
    ['600519.SH', 'sh', 'sh_main'],
    ['600519.sh', 'sh', 'sh_main'],
    ['SH.600519', 'sh', 'sh_main'],
    [' sz301269 ', 'sz', 'cy'],
    ['301269.SZ', 'sz', 'cy'],
    ['920118.BJ', 'bj', 'bj'],
    // A prefix decides between the exchanges' overlapping ranges: 000001 is 上证指数 on SSE.
    ['SZ000001', 'sz', 'sz_main'],
  ])('written forms: %p → %s %s', (input, exchange, board) =>
    expect(classifyCode(input)).toMatchObject({ exchange, board }),
  );

  test.each([
    ['600519.SZ', undefined, 'sz'],
    ['SH600519.SZ', undefined, undefined],
    ['SH000001', undefined, 'sh'],
    ['700001', undefined, undefined],
    ['6005190', undefined, undefined],
  ])('outside the ranges: %p → class %p, market %p', (input, found, market) => {
    expect(classifyCode(input)).toBe(found);
    expect(marketCode(input)).toBe(market);
  });
});

describe('the in-app stock tap sends the market of the one classification', () => {
  test.each([
    ['301269', 'sz', 'cy'],
    ['300750', 'sz', 'cy'],
    ['688981', 'sh', 'kc'],
    ['689009', 'sh', 'kc'],
    ['600519', 'sh', 'sh'],
    ['920118', 'bj', 'bj'],
    ['510300', '', 'sh'],
  ])('%s (row says %p) → %s', (code, exchange, market) =>
    expect(stockRefOf(code, '名称', exchange)).toEqual({ code, name: '名称', market }),
  );
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
  test('percent rounds half up on the decimal value', () => {
    expect(formatPct(1.005)).toBe('+1.01%');
    expect(formatPct(-0.001)).toBe('0.00%');
    expect(formatPct(Number.POSITIVE_INFINITY)).toBe('--');
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
