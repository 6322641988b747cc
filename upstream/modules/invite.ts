import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { maskMobile } from '../../lib/account/schemas';
import { inviteRewardFen, type InviteRules } from '../../lib/invite/rules';
import type { inviteOverviewSchema } from '../../lib/invite/schemas';
import { parseBody } from '../core/body';
import { UpstreamError, type Db, type UpstreamModule } from '../core/types';
import { grant } from './ledger';

/**
 * Invite cash-back (lib/invite/rules.ts). A user's code is made on first use; a friend who registers
 * with it (auth module: invitations) is a pending reward; once the friend has a paid order the reward
 * settles into the inviter's cash through grant() with the key `invite:<friend>` — so it is paid once
 * however often settlement runs. Settlement runs when the friend's payment is credited (pay module),
 * and again whenever the inviter's overview is read; a grant that lands before its row is marked is
 * simply marked on the next run.
 */
export const INVITE_RULES: InviteRules = { percent: 10, cap_fen: 5000 };
const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const devRoutesEnabled = () => process.env.UPSTREAM_DEV_ROUTES !== '0';

export async function inviteCodeOf(db: Db, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = (await db.execute({ sql: 'SELECT code FROM invite_codes WHERE user_id = ?', args: [userId] })).rows[0];
    if (existing) return String(existing.code);
    const code = Array.from({ length: 8 }, () => CODE_CHARS[randomInt(0, CODE_CHARS.length)]).join('');
    await db.execute({ sql: 'INSERT OR IGNORE INTO invite_codes (user_id, code, created_at) VALUES (?, ?, ?)', args: [userId, code, new Date().toISOString()] });
  }
  throw new Error('could not allocate an invite code');
}

/** Records the friends who registered with the inviter's code and settles every friend who has paid. */
export async function settleInvites(db: Db, inviterId: number, code: string) {
  await db.execute({
    sql: `INSERT OR IGNORE INTO invite_rewards (invitee_id, inviter_id, status, reward_fen, registered_at)
          SELECT i.user_id, ?, 'PENDING', 0, i.created_at FROM invitations i WHERE UPPER(i.code) = ? AND i.user_id <> ?`,
    args: [inviterId, code, inviterId],
  });
  const payable = await db.execute({
    sql: `SELECT r.invitee_id, (SELECT o.paid_fen FROM orders o WHERE o.user_id = r.invitee_id AND o.status = 'PAID' AND o.paid_fen > 0 ORDER BY o.paid_at LIMIT 1) AS paid_fen,
                 (SELECT o.order_no FROM orders o WHERE o.user_id = r.invitee_id AND o.status = 'PAID' AND o.paid_fen > 0 ORDER BY o.paid_at LIMIT 1) AS order_no
          FROM invite_rewards r WHERE r.inviter_id = ? AND r.status = 'PENDING'`,
    args: [inviterId],
  });
  for (const row of payable.rows) {
    if (row.paid_fen === null) continue;
    const inviteeId = Number(row.invitee_id);
    const reward = inviteRewardFen(Number(row.paid_fen), INVITE_RULES);
    if (reward <= 0) continue;
    await grant(db, inviterId, { type: 'cash', fen: reward }, { type: 'invite', id: String(inviteeId), memo: '邀请好友返现' }, `invite:${inviteeId}`);
    await db.execute({
      sql: "UPDATE invite_rewards SET status = 'SETTLED', reward_fen = ?, order_no = ?, settled_at = ? WHERE invitee_id = ? AND status = 'PENDING'",
      args: [reward, String(row.order_no), new Date().toISOString(), inviteeId],
    });
  }
}

/** After a friend's payment: settles that friend's inviter at once (a failure here never fails the payment; the next overview read retries). */
export async function settleInviterOf(db: Db, inviteeId: number) {
  const row = (
    await db.execute({ sql: 'SELECT c.user_id, c.code FROM invitations i JOIN invite_codes c ON c.code = UPPER(i.code) WHERE i.user_id = ?', args: [inviteeId] })
  ).rows[0];
  if (row) await settleInvites(db, Number(row.user_id), String(row.code));
}

async function overview(db: Db, userId: number): Promise<z.input<typeof inviteOverviewSchema>> {
  const code = await inviteCodeOf(db, userId);
  await settleInvites(db, userId, code);
  const rows = await db.execute({
    sql: 'SELECT u.mobile, r.status, r.reward_fen, r.registered_at, r.settled_at FROM invite_rewards r JOIN users u ON u.id = r.invitee_id WHERE r.inviter_id = ? ORDER BY r.registered_at DESC LIMIT 200',
    args: [userId],
  });
  const invitees = rows.rows.map((row) => ({
    masked_mobile: maskMobile(String(row.mobile)),
    registered_at: String(row.registered_at),
    status: String(row.status) as 'PENDING' | 'SETTLED',
    reward_fen: Number(row.reward_fen),
    settled_at: (row.settled_at as string | null) ?? null,
  }));
  return {
    code,
    rules: INVITE_RULES,
    invitees,
    pending_count: invitees.filter((invitee) => invitee.status === 'PENDING').length,
    settled_fen: invitees.reduce((sum, invitee) => sum + invitee.reward_fen, 0),
  };
}

export const inviteModule: UpstreamModule = {
  name: 'invite',
  version: 1,
  tables: ['invite_rewards', 'invite_codes'],
  schema: [
    'CREATE TABLE IF NOT EXISTS invite_codes (user_id INTEGER PRIMARY KEY REFERENCES users(id), code TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL)',
    `CREATE TABLE IF NOT EXISTS invite_rewards (
       invitee_id INTEGER PRIMARY KEY REFERENCES users(id), inviter_id INTEGER NOT NULL REFERENCES users(id),
       status TEXT NOT NULL CHECK (status IN ('PENDING', 'SETTLED')), reward_fen INTEGER NOT NULL CHECK (reward_fen >= 0),
       order_no TEXT, registered_at TEXT NOT NULL, settled_at TEXT)`,
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
      const created = await db.execute({ sql: "INSERT INTO users (mobile, nickname, vip_level, created_at) VALUES (?, ?, 'NONE', ?) ON CONFLICT(mobile) DO UPDATE SET mobile = excluded.mobile RETURNING id", args: [mobile, `用户${mobile.slice(-4)}`, at] });
      await db.execute({ sql: 'INSERT OR IGNORE INTO invitations (user_id, code, created_at) VALUES (?, ?, ?)', args: [Number(created.rows[0].id), code, at] });
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
