import { randomBytes } from 'node:crypto';
import type { InStatement } from '@libsql/client';
import { z } from 'zod';
import { exchangeInputSchema, exchangeRateSchema, exchangeSchema } from '@/lib/caidan/schemas';
import { exchangeLegs, type ExchangeRate } from '@/lib/caidan/rules';
import { chinaDayOf } from '@/lib/task/rules';
import {
  bindAccountInputSchema,
  ledgerEntrySchema,
  smsSentToSelfSchema,
  stepUpInputSchema,
  stepUpSchema,
  walletSchema,
  withdrawAccountSchema,
  withdrawalSchema,
} from '@/lib/wallet/schemas';
import {
  withdrawFeeFen,
  withdrawRefusal,
  type LedgerAsset,
  type WithdrawAccountType,
  type WithdrawRules,
} from '@/lib/wallet/rules';
import { parseBody } from '@/upstream/core/body';
import { createSerialQueue, idempotencyKeyOf, withIdempotency } from '@/upstream/core/idempotency';
import { UpstreamError, type Db, type HandlerContext, type Router, type UpstreamModule } from '@/upstream/core/types';
import { consumeSmsCode, issueSmsCode } from './sms';
import { grantCoupon } from './coupon';

/**
 * The ledger (DOMAIN-MODEL LedgerAccount / LedgerEntry / Withdrawal / reward grant): one account per
 * user and asset (cash, cash_frozen in fen; caidan in units), entries append-only (triggers refuse
 * UPDATE and DELETE), balance = sum of entries. Every write is ONE batch (one SQL transaction) and a
 * trigger refuses, inside that transaction, any entry that would take an account below zero — so a
 * movement and its counter-movement land together or not at all, and no race can overdraw.
 * Each entry carries kind, ref and an idempotency key unique per account: a repeated grant is a no-op.
 */
const INSUFFICIENT = 'LEDGER_INSUFFICIENT';
const devRoutesEnabled = () => process.env.UPSTREAM_DEV_ROUTES !== '0';

export const WITHDRAW_RULES: WithdrawRules = {
  min_fen: 1000,
  max_fen: 500_000,
  daily_max_fen: 1_000_000,
  daily_count: 3,
  fee_bp: 10,
  fee_min_fen: 100,
};
/** 100 cai-dan ⇄ 10 fen, at least 1,000 cai-dan per exchange. */
export const EXCHANGE_RATE: ExchangeRate = { caidan_units: 100, cash_fen: 10, min_caidan: 1000 };
const STEP_UP_TTL_MS = 5 * 60_000;

/** Ledger writes of this process run one at a time (reads before a batch see the state it writes to). */
const ledgerQueue = createSerialQueue();

export interface Movement {
  userId: number;
  asset: LedgerAsset;
  delta: number;
  kind: string;
  refType: string;
  refId: string;
  key: string;
  memo: string;
}

/** The statements of one entry: its account (created on first use) and the entry, ignored when the key was used on that account. */
export function movementStatements(m: Movement, at: string): InStatement[] {
  if (!Number.isSafeInteger(m.delta) || m.delta === 0) throw new Error('ledger delta must be a non-zero integer');
  const entry = {
    sql: `INSERT OR IGNORE INTO ledger_entries (account_id, delta, kind, ref_type, ref_id, idempotency_key, memo, at)
          VALUES ((SELECT id FROM ledger_accounts WHERE user_id = ? AND asset = ?), ?, ?, ?, ?, ?, ?, ?)`,
    args: [m.userId, m.asset, m.delta, m.kind, m.refType, m.refId, m.key, m.memo, at],
  };
  if (m.asset === 'cash' && m.delta > 0) cashCredits.set(entry, m.userId);
  return [
    { sql: 'INSERT OR IGNORE INTO ledger_accounts (user_id, asset) VALUES (?, ?)', args: [m.userId, m.asset] },
    entry,
  ];
}

/** The entry statement of each cash credit built here, with its user: a credit pays that user's debts first. */
const cashCredits = new WeakMap<object, number>();

/** What a user still owes (ledger_debts): a claw-back the cash did not cover when it was due. */
export interface Debt {
  userId: number;
  owedFen: number;
  kind: string;
  refType: string;
  refId: string;
  key: string;
  memo: string;
}

/** Records a debt (once per key), in the batch of the claw-back that could not take it all. */
export function debtStatement(debt: Debt, at: string): InStatement {
  if (!Number.isSafeInteger(debt.owedFen) || debt.owedFen <= 0) throw new Error('a debt must be a positive integer');
  return {
    sql: 'INSERT OR IGNORE INTO ledger_debts (user_id, owed_fen, kind, ref_type, ref_id, idempotency_key, memo, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    args: [debt.userId, debt.owedFen, debt.kind, debt.refType, debt.refId, debt.key, debt.memo, at],
  };
}

export interface OpenDebt {
  id: number;
  owed_fen: number;
  repaid_fen: number;
  outstanding_fen: number;
  kind: string;
  ref_type: string;
  ref_id: string;
  memo: string;
  created_at: string;
}

export async function openDebts(db: Db, userId: number): Promise<OpenDebt[]> {
  const rows = await db.execute({
    sql: 'SELECT * FROM ledger_debts WHERE user_id = ? AND repaid_fen < owed_fen ORDER BY id',
    args: [userId],
  });
  return rows.rows.map((row) => ({
    id: Number(row.id),
    owed_fen: Number(row.owed_fen),
    repaid_fen: Number(row.repaid_fen),
    outstanding_fen: Number(row.owed_fen) - Number(row.repaid_fen),
    kind: String(row.kind),
    ref_type: String(row.ref_type),
    ref_id: String(row.ref_id),
    memo: String(row.memo),
    created_at: String(row.created_at),
  }));
}

const CASH_BALANCE =
  "(SELECT COALESCE(SUM(e.delta), 0) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.user_id = ledger_debts.user_id AND a.asset = 'cash')";
const REPAID_BY_KEY =
  "(SELECT -e.delta FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.user_id = ledger_debts.user_id AND a.asset = 'cash' AND e.idempotency_key = ?)";

/**
 * Each open debt of these users, oldest first, takes what the cash holds after the batch's credits
 * (never more than it owes, never below zero): an entry under the debt's ref (返现追回) and the debt's
 * repaid amount, both computed inside the transaction. The entry's kind is debt_repay (返现追回).
 */
async function repaymentStatements(db: Db, userIds: number[], at: string): Promise<InStatement[]> {
  const statements: InStatement[] = [];
  const batch = randomBytes(4).toString('hex');
  for (const userId of new Set(userIds)) {
    for (const debt of await openDebts(db, userId)) {
      const key = `debt-repay:${debt.id}:${batch}`;
      statements.push(
        { sql: 'INSERT OR IGNORE INTO ledger_accounts (user_id, asset) VALUES (?, ?)', args: [userId, 'cash'] },
        {
          sql: `INSERT OR IGNORE INTO ledger_entries (account_id, delta, kind, ref_type, ref_id, idempotency_key, memo, at)
                SELECT (SELECT id FROM ledger_accounts WHERE user_id = ledger_debts.user_id AND asset = 'cash'), -MIN(owed_fen - repaid_fen, ${CASH_BALANCE}), 'debt_repay', ref_type, ref_id, ?, ?, ?
                  FROM ledger_debts WHERE id = ? AND repaid_fen < owed_fen AND ${CASH_BALANCE} > 0`,
          args: [key, DEBT_REPAY_MEMO, at, debt.id],
        },
        {
          sql: `UPDATE ledger_debts SET repaid_fen = repaid_fen + COALESCE(${REPAID_BY_KEY}, 0), settled_at = CASE WHEN repaid_fen + COALESCE(${REPAID_BY_KEY}, 0) >= owed_fen THEN ? ELSE settled_at END WHERE id = ?`,
          args: [key, key, at, debt.id],
        },
      );
    }
  }
  return statements;
}

/** The memo of a repayment entry, as the user reads it in 资金明细. */
export const DEBT_REPAY_MEMO = '好友订单退款后待追回的返现，从本笔入账中扣回';

/**
 * Runs one transaction; an overdraw refused by the trigger becomes the business error `refusal`.
 * Cash credited in it first pays what its user owes (ledger_debts), in the same transaction.
 */
async function writeBatch(db: Db, statements: InStatement[], refusal = '余额不足') {
  if (statements.length === 0) return [];
  const credited = statements
    .map((statement) => (typeof statement === 'object' ? cashCredits.get(statement) : undefined))
    .filter((userId): userId is number => userId !== undefined);
  const repayments = credited.length > 0 ? await repaymentStatements(db, credited, new Date().toISOString()) : [];
  try {
    return await db.batch([...statements, ...repayments], 'write');
  } catch (error) {
    if (String((error as Error).message).includes(INSUFFICIENT)) throw new UpstreamError(1003, refusal, 409);
    throw error;
  }
}

/** One ledger transaction on the ledger's queue, for modules that write their own row with the movement (a task claim). */
export function writeLedger(db: Db, statements: InStatement[], refusal?: string) {
  return ledgerQueue(() => writeBatch(db, statements, refusal));
}

/** Like writeLedger, with the statements built on the queue (so balances read for them cannot change before they land). */
export function writeLedgerBuilt(db: Db, build: () => Promise<InStatement[]>, refusal?: string) {
  return ledgerQueue(async () => writeBatch(db, await build(), refusal));
}

export async function balanceOf(db: Db, userId: number, asset: LedgerAsset): Promise<number> {
  const row = (
    await db.execute({
      sql: 'SELECT COALESCE(SUM(e.delta), 0) AS balance FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.user_id = ? AND a.asset = ?',
      args: [userId, asset],
    })
  ).rows[0];
  return Number(row.balance);
}

export type Reward =
  { type: 'caidan'; units: number } | { type: 'cash'; fen: number } | { type: 'coupon'; template_id: number };
export interface RewardRef {
  type: 'task' | 'invite' | 'prize' | 'activity';
  id: string;
  memo: string;
}

/**
 * The one way any family pays a reward (tasks, invites, draws, activities). Idempotent by key: the
 * same key never pays twice (a ledger entry's key is unique per account; a coupon remembers its ref).
 * VIP periods and physical prizes are not rewards of this function yet.
 */
export async function grant(
  db: Db,
  userId: number,
  reward: Reward,
  ref: RewardRef,
  idempotencyKey: string,
): Promise<{ granted: boolean }> {
  const kind = ref.type === 'task' ? 'task_reward' : ref.type === 'activity' ? 'grant' : ref.type;
  if (reward.type === 'coupon') {
    const held = await db.execute({
      sql: 'SELECT id FROM user_coupons WHERE user_id = ? AND ref = ?',
      args: [userId, idempotencyKey],
    });
    if (held.rows[0]) return { granted: false };
    await grantCoupon(
      db,
      userId,
      reward.template_id,
      ref.type === 'activity' ? 'activity' : ref.type === 'prize' ? 'activity' : ref.type,
      idempotencyKey,
    );
    return { granted: true };
  }
  const movement: Movement =
    reward.type === 'caidan'
      ? {
          userId,
          asset: 'caidan',
          delta: reward.units,
          kind,
          refType: ref.type,
          refId: ref.id,
          key: idempotencyKey,
          memo: ref.memo,
        }
      : {
          userId,
          asset: 'cash',
          delta: reward.fen,
          kind,
          refType: ref.type,
          refId: ref.id,
          key: idempotencyKey,
          memo: ref.memo,
        };
  const results = await ledgerQueue(() => writeBatch(db, movementStatements(movement, new Date().toISOString())));
  return { granted: results[1].rowsAffected === 1 };
}

function entryRow(row: Record<string, unknown>) {
  return {
    id: Number(row.id),
    asset: String(row.asset) as LedgerAsset,
    delta: Number(row.delta),
    kind: String(row.kind),
    ref_type: String(row.ref_type),
    ref_id: String(row.ref_id),
    memo: String(row.memo),
    at: String(row.at),
  } satisfies z.input<typeof ledgerEntrySchema>;
}

const ENTRY_SELECT =
  'SELECT e.id, a.asset, e.delta, e.kind, e.ref_type, e.ref_id, e.memo, e.at FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id';

async function listEntries(db: Db, userId: number, assets: LedgerAsset[], limit: number) {
  const rows = await db.execute({
    sql: `${ENTRY_SELECT} WHERE a.user_id = ? AND a.asset IN (${assets.map(() => '?').join(', ')}) ORDER BY e.id DESC LIMIT ?`,
    args: [userId, ...assets, limit],
  });
  return rows.rows.map((row) => entryRow(row as Record<string, unknown>));
}

function withdrawalRow(row: Record<string, unknown>) {
  return {
    id: Number(row.id),
    withdrawal_no: String(row.withdrawal_no),
    amount_fen: Number(row.amount_fen),
    fee_fen: Number(row.fee_fen),
    arrival_fen: Number(row.amount_fen) - Number(row.fee_fen),
    account: { type: String(row.account_type) as WithdrawAccountType, masked: String(row.account_masked) },
    status: String(row.status) as 'PENDING' | 'PAID' | 'FAILED',
    reason: (row.reason as string | null) ?? null,
    created_at: String(row.created_at),
    settled_at: (row.settled_at as string | null) ?? null,
  } satisfies z.input<typeof withdrawalSchema>;
}

/** 138****0000 / ab***@mail.com: enough for the user to recognise the account, not to use it. */
function maskPayoutAccount(account: string): string {
  if (/^1\d{10}$/.test(account)) return `${account.slice(0, 3)}****${account.slice(7)}`;
  const [name, domain] = account.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}

async function withdrawState(db: Db, userId: number, now: Date) {
  const [realname, account, today] = await Promise.all([
    db.execute({
      sql: 'SELECT verified_at FROM realname_details WHERE user_id = ? AND verified_at IS NOT NULL AND name IS NOT NULL',
      args: [userId],
    }),
    db.execute({ sql: 'SELECT type, masked FROM withdraw_accounts WHERE user_id = ?', args: [userId] }),
    db.execute({
      sql: "SELECT COUNT(*) AS n, COALESCE(SUM(amount_fen), 0) AS fen FROM withdrawals WHERE user_id = ? AND day = ? AND status <> 'FAILED'",
      args: [userId, chinaDayOf(now)],
    }),
  ]);
  const accountRow = account.rows[0];
  return {
    realname: Boolean(realname.rows[0]),
    account: accountRow
      ? { type: String(accountRow.type) as WithdrawAccountType, masked: String(accountRow.masked) }
      : null,
    today_count: Number(today.rows[0].n),
    today_fen: Number(today.rows[0].fen),
  };
}

export async function walletOf(db: Db, userId: number) {
  const [cash, frozen, caidan, state, debts] = await Promise.all([
    balanceOf(db, userId, 'cash'),
    balanceOf(db, userId, 'cash_frozen'),
    balanceOf(db, userId, 'caidan'),
    withdrawState(db, userId, new Date()),
    openDebts(db, userId),
  ]);
  return {
    cash_fen: cash,
    frozen_fen: frozen,
    caidan,
    owed_fen: debts.reduce((sum, debt) => sum + debt.outstanding_fen, 0),
    debts: debts.map((debt) => ({
      ref_type: debt.ref_type,
      ref_id: debt.ref_id,
      owed_fen: debt.owed_fen,
      outstanding_fen: debt.outstanding_fen,
      memo: debt.memo,
      created_at: debt.created_at,
    })),
    rules: WITHDRAW_RULES,
    ...state,
  } satisfies z.input<typeof walletSchema> & { debts: unknown[] };
}

function serial(prefix: string) {
  return `${prefix}${Date.now()}${randomBytes(3).toString('hex')}`;
}

/** Freezes the amount in one transaction: the withdrawal row, cash −amount, frozen +amount. */
export function requestWithdrawal(db: Db, userId: number, amountFen: number, now = new Date()) {
  return ledgerQueue(async () => {
    const state = await withdrawState(db, userId, now);
    const refusal = withdrawRefusal(amountFen, WITHDRAW_RULES, { ...state, available_fen: Number.MAX_SAFE_INTEGER });
    if (refusal) throw new UpstreamError(1003, refusal, 409);
    const no = serial('W');
    const at = now.toISOString();
    const ref = {
      refType: 'withdrawal',
      refId: no,
      key: `withdraw:${no}:freeze`,
      memo: '提现冻结',
      kind: 'withdraw_freeze',
    };
    await writeBatch(
      db,
      [
        {
          sql: "INSERT INTO withdrawals (withdrawal_no, user_id, amount_fen, fee_fen, account_type, account_masked, status, day, created_at) VALUES (?, ?, ?, ?, ?, ?, 'PENDING', ?, ?)",
          args: [
            no,
            userId,
            amountFen,
            withdrawFeeFen(amountFen, WITHDRAW_RULES),
            state.account!.type,
            state.account!.masked,
            chinaDayOf(now),
            at,
          ],
        },
        ...movementStatements({ userId, asset: 'cash', delta: -amountFen, ...ref }, at),
        ...movementStatements({ userId, asset: 'cash_frozen', delta: amountFen, ...ref }, at),
      ],
      '可提现余额不足',
    );
    return withdrawalRow(
      (await db.execute({ sql: 'SELECT * FROM withdrawals WHERE withdrawal_no = ?', args: [no] })).rows[0] as Record<
        string,
        unknown
      >,
    );
  });
}

/**
 * The payout's answer: 已到账 takes the frozen amount out; 失败 releases it back to cash. Both use the
 * key `withdraw:<no>:settle` on the frozen account, so a withdrawal settles once, whichever comes first.
 */
export function settleWithdrawal(
  db: Db,
  withdrawalNo: string,
  result: 'PAID' | 'FAILED',
  reason: string | null = null,
  now = new Date(),
) {
  return ledgerQueue(async () => {
    const row = (await db.execute({ sql: 'SELECT * FROM withdrawals WHERE withdrawal_no = ?', args: [withdrawalNo] }))
      .rows[0];
    if (!row) throw new UpstreamError(1003, '提现记录不存在', 404);
    if (row.status !== 'PENDING') return withdrawalRow(row as Record<string, unknown>);
    const userId = Number(row.user_id);
    const amount = Number(row.amount_fen);
    const at = now.toISOString();
    const base = { userId, refType: 'withdrawal', refId: withdrawalNo, key: `withdraw:${withdrawalNo}:settle` };
    const legs =
      result === 'PAID'
        ? movementStatements(
            { ...base, asset: 'cash_frozen', delta: -amount, kind: 'withdraw_paid', memo: '提现到账' },
            at,
          )
        : [
            ...movementStatements(
              { ...base, asset: 'cash_frozen', delta: -amount, kind: 'withdraw_release', memo: '提现失败，已退回' },
              at,
            ),
            ...movementStatements(
              { ...base, asset: 'cash', delta: amount, kind: 'withdraw_release', memo: '提现失败，已退回' },
              at,
            ),
          ];
    await writeBatch(db, [
      {
        sql: "UPDATE withdrawals SET status = ?, reason = ?, settled_at = ? WHERE withdrawal_no = ? AND status = 'PENDING'",
        args: [result, reason, at, withdrawalNo],
      },
      ...legs,
    ]);
    return withdrawalRow(
      (await db.execute({ sql: 'SELECT * FROM withdrawals WHERE withdrawal_no = ?', args: [withdrawalNo] }))
        .rows[0] as Record<string, unknown>,
    );
  });
}

function exchangeRow(row: Record<string, unknown>) {
  return {
    id: Number(row.id),
    direction: String(row.direction) as 'caidan_to_cash' | 'cash_to_caidan',
    caidan: Number(row.caidan),
    cash_fen: Number(row.cash_fen),
    rate: JSON.parse(String(row.rate)) as ExchangeRate,
    at: String(row.at),
  } satisfies z.input<typeof exchangeSchema>;
}

/** Both legs of an exchange and its record in one transaction; the debited leg cannot go below zero. */
export function exchange(db: Db, userId: number, input: z.infer<typeof exchangeInputSchema>, now = new Date()) {
  return ledgerQueue(async () => {
    const legs = exchangeLegs(input.direction, input.amount, EXCHANGE_RATE);
    if ('refusal' in legs) throw new UpstreamError(1003, legs.refusal, 400);
    const no = serial('X');
    const at = now.toISOString();
    const ref = { userId, kind: 'exchange', refType: 'exchange', refId: no, key: `exchange:${no}` };
    const toCash = input.direction === 'caidan_to_cash';
    await writeBatch(
      db,
      [
        {
          sql: 'INSERT INTO exchanges (exchange_no, user_id, direction, caidan, cash_fen, rate, at) VALUES (?, ?, ?, ?, ?, ?, ?)',
          args: [no, userId, input.direction, legs.caidan, legs.cash_fen, JSON.stringify(EXCHANGE_RATE), at],
        },
        ...movementStatements(
          {
            ...ref,
            asset: 'caidan',
            delta: toCash ? -legs.caidan : legs.caidan,
            memo: toCash ? '兑换现金' : '现金兑换财蛋',
          },
          at,
        ),
        ...movementStatements(
          {
            ...ref,
            asset: 'cash',
            delta: toCash ? legs.cash_fen : -legs.cash_fen,
            memo: toCash ? '财蛋兑换' : '兑换财蛋',
          },
          at,
        ),
      ],
      toCash ? '财蛋数量不足' : '现金余额不足',
    );
    return exchangeRow(
      (await db.execute({ sql: 'SELECT * FROM exchanges WHERE exchange_no = ?', args: [no] })).rows[0] as Record<
        string,
        unknown
      >,
    );
  });
}

async function ownedOr404<T>(load: Promise<T | null | undefined>, message: string): Promise<T> {
  const found = await load;
  if (!found) throw new UpstreamError(1003, message, 404);
  return found;
}

/**
 * A withdrawal ticket is used once (DOMAIN-MODEL "SMS codes have a purpose"): the request claims it
 * atomically before it runs, so concurrent requests with one ticket move money at most once; a refused
 * request (too little balance, below the minimum) gives it back for the user's corrected retry.
 */
async function withTicket<T>(db: Db, userId: number, ticket: string, work: () => Promise<T>): Promise<T> {
  const claimed = await db.execute({
    sql: 'DELETE FROM withdraw_tickets WHERE ticket = ? AND user_id = ? AND expires_at > ? RETURNING expires_at',
    args: [ticket, userId, Date.now()],
  });
  if (!claimed.rows[0]) throw new UpstreamError(2005, '短信验证已失效，请重新获取验证码', 403);
  try {
    return await work();
  } catch (error) {
    await db.execute({
      sql: 'INSERT OR IGNORE INTO withdraw_tickets (ticket, user_id, expires_at) VALUES (?, ?, ?)',
      args: [ticket, userId, Number(claimed.rows[0].expires_at)],
    });
    throw error;
  }
}

function walletRoutes(router: Router) {
  router.get('/wallet', async (ctx) => walletOf(ctx.db, (await ctx.requireUser()).id));
  router.get('/wallet/entries', async (ctx) => {
    const user = await ctx.requireUser();
    const asset =
      ctx.query.get('asset') === 'caidan' ? (['caidan'] as LedgerAsset[]) : (['cash', 'cash_frozen'] as LedgerAsset[]);
    const limit = Math.min(200, Math.max(1, Number(ctx.query.get('limit') ?? 100) || 100));
    return { entries: await listEntries(ctx.db, user.id, asset, limit) };
  });
  router.get('/wallet/entries/:id', async (ctx) => {
    const user = await ctx.requireUser();
    return ownedOr404(
      ctx.db
        .execute({
          sql: `${ENTRY_SELECT} WHERE a.user_id = ? AND e.id = ?`,
          args: [user.id, Number(ctx.params.id) || 0],
        })
        .then((r) => (r.rows[0] ? entryRow(r.rows[0] as Record<string, unknown>) : null)),
      '记录不存在',
    );
  });
  router.get('/wallet/withdrawals', async (ctx) => {
    const user = await ctx.requireUser();
    const rows = await ctx.db.execute({
      sql: 'SELECT * FROM withdrawals WHERE user_id = ? ORDER BY id DESC LIMIT 100',
      args: [user.id],
    });
    return { withdrawals: rows.rows.map((row) => withdrawalRow(row as Record<string, unknown>)) };
  });
  router.get('/wallet/withdrawals/:id', async (ctx) => {
    const user = await ctx.requireUser();
    return ownedOr404(
      ctx.db
        .execute({
          sql: 'SELECT * FROM withdrawals WHERE user_id = ? AND id = ?',
          args: [user.id, Number(ctx.params.id) || 0],
        })
        .then((r) => (r.rows[0] ? withdrawalRow(r.rows[0] as Record<string, unknown>) : null)),
      '提现记录不存在',
    );
  });
  // Step-up: a withdrawal code to the user's own mobile, exchanged for a ticket valid 5 minutes and used once.
  router.post('/wallet/withdrawals/code', async (ctx) => {
    const user = await ctx.requireUser();
    return (await issueSmsCode(ctx.db, user.mobile, 'withdrawal')) satisfies z.input<typeof smsSentToSelfSchema>;
  });
  router.post('/wallet/withdrawals/verify', async (ctx) => {
    const user = await ctx.requireUser();
    const input = parseBody(stepUpInputSchema, ctx);
    await consumeSmsCode(ctx.db, user.mobile, input.code, 'withdrawal');
    const ticket = randomBytes(16).toString('hex');
    const expires = Date.now() + STEP_UP_TTL_MS;
    await ctx.db.execute({
      sql: 'INSERT INTO withdraw_tickets (ticket, user_id, expires_at) VALUES (?, ?, ?)',
      args: [ticket, user.id, expires],
    });
    return { ticket, expires_at: new Date(expires).toISOString() } satisfies z.input<typeof stepUpSchema>;
  });
  // The payout account (支付宝), bound once the user is verified: the payout goes to an account in the verified name.
  router.post('/wallet/account', async (ctx) => {
    const user = await ctx.requireUser();
    const key = idempotencyKeyOf(ctx);
    const input = parseBody(bindAccountInputSchema, ctx);
    return withIdempotency(ctx.db, { scope: 'wallet.account', userId: user.id, key, request: input }, async () => {
      const state = await withdrawState(ctx.db, user.id, new Date());
      if (!state.realname) throw new UpstreamError(1003, '请先完成实名认证，再绑定收款账户', 409);
      const masked = maskPayoutAccount(input.account);
      await ctx.db.execute({
        sql: "INSERT OR REPLACE INTO withdraw_accounts (user_id, type, masked) VALUES (?, 'alipay', ?)",
        args: [user.id, masked],
      });
      return { type: 'alipay', masked } satisfies z.input<typeof withdrawAccountSchema>;
    });
  });
  router.post('/wallet/withdrawals', async (ctx) => {
    const user = await ctx.requireUser();
    const key = idempotencyKeyOf(ctx);
    const input = parseBody(z.object({ amount_fen: z.number().int().positive(), ticket: z.string() }), ctx);
    return withIdempotency(ctx.db, { scope: 'wallet.withdraw', userId: user.id, key, request: input }, async () => {
      return withTicket(ctx.db, user.id, input.ticket, () => requestWithdrawal(ctx.db, user.id, input.amount_fen));
    });
  });
}

function caidanRoutes(router: Router) {
  router.get('/caidan/rate', async () => EXCHANGE_RATE satisfies z.input<typeof exchangeRateSchema>);
  router.get('/caidan/exchanges', async (ctx) => {
    const user = await ctx.requireUser();
    const rows = await ctx.db.execute({
      sql: 'SELECT * FROM exchanges WHERE user_id = ? ORDER BY id DESC LIMIT 100',
      args: [user.id],
    });
    return { exchanges: rows.rows.map((row) => exchangeRow(row as Record<string, unknown>)) };
  });
  router.get('/caidan/exchanges/:id', async (ctx) => {
    const user = await ctx.requireUser();
    return ownedOr404(
      ctx.db
        .execute({
          sql: 'SELECT * FROM exchanges WHERE user_id = ? AND id = ?',
          args: [user.id, Number(ctx.params.id) || 0],
        })
        .then((r) => (r.rows[0] ? exchangeRow(r.rows[0] as Record<string, unknown>) : null)),
      '兑换记录不存在',
    );
  });
  router.post('/caidan/exchanges', async (ctx) => {
    const user = await ctx.requireUser();
    const key = idempotencyKeyOf(ctx);
    const input = parseBody(exchangeInputSchema, ctx);
    return withIdempotency(ctx.db, { scope: 'caidan.exchange', userId: user.id, key, request: input }, () =>
      exchange(ctx.db, user.id, input),
    );
  });
}

const fundBody = z.object({
  mobile: z.string(),
  cash_fen: z.number().int().nonnegative().default(0),
  caidan: z.number().int().nonnegative().default(0),
  realname: z.boolean().default(false),
  account: z.boolean().default(false),
});

/** Sandbox helpers: fund a test user, settle a withdrawal as the payout would, audit sums. */
function devRoutes(router: Router) {
  const guard = () => {
    if (!devRoutesEnabled()) throw new UpstreamError(404, '接口不存在', 404);
  };
  const userOf = async (ctx: HandlerContext, mobile: string) => {
    const row = (await ctx.db.execute({ sql: 'SELECT id FROM users WHERE mobile = ?', args: [mobile] })).rows[0];
    if (!row) throw new UpstreamError(1003, '用户不存在', 404);
    return Number(row.id);
  };
  router.post('/__dev/wallet/fund', async (ctx) => {
    guard();
    const body = parseBody(fundBody, ctx);
    const userId = await userOf(ctx, body.mobile);
    const ref: RewardRef = { type: 'activity', id: 'sandbox', memo: '测试资金' };
    if (body.cash_fen)
      await grant(
        ctx.db,
        userId,
        { type: 'cash', fen: body.cash_fen },
        ref,
        `dev-fund:${randomBytes(6).toString('hex')}`,
      );
    if (body.caidan)
      await grant(
        ctx.db,
        userId,
        { type: 'caidan', units: body.caidan },
        ref,
        `dev-fund:${randomBytes(6).toString('hex')}`,
      );
    if (body.realname)
      await ctx.db.execute({
        sql: "INSERT OR REPLACE INTO realname_details (user_id, name, id_number, documents, portrait, verified_at, auth_status) VALUES (?, '测试用户', '110105194912310021', 1, 1, ?, 1)",
        args: [userId, new Date().toISOString()],
      });
    if (body.account)
      await ctx.db.execute({
        sql: "INSERT OR REPLACE INTO withdraw_accounts (user_id, type, masked) VALUES (?, 'alipay', ?)",
        args: [userId, `${body.mobile.slice(0, 3)}****${body.mobile.slice(7)}`],
      });
    return walletOf(ctx.db, userId);
  });
  router.post('/__dev/wallet/withdrawals/:no/settle', async (ctx) => {
    guard();
    const body = parseBody(
      z.object({ result: z.enum(['PAID', 'FAILED']), reason: z.string().nullable().default(null) }),
      ctx,
    );
    return settleWithdrawal(ctx.db, ctx.params.no, body.result, body.reason);
  });
  router.get('/__dev/wallet/audit', async (ctx) => {
    guard();
    const userId = await userOf(ctx, ctx.query.get('mobile') ?? '');
    const sums = await ctx.db.execute({
      sql: 'SELECT a.asset, COALESCE(SUM(e.delta), 0) AS balance, COUNT(e.id) AS entries, MIN(running) AS lowest FROM ledger_accounts a LEFT JOIN (SELECT id, account_id, delta, SUM(delta) OVER (PARTITION BY account_id ORDER BY id) AS running FROM ledger_entries) e ON e.account_id = a.id WHERE a.user_id = ? GROUP BY a.asset',
      args: [userId],
    });
    const withdrawals = await ctx.db.execute({
      sql: "SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN status = 'PENDING' THEN amount_fen ELSE 0 END), 0) AS pending FROM withdrawals WHERE user_id = ?",
      args: [userId],
    });
    const exchanges = await ctx.db.execute({
      sql: 'SELECT COUNT(*) AS n FROM exchanges WHERE user_id = ?',
      args: [userId],
    });
    return {
      accounts: sums.rows.map((row) => ({
        asset: String(row.asset),
        balance: Number(row.balance),
        entries: Number(row.entries),
        lowest: row.lowest === null ? 0 : Number(row.lowest),
      })),
      withdrawals: Number(withdrawals.rows[0].n),
      pending_fen: Number(withdrawals.rows[0].pending),
      exchanges: Number(exchanges.rows[0].n),
    };
  });
}

const DAY = 24 * 3600_000;

export const ledgerModule: UpstreamModule = {
  name: 'ledger',
  version: 1,
  tables: [
    'ledger_debts',
    'ledger_entries',
    'ledger_accounts',
    'withdrawals',
    'withdraw_accounts',
    'withdraw_tickets',
    'exchanges',
  ],
  schema: [
    `CREATE TABLE IF NOT EXISTS ledger_accounts (
       id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES users(id),
       asset TEXT NOT NULL CHECK (asset IN ('cash', 'cash_frozen', 'caidan')), UNIQUE (user_id, asset))`,
    `CREATE TABLE IF NOT EXISTS ledger_entries (
       id INTEGER PRIMARY KEY AUTOINCREMENT, account_id INTEGER NOT NULL REFERENCES ledger_accounts(id),
       delta INTEGER NOT NULL CHECK (delta <> 0 AND typeof(delta) = 'integer'), kind TEXT NOT NULL, ref_type TEXT NOT NULL, ref_id TEXT NOT NULL,
       idempotency_key TEXT NOT NULL, memo TEXT NOT NULL, at TEXT NOT NULL, UNIQUE (account_id, idempotency_key))`,
    'CREATE INDEX IF NOT EXISTS ledger_entries_account ON ledger_entries (account_id, id)',
    `CREATE TRIGGER IF NOT EXISTS ledger_entries_append_only_update BEFORE UPDATE ON ledger_entries BEGIN SELECT RAISE(ABORT, 'ledger entries are append-only'); END`,
    `CREATE TRIGGER IF NOT EXISTS ledger_entries_append_only_delete BEFORE DELETE ON ledger_entries BEGIN SELECT RAISE(ABORT, 'ledger entries are append-only'); END`,
    `CREATE TRIGGER IF NOT EXISTS ledger_entries_never_negative BEFORE INSERT ON ledger_entries
       WHEN NEW.delta < 0 AND (SELECT COALESCE(SUM(delta), 0) FROM ledger_entries WHERE account_id = NEW.account_id) + NEW.delta < 0
       BEGIN SELECT RAISE(ABORT, '${INSUFFICIENT}'); END`,
    // What a user owes (a claw-back the cash did not cover): repaid from later cash credits, never a negative balance.
    `CREATE TABLE IF NOT EXISTS ledger_debts (
       id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES users(id),
       owed_fen INTEGER NOT NULL CHECK (owed_fen > 0), repaid_fen INTEGER NOT NULL DEFAULT 0 CHECK (repaid_fen >= 0 AND repaid_fen <= owed_fen),
       kind TEXT NOT NULL, ref_type TEXT NOT NULL, ref_id TEXT NOT NULL, idempotency_key TEXT NOT NULL UNIQUE, memo TEXT NOT NULL, created_at TEXT NOT NULL, settled_at TEXT)`,
    'CREATE INDEX IF NOT EXISTS ledger_debts_user ON ledger_debts (user_id, id)',
    `CREATE TABLE IF NOT EXISTS withdraw_accounts (user_id INTEGER PRIMARY KEY REFERENCES users(id), type TEXT NOT NULL, masked TEXT NOT NULL)`,
    `CREATE TABLE IF NOT EXISTS withdrawals (
       id INTEGER PRIMARY KEY AUTOINCREMENT, withdrawal_no TEXT NOT NULL UNIQUE, user_id INTEGER NOT NULL REFERENCES users(id),
       amount_fen INTEGER NOT NULL CHECK (amount_fen > 0), fee_fen INTEGER NOT NULL CHECK (fee_fen >= 0 AND fee_fen < amount_fen),
       account_type TEXT NOT NULL, account_masked TEXT NOT NULL, status TEXT NOT NULL CHECK (status IN ('PENDING', 'PAID', 'FAILED')),
       reason TEXT, day TEXT NOT NULL, created_at TEXT NOT NULL, settled_at TEXT)`,
    'CREATE INDEX IF NOT EXISTS withdrawals_user_day ON withdrawals (user_id, day)',
    'CREATE TABLE IF NOT EXISTS withdraw_tickets (ticket TEXT PRIMARY KEY, user_id INTEGER NOT NULL, expires_at INTEGER NOT NULL)',
    `CREATE TABLE IF NOT EXISTS exchanges (
       id INTEGER PRIMARY KEY AUTOINCREMENT, exchange_no TEXT NOT NULL UNIQUE, user_id INTEGER NOT NULL REFERENCES users(id),
       direction TEXT NOT NULL, caidan INTEGER NOT NULL CHECK (caidan > 0), cash_fen INTEGER NOT NULL CHECK (cash_fen > 0), rate TEXT NOT NULL, at TEXT NOT NULL)`,
  ],
  async seed(db) {
    // 13800000003 (certified): cash and cai-dan, a bound Alipay account, withdrawals 已到账 / 失败 / 审核中 (id 1 exists).
    // 13800000002: a little cash, a bound WeChat account. Others: empty wallets (13800000001 has no real name).
    const users = await db.execute("SELECT id, mobile FROM users WHERE mobile IN ('13800000002', '13800000003')");
    const now = Date.now();
    for (const user of users.rows) {
      const userId = Number(user.id);
      const mobile = String(user.mobile);
      const rich = mobile === '13800000003';
      await db.execute({
        sql: 'INSERT OR REPLACE INTO withdraw_accounts (user_id, type, masked) VALUES (?, ?, ?)',
        args: [userId, rich ? 'alipay' : 'wechat', `${mobile.slice(0, 3)}****${mobile.slice(7)}`],
      });
      const at = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
      const seedMove = (asset: LedgerAsset, delta: number, kind: string, key: string, memo: string, daysAgo: number) =>
        db.batch(
          movementStatements(
            {
              userId,
              asset,
              delta,
              kind,
              refType: kind === 'task_reward' ? 'task' : 'activity',
              refId: 'seed',
              key,
              memo,
            },
            at(daysAgo),
          ),
          'write',
        );
      await seedMove('cash', rich ? 50_000 : 2_000, 'grant', 'seed:welcome', '新人活动奖励', 12);
      await seedMove('caidan', rich ? 3_680 : 260, 'task_reward', 'seed:tasks', '任务奖励', 6);
      if (!rich) continue;
      await seedMove('cash', 500, 'task_reward', 'seed:first_purchase', '首次购买会员任务奖励', 5);
      await exchange(db, userId, { direction: 'caidan_to_cash', amount: 1000 }, new Date(now - 4 * DAY));
      const paid = await requestWithdrawal(db, userId, 10_000, new Date(now - 3 * DAY));
      await settleWithdrawal(db, paid.withdrawal_no, 'PAID', null, new Date(now - 3 * DAY + 3600_000));
      const failed = await requestWithdrawal(db, userId, 5_000, new Date(now - 2 * DAY));
      await settleWithdrawal(
        db,
        failed.withdrawal_no,
        'FAILED',
        '收款账户信息有误',
        new Date(now - 2 * DAY + 3600_000),
      );
      await requestWithdrawal(db, userId, 20_000, new Date(now - 3600_000));
    }
  },
  routes(router) {
    walletRoutes(router);
    caidanRoutes(router);
    devRoutes(router);
  },
};
