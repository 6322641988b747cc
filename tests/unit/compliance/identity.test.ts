import { isValidIdNumber, maskIdNumber, maskName } from '@/lib/compliance/identity';
import { evaluationValidityDays } from '@/lib/compliance/policy';

describe('identity numbers and masking', () => {
  it.each([
    ['11010519491231002X', true],
    ['11010519491231002x', true],
    ['110105194912310021', false],
    ['11010519491331002X', false],
    ['1101051949123100', false],
    ['', false],
  ])('%s valid: %s', (id, valid) => expect(isValidIdNumber(id)).toBe(valid));

  it.each([
    ['张三', '张*'],
    ['张三丰', '张**'],
    ['欧阳娜娜', '欧***'],
    ['王', '王*'],
    [null, null],
  ])('name %s → %s', (name, masked) => expect(maskName(name)).toBe(masked));

  it.each([
    ['11010519491231002X', '1101**********002X'],
    ['1234567', '*******'],
    [null, null],
  ])('id %s → %s', (id, masked) => expect(maskIdNumber(id)).toBe(masked));
});

describe('policy', () => {
  it.each([
    [{}, 365],
    [{ EVALUATION_VALIDITY_DAYS: '730' }, 730],
    [{ EVALUATION_VALIDITY_DAYS: '0' }, 365],
    [{ EVALUATION_VALIDITY_DAYS: 'x' }, 365],
  ])('validity %j → %i days', (env, days) => expect(evaluationValidityDays(env)).toBe(days));
});
