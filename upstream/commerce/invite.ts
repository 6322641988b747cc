import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { maskMobile } from '@/lib/account/schemas';
import { inviteRewardFen, type InviteRules } from '@/lib/invite/rules';
import { CLOSED_MASK, type inviteOverviewSchema } from '@/lib/invite/schemas';
import { parseBody } from '@/upstream/core/body';
import { UpstreamError, type Db, type UpstreamModule } from '@/upstream/core/types';
import { balanceOf, debtStatement, grant, movementStatements, writeLedgerBuilt } from '@/upstream/shared/ledger';
import { REWARD_WINDOW_MS } from '@/upstream/shared/order-rewards';
import { personKeyOfUser } from '@/upstream/shared/person-key';

/**
 * Invite cash-back (lib/invite/rules.ts). A user's code is made on first use; a friend who registers
 * with it (auth module: invitations) is a pending reward; once the friend's first paid order is past
 * its refund window and still paid, the reward settles into the inviter's cash through grant() with
 * the key `invite:<friend>` — so it is paid once however often settlement runs. Settlement runs
 * whenever the inviter's overview is read (and after the friend's payments); a grant that lands before
 * its row is marked is simply marked on the next run. One person rewards once (person-key.ts).
 */
export const INVITE_RULES: InviteRules = { percent: 10, cap_fen: 5000 };
const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const devRoutesEnabled = () => process.env.UPSTREAM_DEV_ROUTES !== '0';

export async function inviteCodeOf(db: Db, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = (await db.execute({ sql: 'SELECT code FROM invite_codes WHERE user_id = ?', args: [userId] }))
      .rows[0];
    if (existing) return String(existing.code);
    const code = Array.from({ length: 8 }, () => CODE_CHARS[randomInt(0, CODE_CHARS.length)]).join('');
    await db.execute({
      sql: 'INSERT OR IGNORE INTO invite_codes (user_id, code, created_at) VALUES (?, ?, ?)',
      args: [userId, code, new Date().toISOString()],
    });
  }
  throw new Error('could not allocate an invite code');
}

async function tableExists(db: Db, name: string): Promise<boolean> {
  return Boolean(
    (await db.execute({ sql: "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", args: [name] })).rows[0],
  );
}

/** Whether the friend has logged in on a device the inviter uses (a second account of the inviter's own). */
async function sharesDevice(db: Db, inviterId: number, inviteeId: number): Promise<boolean> {
  if (!(await tableExists(db, 'login_devices'))) return false;
  const row = await db.execute({
    sql: "SELECT 1 FROM login_devices a JOIN login_devices b ON b.device_id = a.device_id WHERE a.user_id = ? AND b.user_id = ? AND a.device_id NOT LIKE 'family:%' LIMIT 1",
    args: [inviterId, inviteeId],
  });
  return Boolean(row.rows[0]);
}

const SAME_DEVICE = '与邀请人为同一设备';
const SAME_PERSON = '该手机号已注册过，不重复计算';

/**
 * Records the friends who registered with the inviter's code and settles every friend whose first
 * paid order is past its refund window and still paid (结算前已退款的订单不计返现). A friend on the
 * inviter's own device, or a mobile that was invited before (closed and registered again), never pays.
 */
export async function settleInvites(db: Db, inviterId: number, code: string, now = new Date()) {
  const fresh = await db.execute({
    sql: `SELECT i.user_id, i.created_at FROM invitations i WHERE UPPER(i.code) = ? AND i.user_id <> ?
            AND NOT EXISTS (SELECT 1 FROM invite_rewards r WHERE r.invitee_id = i.user_id)`,
    args: [code, inviterId],
  });
  for (const row of fresh.rows) {
    const inviteeId = Number(row.user_id);
    const person = await personKeyOfUser(db, inviteeId);
    if (!person) continue;
    const seen = (await db.execute({ sql: 'SELECT 1 FROM invite_rewards WHERE person = ? LIMIT 1', args: [person] }))
      .rows[0];
    const reason = (await sharesDevice(db, inviterId, inviteeId)) ? SAME_DEVICE : seen ? SAME_PERSON : null;
    await db.execute({
      sql: 'INSERT OR IGNORE INTO invite_rewards (invitee_id, inviter_id, status, reward_fen, person, reason, registered_at) VALUES (?, ?, ?, 0, ?, ?, ?)',
      args: [inviteeId, inviterId, reason ? 'INELIGIBLE' : 'PENDING', person, reason, String(row.created_at)],
    });
  }
  const cutoff = new Date(now.getTime() - REWARD_WINDOW_MS).toISOString();
  const payable = await db.execute({
    sql: `SELECT r.invitee_id, o.order_no, o.paid_fen FROM invite_rewards r
            JOIN orders o ON o.order_no = (SELECT o2.order_no FROM orders o2 WHERE o2.user_id = r.invitee_id AND o2.status = 'PAID' AND o2.paid_fen > 0 AND o2.paid_at <= ? ORDER BY o2.paid_at LIMIT 1)
           WHERE r.inviter_id = ? AND r.status = 'PENDING'`,
    args: [cutoff, inviterId],
  });
  for (const row of payable.rows) {
    const inviteeId = Number(row.invitee_id);
    if (await sharesDevice(db, inviterId, inviteeId)) {
      await db.execute({
        sql: "UPDATE invite_rewards SET status = 'INELIGIBLE', reason = ? WHERE invitee_id = ? AND status = 'PENDING'",
        args: [SAME_DEVICE, inviteeId],
      });
      continue;
    }
    const reward = inviteRewardFen(Number(row.paid_fen), INVITE_RULES);
    if (reward <= 0) continue;
    await grant(
      db,
      inviterId,
      { type: 'cash', fen: reward },
      { type: 'invite', id: String(inviteeId), memo: '邀请好友返现' },
      `invite:${inviteeId}`,
    );
    await db.execute({
      sql: "UPDATE invite_rewards SET status = 'SETTLED', reward_fen = ?, order_no = ?, settled_at = ? WHERE invitee_id = ? AND status = 'PENDING'",
      args: [reward, String(row.order_no), now.toISOString(), inviteeId],
    });
  }
}

/** After a friend's payment or login: records that friend with the inviter (a failure here never fails the caller; the next overview read retries). */
export async function settleInviterOf(db: Db, inviteeId: number) {
  const row = (
    await db.execute({
      sql: 'SELECT c.user_id, c.code FROM invitations i JOIN invite_codes c ON c.code = UPPER(i.code) WHERE i.user_id = ?',
      args: [inviteeId],
    })
  ).rows[0];
  if (row) await settleInvites(db, Number(row.user_id), String(row.code));
}

/**
 * A settled cash-back whose order is refunded afterwards: the inviter keeps only the share of what the
 * friend still paid. The rest is taken back from the inviter's cash as far as it reaches; what was
 * already spent (withdrawn, exchanged) is recorded as owed, never as a negative balance, and later
 * cash credited to the inviter pays it first (ledger debts). One transaction with the record of it.
 */
export async function clawBackInviteReward(db: Db, inviteeId: number, orderNo: string, refundedFen: number) {
  await writeLedgerBuilt(db, async () => {
    const row = (
      await db.execute({
        sql: "SELECT r.inviter_id, r.reward_fen, r.clawed_fen, o.paid_fen FROM invite_rewards r JOIN orders o ON o.order_no = r.order_no WHERE r.invitee_id = ? AND r.order_no = ? AND r.status = 'SETTLED'",
        args: [inviteeId, orderNo],
      })
    ).rows[0];
    if (!row) return [];
    const inviterId = Number(row.inviter_id);
    const owed =
      Number(row.reward_fen) -
      inviteRewardFen(Math.max(0, Number(row.paid_fen) - refundedFen), INVITE_RULES) -
      Number(row.clawed_fen);
    if (owed <= 0) return [];
    const take = Math.min(owed, Math.max(0, await balanceOf(db, inviterId, 'cash')));
    const at = new Date().toISOString();
    const ref = { kind: 'invite_clawback', refType: 'invite', refId: String(inviteeId) };
    return [
      // clawed_fen: all that is taken back, from the cash now or owed.
      { sql: 'UPDATE invite_rewards SET clawed_fen = clawed_fen + ? WHERE invitee_id = ?', args: [owed, inviteeId] },
      ...(take > 0
        ? movementStatements(
            {
              userId: inviterId,
              asset: 'cash',
              delta: -take,
              ...ref,
              key: `invite-clawback:${inviteeId}:${orderNo}`,
              memo: '好友订单退款，收回邀请返现',
            },
            at,
          )
        : []),
      ...(owed > take
        ? [
            debtStatement(
              {
                userId: inviterId,
                owedFen: owed - take,
                ...ref,
                key: `invite-debt:${inviteeId}:${orderNo}`,
                memo: '好友订单退款，已使用的邀请返现待追回',
              },
              at,
            ),
          ]
        : []),
    ];
  });
}

async function overview(db: Db, userId: number): Promise<z.input<typeof inviteOverviewSchema>> {
  const code = await inviteCodeOf(db, userId);
  await settleInvites(db, userId, code);
  const rows = await db.execute({
    sql: 'SELECT u.mobile, r.status, r.reward_fen, r.clawed_fen, r.reason, r.registered_at, r.settled_at FROM invite_rewards r JOIN users u ON u.id = r.invitee_id WHERE r.inviter_id = ? ORDER BY r.registered_at DESC LIMIT 200',
    args: [userId],
  });
  const invitees = rows.rows.map((row) => {
    const mobile = String(row.mobile);
    // A friend who closed the account stays in the list, masked as 已注销 (the mobile is gone).
    const closed = mobile.startsWith('closed:') || !/^\d{11}$/.test(mobile);
    return {
      masked_mobile: closed ? CLOSED_MASK : maskMobile(mobile),
      closed,
      registered_at: String(row.registered_at),
      status: String(row.status) as 'PENDING' | 'SETTLED' | 'INELIGIBLE',
      reward_fen: Math.max(0, Number(row.reward_fen) - Number(row.clawed_fen ?? 0)),
      note: (row.reason as string | null) ?? null,
      settled_at: (row.settled_at as string | null) ?? null,
    };
  });
  return {
    code,
    rules: INVITE_RULES,
    invitees,
    pending_count: invitees.filter((invitee) => invitee.status === 'PENDING').length,
    settled_fen: invitees.reduce((sum, invitee) => sum + (invitee.status === 'SETTLED' ? invitee.reward_fen : 0), 0),
  };
}

export const inviteModule: UpstreamModule = {
  name: 'invite',
  // v2: rewards settle after the friend's refund window, once per person, never for the inviter's own device.
  version: 2,
  tables: ['invite_rewards'],
  schema: [
    'CREATE TABLE IF NOT EXISTS invite_codes (user_id INTEGER PRIMARY KEY REFERENCES users(id), code TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL)',
    `CREATE TABLE IF NOT EXISTS invite_rewards (
       invitee_id INTEGER PRIMARY KEY REFERENCES users(id), inviter_id INTEGER NOT NULL REFERENCES users(id),
       status TEXT NOT NULL CHECK (status IN ('PENDING', 'SETTLED', 'INELIGIBLE')), reward_fen INTEGER NOT NULL CHECK (reward_fen >= 0),
       clawed_fen INTEGER NOT NULL DEFAULT 0, order_no TEXT, person TEXT, reason TEXT, registered_at TEXT NOT NULL, settled_at TEXT)`,
    'CREATE INDEX IF NOT EXISTS invite_rewards_person ON invite_rewards (person)',
    'CREATE INDEX IF NOT EXISTS invite_rewards_inviter ON invite_rewards (inviter_id, registered_at)',
  ],
  async seed(db) {
    // 13800000003 invited two friends who have not bought yet (待到账).
    const inviter = (await db.execute("SELECT id FROM users WHERE mobile = '13800000003'")).rows[0];
    if (!inviter) return;
    const code = await inviteCodeOf(db, Number(inviter.id));
    const DAY = 24 * 3600_000;
    for (const [index, mobile] of ['13900000011', '13900000012'].entries()) {
      const at = new Date(Date.now() - (index + 2) * DAY).toISOString();
      const created = await db.execute({
        sql: "INSERT INTO users (mobile, nickname, vip_level, created_at) VALUES (?, ?, 'NONE', ?) ON CONFLICT(mobile) DO UPDATE SET mobile = excluded.mobile RETURNING id",
        args: [mobile, `用户${mobile.slice(-4)}`, at],
      });
      await db.execute({
        sql: 'INSERT OR IGNORE INTO invitations (user_id, code, created_at) VALUES (?, ?, ?)',
        args: [Number(created.rows[0].id), code, at],
      });
    }
    await settleInvites(db, Number(inviter.id), code);
  },
  routes(router) {
    router.get('/invites/rules', async () => INVITE_RULES);
    router.get('/invites', async (ctx) => overview(ctx.db, (await ctx.requireUser()).id));
    router.post('/__dev/invites/settle', async (ctx) => {
      if (!devRoutesEnabled()) throw new UpstreamError(404, '接口不存在', 404);
      const { mobile } = parseBody(z.object({ mobile: z.string().trim() }), ctx);
      const row = (await ctx.db.execute({ sql: 'SELECT id FROM users WHERE mobile = ?', args: [mobile] })).rows[0];
      if (!row) throw new UpstreamError(1003, '用户不存在', 404);
      return overview(ctx.db, Number(row.id));
    });
  },
};
