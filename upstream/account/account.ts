import type { InStatement } from '@libsql/client';
import { z } from 'zod';
import {
  CLOSURE_COOLING_MS,
  closureAllowed,
  deviceDisplayName,
  deviceModelFromHeader,
  maskIp,
  osLabel,
} from '@/lib/account/settings-rules';
import {
  closureInputSchema,
  nicknameInputSchema,
  privacyInputSchema,
  type closureCodeSentSchema,
  type profileSchema,
  type profileUserIdSchema,
  type closureRequestedSchema,
  type closureStateSchema,
  type ClosureCheck,
  type loginDevicesSchema,
  type privacySettingsSchema,
  type signedOutSchema,
} from '@/lib/account/settings-schemas';
import { moderate } from '@/lib/moderation/rules';
import { parseBody } from '@/upstream/core/body';
import { UpstreamError, type Db, type HandlerContext, type Router, type UpstreamModule } from '@/upstream/core/types';
import { consumeSmsCode, issueSmsCode } from '@/upstream/shared/sms';
import { revokeFamily } from './tokens';
import { balanceOf } from '@/upstream/shared/ledger';

/**
 * Account self-service (PEERS §1.16): the devices a user is logged in on (one row per device
 * id, each SMS login a token family on it; signing a device out revokes its families, so its session
 * dies at the next call), the personalised-recommendation switch, and account cancellation: pre-checks,
 * an SMS-confirmed request that ends every session, a cooling-off period during which a login cancels
 * the request, then an irreversible deletion (run by `runDueClosures`: at a login of that mobile, and
 * by the dev route the tests drive with a pinned clock).
 */
const devRoutesEnabled = () => process.env.UPSTREAM_DEV_ROUTES !== '0';
const bad = (code: number, message: string, status = 400) => new UpstreamError(code, message, status);
const notFound = () => bad(1003, '设备不存在', 404);

const HEADER_TEXT = /^[\w.\-:+/ ()\u4e00-\u9fa5]*$/;

const header = (ctx: Pick<HandlerContext, 'headers'>, name: string, max = 64) => {
  const raw = ctx.headers[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  return HEADER_TEXT.test(value) ? value.slice(0, max) : '';
};

/** The BFF sends the model percent-encoded (it may be Chinese: lib/account/settings-rules deviceModelHeader). */
const modelHeader = (ctx: Pick<HandlerContext, 'headers'>) => {
  const raw = ctx.headers['x-device-model'];
  const model = deviceModelFromHeader((Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '');
  return HEADER_TEXT.test(model) ? model : '';
};

/**
 * IP → city as the upstream's geo lookup answers it. The local upstream knows only a few public
 * resolver blocks and the private ranges; production answers from its geo database.
 */
const CITY_BLOCKS: ReadonlyArray<readonly [string, string]> = [
  ['114.114.', '江苏南京'],
  ['202.96.128.', '广东广州'],
  ['202.96.209.', '上海'],
  ['202.106.', '北京'],
  ['61.139.2.', '四川成都'],
  ['221.12.', '浙江杭州'],
];
export function ipCity(ip: string): string {
  const v4 = ip.replace(/^::ffff:/, '');
  if (v4 === '127.0.0.1' || v4 === '::1' || v4 === 'localhost') return '本机';
  if (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(v4) || /^f[cd]/i.test(v4)) return '局域网';
  return CITY_BLOCKS.find(([prefix]) => v4.startsWith(prefix))?.[1] ?? '未知地区';
}

/** Called by the SMS login (auth module) with the new token family: the device is recorded or refreshed. */
export async function recordLoginDevice(
  ctx: Pick<HandlerContext, 'headers' | 'db' | 'ip'>,
  userId: number,
  family: string,
): Promise<void> {
  const deviceId = header(ctx, 'x-device-id', 80) || `family:${family}`;
  const now = Date.now();
  const ip = header(ctx, 'x-client-ip', 64) || ctx.ip;
  const model = deviceDisplayName(header(ctx, 'x-device-brand', 24), modelHeader(ctx));
  const fields = [
    model,
    header(ctx, 'x-device-os-name', 16) || 'other',
    header(ctx, 'x-device-os-version', 24),
    header(ctx, 'x-app-version', 24),
    header(ctx, 'x-app-channel', 24),
    ip,
  ];
  const row = await ctx.db.execute({
    sql: `INSERT INTO login_devices (user_id, device_id, model, os_name, os_version, app_version, channel, ip, first_login_at, last_login_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          ON CONFLICT (user_id, device_id) DO UPDATE SET model = excluded.model, os_name = excluded.os_name, os_version = excluded.os_version,
            app_version = excluded.app_version, channel = excluded.channel, ip = excluded.ip, last_login_at = excluded.last_login_at
          RETURNING id`,
    args: [userId, deviceId, ...fields, now, now],
  });
  await ctx.db.execute({
    sql: 'INSERT OR REPLACE INTO login_device_families (family, device_row) VALUES (?, ?)',
    args: [family, Number(row.rows[0].id)],
  });
}

async function callerFamily(ctx: HandlerContext): Promise<string | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(String(ctx.headers.authorization ?? ''))?.[1];
  if (!token) return null;
  const row = (await ctx.db.execute({ sql: 'SELECT family FROM access_tokens WHERE token = ?', args: [token] }))
    .rows[0];
  return row?.family ? String(row.family) : null;
}

/** A device is listed while one of its logins is alive (not revoked, refresh token unexpired). */
const LIVE_FAMILY = `SELECT 1 FROM login_device_families df JOIN token_families f ON f.id = df.family
  WHERE df.device_row = d.id AND f.revoked_at IS NULL AND EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family = f.id AND r.used_at IS NULL AND r.expires_at > ?)`;

async function listDevices(ctx: HandlerContext, userId: number) {
  const family = await callerFamily(ctx);
  const rows = await ctx.db.execute({
    sql: `SELECT d.*, EXISTS (SELECT 1 FROM login_device_families WHERE device_row = d.id AND family = ?) AS current
            FROM login_devices d WHERE d.user_id = ? AND EXISTS (${LIVE_FAMILY}) ORDER BY current DESC, d.last_login_at DESC`,
    args: [family, userId, Date.now()],
  });
  const devices = rows.rows.map((row) => ({
    id: Number(row.id),
    model: String(row.model),
    os: osLabel(String(row.os_name), String(row.os_version)),
    app_version: String(row.app_version),
    channel: String(row.channel),
    ip_masked: maskIp(String(row.ip)),
    ip_city: ipCity(String(row.ip)),
    first_login_at: new Date(Number(row.first_login_at)).toISOString(),
    last_login_at: new Date(Number(row.last_login_at)).toISOString(),
    current: Number(row.current) === 1,
  }));
  return { devices } satisfies z.input<typeof loginDevicesSchema>;
}

/** Revokes every login of one of the caller's devices; another user's device id is 404, the caller's own device 409. */
async function signOutDevice(ctx: HandlerContext, userId: number, deviceRow: number) {
  const device = (
    await ctx.db.execute({
      sql: 'SELECT id FROM login_devices WHERE id = ? AND user_id = ?',
      args: [deviceRow, userId],
    })
  ).rows[0];
  if (!device) throw notFound();
  const family = await callerFamily(ctx);
  const families = (
    await ctx.db.execute({ sql: 'SELECT family FROM login_device_families WHERE device_row = ?', args: [deviceRow] })
  ).rows.map((row) => String(row.family));
  if (family && families.includes(family)) throw bad(1003, '当前设备请使用“退出登录”', 409);
  for (const each of families) await revokeFamily(ctx.db, each, 'device_sign_out');
  return { signed_out: true, sessions: families.length } satisfies z.input<typeof signedOutSchema>;
}

async function privacyOf(db: Db, userId: number) {
  const row = (
    await db.execute({ sql: 'SELECT personalized, updated_at FROM user_preferences WHERE user_id = ?', args: [userId] })
  ).rows[0];
  return {
    personalized: row ? Number(row.personalized) === 1 : true,
    updated_at: row ? new Date(Number(row.updated_at)).toISOString() : null,
  } satisfies z.input<typeof privacySettingsSchema>;
}

const count = async (db: Db, sql: string, args: (string | number)[]) =>
  Number((await db.execute({ sql, args })).rows[0]?.n ?? 0);

/** The pre-checks of a cancellation (PEERS §1.16): nothing owed, nothing pending, money withdrawn. */
export async function closureChecks(db: Db, userId: number, now = new Date()): Promise<ClosureCheck[]> {
  const nowIso = now.toISOString();
  const [unpaid, refunding, vip, cash, frozen] = await Promise.all([
    count(db, "SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND status = 'PENDING' AND expires_at > ?", [
      userId,
      nowIso,
    ]),
    count(db, "SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND status = 'REFUNDING'", [userId]),
    db.execute({
      sql: "SELECT m.expire_at FROM vip_memberships m JOIN users u ON u.id = m.user_id WHERE m.user_id = ? AND u.vip_level <> 'NONE' AND m.expire_at >= ?",
      args: [userId, nowIso.slice(0, 10)],
    }),
    balanceOf(db, userId, 'cash'),
    balanceOf(db, userId, 'cash_frozen'),
  ]);
  const vipUntil = vip.rows[0] ? String(vip.rows[0].expire_at) : null;
  const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
  return [
    {
      key: 'unpaid_orders',
      title: '没有待支付订单',
      passed: unpaid === 0,
      detail: unpaid ? `有 ${unpaid} 笔待支付订单，请支付或取消` : '无待支付订单',
      forfeitable: false,
    },
    {
      key: 'refunding_orders',
      title: '没有处理中的退款',
      passed: refunding === 0,
      detail: refunding ? `有 ${refunding} 笔退款处理中，请等待处理完成` : '无处理中的退款',
      forfeitable: false,
    },
    {
      key: 'paid_service',
      title: '没有生效中的付费服务',
      passed: vipUntil === null,
      detail: vipUntil ? `会员服务有效期至 ${vipUntil}，注销即视为放弃剩余权益` : '无生效中的会员服务',
      forfeitable: true,
    },
    {
      key: 'cash_balance',
      title: '钱包余额已提现',
      passed: cash === 0,
      detail: cash ? `钱包还有 ${yuan(cash)} 元未提现` : '钱包余额为 0',
      forfeitable: false,
    },
    {
      key: 'pending_withdrawal',
      title: '没有审核中的提现',
      passed: frozen === 0,
      detail: frozen ? `有 ${yuan(frozen)} 元提现审核中` : '无审核中的提现',
      forfeitable: false,
    },
  ];
}

async function coolingOf(db: Db, userId: number) {
  return (
    (
      await db.execute({
        sql: "SELECT requested_at, delete_after FROM account_closures WHERE user_id = ? AND status = 'COOLING'",
        args: [userId],
      })
    ).rows[0] ?? null
  );
}

async function closureState(db: Db, userId: number, mobile: string) {
  const cooling = await coolingOf(db, userId);
  const latest = (
    await db.execute({
      sql: "SELECT cancelled_at, cancel_reason FROM account_closures WHERE user_id = ? AND status = 'CANCELLED' ORDER BY cancelled_at DESC LIMIT 1",
      args: [userId],
    })
  ).rows[0];
  const cancelled = latest?.cancelled_at;
  return {
    status: cooling ? 'COOLING' : 'NONE',
    mobile_masked: `${mobile.slice(0, 3)}****${mobile.slice(7)}`,
    checks: await closureChecks(db, userId),
    requested_at: cooling ? new Date(Number(cooling.requested_at)).toISOString() : null,
    delete_after: cooling ? new Date(Number(cooling.delete_after)).toISOString() : null,
    cancelled_at: cancelled == null ? null : new Date(Number(cancelled)).toISOString(),
    cancelled_reason: (latest?.cancel_reason as string | null | undefined) ?? null,
  } satisfies z.input<typeof closureStateSchema>;
}

/** SMS-confirmed request: checks again, records the cooling-off, ends every login of the user in one transaction. */
async function requestClosure(ctx: HandlerContext, userId: number, mobile: string) {
  const input = parseBody(closureInputSchema, ctx);
  if (await coolingOf(ctx.db, userId)) throw bad(1003, '注销申请已提交，请勿重复提交', 409);
  const checks = await closureChecks(ctx.db, userId);
  const failed = checks.find((check) => !check.passed && !(check.forfeitable && input.forfeit));
  if (!closureAllowed(checks, input.forfeit))
    throw bad(1003, `暂不能注销：${failed?.detail ?? '请先完成注销前检查'}`, 409);
  await consumeSmsCode(ctx.db, mobile, input.code, 'closure');
  const now = Date.now();
  const deleteAfter = now + CLOSURE_COOLING_MS;
  try {
    await ctx.db.batch(
      [
        {
          sql: "INSERT INTO account_closures (user_id, status, forfeit, requested_at, delete_after) VALUES (?, 'COOLING', ?, ?, ?)",
          args: [userId, input.forfeit ? 1 : 0, now, deleteAfter],
        },
        {
          sql: "UPDATE token_families SET revoked_at = COALESCE(revoked_at, ?), revoked_reason = COALESCE(revoked_reason, 'closure') WHERE user_id = ?",
          args: [now, userId],
        },
        { sql: 'DELETE FROM access_tokens WHERE user_id = ?', args: [userId] },
        { sql: 'UPDATE refresh_tokens SET expires_at = 0 WHERE user_id = ?', args: [userId] },
      ],
      'write',
    );
  } catch (error) {
    // The partial unique index: a concurrent request won.
    if (String(error).includes('UNIQUE')) throw bad(1003, '注销申请已提交，请勿重复提交', 409);
    throw error;
  }
  return {
    status: 'COOLING',
    requested_at: new Date(now).toISOString(),
    delete_after: new Date(deleteAfter).toISOString(),
  } satisfies z.input<typeof closureRequestedSchema>;
}

/** Personal tables wiped at deletion; orders, invoices and ledger entries stay (retention by law) under the anonymised id. */
const PERSONAL_TABLES = [
  'login_devices',
  'user_preferences',
  'vip_memberships',
  'invitations',
  'withdraw_accounts',
  'realname_details',
  'task_signins',
  'task_progress',
  'task_watch_beats',
];

async function deleteAccount(db: Db, userId: number, now: number): Promise<void> {
  const user = (await db.execute({ sql: 'SELECT mobile FROM users WHERE id = ?', args: [userId] })).rows[0];
  if (!user) return;
  const existing = new Set(
    (await db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")).rows.map((row) => String(row.name)),
  );
  const statements: InStatement[] = [
    ...PERSONAL_TABLES.filter((table) => existing.has(table)).map((table) => ({
      sql: `DELETE FROM ${table} WHERE user_id = ?`,
      args: [userId],
    })),
    {
      sql: 'DELETE FROM login_device_families WHERE family IN (SELECT id FROM token_families WHERE user_id = ?)',
      args: [userId],
    },
    { sql: 'DELETE FROM access_tokens WHERE user_id = ?', args: [userId] },
    { sql: 'UPDATE refresh_tokens SET expires_at = 0 WHERE user_id = ?', args: [userId] },
    {
      sql: "UPDATE token_families SET revoked_at = COALESCE(revoked_at, ?), revoked_reason = COALESCE(revoked_reason, 'closure') WHERE user_id = ?",
      args: [now, userId],
    },
    { sql: 'DELETE FROM sms_codes WHERE mobile = ?', args: [String(user.mobile)] },
    // The mobile is freed (a later login with it registers a new account); the row stays for the retained records.
    {
      sql: "UPDATE users SET mobile = 'closed:' || id, nickname = '已注销用户', vip_level = 'NONE' WHERE id = ?",
      args: [userId],
    },
    {
      sql: "UPDATE account_closures SET status = 'DELETED', deleted_at = ? WHERE user_id = ? AND status = 'COOLING'",
      args: [now, userId],
    },
  ];
  await db.batch(statements, 'write');
}

/**
 * The deletion job: every request whose cooling-off has ended by `now` is carried out — unless the
 * account holds money again (cash that arrived during the cooling-off: a refund, a reward, a prize; a
 * withdrawal or refund in progress; an unpaid order) or a paid service the user did not agree to give
 * up. Deleting would forfeit it silently, so the request is cancelled instead, with the reason shown on
 * the cancellation page and sent to the user's mobile: withdraw first, then apply again.
 */
export async function runDueClosures(db: Db, now = Date.now(), mobile?: string): Promise<number> {
  const rows = await db.execute({
    sql: `SELECT c.id, c.user_id, c.forfeit, u.mobile FROM account_closures c JOIN users u ON u.id = c.user_id
           WHERE c.status = 'COOLING' AND c.delete_after <= ? AND (? IS NULL OR u.mobile = ?)`,
    args: [now, mobile ?? null, mobile ?? null],
  });
  let deleted = 0;
  for (const row of rows.rows) {
    const userId = Number(row.user_id);
    const checks = await closureChecks(db, userId, new Date(now));
    if (closureAllowed(checks, Number(row.forfeit) === 1)) {
      await deleteAccount(db, userId, now);
      deleted += 1;
      continue;
    }
    const failed = checks
      .filter((check) => !check.passed && !(check.forfeitable && Number(row.forfeit) === 1))
      .map((check) => check.detail);
    const reason = `注销未完成：${failed.join('；')}。请登录处理后再申请注销`;
    await db.batch(
      [
        {
          sql: "UPDATE account_closures SET status = 'CANCELLED', cancelled_at = ?, cancel_reason = ? WHERE id = ? AND status = 'COOLING'",
          args: [now, reason, Number(row.id)],
        },
        smsNotice(String(row.mobile), `${reason}。`, now),
      ],
      'write',
    );
  }
  return deleted;
}

/** A text message that is not a code, to a user's mobile, with the sender's signature (the sandbox's outbox: GET /__dev/sms/notices). */
export function smsNotice(mobile: string, body: string, at: number): InStatement {
  return {
    sql: 'INSERT INTO sms_notices (mobile, body, sent_at) VALUES (?, ?, ?)',
    args: [mobile, `【理财】${body}`, at],
  };
}

/**
 * Before an SMS login of `mobile` (auth module): a request past its cooling-off is carried out first
 * (the login then registers a new account); one still cooling is cancelled — logging in again is how
 * a user takes the request back.
 */
export async function closureBeforeLogin(db: Db, mobile: string, now = Date.now()): Promise<void> {
  await runDueClosures(db, now, mobile);
  await db.execute({
    sql: "UPDATE account_closures SET status = 'CANCELLED', cancelled_at = ? WHERE status = 'COOLING' AND user_id = (SELECT id FROM users WHERE mobile = ?)",
    args: [now, mobile],
  });
}

/**
 * Tables that keep the writer's nickname beside what they wrote (a viewer's chat messages, comments,
 * posts): renamed with the user, so one person has one name everywhere. Each belongs to a module that
 * a partial upstream may leave out.
 */
const NAMED_WRITINGS = [
  ['live_chat_messages', "user_id = ? AND role = 'viewer'"],
  ['content_comments', 'user_id = ?'],
  ['content_posts', 'user_id = ?'],
] as const;

/** A new nickname (checked by the schema, then by the one moderation rule for text others read). */
export async function renameUser(db: Db, userId: number, nickname: string): Promise<z.input<typeof profileSchema>> {
  const verdict = moderate(nickname, 'nickname');
  if (!verdict.ok) throw bad(1003, verdict.message);
  const present = new Set(
    (await db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")).rows.map((row) => String(row.name)),
  );
  await db.batch(
    [
      { sql: 'UPDATE users SET nickname = ? WHERE id = ?', args: [nickname, userId] },
      ...NAMED_WRITINGS.filter(([table]) => present.has(table)).map(([table, where]) => ({
        sql: `UPDATE ${table} SET nickname = ? WHERE ${where}`,
        args: [nickname, userId],
      })),
    ],
    'write',
  );
  return { nickname };
}

function routes(router: Router) {
  router.get('/account/profile', async (ctx) => {
    const user = await ctx.requireUser();
    const row = (await ctx.db.execute({ sql: 'SELECT nickname FROM users WHERE id = ?', args: [user.id] })).rows[0];
    // user_id: how a session built from the app's token (which names no user) learns its user's id.
    return { nickname: String(row?.nickname ?? ''), user_id: user.id } satisfies z.input<typeof profileSchema> &
      z.input<typeof profileUserIdSchema>;
  });
  router.post('/account/profile/nickname', async (ctx) => {
    const user = await ctx.requireUser();
    return renameUser(ctx.db, user.id, parseBody(nicknameInputSchema, ctx).nickname);
  });
  router.get('/account/devices', async (ctx) => listDevices(ctx, (await ctx.requireUser()).id));
  router.post('/account/devices/:id/sign-out', async (ctx) => {
    const user = await ctx.requireUser();
    const id = Number(ctx.params.id);
    if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
    return signOutDevice(ctx, user.id, id);
  });
  router.get('/account/privacy', async (ctx) => privacyOf(ctx.db, (await ctx.requireUser()).id));
  router.post('/account/privacy', async (ctx) => {
    const user = await ctx.requireUser();
    const input = parseBody(privacyInputSchema, ctx);
    await ctx.db.execute({
      sql: 'INSERT INTO user_preferences (user_id, personalized, updated_at) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET personalized = excluded.personalized, updated_at = excluded.updated_at',
      args: [user.id, input.personalized ? 1 : 0, Date.now()],
    });
    return privacyOf(ctx.db, user.id);
  });
  router.get('/account/closure', async (ctx) => {
    const user = await ctx.requireUser();
    return closureState(ctx.db, user.id, user.mobile);
  });
  router.post('/account/closure/code', async (ctx) => {
    const user = await ctx.requireUser();
    return (await issueSmsCode(ctx.db, user.mobile, 'closure')) satisfies z.input<typeof closureCodeSentSchema>;
  });
  router.post('/account/closure', async (ctx) => {
    const user = await ctx.requireUser();
    return requestClosure(ctx, user.id, user.mobile);
  });
  // The deletion job with a pinned clock (tests): `now` stands for the moment the job runs; `mobile`
  // limits it to one account, so tests running side by side do not carry out each other's requests.
  router.get('/__dev/sms/notices', async (ctx) => {
    if (!devRoutesEnabled()) throw bad(404, '接口不存在', 404);
    const rows = await ctx.db.execute({
      sql: 'SELECT body, sent_at FROM sms_notices WHERE mobile = ? ORDER BY id DESC LIMIT 20',
      args: [ctx.query.get('mobile') ?? ''],
    });
    return {
      notices: rows.rows.map((row) => ({
        body: String(row.body),
        sentAt: new Date(Number(row.sent_at)).toISOString(),
      })),
    };
  });
  router.post('/__dev/account/closures/run', async (ctx) => {
    if (!devRoutesEnabled()) throw bad(404, '接口不存在', 404);
    const body = parseBody(
      z.object({
        now: z.iso.datetime().optional(),
        mobile: z
          .string()
          .regex(/^1\d{10}$/)
          .optional(),
      }),
      ctx,
    );
    return { deleted: await runDueClosures(ctx.db, body.now ? Date.parse(body.now) : Date.now(), body.mobile) };
  });
}

export const accountModule: UpstreamModule = {
  name: 'account',
  version: 2,
  tables: ['login_device_families', 'login_devices', 'user_preferences', 'account_closures', 'sms_notices'],
  schema: [
    `CREATE TABLE IF NOT EXISTS login_devices (
       id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES users(id), device_id TEXT NOT NULL,
       model TEXT NOT NULL, os_name TEXT NOT NULL, os_version TEXT NOT NULL, app_version TEXT NOT NULL, channel TEXT NOT NULL,
       ip TEXT NOT NULL, first_login_at INTEGER NOT NULL, last_login_at INTEGER NOT NULL, UNIQUE (user_id, device_id))`,
    'CREATE TABLE IF NOT EXISTS login_device_families (family TEXT PRIMARY KEY, device_row INTEGER NOT NULL REFERENCES login_devices(id) ON DELETE CASCADE)',
    'CREATE INDEX IF NOT EXISTS login_device_families_row ON login_device_families (device_row)',
    'CREATE TABLE IF NOT EXISTS user_preferences (user_id INTEGER PRIMARY KEY REFERENCES users(id), personalized INTEGER NOT NULL, updated_at INTEGER NOT NULL)',
    `CREATE TABLE IF NOT EXISTS account_closures (
       id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES users(id),
       status TEXT NOT NULL CHECK (status IN ('COOLING', 'CANCELLED', 'DELETED')), forfeit INTEGER NOT NULL,
       requested_at INTEGER NOT NULL, delete_after INTEGER NOT NULL, cancelled_at INTEGER, deleted_at INTEGER, cancel_reason TEXT)`,
    "CREATE UNIQUE INDEX IF NOT EXISTS account_closures_cooling ON account_closures (user_id) WHERE status = 'COOLING'",
    // Text messages to a user's mobile that are not codes (the sandbox's outbox: GET /__dev/sms/notices).
    'CREATE TABLE IF NOT EXISTS sms_notices (id INTEGER PRIMARY KEY AUTOINCREMENT, mobile TEXT NOT NULL, body TEXT NOT NULL, sent_at INTEGER NOT NULL)',
  ],
  routes,
};
