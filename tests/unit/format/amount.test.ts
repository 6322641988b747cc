import {
  fenToYuan,
  formatAmount,
  formatSignedAmount,
  formatWanAmount,
  jiaoToYuan,
  toFixed2,
} from '@/lib/format/amount';
import { toChineseUpperAmount } from '@/lib/format/amount-upper';

describe('SPEC §5 amount, reading 1: 万 value, ≥10,000 shown in 亿, else 万, two decimals', () => {
  test.each([
    [10000, '1.00亿'],
    [9999, '9999.00万'],
    [12345.678, '1.23亿'],
    [0, '0.00万'],
    [-25000, '-2.50亿'],
    [null, '--'],
    [undefined, '--'],
  ])('%p → %p', (input, expected) => expect(formatWanAmount(input)).toBe(expected));
});

describe('SPEC §5 amount, reading 2: under 10000 as-is, else 万/亿/万亿 to two decimals, missing --', () => {
  test.each([
    [9999, '9999'],
    [123.4, '123.4'],
    [10000, '1.00万'],
    [123456789, '1.23亿'],
    [99_999_999, '1.00亿'],
    [1e12, '1.00万亿'],
    [2.5e13, '25.00万亿'],
    [-35_000_000, '-3500.00万'],
    [null, '--'],
    [undefined, '--'],
    [Number.NaN, '--'],
  ])('%p → %p', (input, expected) => expect(formatAmount(input)).toBe(expected));

  test('net figures carry a sign', () => {
    expect(formatSignedAmount(1.2e8)).toBe('+1.20亿');
    expect(formatSignedAmount(-1.2e8)).toBe('-1.20亿');
    expect(formatSignedAmount(null)).toBe('--');
    expect(formatSignedAmount(0.001)).toBe('0');
    expect(formatSignedAmount(99_999_999)).toBe('+1.00亿');
  });
});

describe('SPEC §9 money divisors 100 and 10, two-decimal formatting', () => {
  test.each([
    [12345, 123.45],
    [100, 1],
  ])('fen %p → yuan %p', (fen, yuan) => expect(fenToYuan(fen)).toBe(yuan));
  test('jiao → yuan', () => expect(jiaoToYuan(125)).toBe(12.5));
  test.each([
    [1, '1.00'],
    [2.345, '2.35'],
    [null, '--'],
  ])('toFixed2 %p → %p', (value, text) => expect(toFixed2(value as number | null)).toBe(text));
});

describe('SPEC §5 upper-case Chinese amounts (up to 4 decimals; ≥1e15 no text)', () => {
  test.each([
    [0, '零元整'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    [105, '壹佰零伍元整'],
    [1000.5, '壹仟元伍角'],
    [10005, '壹万零伍元整'],
    [100000, '壹拾万元整'],
    [123456789.12, '壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元壹角贰分'],
    [100000001, '壹亿零壹元整'],
    [1e12, '壹万亿元整'],
    [1.0234, '壹元零贰分叁厘肆毫'],
    [0.05, '伍分'],
    [1.23456, '壹元贰角叁分肆厘陆毫'],
    [999999999999999, '玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元整'],
    [1e15, ''],
    [2e15, ''],
    [-12, '负壹拾贰元整'],
  ])('%p → %p', (value, expected) => expect(toChineseUpperAmount(value)).toBe(expected));
});
