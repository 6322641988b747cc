import budgets from '@/bench/budgets.json';
import { pooledFloorLcp, tbtBudget } from '@/scripts/bench/report.mjs';

describe('the TBT budget of the bench: 200 ms, or the floor of the same runs + 100 ms when the bare page blocks more', () => {
  const limits = budgets.lighthouse;

  test('a quiet machine: the floor blocks little, the absolute 200 ms holds', () => {
    expect(tbtBudget(limits, 81)).toBe(200);
    expect(tbtBudget(limits, 100)).toBe(200);
  });

  test('a loaded machine: the bare page alone blocked 291 ms, the page may add 100 ms to it', () => {
    expect(tbtBudget(limits, 291)).toBe(391);
  });

  test('no floor runs (results of the old method): the absolute bound', () => {
    expect(tbtBudget(limits, undefined)).toBe(200);
    expect(tbtBudget({ maxTbtMs: 200 }, 291)).toBe(200);
  });
});

describe('the floor LCP of the LCP budget: the median of every floor run of the Lighthouse part', () => {
  const route = (...lcps: number[]) => ({ floor: { perRun: lcps.map((lcpMs) => ({ lcpMs })) } });

  test("pools the floor runs of all routes, so one route's five cannot flip the floor between its two modes", () => {
    // This route's own floor median would be 843 (its scripts outside the LCP in 2 of 3 runs).
    const lighthouse = {
      routes: { '/a': route(671, 843, 1553), '/b': route(1410, 1477, 670), '/c': route(1260, 1411, 665) },
    };
    expect(pooledFloorLcp(lighthouse)).toBe(1260);
  });

  test('an even count takes the mean of the middle two; no floor runs give null', () => {
    expect(pooledFloorLcp({ routes: { '/a': route(600, 1400), '/b': route(1000, 1200) } })).toBe(1100);
    expect(pooledFloorLcp({ routes: {} })).toBeNull();
    expect(pooledFloorLcp(undefined)).toBeNull();
  });
});
