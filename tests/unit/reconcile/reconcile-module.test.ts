import type { Client } from '@libsql/client';
import { openDatabase, prepareModules } from '@/upstream/core/database';
import { MODULES } from '@/upstream/registry';
import { PathRouter } from '@/upstream/core/router';
import type { HandlerContext } from '@/upstream/core/types';
import { expectedMembership, reconcile, reconcileModule, type MismatchKind } from '@/upstream/commerce/reconcile';

/** The reconciliation report over records written directly (so it checks the modules, not itself). */
let db: Client;
let sequence = 0;
const DAY = 24 * 3600_000;
const iso = (ms: number) => new Date(ms).toISOString();

async function newUser(): Promise<{ id: number; mobile: string }> {
  sequence += 1;
  const mobile = `1660000${String(sequence).padStart(4, '0')}`;
  const row = await db.execute({
    sql: "INSERT INTO users (mobile, nickname, vip_level, created_at) VALUES (?, ?, 'NONE', ?) RETURNING id",
    args: [mobile, mobile, iso(Date.now())],
  });
  return { id: Number(row.rows[0].id), mobile };
}

const VIP_MONTH = {
  plan_id: 'vip-month',
  sku_id: 601,
  name: 'VIP连续包月',
  tier: 'VIP',
  product: null,
  days: 30,
  price_fen: 2800,
  original_fen: 3800,
  risk_level: 2,
  auto_renew: false,
  prepay: false,
  coupon_gift: false,
  iap_product_id: 'vip.month',
  agreements: [],
};

/** A VIP month paid `paidAgoMs` ago, with its payment, its credited notify and the membership it gave. */
async function paidVipMonth(
  userId: number,
  paidAgoMs = 60_000,
  status = 'PAID',
): Promise<{ orderNo: string; ref: string }> {
  sequence += 1;
  const orderNo = `LC20261128${String(sequence).padStart(9, '0')}`;
  const ref = `PAY${sequence}`;
  const paidAt = Date.now() - paidAgoMs;
  await db.batch(
    [
      {
        sql: `INSERT INTO orders (order_no, user_id, plan_id, sku_id, sku_snapshot, kind, amount_fen, credit_fen, discount_fen, pay_fen, paid_fen, channel, status, agreements, created_at, expires_at, paid_at, service_start, service_end, prev_level)
              VALUES (?, ?, 'vip-month', 601, ?, 'new', 2800, 0, 0, 2800, 2800, 'h5', ?, '[]', ?, ?, ?, ?, ?, 'NONE')`,
        args: [
          orderNo,
          userId,
          JSON.stringify(VIP_MONTH),
          status,
          iso(paidAt),
          iso(paidAt + 900_000),
          iso(paidAt),
          iso(paidAt),
          iso(paidAt + 30 * DAY),
        ],
      },
      {
        sql: "INSERT INTO payments (provider_ref, order_no, user_id, channel, amount_fen, status, created_at, paid_at) VALUES (?, ?, ?, 'h5', 2800, 'SUCCESS', ?, ?)",
        args: [ref, orderNo, userId, iso(paidAt), iso(paidAt)],
      },
      {
        sql: "INSERT INTO pay_notifications (notify_id, provider_ref, order_no, amount_fen, result, received_at) VALUES (?, ?, ?, 2800, 'credited', ?)",
        args: [`N${ref}`, ref, orderNo, iso(paidAt)],
      },
      { sql: "UPDATE users SET vip_level = 'VIP' WHERE id = ?", args: [userId] },
      {
        sql: 'INSERT INTO vip_memberships (user_id, expire_at) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET expire_at = excluded.expire_at',
        args: [userId, iso(paidAt + 30 * DAY)],
      },
    ],
    'write',
  );
  return { orderNo, ref };
}

async function entry(userId: number, asset: string, delta: number, kind: string, refType: string, refId: string) {
  await db.execute({
    sql: 'INSERT OR IGNORE INTO ledger_accounts (user_id, asset) VALUES (?, ?)',
    args: [userId, asset],
  });
  const row = await db.execute({
    sql: "INSERT INTO ledger_entries (account_id, delta, kind, ref_type, ref_id, idempotency_key, memo, at) VALUES ((SELECT id FROM ledger_accounts WHERE user_id = ? AND asset = ?), ?, ?, ?, ?, ?, '', ?) RETURNING id",
    args: [userId, asset, delta, kind, refType, refId, `k${(sequence += 1)}`, iso(Date.now())],
  });
  return Number(row.rows[0].id);
}

async function mismatchesOf(userId: number): Promise<MismatchKind[]> {
  return (await reconcile(db)).mismatches.filter((m) => m.user_id === userId).map((m) => m.kind);
}

beforeAll(async () => {
  process.env.MARKET_TODAY = '2026-11-20';
  db = openDatabase(':memory:');
  await prepareModules(db, MODULES);
}, 30_000);
afterAll(() => {
  delete process.env.MARKET_TODAY;
  db.close();
});

describe('expected membership', () => {
  const at = (days: number) => iso(Date.parse('2026-11-20T02:00:00.000Z') + days * DAY);
  const order = (
    no: string,
    tier: 'VIP' | 'SVIP',
    kind: string,
    days: number,
    paid: number,
    paidAt: string,
    refunded = 0,
  ) => ({
    order_no: no,
    user_id: 1,
    status: refunded > 0 ? 'REFUNDED' : 'PAID',
    kind,
    tier,
    days,
    paid_fen: paid,
    credit_fen: 0,
    paid_at: paidAt,
    prev_expire_at: null,
    refunded_fen: refunded,
  });
  const now = new Date(at(1));

  it('an upgrade consumes the VIP days left; refunded in part it still does', () => {
    const vip = order('A', 'VIP', 'new', 90, 8800, at(0));
    expect(expectedMembership([vip, order('U', 'SVIP', 'upgrade', 30, 1000, at(0.5))], now)).toEqual({
      level: 'SVIP',
      end: Date.parse(at(30.5)),
    });
    expect(expectedMembership([vip, order('U', 'SVIP', 'upgrade', 30, 1000, at(0.5), 500)], now)).toEqual({
      level: 'SVIP',
      end: Date.parse(at(15.5)),
    });
  });

  it('an upgrade refunded in full is undone: the VIP days still paid for run on (the upstream gives them back)', () => {
    const upgrade = order('U', 'SVIP', 'upgrade', 30, 1, at(0.5), 1);
    expect(
      expectedMembership(
        [order('A', 'VIP', 'new', 90, 8800, at(0)), order('B', 'VIP', 'renew', 365, 19900, at(0.2)), upgrade],
        now,
      ),
    ).toEqual({ level: 'VIP', end: Date.parse(at(455)) });
    expect(
      expectedMembership(
        [order('A', 'VIP', 'new', 90, 8800, at(0), 8800), order('B', 'VIP', 'renew', 365, 19900, at(0.2)), upgrade],
        now,
      ),
    ).toEqual({ level: 'VIP', end: Date.parse(at(365.2)) });
  });
});

describe('reconciliation report', () => {
  it('finds nothing wrong in the seed, and totals what it holds', async () => {
    const report = await reconcile(db);
    expect(report.mismatches).toEqual([]);
    expect(report.totals.paid_out_fen).toBe(10_000);
    expect(report.totals.frozen_fen).toBe(20_000);
  });

  it('a paid month with its payment and 30 days of membership is clean; the line shows what was paid', async () => {
    const user = await newUser();
    await paidVipMonth(user.id);
    expect(await mismatchesOf(user.id)).toEqual([]);
    const line = (await reconcile(db)).users.find((u) => u.user_id === user.id)!;
    expect(line).toMatchObject({ paid_fen: 2800, refunded_fen: 0, credited_fen: 0 });
  });

  it('a second payment taken for a paid order and kept is reported with its provider_ref', async () => {
    const user = await newUser();
    const { orderNo } = await paidVipMonth(user.id);
    await db.batch(
      [
        {
          sql: "INSERT INTO payments (provider_ref, order_no, user_id, channel, amount_fen, status, created_at) VALUES ('PAYDUP1', ?, ?, 'h5', 2800, 'CREATED', ?)",
          args: [orderNo, user.id, iso(Date.now())],
        },
        {
          sql: "INSERT INTO pay_notifications (notify_id, provider_ref, order_no, amount_fen, result, received_at) VALUES ('NPAYDUP1', 'PAYDUP1', ?, 2800, 'duplicate', ?)",
          args: [orderNo, iso(Date.now())],
        },
      ],
      'write',
    );
    const report = await reconcile(db);
    const found = report.mismatches.filter((m) => m.user_id === user.id);
    expect(found).toEqual([
      expect.objectContaining({ kind: 'payment_unattached', refs: { order_no: orderNo, provider_ref: 'PAYDUP1' } }),
    ]);
    expect(report.users.find((u) => u.user_id === user.id)?.paid_fen).toBe(5600);
  });

  it('a notify with a bad signature took no money and is not a payment', async () => {
    const user = await newUser();
    const { orderNo } = await paidVipMonth(user.id);
    await db.batch(
      [
        {
          sql: "INSERT INTO payments (provider_ref, order_no, user_id, channel, amount_fen, status, created_at) VALUES ('PAYBAD1', ?, ?, 'h5', 2800, 'CREATED', ?)",
          args: [orderNo, user.id, iso(Date.now())],
        },
        {
          sql: "INSERT INTO pay_notifications (notify_id, provider_ref, order_no, amount_fen, result, received_at) VALUES ('NPAYBAD1', 'PAYBAD1', ?, 2800, 'bad_signature', ?)",
          args: [orderNo, iso(Date.now())],
        },
      ],
      'write',
    );
    expect(await mismatchesOf(user.id)).toEqual([]);
  });

  it('membership days beyond what is still paid for (a refunded month kept) are reported with the orders', async () => {
    const user = await newUser();
    const first = await paidVipMonth(user.id, 120_000);
    const second = await paidVipMonth(user.id, 60_000);
    // Two back-to-back months: 60 days. Then the first is refunded in full but the 60 days stay.
    await db.execute({
      sql: 'UPDATE vip_memberships SET expire_at = ? WHERE user_id = ?',
      args: [iso(Date.now() - 120_000 + 60 * DAY), user.id],
    });
    expect(await mismatchesOf(user.id)).toEqual([]);
    await db.batch(
      [
        { sql: "UPDATE orders SET status = 'REFUNDED' WHERE order_no = ?", args: [first.orderNo] },
        {
          sql: "INSERT INTO refunds (refund_no, order_no, user_id, amount_fen, reason, note, status, channel, created_at, settled_at) VALUES ('RF1', ?, ?, 2800, '其他原因', '', 'REFUNDED', 'h5', ?, ?)",
          args: [first.orderNo, user.id, iso(Date.now()), iso(Date.now())],
        },
      ],
      'write',
    );
    const report = await reconcile(db);
    const found = report.mismatches.find((m) => m.user_id === user.id)!;
    expect(found).toMatchObject({ kind: 'membership_days', refs: { order_no: `${first.orderNo},${second.orderNo}` } });
    expect(found.message).toMatch(/剩余60天.*剩余30天/);
    expect(report.users.find((u) => u.user_id === user.id)?.refunded_fen).toBe(2800);
    await db.execute({
      sql: 'UPDATE vip_memberships SET expire_at = ? WHERE user_id = ?',
      args: [iso(Date.now() - 60_000 + 30 * DAY), user.id],
    });
    expect(await mismatchesOf(user.id)).toEqual([]);
  });

  it('an invite reward whose purchase was refunded in full, and a gift coupon of a refunded order, are reported', async () => {
    const inviter = await newUser();
    const friend = await newUser();
    const { orderNo } = await paidVipMonth(friend.id);
    const rewardEntry = await entry(inviter.id, 'cash', 280, 'invite', 'invite', String(friend.id));
    await db.execute({
      sql: "INSERT INTO invite_rewards (invitee_id, inviter_id, status, reward_fen, order_no, registered_at, settled_at) VALUES (?, ?, 'SETTLED', 280, ?, ?, ?)",
      args: [friend.id, inviter.id, orderNo, iso(Date.now()), iso(Date.now())],
    });
    const gift = await db.execute({
      sql: "INSERT INTO user_coupons (user_id, template_id, status, source, ref, valid_from, valid_to, received_at) VALUES (?, 8, 'UNUSED', 'sku_gift', ?, ?, ?, ?) RETURNING id",
      args: [friend.id, orderNo, iso(Date.now()), iso(Date.now() + 90 * DAY), iso(Date.now())],
    });
    expect(await mismatchesOf(inviter.id)).toEqual([]);
    expect(await mismatchesOf(friend.id)).toEqual([]);
    await db.batch(
      [
        { sql: "UPDATE orders SET status = 'REFUNDED' WHERE order_no = ?", args: [orderNo] },
        {
          sql: "INSERT INTO refunds (refund_no, order_no, user_id, amount_fen, reason, note, status, channel, created_at, settled_at) VALUES ('RF2', ?, ?, 2800, '其他原因', '', 'REFUNDED', 'h5', ?, ?)",
          args: [orderNo, friend.id, iso(Date.now()), iso(Date.now())],
        },
        { sql: 'UPDATE vip_memberships SET expire_at = ? WHERE user_id = ?', args: [iso(Date.now()), friend.id] },
      ],
      'write',
    );
    const report = await reconcile(db);
    expect(report.mismatches.filter((m) => m.user_id === inviter.id)).toEqual([
      expect.objectContaining({
        kind: 'reward_for_refunded_purchase',
        refs: expect.objectContaining({ order_no: orderNo, entry_ids: [rewardEntry] }),
      }),
    ]);
    expect(report.mismatches.filter((m) => m.user_id === friend.id)).toEqual([
      expect.objectContaining({
        kind: 'reward_for_refunded_purchase',
        refs: { order_no: orderNo, coupon_id: Number(gift.rows[0].id) },
      }),
    ]);
    // A claw-back entry makes the reward stand for nothing.
    await entry(inviter.id, 'cash', -280, 'invite_clawback', 'invite', String(friend.id));
    expect(await mismatchesOf(inviter.id)).toEqual([]);
  });

  it('a cash-back above what the rule gives for the part of the purchase still paid is reported', async () => {
    const inviter = await newUser();
    const friend = await newUser();
    const { orderNo } = await paidVipMonth(friend.id);
    const ids = [await entry(inviter.id, 'cash', 280, 'invite', 'invite', String(friend.id))];
    await db.execute({
      sql: "INSERT INTO invite_rewards (invitee_id, inviter_id, status, reward_fen, order_no, registered_at, settled_at) VALUES (?, ?, 'SETTLED', 280, ?, ?, ?)",
      args: [friend.id, inviter.id, orderNo, iso(Date.now()), iso(Date.now())],
    });
    // 20.00 of 28.00 refunded: 8.00 still paid gives 0.80 of cash-back; only 1.00 of the 2.80 came back.
    await db.batch(
      [
        { sql: "UPDATE orders SET status = 'REFUNDED' WHERE order_no = ?", args: [orderNo] },
        {
          sql: "INSERT INTO refunds (refund_no, order_no, user_id, amount_fen, reason, note, status, channel, created_at, settled_at) VALUES ('RF3', ?, ?, 2000, '其他原因', '', 'REFUNDED', 'h5', ?, ?)",
          args: [orderNo, friend.id, iso(Date.now()), iso(Date.now())],
        },
        {
          sql: 'UPDATE vip_memberships SET expire_at = ? WHERE user_id = ?',
          args: [iso(Date.now() - 60_000 + (30 * DAY * 800) / 2800), friend.id],
        },
      ],
      'write',
    );
    ids.push(await entry(inviter.id, 'cash', -100, 'invite_clawback', 'invite', String(friend.id)));
    expect((await reconcile(db)).mismatches.filter((m) => m.user_id === inviter.id)).toEqual([
      expect.objectContaining({
        kind: 'reward_above_kept_purchase',
        refs: expect.objectContaining({ order_no: orderNo, entry_ids: ids }),
      }),
    ]);
    await entry(inviter.id, 'cash', -100, 'invite_clawback', 'invite', String(friend.id));
    expect(await mismatchesOf(inviter.id)).toEqual([]);
  });

  it('a cash-back the inviter had already spent is owed, not kept: the outstanding debt clears the mismatch, cash while owing or a debt its entries do not add up to is reported', async () => {
    const inviter = await newUser();
    const friend = await newUser();
    const { orderNo } = await paidVipMonth(friend.id);
    await entry(inviter.id, 'cash', 280, 'invite', 'invite', String(friend.id));
    await db.execute({
      sql: "INSERT INTO invite_rewards (invitee_id, inviter_id, status, reward_fen, clawed_fen, order_no, registered_at, settled_at) VALUES (?, ?, 'SETTLED', 280, 280, ?, ?, ?)",
      args: [friend.id, inviter.id, orderNo, iso(Date.now()), iso(Date.now())],
    });
    await db.batch(
      [
        { sql: "UPDATE orders SET status = 'REFUNDED' WHERE order_no = ?", args: [orderNo] },
        {
          sql: "INSERT INTO refunds (refund_no, order_no, user_id, amount_fen, reason, note, status, channel, created_at, settled_at) VALUES ('RF9', ?, ?, 2800, '其他原因', '', 'REFUNDED', 'h5', ?, ?)",
          args: [orderNo, friend.id, iso(Date.now()), iso(Date.now())],
        },
        {
          sql: 'UPDATE vip_memberships SET expire_at = ? WHERE user_id = ?',
          args: [iso(Date.now() - 60_000), friend.id],
        },
        { sql: "UPDATE users SET vip_level = 'NONE' WHERE id = ?", args: [friend.id] },
      ],
      'write',
    );
    // 1.00 of the 2.80 was exchanged: 1.80 came back from the cash, 1.00 is owed.
    await entry(inviter.id, 'cash', -100, 'exchange', 'exchange', 'X1');
    await entry(inviter.id, 'cash', -180, 'invite_clawback', 'invite', String(friend.id));
    expect(await mismatchesOf(inviter.id)).toEqual(['reward_for_refunded_purchase']);
    const debt = await db.execute({
      sql: "INSERT INTO ledger_debts (user_id, owed_fen, kind, ref_type, ref_id, idempotency_key, memo, created_at) VALUES (?, 100, 'invite_clawback', 'invite', ?, ?, '', ?) RETURNING id",
      args: [inviter.id, String(friend.id), `debt${inviter.id}`, iso(Date.now())],
    });
    const debtId = Number(debt.rows[0].id);
    expect(await mismatchesOf(inviter.id)).toEqual([]);
    expect((await reconcile(db)).users.find((u) => u.user_id === inviter.id)).toMatchObject({
      cash_fen: 0,
      owed_fen: 100,
      rewarded_fen: 100,
    });
    // Cash credited while owing must pay the debt first.
    await entry(inviter.id, 'cash', 500, 'grant', 'activity', 'a');
    expect(await mismatchesOf(inviter.id)).toEqual(['debt_with_cash']);
    await db.execute({
      sql: 'INSERT INTO ledger_entries (account_id, delta, kind, ref_type, ref_id, idempotency_key, memo, at) VALUES ((SELECT id FROM ledger_accounts WHERE user_id = ? AND asset = ?), -100, ?, ?, ?, ?, ?, ?)',
      args: [
        inviter.id,
        'cash',
        'debt_repay',
        'invite',
        String(friend.id),
        `debt-repay:${debtId}:t1`,
        '',
        iso(Date.now()),
      ],
    });
    expect((await mismatchesOf(inviter.id)).sort()).toEqual(['debt_repaid_mismatch', 'debt_with_cash']);
    await db.execute({ sql: 'UPDATE ledger_debts SET repaid_fen = 100 WHERE id = ?', args: [debtId] });
    expect(await mismatchesOf(inviter.id)).toEqual([]);
  });

  it('one person (two accounts of one mobile) rewarding an inviter twice is reported with both entries', async () => {
    const inviter = await newUser();
    const first = await newUser();
    const second = await newUser();
    const entries: number[] = [];
    for (const friend of [first, second]) {
      const { orderNo } = await paidVipMonth(friend.id);
      entries.push(await entry(inviter.id, 'cash', 280, 'invite', 'invite', String(friend.id)));
      await db.execute({
        sql: "INSERT INTO invite_rewards (invitee_id, inviter_id, status, reward_fen, order_no, person, registered_at, settled_at) VALUES (?, ?, 'SETTLED', 280, ?, 'person-a', ?, ?)",
        args: [friend.id, inviter.id, orderNo, iso(Date.now()), iso(Date.now())],
      });
    }
    const found = (await reconcile(db)).mismatches.filter((m) => m.user_id === inviter.id);
    expect(found).toEqual([expect.objectContaining({ kind: 'inviter_rewarded_twice', refs: { entry_ids: entries } })]);
  });

  it('a frozen amount without a pending withdrawal, and an account that went below zero, are reported with the entry', async () => {
    const user = await newUser();
    await entry(user.id, 'cash_frozen', 500, 'withdraw_freeze', 'withdrawal', 'W-none');
    expect(await mismatchesOf(user.id)).toEqual(['frozen_mismatch']);
    await db.execute('DROP TRIGGER ledger_entries_never_negative');
    try {
      const other = await newUser();
      await entry(other.id, 'cash', 100, 'grant', 'activity', 'a');
      const dip = await entry(other.id, 'cash', -300, 'exchange', 'exchange', 'x');
      await entry(other.id, 'cash', 300, 'grant', 'activity', 'b');
      const found = (await reconcile(db)).mismatches.filter((m) => m.user_id === other.id);
      expect(found).toEqual([expect.objectContaining({ kind: 'negative_balance', refs: { entry_ids: [dip] } })]);
    } finally {
      await db.execute(`CREATE TRIGGER IF NOT EXISTS ledger_entries_never_negative BEFORE INSERT ON ledger_entries
        WHEN NEW.delta < 0 AND (SELECT COALESCE(SUM(delta), 0) FROM ledger_entries WHERE account_id = NEW.account_id) + NEW.delta < 0
        BEGIN SELECT RAISE(ABORT, 'LEDGER_INSUFFICIENT'); END`);
    }
  });

  it('is a dev route: GET /__dev/reconcile answers the report, and 404 when UPSTREAM_DEV_ROUTES=0', async () => {
    const router = new PathRouter();
    reconcileModule.routes(router);
    const route = router.resolve('GET', '/__dev/reconcile');
    if (!route || route === 'method-not-allowed') throw new Error('route not registered');
    const ctx = { db, query: new URLSearchParams('mobile=13800000003') } as unknown as HandlerContext;
    const answer = (await route.handler(ctx)) as { users: Array<{ mobile: string }> };
    expect(answer.users.map((user) => user.mobile)).toEqual(['13800000003']);
    process.env.UPSTREAM_DEV_ROUTES = '0';
    try {
      await expect(route.handler(ctx)).rejects.toMatchObject({ status: 404 });
    } finally {
      delete process.env.UPSTREAM_DEV_ROUTES;
    }
  });
});
