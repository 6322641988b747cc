import type { Client } from '@libsql/client';
import { openDatabase, prepareModules } from '@/upstream/core/database';
import { authModule } from '@/upstream/account/auth';
import { complianceModule } from '@/upstream/account/compliance';
import { couponModule } from '@/upstream/shared/coupon';
import {
  balanceOf,
  debtStatement,
  exchange,
  grant,
  ledgerModule,
  movementStatements,
  requestWithdrawal,
  settleWithdrawal,
  walletOf,
  writeLedger,
} from '@/upstream/shared/ledger';
import { orderModule } from '@/upstream/commerce/order';
import { claimTask, signIn, taskBoard, taskModule } from '@/upstream/activity/task';

/** The ledger and task modules on an in-memory database: sums, the never-negative trigger, once-only pays. */
let db: Client;
const userOf = async (mobile: string) =>
  Number((await db.execute({ sql: 'SELECT id FROM users WHERE mobile = ?', args: [mobile] })).rows[0].id);

beforeAll(async () => {
  process.env.MARKET_TODAY = '2026-11-20';
  db = openDatabase(':memory:');
  await prepareModules(db, [authModule, complianceModule, couponModule, orderModule, ledgerModule, taskModule]);
});
afterAll(() => {
  delete process.env.MARKET_TODAY;
  db.close();
});

describe('ledger', () => {
  it('seeds a user with cash, a pending withdrawal frozen, and sums that match', async () => {
    const wallet = await walletOf(db, await userOf('13800000003'));
    // 500.00 + 5.00 task + 1.00 from 1,000 cai-dan − 100.00 paid − 200.00 pending (the failed 50.00 came back)
    expect(wallet).toMatchObject({ cash_fen: 20_600, frozen_fen: 20_000, realname: true, account: { type: 'alipay' } });
  });

  it('refuses to update or delete an entry', async () => {
    await expect(db.execute('UPDATE ledger_entries SET delta = 1 WHERE id = 1')).rejects.toThrow(/append-only/);
    await expect(db.execute('DELETE FROM ledger_entries WHERE id = 1')).rejects.toThrow(/append-only/);
  });

  it('records what a claw-back could not take as owed; later cash credits pay the oldest debt first, never below zero', async () => {
    const user = await userOf('13800000005');
    const at = new Date().toISOString();
    const debt = (n: number, owed: number) =>
      debtStatement(
        {
          userId: user,
          owedFen: owed,
          kind: 'invite_clawback',
          refType: 'invite',
          refId: `friend${n}`,
          key: `debt-test:${n}`,
          memo: '待追回',
        },
        at,
      );
    await writeLedger(db, [debt(1, 120), debt(2, 80)]);
    await writeLedger(db, [debt(1, 120)]);
    expect(await walletOf(db, user)).toMatchObject({
      cash_fen: 0,
      owed_fen: 200,
      debts: [
        { ref_id: 'friend1', outstanding_fen: 120 },
        { ref_id: 'friend2', outstanding_fen: 80 },
      ],
    });
    const ref = { type: 'activity' as const, id: 'a2', memo: '活动奖励' };
    await grant(db, user, { type: 'cash', fen: 50 }, ref, 'k-debt-1');
    expect(await walletOf(db, user)).toMatchObject({
      cash_fen: 0,
      owed_fen: 150,
      debts: [
        { ref_id: 'friend1', outstanding_fen: 70 },
        { ref_id: 'friend2', outstanding_fen: 80 },
      ],
    });
    // A task-style credit written with its own row pays too, across both debts, and the rest stays as cash.
    await writeLedger(
      db,
      movementStatements(
        {
          userId: user,
          asset: 'cash',
          delta: 300,
          kind: 'task_reward',
          refType: 'task',
          refId: 't',
          key: 'k-debt-2',
          memo: '任务奖励',
        },
        at,
      ),
    );
    expect(await walletOf(db, user)).toMatchObject({ cash_fen: 150, owed_fen: 0, debts: [] });
    const repaid = await db.execute({
      sql: "SELECT e.delta, e.ref_id, e.memo FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.user_id = ? AND e.kind = 'debt_repay' ORDER BY e.id",
      args: [user],
    });
    expect(repaid.rows.map((row) => [Number(row.delta), String(row.ref_id)])).toEqual([
      [-50, 'friend1'],
      [-70, 'friend1'],
      [-80, 'friend2'],
    ]);
    expect(String(repaid.rows[0].memo)).toContain('待追回');
    // Spending cash is no credit: a new debt stays owed until cash arrives, also by an exchange of cai-dan.
    await writeLedger(db, [debt(3, 40)]);
    await grant(db, user, { type: 'caidan', units: 1000 }, ref, 'k-debt-3');
    await exchange(db, user, { direction: 'caidan_to_cash', amount: 1000 });
    expect(await walletOf(db, user)).toMatchObject({ cash_fen: 150 + 100 - 40, owed_fen: 0 });
  });

  it('grants once per idempotency key', async () => {
    const user = await userOf('13800000004');
    const ref = { type: 'activity' as const, id: 'a1', memo: '活动奖励' };
    const first = await grant(db, user, { type: 'caidan', units: 30 }, ref, 'k-grant-1');
    const again = await Promise.all(
      [1, 2, 3].map(() => grant(db, user, { type: 'caidan', units: 30 }, ref, 'k-grant-1')),
    );
    expect(first.granted).toBe(true);
    expect(again.map((answer) => answer.granted)).toEqual([false, false, false]);
    expect(await balanceOf(db, user, 'caidan')).toBe(30);
  });

  it('lets exactly one of 20 concurrent whole-balance withdrawals through', async () => {
    const user = await userOf('13800000002');
    const balance = await balanceOf(db, user, 'cash');
    const answers = await Promise.allSettled(Array.from({ length: 20 }, () => requestWithdrawal(db, user, balance)));
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    expect(await balanceOf(db, user, 'cash')).toBe(0);
    expect(await balanceOf(db, user, 'cash_frozen')).toBe(balance);
  });

  it('releases a failed withdrawal once, whatever answers later', async () => {
    const user = await userOf('13800000003');
    const before = await balanceOf(db, user, 'cash');
    const w = await requestWithdrawal(db, user, 1_000);
    await Promise.all([
      settleWithdrawal(db, w.withdrawal_no, 'FAILED', '账户异常'),
      settleWithdrawal(db, w.withdrawal_no, 'PAID'),
      settleWithdrawal(db, w.withdrawal_no, 'FAILED'),
    ]);
    expect(await balanceOf(db, user, 'cash')).toBe(before);
  });

  it('writes both legs of an exchange or neither', async () => {
    const user = await userOf('13800000004');
    await expect(exchange(db, user, { direction: 'caidan_to_cash', amount: 1_000 })).rejects.toThrow('财蛋数量不足');
    expect([await balanceOf(db, user, 'caidan'), await balanceOf(db, user, 'cash')]).toEqual([30, 0]);
    await grant(
      db,
      user,
      { type: 'caidan', units: 970 },
      { type: 'activity', id: 'a2', memo: '活动奖励' },
      'k-grant-2',
    );
    await exchange(db, user, { direction: 'caidan_to_cash', amount: 1_000 });
    expect([await balanceOf(db, user, 'caidan'), await balanceOf(db, user, 'cash')]).toEqual([0, 100]);
  });
});

describe('tasks', () => {
  it('pays a claim tapped 10 times once', async () => {
    const user = await userOf('13800000005');
    await signIn(db, user);
    const taps = await Promise.allSettled(Array.from({ length: 10 }, () => claimTask(db, user, 'sign_in')));
    expect(taps.filter((tap) => tap.status === 'fulfilled')).toHaveLength(1);
    expect(await balanceOf(db, user, 'caidan')).toBe(5);
  });

  it('resets daily tasks on the next China day and keeps the streak', async () => {
    const user = await userOf('13800000003');
    const today = await taskBoard(db, user, '2026-11-20');
    expect(today.tasks.find((task) => task.id === 'share')?.state).toBe('claimed');
    expect(today.tasks.find((task) => task.id === 'watch_live')).toMatchObject({ progress: 4, state: 'todo' });
    const board = await signIn(db, user, '2026-11-20');
    expect(board.streak).toBe(3);
    const tomorrow = await taskBoard(db, user, '2026-11-21');
    expect(tomorrow.tasks.find((task) => task.id === 'share')?.state).toBe('todo');
    expect(tomorrow.tasks.find((task) => task.id === 'risk_test')?.state).toBe('claimed');
    expect(tomorrow.tasks.find((task) => task.id === 'sign_in')?.reward).toEqual({ type: 'caidan', units: 10 });
  });

  it('pays a coupon reward once (first purchase, past its refund window), however many taps', async () => {
    const user = await userOf('13800000005');
    await db.execute({
      sql: `INSERT INTO orders (order_no, user_id, plan_id, sku_id, sku_snapshot, kind, amount_fen, credit_fen, discount_fen, pay_fen, paid_fen, status, agreements, created_at, expires_at, paid_at)
            VALUES ('LC2026112000000000011', ?, 'vip-month', 601, '{}', 'new', 3800, 0, 0, 3800, 3800, 'PAID', '[]', '2026-11-20T00:00:00Z', '2026-11-20T00:15:00Z', ?)`,
      args: [user, new Date(Date.now() - 8 * 24 * 3600_000).toISOString()],
    });
    const held = async () =>
      Number(
        (
          await db.execute({
            sql: "SELECT COUNT(*) AS n FROM user_coupons WHERE user_id = ? AND source = 'task'",
            args: [user],
          })
        ).rows[0].n,
      );
    const before = await held();
    const taps = await Promise.allSettled(Array.from({ length: 5 }, () => claimTask(db, user, 'first_purchase')));
    expect(taps.filter((tap) => tap.status === 'fulfilled')).toHaveLength(1);
    expect(await held()).toBe(before + 1);
    expect((await taskBoard(db, user)).tasks.find((task) => task.id === 'first_purchase')?.state).toBe('claimed');
  });
});
