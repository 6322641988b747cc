import fc from 'fast-check';
import { isUnifiedSocialCreditCode, usccCheckCharacter } from '@/lib/invoice/rules';

/**
 * The 税号 rule against references that are not our own code:
 * 1. real codes of registered organisations, as published (business-registry pages and the sample list
 *    of the open-source validators hutool / CreditCodeUtil), every one accepted;
 * 2. GB 32100-2015 written out again here, differently: the weights derived as 3^(i-1) mod 31 and the
 *    code table as the standard prints it (value → character), checked on random code bodies.
 */
const PUBLISHED_VALID = [
  '91440300708461136T', // 腾讯科技（深圳）有限公司
  '91110108551385082Q', // 小米科技有限责任公司
  '91110000802100433B', // 北京百度网讯科技有限公司
  '914403001922038216', // 华为技术有限公司
  '91330100716105852F', // 阿里巴巴（中国）有限公司
  '91110000710925462X', // 中国石油天然气股份有限公司
  '91100000100003962T', // 中国工商银行股份有限公司
  '91350100M000100Y43',
  '91110105771583283D',
  '91110108740084270C',
  '112302070019030687',
  '91110108735106340Y',
  '911101077776591113',
  '51610700305332460K',
  '91440300359143307G',
];

// GB 32100-2015 table 2: the value of each code character (I, O, Z, S, V are not used).
const STANDARD_TABLE: Record<string, number> = {
  A: 10,
  B: 11,
  C: 12,
  D: 13,
  E: 14,
  F: 15,
  G: 16,
  H: 17,
  J: 18,
  K: 19,
  L: 20,
  M: 21,
  N: 22,
  P: 23,
  Q: 24,
  R: 25,
  T: 26,
  U: 27,
  W: 28,
  X: 29,
  Y: 30,
};
for (let digit = 0; digit <= 9; digit += 1) STANDARD_TABLE[String(digit)] = digit;
const CHARACTER_OF = Object.fromEntries(Object.entries(STANDARD_TABLE).map(([character, value]) => [value, character]));
const WEIGHTS = Array.from({ length: 17 }, (_, index) => {
  let weight = 1;
  for (let step = 0; step < index; step += 1) weight = (weight * 3) % 31;
  return weight;
});

function referenceCheck(body: string): string {
  const sum = [...body].reduce((total, character, index) => total + STANDARD_TABLE[character] * WEIGHTS[index], 0);
  const check = 31 - (sum % 31);
  return CHARACTER_OF[check === 31 ? 0 : check];
}

const codeCharacter = fc.constantFrom(...Object.keys(STANDARD_TABLE));
const digit = fc.constantFrom(...'0123456789');
const body = fc
  .tuple(
    fc.array(codeCharacter, { minLength: 2, maxLength: 2 }),
    fc.array(digit, { minLength: 6, maxLength: 6 }),
    fc.array(codeCharacter, { minLength: 9, maxLength: 9 }),
  )
  .map((parts) => parts.flat().join(''));

describe('unified social credit code (GB 32100-2015)', () => {
  it.each(PUBLISHED_VALID)('accepts the published code %s', (code) => {
    expect(isUnifiedSocialCreditCode(code)).toBe(true);
  });

  it('the derived weights are the standard printed ones', () => {
    expect(WEIGHTS).toEqual([1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]);
  });

  it('agrees with the reference check character on random bodies, and refuses every other one', () => {
    fc.assert(
      fc.property(body, codeCharacter, (value, other) => {
        const check = referenceCheck(value);
        expect(usccCheckCharacter(value)).toBe(check);
        expect(isUnifiedSocialCreditCode(value + check)).toBe(true);
        if (other !== check) expect(isUnifiedSocialCreditCode(value + other)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('catches any single changed character of a published code', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PUBLISHED_VALID),
        fc.integer({ min: 0, max: 16 }),
        codeCharacter,
        (code, position, replacement) => {
          fc.pre(code[position] !== replacement && !(position >= 2 && position <= 7 && !/\d/.test(replacement)));
          const changed = code.slice(0, position) + replacement + code.slice(position + 1);
          expect(isUnifiedSocialCreditCode(changed)).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it.each([
    ['', 'empty'],
    ['91440300708461136', '17 characters'],
    ['91440300708461136TT', '19 characters'],
    ['91440300708461136t', 'lower case check'],
    ['9144030070846113IT', 'I is not a code character'],
    ['91440300708461136O', 'O is not a code character'],
    ['91A40300708461136T', 'a letter in the division code'],
    ['91440300708461136S', 'wrong check character'],
  ])('refuses %s (%s)', (code) => {
    expect(isUnifiedSocialCreditCode(code)).toBe(false);
  });
});
