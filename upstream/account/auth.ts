import { randomBytes } from 'node:crypto';
import { MOBILE_PATTERN } from '@/lib/account/schemas';
import { z } from 'zod';
import type { tokenResponseSchema } from '@/lib/account/schemas';
import { parseBody, textField } from '@/upstream/core/body';
import {
  UpstreamError,
  type Db,
  type HandlerContext,
  type Router,
  type UpstreamModule,
  type UpstreamUser,
} from '@/upstream/core/types';
import { closureBeforeLogin, recordLoginDevice } from './account';
import { consumeSmsCode, issueSmsCode } from '@/upstream/shared/sms';
import { revokeFamily } from './tokens';

/**
 * Users, SMS codes and tokens. Access tokens expire (UPSTREAM_ACCESS_TOKEN_TTL_S); refresh tokens
 * rotate on every use and a reused one revokes its whole family (the theft signal) — except within a
 * short grace window (UPSTREAM_REFRESH_GRACE_S), where the same token answers the same new pair
 * again, so BFF instances that share no store can refresh one session at once without logging it out. SMS codes go to a
 * development outbox (GET /__dev/sms) instead of a carrier. Every other module relies only on
 * `resolveAccessToken` through ctx.requireUser().
 */
const accessTtlMs = () => Number(process.env.UPSTREAM_ACCESS_TOKEN_TTL_S ?? 7200) * 1000;
const refreshTtlMs = () => Number(process.env.UPSTREAM_REFRESH_TOKEN_TTL_S ?? 30 * 24 * 3600) * 1000;
const refreshGraceMs = () => Number(process.env.UPSTREAM_REFRESH_GRACE_S ?? 30) * 1000;
const devRoutesEnabled = () => process.env.UPSTREAM_DEV_ROUTES !== '0';

const token = () => randomBytes(32).toString('base64url');
const bad = (code: number, message: string, status = 400) => new UpstreamError(code, message, status);

/**
 * Bodies as the upstream reads them: fields lenient (text or number), each route answering its own
 * code for a bad value (1002 for a mobile, 2005 for a code), as before.
 */
const tokenBody = z.object({
  grant_type: z.enum(['sms', 'refresh_token'], { error: '不支持的 grant_type' }).default('sms'),
  refresh_token: textField,
});
const smsCodeBody = z.object({ mobile: textField, type: textField });
const smsLoginBody = z.object({ mobile: textField, code: textField, invitation_code: textField });
const devMobileBody = z.object({ mobile: textField });
const devAgeBody = z.object({ mobile: textField, seconds: z.coerce.number().default(0) });

export const SEED_USERS: ReadonlyArray<readonly [string, string, 'NONE' | 'VIP' | 'SVIP']> = [
  ['13800000001', '价值投资小王', 'NONE'],
  ['13800000002', '趋势交易老李', 'VIP'],
  ['13800000003', '量化研究员', 'SVIP'],
  ['13800000004', '短线猎手', 'VIP'],
  ['13800000005', '新手小张', 'NONE'],
];

export const authModule: UpstreamModule = {
  name: 'auth',
  version: 3,
  // users is shared with other modules (foreign keys): it is never dropped, only extended.
  tables: ['access_tokens', 'refresh_tokens', 'token_families', 'sms_codes', 'invitations'],
  schema: [
    `CREATE TABLE IF NOT EXISTS users (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       mobile TEXT NOT NULL UNIQUE,
       nickname TEXT NOT NULL,
       vip_level TEXT NOT NULL DEFAULT 'NONE',
       created_at TEXT NOT NULL
     )`,
    `CREATE TABLE IF NOT EXISTS token_families (
       id TEXT PRIMARY KEY,
       user_id INTEGER NOT NULL REFERENCES users(id),
       created_at INTEGER NOT NULL,
       refreshes INTEGER NOT NULL DEFAULT 0,
       revoked_at INTEGER,
       revoked_reason TEXT
     )`,
    `CREATE TABLE IF NOT EXISTS access_tokens (
       token TEXT PRIMARY KEY,
       user_id INTEGER NOT NULL REFERENCES users(id),
       family TEXT,
       expires_at INTEGER NOT NULL
     )`,
    `CREATE TABLE IF NOT EXISTS refresh_tokens (
       token TEXT PRIMARY KEY,
       user_id INTEGER NOT NULL REFERENCES users(id),
       family TEXT NOT NULL,
       expires_at INTEGER NOT NULL,
       used_at INTEGER,
       -- the pair this token was exchanged for, answered again to a replay within the grace window
       next_access TEXT,
       next_refresh TEXT
     )`,
    `CREATE TABLE IF NOT EXISTS sms_codes (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       mobile TEXT NOT NULL,
       code TEXT NOT NULL,
       type TEXT NOT NULL,
       sent_at INTEGER NOT NULL,
       expires_at INTEGER NOT NULL,
       wrong_tries INTEGER NOT NULL DEFAULT 0,
       used_at INTEGER
     )`,
    'CREATE INDEX IF NOT EXISTS sms_codes_mobile ON sms_codes (mobile, id)',
    `CREATE TABLE IF NOT EXISTS invitations (
       user_id INTEGER PRIMARY KEY REFERENCES users(id),
       code TEXT NOT NULL,
       created_at TEXT NOT NULL
     )`,
  ],
  async seed(db) {
    const now = new Date().toISOString();
    for (const [mobile, nickname, level] of SEED_USERS) {
      await db.execute({
        sql: 'INSERT OR IGNORE INTO users (mobile, nickname, vip_level, created_at) VALUES (?, ?, ?, ?)',
        args: [mobile, nickname, level, now],
      });
    }
  },
  routes(router) {
    router.post('/uaa/oauth/sms-code', sendSmsCode);
    router.post('/uaa/oauth/token', async (ctx) => {
      const body = parseBody(tokenBody, ctx);
      if (body.grant_type === 'refresh_token')
        return (await rotateRefreshToken(ctx.db, body.refresh_token)) satisfies z.input<typeof tokenResponseSchema>;
      return (await smsLogin(ctx)) satisfies z.input<typeof tokenResponseSchema>;
    });
    // SPEC §7: the same payload as the SMS login; answers the same token set.
    router.post(
      '/uaa/oauth/JinliToken',
      async (ctx) => (await smsLogin(ctx)) satisfies z.input<typeof tokenResponseSchema>,
    );
    router.post('/uaa/oauth/revoke', async (ctx) => {
      const user = await ctx.optionalUser();
      const header = /^Bearer\s+(\S+)$/i.exec(String(ctx.headers.authorization ?? ''))?.[1];
      if (!user || !header) return { revoked: false };
      const row = await ctx.db.execute({ sql: 'SELECT family FROM access_tokens WHERE token = ?', args: [header] });
      const family = row.rows[0]?.family;
      if (family) await revokeFamily(ctx.db, String(family), 'logout');
      else await ctx.db.execute({ sql: 'DELETE FROM access_tokens WHERE token = ?', args: [header] });
      return { revoked: true };
    });
    devRoutes(router);
  },
};

const LOGIN_TYPES = new Set(['', 'auth', 'login', 'register']);

async function sendSmsCode(ctx: HandlerContext) {
  const body = parseBody(smsCodeBody, ctx);
  const mobile = body.mobile;
  if (!MOBILE_PATTERN.test(mobile)) throw bad(1002, '手机号填写错误');
  if (!LOGIN_TYPES.has(body.type)) throw bad(1003, '不支持的验证码类型');
  return issueSmsCode(ctx.db, mobile, 'login');
}

async function smsLogin(ctx: HandlerContext) {
  const body = parseBody(smsLoginBody, ctx);
  const mobile = body.mobile;
  if (!MOBILE_PATTERN.test(mobile)) throw bad(1002, '手机号填写错误');
  const code = body.code;
  if (!code) throw bad(2005, '验证码错误');
  await consumeSmsCode(ctx.db, mobile, code, 'login');
  // A cancellation past its cooling-off is carried out first; one still cooling is taken back by this login.
  await closureBeforeLogin(ctx.db, mobile);
  const user = await findOrCreateUser(ctx.db, mobile, body.invitation_code);
  const family = crypto.randomUUID();
  const tokens = await issueTokens(ctx.db, user.id, family);
  await recordLoginDevice(ctx, user.id, family);
  return tokens;
}

async function findOrCreateUser(db: Db, mobile: string, invitationCode: string): Promise<UpstreamUser> {
  const existing = await db.execute({ sql: 'SELECT id FROM users WHERE mobile = ?', args: [mobile] });
  if (existing.rows[0]) return { id: Number(existing.rows[0].id), mobile };
  const created = await db.execute({
    sql: "INSERT INTO users (mobile, nickname, vip_level, created_at) VALUES (?, ?, 'NONE', ?) ON CONFLICT(mobile) DO UPDATE SET mobile = excluded.mobile RETURNING id",
    args: [mobile, `用户${mobile.slice(-4)}`, new Date().toISOString()],
  });
  const id = Number(created.rows[0].id);
  if (invitationCode) {
    await db.execute({
      sql: 'INSERT OR IGNORE INTO invitations (user_id, code, created_at) VALUES (?, ?, ?)',
      args: [id, invitationCode, new Date().toISOString()],
    });
  }
  return { id, mobile };
}

async function issueTokens(db: Db, userId: number, family: string) {
  const now = Date.now();
  const access = token();
  const refresh = token();
  await db.batch(
    [
      {
        sql: 'INSERT OR IGNORE INTO token_families (id, user_id, created_at) VALUES (?, ?, ?)',
        args: [family, userId, now],
      },
      {
        sql: 'INSERT INTO access_tokens (token, user_id, family, expires_at) VALUES (?, ?, ?, ?)',
        args: [access, userId, family, now + accessTtlMs()],
      },
      {
        sql: 'INSERT INTO refresh_tokens (token, user_id, family, expires_at) VALUES (?, ?, ?, ?)',
        args: [refresh, userId, family, now + refreshTtlMs()],
      },
    ],
    'write',
  );
  return {
    token_type: 'bearer',
    access_token: access,
    refresh_token: refresh,
    expires_in: Math.round(accessTtlMs() / 1000),
    user_id: userId,
  };
}

const expired = () => bad(2009, '用户token已经失效', 401);

type RefreshRow = {
  user_id: unknown;
  family: unknown;
  expires_at: unknown;
  used_at: unknown;
  next_access: unknown;
  next_refresh: unknown;
  revoked_at: unknown;
};

async function refreshRow(db: Db, refreshToken: string): Promise<RefreshRow | undefined> {
  const result = await db.execute({
    sql: `SELECT r.user_id, r.family, r.expires_at, r.used_at, r.next_access, r.next_refresh, f.revoked_at
            FROM refresh_tokens r JOIN token_families f ON f.id = r.family WHERE r.token = ?`,
    args: [refreshToken],
  });
  return result.rows[0] as unknown as RefreshRow | undefined;
}

/**
 * A refresh token presented again. Within the grace window it answers the pair it was already
 * exchanged for (idempotent: two instances refreshing one session both get the same tokens); later
 * it is the theft signal and ends every token of this login.
 */
async function replaySpentToken(db: Db, row: RefreshRow) {
  const family = String(row.family);
  if (Date.now() - Number(row.used_at) <= refreshGraceMs() && row.next_access && row.next_refresh) {
    const access = await db.execute({
      sql: 'SELECT expires_at FROM access_tokens WHERE token = ?',
      args: [String(row.next_access)],
    });
    const accessExpiresAt = Number(access.rows[0]?.expires_at ?? 0);
    if (accessExpiresAt > Date.now()) {
      const expiresIn = Math.max(1, Math.round((accessExpiresAt - Date.now()) / 1000));
      return {
        token_type: 'bearer',
        access_token: String(row.next_access),
        refresh_token: String(row.next_refresh),
        expires_in: expiresIn,
        user_id: Number(row.user_id),
      };
    }
  }
  await revokeFamily(db, family, 'reuse');
  throw expired();
}

async function rotateRefreshToken(db: Db, refreshToken: string) {
  if (!refreshToken) throw bad(1003, '缺少 refresh_token');
  const row = await refreshRow(db, refreshToken);
  if (!row || row.revoked_at !== null) throw expired();
  if (row.used_at !== null) return replaySpentToken(db, row);
  if (Number(row.expires_at) <= Date.now()) throw expired();
  const family = String(row.family);
  // The new pair exists before the old token is marked spent with it, so a concurrent replay that
  // sees the mark always finds the pair.
  const issued = await issueTokens(db, Number(row.user_id), family);
  const claimed = await db.execute({
    sql: 'UPDATE refresh_tokens SET used_at = ?, next_access = ?, next_refresh = ? WHERE token = ? AND used_at IS NULL',
    args: [Date.now(), issued.access_token, issued.refresh_token, refreshToken],
  });
  if (claimed.rowsAffected !== 1) {
    await db.batch(
      [
        { sql: 'DELETE FROM access_tokens WHERE token = ?', args: [issued.access_token] },
        { sql: 'DELETE FROM refresh_tokens WHERE token = ?', args: [issued.refresh_token] },
      ],
      'write',
    );
    const spent = await refreshRow(db, refreshToken);
    if (!spent) throw expired();
    return replaySpentToken(db, spent);
  }
  await db.execute({ sql: 'UPDATE token_families SET refreshes = refreshes + 1 WHERE id = ?', args: [family] });
  return issued;
}

/** Sandbox-only helpers for tests and local development (the SMS outbox, token clocks). */
function devRoutes(router: Router) {
  const guard = () => {
    if (!devRoutesEnabled()) throw bad(404, '接口不存在', 404);
  };
  router.get('/__dev/sms', async (ctx) => {
    guard();
    const mobile = ctx.query.get('mobile') ?? '';
    const result = await ctx.db.execute({
      sql: 'SELECT mobile, code, type, sent_at FROM sms_codes WHERE mobile = ? ORDER BY id DESC LIMIT 1',
      args: [mobile],
    });
    const row = result.rows[0];
    if (!row) throw bad(404, '没有发给该手机号的验证码', 404);
    return {
      mobile: String(row.mobile),
      code: String(row.code),
      purpose: String(row.type),
      sentAt: new Date(Number(row.sent_at)).toISOString(),
    };
  });
  router.post('/__dev/expire-access', async (ctx) => {
    guard();
    const { mobile } = parseBody(devMobileBody, ctx);
    const result = await ctx.db.execute({
      sql: 'UPDATE access_tokens SET expires_at = 0 WHERE user_id = (SELECT id FROM users WHERE mobile = ?)',
      args: [mobile],
    });
    return { expired: result.rowsAffected };
  });
  // Moves the latest code's clock back, so the 5-minute expiry can be tested without waiting.
  router.post('/__dev/age-sms', async (ctx) => {
    guard();
    const body = parseBody(devAgeBody, ctx);
    const ms = body.seconds * 1000;
    const result = await ctx.db.execute({
      sql: 'UPDATE sms_codes SET sent_at = sent_at - ?, expires_at = expires_at - ? WHERE id = (SELECT MAX(id) FROM sms_codes WHERE mobile = ?)',
      args: [ms, ms, body.mobile],
    });
    return { aged: result.rowsAffected };
  });
  // Moves the spending time of a user's refresh tokens back, past the grace window without waiting.
  router.post('/__dev/age-refresh', async (ctx) => {
    guard();
    const body = parseBody(devAgeBody, ctx);
    const result = await ctx.db.execute({
      sql: 'UPDATE refresh_tokens SET used_at = used_at - ? WHERE used_at IS NOT NULL AND user_id = (SELECT id FROM users WHERE mobile = ?)',
      args: [body.seconds * 1000, body.mobile],
    });
    return { aged: result.rowsAffected };
  });
  router.get('/__dev/auth-stats', async (ctx) => {
    guard();
    const mobile = ctx.query.get('mobile') ?? '';
    const result = await ctx.db.execute({
      sql: `SELECT COUNT(*) AS families, COALESCE(SUM(refreshes), 0) AS refreshes,
                   SUM(CASE WHEN revoked_reason = 'reuse' THEN 1 ELSE 0 END) AS reuse_revocations,
                   SUM(CASE WHEN revoked_at IS NOT NULL THEN 1 ELSE 0 END) AS revoked
              FROM token_families WHERE user_id = (SELECT id FROM users WHERE mobile = ?)`,
      args: [mobile],
    });
    const row = result.rows[0] ?? {};
    return {
      families: Number(row.families ?? 0),
      refreshes: Number(row.refreshes ?? 0),
      reuseRevocations: Number(row.reuse_revocations ?? 0),
      revoked: Number(row.revoked ?? 0),
    };
  });
}

export async function resolveAccessToken(db: Db, accessToken: string): Promise<UpstreamUser | 'expired' | null> {
  const result = await db.execute({
    sql: 'SELECT u.id, u.mobile, t.expires_at FROM access_tokens t JOIN users u ON u.id = t.user_id WHERE t.token = ?',
    args: [accessToken],
  });
  const row = result.rows[0];
  if (!row) return 'expired';
  if (Number(row.expires_at) <= Date.now()) return 'expired';
  return { id: Number(row.id), mobile: String(row.mobile) };
}
