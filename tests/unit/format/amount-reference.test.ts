/**
 * The amount formatters checked against references nobody on the project wrote, over thousands of
 * generated values: npm `nzh` (nzh/cn toMoney) for upper-case amounts, and for 万/亿/万亿 an exact
 * BigInt computation on the number's decimal reading, cross-checked with Intl.NumberFormat's
 * `halfExpand` rounding of decimal strings (ECMA-402, exact on string input).
 */
import fc from 'fast-check';
import nzhCn from 'nzh/cn';
import { formatAmount, formatWanAmount } from '@/lib/format/amount';
import { toChineseUpperAmount } from '@/lib/format/amount-upper';
import { formatShares } from '@/lib/format/number';

const RUNS = { numRuns: 3000 };

/** ECMA-402 formats a numeric string exactly (no binary float); the lib types want a template type. */
const exactly = (text: string) => text as Intl.StringNumericLiteral;

// ---------- upper-case amounts against nzh ----------

/** A digit string rich in zeros: the 零 rules are where upper-case amounts go wrong. */
const zeroHeavyDigits = (min: number, max: number) =>
  fc
    .array(fc.constantFrom('0', '0', '0', '0', '1', '2', '5', '9'), { minLength: min, maxLength: max })
    .map((d) => d.join(''));

const integerPart = fc.oneof(
  zeroHeavyDigits(1, 15).map((d) => d.replace(/^0+(?=\d)/, '')),
  fc.bigInt({ min: 0n, max: BigInt('999999999999999') }).map(String),
);

/** nzh without the ¥ symbol. nzh stops at 分 and adds 整 only to inputs without a decimal point. */
const nzh = (decimalText: string) => nzhCn.toMoney(decimalText, { outSymbol: false });

/**
 * The expected text of `int.d1d2d3d4` from nzh: nzh renders the value up to 分; 厘 and 毫 are 角 and
 * 分 one place further, so nzh renders `0.d3d4` and the units are renamed. A 零 joins the two halves
 * when a zero sits between written digits (《支付结算办法》: a zero in the middle is written 零).
 */
function expectedUpper(negative: boolean, int: string, decimals: string): string {
  const head2 = decimals.slice(0, 2).replace(/0+$/, '');
  const tail2 = decimals.slice(2, 4).replace(/0+$/, '');
  const headValue = head2 ? `${int}.${head2}` : int;
  const headIsZero = /^0+$/.test(int) && !head2;
  let text: string;
  if (!tail2) text = nzh(headValue);
  else {
    const head = headIsZero ? '' : nzh(headValue).replace(/整$/, '');
    const tail = nzh(`0.${tail2}`).replace('角', '厘').replace('分', '毫');
    const zeroBetween = head !== '' && (decimals[1] === '0' || decimals[2] === '0');
    text = `${head}${zeroBetween ? '零' : ''}${tail}`;
  }
  return negative && text !== '零元整' ? `负${text}` : text;
}

/**
 * 《支付结算办法》 lets the 零 after a zero 万 (or 亿) digit be written or left out when the 仟 digit
 * that follows is not zero (¥107,000.53: 壹拾万柒仟元伍角叁分 or 壹拾万零柒仟元伍角叁分). This
 * product writes it (kept as is), nzh leaves it out: the one permitted difference, mapped to nzh's
 * form before comparing (nzh also leaves it out after 万亿, 捌拾伍万亿壹仟万; after a whole empty 万
 * group, 壹亿零壹仟元, both write it).
 */
const asNzhWrites = (text: string) =>
  text
    .replace(/([拾佰仟])万零([壹贰叁肆伍陆柒捌玖]仟)/g, '$1万$2')
    .replace(/([拾佰仟]|万)亿零([壹贰叁肆伍陆柒捌玖]仟[^元万亿]*万)/g, '$1亿$2');
const upper = (value: number | string) => asNzhWrites(toChineseUpperAmount(value));

describe('upper-case amounts (SPEC §5) against nzh/cn toMoney', () => {
  test('strings with up to 4 decimals under 10^15', () => {
    fc.assert(
      fc.property(fc.boolean(), integerPart, zeroHeavyDigits(4, 4), (negative, int, decimals) => {
        const input = `${negative ? '-' : ''}${int}.${decimals}`;
        expect(upper(input)).toBe(expectedUpper(negative, int, decimals));
      }),
      RUNS,
    );
  });

  test('numbers in 分 up to 2^53 / 100: exactly nzh, never a 厘 or 毫 the input did not have', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (fen) => {
        const value = fen / 100;
        const text = upper(value);
        expect(text).toBe(nzh(String(value)).replace(/^负零元整$/, '零元整'));
        expect(text).not.toMatch(/[厘毫]/);
      }),
      RUNS,
    );
  });

  test('numbers with more than 4 decimals are rounded half up to 毫 on their decimal reading', () => {
    const halfExpand4 = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 4,
      maximumFractionDigits: 4,
      useGrouping: false,
      roundingMode: 'halfExpand',
    });
    fc.assert(
      fc.property(fc.double({ min: -1e14, max: 1e14, noNaN: true }), (value) => {
        const rounded = halfExpand4.format(exactly(String(value)));
        const [int, decimals] = rounded.replace('-', '').split('.');
        const negative = rounded.startsWith('-');
        expect(upper(value)).toBe(expectedUpper(negative, int, decimals));
      }),
      RUNS,
    );
  });

  test.each([
    ['999999999999999.9999', '玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分玖厘玖毫'],
    ['999999999999999.99995', ''],
    ['1000000000000000', ''],
    [-0.00001, '零元整'],
    ['-0.00001', '零元整'],
    [-0.00005, '负壹毫'],
    [-0.00004, '零元整'],
    [550000000000.01, '伍仟伍佰亿元零壹分'],
    [987654321098.76, '玖仟捌佰柒拾陆亿伍仟肆佰叁拾贰万壹仟零玖拾捌元柒角陆分'],
    [Number.POSITIVE_INFINITY, ''],
    [Number.NaN, ''],
    ['12abc', ''],
    [107000.53, '壹拾万零柒仟元伍角叁分'],
  ])('%p → %p', (value, expected) => expect(toChineseUpperAmount(value)).toBe(expected));
});

// ---------- 万 / 亿 / 万亿 against an exact BigInt computation ----------

/** The number's decimal reading (ECMAScript Number::toString) as numerator / 10^exponent. */
function exactFraction(value: number): { numerator: bigint; denominatorPower: number } {
  const [mantissa, exponentText = '0'] = String(value).toLowerCase().split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  const power = fraction.length - Number(exponentText);
  const numerator = BigInt(`${whole}${fraction}`);
  return power >= 0
    ? { numerator, denominatorPower: power }
    : { numerator: numerator * 10n ** BigInt(-power), denominatorPower: 0 };
}

/** Hundredths of value / 10^shift, rounded half away from zero, by integer division. */
function hundredths(value: number, shift: number): bigint {
  const { numerator, denominatorPower } = exactFraction(value);
  const sign = numerator < 0n ? -1n : 1n;
  const denominator = 10n ** BigInt(denominatorPower + shift);
  const scaled = sign * numerator * 100n;
  return sign * ((2n * scaled + denominator) / (2n * denominator));
}

const fixed2 = (h: bigint) =>
  `${h < 0n ? '-' : ''}${(h < 0n ? -h : h) / 100n}.${String((h < 0n ? -h : h) % 100n).padStart(2, '0')}`;
const below10k = (h: bigint) => (h < 0n ? -h : h) < 1_000_000n;

function expectedScaled(value: number, fromShift: 0 | 4): string {
  const units: [number, string][] = [
    [4, '万'],
    [8, '亿'],
    [12, '万亿'],
  ];
  const own = hundredths(value, 0);
  if (below10k(own)) return fromShift === 0 ? fixed2(own).replace(/\.?0+$/, '') || '0' : `${fixed2(own)}万`;
  const larger = units.filter(([shift]) => shift > fromShift);
  for (const [shift, unit] of larger) {
    const h = hundredths(value, shift - fromShift);
    if (below10k(h) || unit === '万亿') return `${fixed2(h)}${unit}`;
  }
  throw new Error('unreachable');
}

/** Values around every unit boundary (9,999.995; 99,999,999; 999,999,995,000 …), in 元 and 分. */
const nearBoundary = fc
  .tuple(fc.integer({ min: 0, max: 15 }), fc.integer({ min: -700, max: 700 }), fc.boolean(), fc.boolean())
  .map(([power, delta, cents, negative]) => {
    const value = cents ? (10 ** power * 100 + delta) / 100 : 10 ** power + delta;
    return negative ? -value : value;
  });
const amounts = fc.oneof(
  nearBoundary,
  fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 100),
  fc.double({ min: -1e18, max: 1e18, noNaN: true }),
);

describe('万/亿/万亿 (SPEC §5): unit chosen after rounding, half up on the decimal value', () => {
  test('formatAmount against the BigInt reference', () => {
    fc.assert(
      fc.property(amounts, (value) => expect(formatAmount(value)).toBe(expectedScaled(value, 0).replace(/^-0$/, '0'))),
      RUNS,
    );
  });

  test('formatShares scales the same way, in 股', () => {
    fc.assert(
      fc.property(amounts, (value) =>
        expect(formatShares(value)).toBe(`${expectedScaled(value, 0).replace(/^-0$/, '0')}股`),
      ),
      RUNS,
    );
  });

  test('formatWanAmount (a value already in 万) against the BigInt reference', () => {
    fc.assert(
      fc.property(amounts, (value) =>
        expect(formatWanAmount(value)).toBe(expectedScaled(value, 4).replace(/^-0\.00/, '0.00')),
      ),
      RUNS,
    );
  });

  test('the two-decimal figure agrees with Intl halfExpand on the exact decimal string', () => {
    const intl = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
      roundingMode: 'halfExpand',
    });
    const units: Record<string, number> = { 万: 4, 亿: 8, 万亿: 12 };
    fc.assert(
      fc.property(amounts, (value) => {
        const found = /^(-?[\d.]+)(万亿|万|亿)$/.exec(formatAmount(value));
        if (!found) return;
        expect(found[1]).toBe(
          intl
            .format(
              exactly(
                `${String(value)}e-${units[found[2]]}`.replace(
                  /e([+-]?\d+)e-(\d+)$/,
                  (_, a, b) => `e${Number(a) - Number(b)}`,
                ),
              ),
            )
            .replace(/^-0\.00$/, '0.00'),
        );
      }),
      RUNS,
    );
  });

  test.each([
    [99_999_999, '1.00亿'],
    [99_994_999, '9999.50万'],
    [999_999_995_000, '1.00万亿'],
    [9_999.999, '1.00万'],
    [10150, '1.02万'],
    [-10150, '-1.02万'],
    [0.1 + 0.2, '0.3'],
    [1.005, '1.01'],
    [-0.001, '0'],
    [Number.POSITIVE_INFINITY, '--'],
    [Number.NEGATIVE_INFINITY, '--'],
  ])('formatAmount %p → %p', (value, expected) => expect(formatAmount(value)).toBe(expected));

  test.each([
    [99_999_999, '1.00亿股'],
    [999_999_999_999.9, '1.00万亿股'],
    [Number.POSITIVE_INFINITY, '--'],
  ])('formatShares %p → %p', (value, expected) => expect(formatShares(value)).toBe(expected));

  test.each([
    [9999.995, '1.00亿'],
    [99_999_999.5, '1.00万亿'],
    [Number.POSITIVE_INFINITY, '--'],
  ])('formatWanAmount %p → %p', (value, expected) => expect(formatWanAmount(value)).toBe(expected));
});
