import { cashMovements } from '@/lib/wallet/rules';

/** 资金明细: one line per movement of the user's cash; the frozen account's legs stay internal. */
const at = '2026-11-20T02:00:00.000Z';
const freeze = [
  { id: 1, asset: 'cash' as const, delta: 5000, kind: 'task_reward', ref_id: 't1', memo: '任务奖励', at },
  { id: 2, asset: 'cash' as const, delta: -1000, kind: 'withdraw_freeze', ref_id: 'W1', memo: '提现冻结', at },
  { id: 3, asset: 'cash_frozen' as const, delta: 1000, kind: 'withdraw_freeze', ref_id: 'W1', memo: '提现冻结', at },
];

describe('cashMovements', () => {
  it('a withdrawal under review is one line 提现中 −10.00, without the internal 冻结资金 +10.00', () => {
    const lines = cashMovements(freeze);
    expect(lines.map((line) => [line.title, line.delta])).toEqual([
      ['任务奖励', 5000],
      ['提现中', -1000],
    ]);
    expect(lines.some((line) => /冻结/.test(line.title + line.memo))).toBe(false);
  });

  it('paid: still one line, now 提现到账', () => {
    const paid = [
      ...freeze,
      { id: 4, asset: 'cash_frozen' as const, delta: -1000, kind: 'withdraw_paid', ref_id: 'W1', memo: '提现到账', at },
    ];
    expect(cashMovements(paid).map((line) => [line.title, line.delta])).toEqual([
      ['任务奖励', 5000],
      ['提现到账', -1000],
    ]);
  });

  it('failed: the withdrawal line says it came back, and the refund is its own +line', () => {
    const failed = [
      ...freeze,
      {
        id: 4,
        asset: 'cash_frozen' as const,
        delta: -1000,
        kind: 'withdraw_release',
        ref_id: 'W1',
        memo: '提现失败，已退回',
        at,
      },
      {
        id: 5,
        asset: 'cash' as const,
        delta: 1000,
        kind: 'withdraw_release',
        ref_id: 'W1',
        memo: '提现失败，已退回',
        at,
      },
    ];
    expect(cashMovements(failed).map((line) => [line.title, line.delta])).toEqual([
      ['任务奖励', 5000],
      ['提现（已退回）', -1000],
      ['提现退回', 1000],
    ]);
  });
});
