import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  activityStatusOn,
  averageBp,
  capsulePhase,
  capsulePickLimit,
  capsulePicksProblem,
  formatBp,
  formatReturnBp,
  FRUIT_AT,
  growthAfter,
  isRipe,
  prizeChanceBp,
  returnBp,
  TASK_WATER,
  treeStage,
  winChanceBp,
} from '@/lib/activity-hub/rules';
import { activityPageHref, hubViewHref } from '@/lib/activity-hub/links';

describe('activity status by China day (both ends included)', () => {
  it.each([
    ['2026-11-16', 'upcoming'],
    ['2026-11-17', 'running'],
    ['2026-11-24', 'running'],
    ['2026-11-25', 'ended'],
  ] as const)('on %s an activity of 11-17 … 11-24 is %s', (today, status) =>
    expect(activityStatusOn(today, '2026-11-17', '2026-11-24')).toBe(status),
  );
});

describe('money tree', () => {
  it('stages change at 30, 60, 90 and the fruit at 100', () => {
    expect([0, 29, 30, 59, 60, 89, 90, 99, 100].map((growth) => treeStage(growth).name)).toEqual([
      '种子',
      '种子',
      '发芽',
      '发芽',
      '小树',
      '小树',
      '开花',
      '开花',
      '结果',
    ]);
    expect(treeStage(95).next).toBe(FRUIT_AT);
    expect(treeStage(100).next).toBeNull();
  });
  it('one day of every daily task ripens the fruit; no water goes past it', () => {
    expect(TASK_WATER.sign_in + TASK_WATER.share + TASK_WATER.watch_live).toBe(FRUIT_AT);
    expect(growthAfter(80, 40)).toBe(100);
    expect(growthAfter(0, 30)).toBe(30);
    expect([isRipe(99), isRipe(100)]).toEqual([false, true]);
  });
  it('a fruit is sure to win while the pool has no more fruits than prizes, then prizes ÷ fruits', () => {
    expect(winChanceBp(10, 3)).toBe(10_000);
    expect(winChanceBp(10, 10)).toBe(10_000);
    expect(winChanceBp(10, 30)).toBe(3333);
    expect(winChanceBp(0, 5)).toBe(0);
  });
  it("each prize's chance is its count over the larger of fruits and prizes, rounded down", () => {
    expect(prizeChanceBp(2, 10, 3)).toBe(2000);
    expect(prizeChanceBp(5, 10, 40)).toBe(1250);
    expect(prizeChanceBp(1, 3, 7)).toBe(1428);
  });
  it('basis points format by integer arithmetic', () => {
    expect([formatBp(1250), formatBp(10_000), formatBp(5), formatBp(-297)]).toEqual([
      '12.50%',
      '100.00%',
      '0.05%',
      '-2.97%',
    ]);
    expect([formatReturnBp(692), formatReturnBp(0), formatReturnBp(-1)]).toEqual(['+6.92%', '0.00%', '-0.01%']);
  });
});

describe('capsule', () => {
  it('three picks, one more per help, five at most', () =>
    expect([0, 1, 2, 3, 9].map(capsulePickLimit)).toEqual([3, 4, 5, 5, 5]));
  it.each([
    ['2026-11-16', 'upcoming'],
    ['2026-11-17', 'sealing'],
    ['2026-11-24', 'sealing'],
    ['2026-11-25', 'waiting'],
    ['2026-12-19', 'waiting'],
    ['2026-12-20', 'opened'],
  ] as const)('on %s the capsule is %s', (today, phase) =>
    expect(capsulePhase(today, '2026-11-17', '2026-11-24', '2026-12-20')).toBe(phase),
  );
  it('returns are in basis points, rounded half away from zero', () => {
    expect(returnBp(85234, 82700)).toBe(-297); // -2.973% (the seeded 600519 over the running capsule)
    expect(returnBp(1000, 1105)).toBe(1050);
    expect(returnBp(3, 4)).toBe(3333);
    expect(returnBp(20000, 20001)).toBe(1); // 0.5 bp rounds up
    expect(returnBp(20000, 19999)).toBe(-1);
    expect(returnBp(0, 100)).toBe(0);
  });
  it('the average rounds like a return', () => {
    expect(averageBp([100, 200, 301])).toBe(200);
    expect(averageBp([-1, -2])).toBe(-2);
    expect(averageBp([])).toBe(0);
  });
  it('picks are checked in the words the user sees', () => {
    const pool = ['600519', '000001', '300750', '688981'];
    expect(capsulePicksProblem([], pool, 3)).toBe('请至少选择1只股票');
    expect(capsulePicksProblem(['600519', '600519'], pool, 3)).toBe('同一只股票只能选择一次');
    expect(capsulePicksProblem(['600519', '000001', '300750', '688981'], pool, 3)).toBe('最多可选3只股票');
    expect(capsulePicksProblem(['600000'], pool, 3)).toBe('只能从本期股票池中选择');
    expect(capsulePicksProblem(['600519', '000001', '300750', '688981'], pool, 4)).toBeNull();
  });
});

describe('hub links only to pages that exist in this build', () => {
  it('money tree and capsule link to their pages and hub views', () => {
    expect(activityPageHref('money_tree', 1)).toBe('/activity/money-tree/1/v2');
    expect(activityPageHref('capsule', 3)).toBe('/activity/capsule/3/v2');
    expect(hubViewHref('capsule', 3)).toBe('/activities-collect/v2/capsule/3');
    expect(hubViewHref('koi', 2)).toBe('/activities-collect/v2/activity/koi-page/2');
  });
  it('koi and the one-page events link to their own pages, which exist', () => {
    const links = (['koi', 'tea_party', 'strategy', 'dragon_inn'] as const).map((kind) => activityPageHref(kind, 1));
    expect(links).toEqual([
      '/activity/koi-page/1/v2',
      '/activity/tea-party/v2',
      '/activity/investment-strategy/v2',
      '/activity/active-dragon-inn/v2',
    ]);
    const pages = [
      'activity/koi-page/[id]/v2',
      'activity/tea-party/v2',
      'activity/investment-strategy/v2',
      'activity/active-dragon-inn/v2',
    ];
    for (const page of pages)
      expect([page, existsSync(path.join(process.cwd(), 'app', '(activity)', page, 'page.tsx'))]).toEqual([page, true]);
  });
});
