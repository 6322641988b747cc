import { inviteRewardFen } from '@/lib/invite/rules';
import { UpstreamError, type Db, type UpstreamModule } from '@/upstream/core/types';
import { INVITE_RULES } from './invite';

/**
 * The reconciliation report (DOMAIN-MODEL "Rules for sequences"): per user and in total, what was
 * paid, refunded, credited to upgrades, rewarded and paid out, and every record that breaks a rule,
 * with the references an operator needs (order_no, provider_ref, refund_no, ledger entry ids).
 * It only reads, from the tables themselves, so it checks the modules instead of trusting them.
 * Served at GET /__dev/reconcile (scripts/reconcile.mjs prints it).
 */
const DAY_MS = 24 * 3600_000;

/** Notify results that mean the provider did NOT take the money (a refused or unknown notify). */
const NO_MONEY_RESULTS = new Set([
  'bad_signature',
  'amount_mismatch',
  'unknown_payment',
  'order_mismatch',
  'product_mismatch',
]);
const PAID_STATES = new Set(['PAID', 'REFUNDING', 'REFUNDED']);
/** Ledger kinds that move money between the user's own accounts or out of the wallet (not rewards). */
const NOT_REWARD_KINDS = new Set(['exchange', 'withdraw_freeze', 'withdraw_paid', 'withdraw_release']);

export type MismatchKind =
  | 'payment_unattached'
  | 'order_paid_without_payment'
  | 'paid_amount_mismatch'
  | 'refund_exceeds_paid'
  | 'negative_balance'
  | 'ledger_balance_mismatch'
  | 'frozen_mismatch'
  | 'membership_days'
  | 'reward_for_refunded_purchase'
  | 'reward_above_kept_purchase'
  | 'inviter_rewarded_twice'
  | 'invite_reward_same_device'
  | 'debt_with_cash'
  | 'debt_repaid_mismatch';

export interface Mismatch {
  kind: MismatchKind;
  user_id: number;
  message: string;
  refs: {
    order_no?: string;
    provider_ref?: string;
    refund_no?: string;
    entry_ids?: number[];
    coupon_id?: number;
    invitee_id?: number;
    withdrawal_no?: string;
  };
}

export interface UserLine {
  user_id: number;
  mobile: string;
  paid_fen: number;
  refunded_fen: number;
  credited_fen: number;
  rewarded_fen: number;
  rewarded_caidan: number;
  paid_out_fen: number;
  cash_fen: number;
  frozen_fen: number;
  caidan: number;
  /** Claw-backs the cash did not cover, still owed (ledger_debts). */
  owed_fen: number;
}

export interface ReconcileReport {
  generated_at: string;
  users: UserLine[];
  totals: Omit<UserLine, 'user_id' | 'mobile'> & { users: number };
  mismatches: Mismatch[];
}

type Row = Record<string, unknown>;
const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const str = (value: unknown) => (value === null || value === undefined ? null : String(value));

async function tableColumns(db: Db, table: string): Promise<Set<string>> {
  const rows = await db.execute(`PRAGMA table_info(${table})`);
  return new Set(rows.rows.map((row) => String(row.name)));
}

async function rows(db: Db, sql: string, args: (string | number | null)[] = []): Promise<Row[]> {
  return (await db.execute({ sql, args })).rows as unknown as Row[];
}

interface OrderRow {
  order_no: string;
  user_id: number;
  status: string;
  kind: string;
  tier: string | null;
  days: number;
  paid_fen: number;
  credit_fen: number;
  paid_at: string | null;
  prev_expire_at: string | null;
  refunded_fen: number;
}

/**
 * What the membership of one user should be from its paid orders alone: each tier is a chain of
 * segments in payment order, each as long as the days still paid for (days × kept ÷ paid); a VIP → SVIP
 * upgrade consumes the VIP days left at that moment (they became its credit). An upgrade refunded in
 * full is undone: its credit was not paid out, so the VIP days it came from are still paid for.
 */
export function expectedMembership(
  orders: readonly OrderRow[],
  now: Date,
): { level: 'NONE' | 'VIP' | 'SVIP'; end: number | null } {
  let vipEnd: number | null = null;
  let svipEnd: number | null = null;
  const sorted = orders
    .filter((o) => o.tier && o.paid_at && PAID_STATES.has(o.status))
    .sort((a, b) => String(a.paid_at).localeCompare(String(b.paid_at)));
  for (const order of sorted) {
    const at = Date.parse(String(order.paid_at));
    const kept = order.paid_fen > 0 ? Math.max(0, order.paid_fen - order.refunded_fen) / order.paid_fen : 0;
    const length = order.days * DAY_MS * kept;
    if (order.tier === 'SVIP') {
      const undone = order.status === 'REFUNDED' && order.refunded_fen >= order.paid_fen;
      if (order.kind === 'upgrade' && !undone && vipEnd !== null && vipEnd > at) vipEnd = at;
      const start = Math.max(svipEnd ?? at, at);
      svipEnd = start + length;
    } else {
      const start = Math.max(vipEnd ?? at, at);
      vipEnd = start + length;
    }
  }
  const t = now.getTime();
  if (svipEnd !== null && svipEnd > t) return { level: 'SVIP', end: svipEnd };
  if (vipEnd !== null && vipEnd > t) return { level: 'VIP', end: vipEnd };
  return { level: 'NONE', end: null };
}

export async function reconcile(db: Db, now = new Date()): Promise<ReconcileReport> {
  const mismatches: Mismatch[] = [];
  const users = await rows(db, 'SELECT id, mobile FROM users ORDER BY id');
  const lines = new Map<number, UserLine>();
  for (const user of users) {
    const id = num(user.id);
    lines.set(id, {
      user_id: id,
      mobile: String(user.mobile),
      paid_fen: 0,
      refunded_fen: 0,
      credited_fen: 0,
      rewarded_fen: 0,
      rewarded_caidan: 0,
      paid_out_fen: 0,
      cash_fen: 0,
      frozen_fen: 0,
      caidan: 0,
      owed_fen: 0,
    });
  }
  const line = (userId: number) =>
    lines.get(userId) ??
    lines
      .set(userId, {
        user_id: userId,
        mobile: '',
        paid_fen: 0,
        refunded_fen: 0,
        credited_fen: 0,
        rewarded_fen: 0,
        rewarded_caidan: 0,
        paid_out_fen: 0,
        cash_fen: 0,
        frozen_fen: 0,
        caidan: 0,
        owed_fen: 0,
      })
      .get(userId)!;

  // ——— payments, orders, refunds ———
  const paymentColumns = await tableColumns(db, 'payments');
  const payments = await rows(
    db,
    `SELECT p.*, (SELECT GROUP_CONCAT(DISTINCT n.result) FROM pay_notifications n WHERE n.provider_ref = p.provider_ref) AS results FROM payments p ORDER BY p.created_at`,
  );
  const orders = await rows(
    db,
    'SELECT order_no, user_id, status, kind, sku_snapshot, paid_fen, credit_fen, paid_at, prev_expire_at FROM orders',
  );
  const refunds = await rows(
    db,
    "SELECT refund_no, order_no, user_id, amount_fen FROM refunds WHERE status = 'REFUNDED'",
  );
  const refundedByOrder = new Map<string, number>();
  for (const refund of refunds) {
    refundedByOrder.set(
      String(refund.order_no),
      (refundedByOrder.get(String(refund.order_no)) ?? 0) + num(refund.amount_fen),
    );
    line(num(refund.user_id)).refunded_fen += num(refund.amount_fen);
  }
  const orderByNo = new Map<string, OrderRow>();
  for (const order of orders) {
    const sku = JSON.parse(String(order.sku_snapshot)) as { tier: string | null; days: number };
    orderByNo.set(String(order.order_no), {
      order_no: String(order.order_no),
      user_id: num(order.user_id),
      status: String(order.status),
      kind: String(order.kind),
      tier: sku.tier ?? null,
      days: num(sku.days),
      paid_fen: num(order.paid_fen),
      credit_fen: num(order.credit_fen),
      paid_at: str(order.paid_at),
      prev_expire_at: str(order.prev_expire_at),
      refunded_fen: refundedByOrder.get(String(order.order_no)) ?? 0,
    });
  }
  const creditedPayment = new Map<string, Row>();
  for (const payment of payments) {
    const results = String(payment.results ?? '')
      .split(',')
      .filter(Boolean);
    const status = String(payment.status);
    const received =
      status === 'SUCCESS' || status === 'REFUNDED' || results.some((result) => !NO_MONEY_RESULTS.has(result));
    if (!received) continue;
    const userId = num(payment.user_id);
    const amount = num(payment.amount_fen);
    line(userId).paid_fen += amount;
    const order = orderByNo.get(String(payment.order_no));
    const refs = { order_no: String(payment.order_no), provider_ref: String(payment.provider_ref) };
    if (status === 'REFUNDED') {
      line(userId).refunded_fen += num(paymentColumns.has('refunded_fen') ? payment.refunded_fen : amount) || amount;
      continue;
    }
    if (status !== 'SUCCESS') {
      mismatches.push({
        kind: 'payment_unattached',
        user_id: userId,
        message: `支付${refs.provider_ref}（${amount}分）已到账，但未计入订单也未退回`,
        refs,
      });
      continue;
    }
    if (!order || !PAID_STATES.has(order.status)) {
      mismatches.push({
        kind: 'payment_unattached',
        user_id: userId,
        message: `支付${refs.provider_ref}已成功，但订单${refs.order_no}为${order?.status ?? '不存在'}`,
        refs,
      });
      continue;
    }
    if (creditedPayment.has(order.order_no)) {
      mismatches.push({
        kind: 'payment_unattached',
        user_id: userId,
        message: `订单${order.order_no}有第二笔成功支付${refs.provider_ref}`,
        refs,
      });
      continue;
    }
    creditedPayment.set(order.order_no, payment);
    if (order.paid_fen !== amount)
      mismatches.push({
        kind: 'paid_amount_mismatch',
        user_id: userId,
        message: `订单${order.order_no}实付${order.paid_fen}分，支付单为${amount}分`,
        refs,
      });
  }
  for (const order of orderByNo.values()) {
    if (!PAID_STATES.has(order.status)) continue;
    line(order.user_id).credited_fen += order.credit_fen;
    if (!creditedPayment.has(order.order_no))
      mismatches.push({
        kind: 'order_paid_without_payment',
        user_id: order.user_id,
        message: `订单${order.order_no}为${order.status}，没有成功的支付单`,
        refs: { order_no: order.order_no },
      });
    if (order.refunded_fen > order.paid_fen)
      mismatches.push({
        kind: 'refund_exceeds_paid',
        user_id: order.user_id,
        message: `订单${order.order_no}已退${order.refunded_fen}分，超过实付${order.paid_fen}分`,
        refs: { order_no: order.order_no },
      });
  }

  // ——— the ledger ———
  const accountColumns = await tableColumns(db, 'ledger_accounts');
  const accounts = await rows(db, 'SELECT * FROM ledger_accounts');
  const entries = await rows(
    db,
    'SELECT e.id, e.account_id, e.delta, e.kind, e.ref_type, e.ref_id, e.idempotency_key, a.user_id, a.asset FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id ORDER BY e.id',
  );
  const running = new Map<number, number>();
  const negativeAt = new Map<number, number>();
  for (const entry of entries) {
    const account = num(entry.account_id);
    const sum = (running.get(account) ?? 0) + num(entry.delta);
    running.set(account, sum);
    if (sum < 0 && !negativeAt.has(account)) negativeAt.set(account, num(entry.id));
    const userLine = line(num(entry.user_id));
    if (!NOT_REWARD_KINDS.has(String(entry.kind))) {
      if (entry.asset === 'cash') userLine.rewarded_fen += num(entry.delta);
      if (entry.asset === 'caidan') userLine.rewarded_caidan += num(entry.delta);
    }
    if (entry.kind === 'withdraw_paid') userLine.paid_out_fen -= num(entry.delta);
  }
  for (const account of accounts) {
    const id = num(account.id);
    const userId = num(account.user_id);
    const sum = running.get(id) ?? 0;
    const userLine = line(userId);
    if (account.asset === 'cash') userLine.cash_fen = sum;
    if (account.asset === 'cash_frozen') userLine.frozen_fen = sum;
    if (account.asset === 'caidan') userLine.caidan = sum;
    if (negativeAt.has(id))
      mismatches.push({
        kind: 'negative_balance',
        user_id: userId,
        message: `${String(account.asset)}账户在分录${negativeAt.get(id)}后为负`,
        refs: { entry_ids: [negativeAt.get(id)!] },
      });
    if (accountColumns.has('balance') && num(account.balance) !== sum)
      mismatches.push({
        kind: 'ledger_balance_mismatch',
        user_id: userId,
        message: `${String(account.asset)}账户余额${num(account.balance)}，分录合计${sum}`,
        refs: {},
      });
  }
  // ——— debts: what a claw-back could not take is owed, and later cash pays it first ———
  const debts =
    (await tableColumns(db, 'ledger_debts')).size > 0
      ? await rows(db, 'SELECT id, user_id, owed_fen, repaid_fen, ref_type, ref_id FROM ledger_debts')
      : [];
  const repaidByDebt = new Map<number, number>();
  for (const entry of entries) {
    const match = /^debt-repay:(\d+):/.exec(String(entry.idempotency_key));
    if (match) repaidByDebt.set(Number(match[1]), (repaidByDebt.get(Number(match[1])) ?? 0) - num(entry.delta));
  }
  /** Outstanding debt by `${user}:${ref_type}:${ref_id}`. */
  const owedByRef = new Map<string, number>();
  for (const debt of debts) {
    const userId = num(debt.user_id);
    const outstanding = num(debt.owed_fen) - num(debt.repaid_fen);
    line(userId).owed_fen += outstanding;
    const refKey = `${userId}:${String(debt.ref_type)}:${String(debt.ref_id)}`;
    owedByRef.set(refKey, (owedByRef.get(refKey) ?? 0) + outstanding);
    const repaid = repaidByDebt.get(num(debt.id)) ?? 0;
    if (repaid !== num(debt.repaid_fen))
      mismatches.push({
        kind: 'debt_repaid_mismatch',
        user_id: userId,
        message: `欠款${num(debt.id)}记为已还${num(debt.repaid_fen)}分，还款分录合计${repaid}分`,
        refs: {},
      });
  }
  for (const userLine of lines.values()) {
    if (userLine.owed_fen > 0 && userLine.cash_fen > 0)
      mismatches.push({
        kind: 'debt_with_cash',
        user_id: userLine.user_id,
        message: `尚欠${userLine.owed_fen}分待追回，现金余额却有${userLine.cash_fen}分（入账应先还欠款）`,
        refs: {},
      });
  }

  const pendingWithdrawals = await rows(
    db,
    "SELECT user_id, COALESCE(SUM(amount_fen), 0) AS fen, GROUP_CONCAT(withdrawal_no) AS nos FROM withdrawals WHERE status = 'PENDING' GROUP BY user_id",
  );
  const pendingByUser = new Map(
    pendingWithdrawals.map((row) => [num(row.user_id), { fen: num(row.fen), nos: String(row.nos ?? '') }]),
  );
  for (const userLine of lines.values()) {
    const pending = pendingByUser.get(userLine.user_id) ?? { fen: 0, nos: '' };
    if (pending.fen !== userLine.frozen_fen)
      mismatches.push({
        kind: 'frozen_mismatch',
        user_id: userLine.user_id,
        message: `冻结余额${userLine.frozen_fen}分，审核中提现合计${pending.fen}分`,
        refs: { withdrawal_no: pending.nos || undefined },
      });
  }

  // ——— membership: days still paid for ———
  const memberships = await rows(
    db,
    'SELECT u.id, u.vip_level, m.expire_at FROM users u LEFT JOIN vip_memberships m ON m.user_id = u.id',
  );
  const ordersByUser = new Map<number, OrderRow[]>();
  for (const order of orderByNo.values())
    ordersByUser.set(order.user_id, [...(ordersByUser.get(order.user_id) ?? []), order]);
  // A closed account forfeits what was left of its membership (the closure asks the user to accept that).
  const deleted = new Set(
    (await rows(db, "SELECT user_id FROM account_closures WHERE status = 'DELETED'").catch(() => [] as Row[])).map(
      (row) => num(row.user_id),
    ),
  );
  for (const member of memberships) {
    const userId = num(member.id);
    if (deleted.has(userId)) continue;
    const own = (ordersByUser.get(userId) ?? []).filter((o) => o.tier && o.paid_at && PAID_STATES.has(o.status));
    if (own.length === 0) continue;
    // A membership granted before the first paid order (seed data, a grant) is not from orders: not checked.
    const first = [...own].sort((a, b) => String(a.paid_at).localeCompare(String(b.paid_at)))[0];
    if (first.prev_expire_at && Date.parse(first.prev_expire_at) > Date.parse(String(first.paid_at))) continue;
    const expected = expectedMembership(own, now);
    const expireAt = str(member.expire_at);
    const stored = String(member.vip_level ?? 'NONE');
    const actualEnd =
      expireAt && Date.parse(expireAt) > now.getTime() && stored !== 'NONE' ? Date.parse(expireAt) : null;
    const actualLevel = actualEnd === null ? 'NONE' : stored;
    const daysOf = (end: number | null) => (end === null ? 0 : Math.ceil((end - now.getTime()) / DAY_MS));
    const expectedDays = daysOf(expected.end);
    const actualDays = daysOf(actualEnd);
    if (actualLevel !== expected.level || Math.abs(actualDays - expectedDays) > 1) {
      mismatches.push({
        kind: 'membership_days',
        user_id: userId,
        message: `会员为${actualLevel}剩余${actualDays}天，按仍在付费的订单应为${expected.level}剩余${expectedDays}天`,
        refs: { order_no: own.map((o) => o.order_no).join(',') },
      });
    }
  }

  // ——— rewards standing for refunded purchases, one reward per person ———
  const fullyRefunded = (orderNo: string | null) => {
    const order = orderNo ? orderByNo.get(orderNo) : undefined;
    return Boolean(order && order.status === 'REFUNDED' && order.refunded_fen >= order.paid_fen);
  };
  const inviteEntries = entries.filter((entry) => entry.ref_type === 'invite' && entry.asset === 'cash');
  const inviteNet = new Map<string, { inviter: number; invitee: number; net: number; ids: number[] }>();
  for (const entry of inviteEntries) {
    const key = `${num(entry.user_id)}:${String(entry.ref_id)}`;
    const item = inviteNet.get(key) ?? { inviter: num(entry.user_id), invitee: Number(entry.ref_id), net: 0, ids: [] };
    item.net += num(entry.delta);
    item.ids.push(num(entry.id));
    inviteNet.set(key, item);
  }
  const inviteRewardColumns = await tableColumns(db, 'invite_rewards');
  const rewardRows = await rows(db, 'SELECT * FROM invite_rewards');
  const rewardOf = new Map(rewardRows.map((row) => [num(row.invitee_id), row]));
  const personColumn = [...inviteRewardColumns].find((name) => /mobile|person|identity/.test(name));
  const perPerson = new Map<string, { inviter: number; rewards: number[][] }>();
  for (const item of inviteNet.values()) {
    // What the inviter still owes for this friend (a claw-back the cash did not cover) is not kept.
    const kept = item.net - (owedByRef.get(`${item.inviter}:invite:${item.invitee}`) ?? 0);
    if (kept <= 0) continue;
    const reward = rewardOf.get(item.invitee);
    const orderNo = reward ? str(reward.order_no) : null;
    const paidOrders = (ordersByUser.get(item.invitee) ?? []).filter((o) => PAID_STATES.has(o.status));
    const standsFor =
      orderNo ?? paidOrders.sort((a, b) => String(a.paid_at).localeCompare(String(b.paid_at)))[0]?.order_no ?? null;
    const rewarded = standsFor ? orderByNo.get(standsFor) : undefined;
    if (fullyRefunded(standsFor)) {
      mismatches.push({
        kind: 'reward_for_refunded_purchase',
        user_id: item.inviter,
        message: `邀请返现（好友${item.invitee}）对应的订单${standsFor}已全额退款`,
        refs: { order_no: standsFor ?? undefined, entry_ids: item.ids, invitee_id: item.invitee },
      });
    } else if (
      rewarded &&
      rewarded.refunded_fen > 0 &&
      kept > inviteRewardFen(rewarded.paid_fen - rewarded.refunded_fen, INVITE_RULES)
    ) {
      const due = inviteRewardFen(rewarded.paid_fen - rewarded.refunded_fen, INVITE_RULES);
      mismatches.push({
        kind: 'reward_above_kept_purchase',
        user_id: item.inviter,
        message: `邀请返现（好友${item.invitee}）净额${item.net}分（其中待追回${item.net - kept}分），订单${rewarded.order_no}部分退款后只应为${due}分`,
        refs: { order_no: rewarded.order_no, entry_ids: item.ids, invitee_id: item.invitee },
      });
    }
    const person =
      personColumn && reward && reward[personColumn] ? String(reward[personColumn]) : `user:${item.invitee}`;
    const key = `${item.inviter}|${person}`;
    const group = perPerson.get(key) ?? { inviter: item.inviter, rewards: [] };
    group.rewards.push(item.ids);
    perPerson.set(key, group);
  }
  for (const group of perPerson.values()) {
    if (group.rewards.length > 1)
      mismatches.push({
        kind: 'inviter_rewarded_twice',
        user_id: group.inviter,
        message: `同一好友为邀请人返现了${group.rewards.length}次`,
        refs: { entry_ids: group.rewards.flat() },
      });
  }
  const sameDevice = await rows(
    db,
    `SELECT DISTINCT r.inviter_id, r.invitee_id FROM invite_rewards r
       JOIN login_devices a ON a.user_id = r.inviter_id JOIN login_devices b ON b.user_id = r.invitee_id AND b.device_id = a.device_id
      WHERE a.device_id NOT LIKE 'family:%'`,
  ).catch(() => [] as Row[]);
  for (const pair of sameDevice) {
    const item = inviteNet.get(`${num(pair.inviter_id)}:${num(pair.invitee_id)}`);
    if (item && item.net > 0)
      mismatches.push({
        kind: 'invite_reward_same_device',
        user_id: item.inviter,
        message: `好友${item.invitee}与邀请人为同一设备，却得到返现`,
        refs: { entry_ids: item.ids, invitee_id: item.invitee },
      });
  }
  // A gift coupon names its order by ref, or through the order's reward record (order_rewards) when there is one.
  const rewardTable = (await tableColumns(db, 'order_rewards')).size > 0;
  const giftCoupons = await rows(
    db,
    rewardTable
      ? "SELECT c.id, c.user_id, COALESCE((SELECT r.order_no FROM order_rewards r WHERE r.coupon_id = c.id), c.ref) AS ref FROM user_coupons c WHERE c.source = 'sku_gift' AND c.status IN ('UNUSED', 'LOCKED')"
      : "SELECT id, user_id, ref FROM user_coupons WHERE source = 'sku_gift' AND status IN ('UNUSED', 'LOCKED')",
  );
  for (const coupon of giftCoupons) {
    if (fullyRefunded(str(coupon.ref)))
      mismatches.push({
        kind: 'reward_for_refunded_purchase',
        user_id: num(coupon.user_id),
        message: `赠券${num(coupon.id)}对应的订单${String(coupon.ref)}已全额退款，仍可使用`,
        refs: { order_no: String(coupon.ref), coupon_id: num(coupon.id) },
      });
  }
  const firstPurchase = await rows(
    db,
    "SELECT c.id, c.user_id, c.ref FROM user_coupons c WHERE c.ref LIKE 'task:first_purchase:%' AND c.status IN ('UNUSED', 'LOCKED')",
  );
  for (const coupon of firstPurchase) {
    const userId = num(coupon.user_id);
    const paid = (ordersByUser.get(userId) ?? []).filter((o) => PAID_STATES.has(o.status));
    if (paid.length > 0 && paid.every((o) => fullyRefunded(o.order_no))) {
      mismatches.push({
        kind: 'reward_for_refunded_purchase',
        user_id: userId,
        message: `首购任务奖励券${num(coupon.id)}仍可使用，但该用户的购买已全部退款`,
        refs: { order_no: paid.map((o) => o.order_no).join(','), coupon_id: num(coupon.id) },
      });
    }
  }

  const list = [...lines.values()].filter(
    (l) =>
      l.paid_fen ||
      l.refunded_fen ||
      l.credited_fen ||
      l.rewarded_fen ||
      l.rewarded_caidan ||
      l.paid_out_fen ||
      l.cash_fen ||
      l.frozen_fen ||
      l.caidan ||
      l.owed_fen,
  );
  const totals = {
    users: list.length,
    paid_fen: 0,
    refunded_fen: 0,
    credited_fen: 0,
    rewarded_fen: 0,
    rewarded_caidan: 0,
    paid_out_fen: 0,
    cash_fen: 0,
    frozen_fen: 0,
    caidan: 0,
    owed_fen: 0,
  };
  for (const l of list) {
    for (const key of [
      'paid_fen',
      'refunded_fen',
      'credited_fen',
      'rewarded_fen',
      'rewarded_caidan',
      'paid_out_fen',
      'cash_fen',
      'frozen_fen',
      'caidan',
      'owed_fen',
    ] as const)
      totals[key] += l[key];
  }
  return { generated_at: now.toISOString(), users: list, totals, mismatches };
}

export const reconcileModule: UpstreamModule = {
  name: 'reconcile',
  version: 1,
  schema: [],
  routes(router) {
    // Development only, like every /__dev route: the report names users and orders.
    router.get('/__dev/reconcile', async (ctx) => {
      if (process.env.UPSTREAM_DEV_ROUTES === '0') throw new UpstreamError(404, '接口不存在', 404);
      const report = await reconcile(ctx.db);
      const mobile = ctx.query.get('mobile');
      if (!mobile) return report;
      const ids = new Set(report.users.filter((user) => user.mobile === mobile).map((user) => user.user_id));
      return {
        ...report,
        users: report.users.filter((user) => ids.has(user.user_id)),
        mismatches: report.mismatches.filter((m) => ids.has(m.user_id)),
      };
    });
  },
};
