import { anyPrizeChanceBp, prizeTotal } from '@/lib/koi/rules';

test('prizeTotal counts every prize of the pool; an empty pool has none', () => {
  expect(prizeTotal([{ count: 1 }, { count: 3 }, { count: 10 }])).toBe(14);
  expect(prizeTotal([])).toBe(0);
});

test('the 任一奖品 row agrees with its chance: 14 prizes among 7 participants is a certain win, among 28 one in two', () => {
  const prizes = [{ count: 1 }, { count: 3 }, { count: 10 }];
  expect(anyPrizeChanceBp(prizes, 7)).toBe(10_000);
  expect(anyPrizeChanceBp(prizes, 28)).toBe(5_000);
});
