import { randomBytes } from 'node:crypto';
import type { Row } from '@libsql/client';
import { z } from 'zod';
import { activityPhase, type ActivityPhase } from '@/lib/activity/phase';
import { verifyDraw } from '@/lib/draw/algorithm';
import { KOI_CHANCE_REASON_LABEL, KOI_ERRORS } from '@/lib/koi/rules';
import {
  koiAddressInputSchema,
  koiChanceInputSchema,
  koiHelpInputSchema,
  koiInviteCodeSchema,
  type koiActivitySchema,
  type koiAwardSchema,
  type koiInvitationSchema,
  type koiInviteSchema,
  type koiJoinResultSchema,
  type koiParticipationSchema,
  type koiPoolSchema,
} from '@/lib/koi/schemas';
import { parseBody } from '@/upstream/core/body';
import { createSerialQueue, idempotencyKeyOf, withIdempotency } from '@/upstream/core/idempotency';
import { UpstreamError, type Db, type HandlerContext, type Router, type UpstreamModule } from '@/upstream/core/types';
import { hasJoined, joinDraw, maskNickname, participantCount, performDraw, readDraw } from '@/upstream/shared/draw';
import { grant } from '@/upstream/shared/ledger';
import { seedKoi } from './koi-seed';
import { chanceStatement, createActivity, KOI_SCHEMA, KOI_TABLES, type StoredPrize } from './koi-store';
import { taskToday } from './task';

/**
 * Koi lotteries (PEERS §1.15 "Lotteries"). An activity has prize pools; each pool is ONE
 * verifiable draw of the shared draw module (prize table and sha256(seed) public from the start, the
 * seed revealed after), drawn on the server when the activity ends. Joining a pool costs chances:
 * a base allowance, +1 a day after the task centre's sign-in, +1 per friend who helps (capped per
 * activity). Prizes are paid with the ledger's `grant` (coupon wallet, cai-dan, balance); physical
 * prizes wait for the winner's address. Joins and settlements run one at a time (read, then write).
 */
type Activity = z.input<typeof koiActivitySchema>;
type Pool = z.input<typeof koiPoolSchema>;
type Award = z.input<typeof koiAwardSchema>;

const koiQueue = createSerialQueue();
const devRoutesEnabled = () => process.env.UPSTREAM_DEV_ROUTES !== '0';
const fail = (error: { code: number; message: string }, status = 409) =>
  new UpstreamError(error.code, error.message, status);
const DAY_MS = 24 * 3600_000;

async function activityRow(db: Db, id: number): Promise<Row> {
  const row = (await db.execute({ sql: 'SELECT * FROM koi_activities WHERE id = ?', args: [id] })).rows[0];
  if (!row) throw fail(KOI_ERRORS.notFound, 404);
  return row;
}

const phaseOf = (row: Row): ActivityPhase => activityPhase(String(row.start_at), String(row.end_at));

async function poolRows(db: Db, activityId: number): Promise<Row[]> {
  return (await db.execute({ sql: 'SELECT * FROM koi_pools WHERE activity_id = ? ORDER BY id', args: [activityId] }))
    .rows;
}

const prizesOf = (pool: Row) => JSON.parse(String(pool.prizes)) as StoredPrize[];

export async function chanceBalance(db: Db, userId: number, activity: Row): Promise<number> {
  const row = (
    await db.execute({
      sql: 'SELECT COALESCE(SUM(delta), 0) AS n FROM koi_chances WHERE user_id = ? AND activity_id = ?',
      args: [userId, Number(activity.id)],
    })
  ).rows[0];
  return Number(activity.base_chances) + Number(row.n);
}

/**
 * Draws an ended activity's pool once and pays its winners. On the koi queue, so concurrent readers
 * settle it once; `grant` is idempotent by key besides, and the draw module keeps the first result.
 */
function settlePool(db: Db, poolId: number): Promise<void> {
  return koiQueue(async () => {
    const pool = (await db.execute({ sql: 'SELECT * FROM koi_pools WHERE id = ?', args: [poolId] })).rows[0];
    if (!pool || Number(pool.settled) === 1) return;
    const drawId = Number(pool.draw_id);
    await performDraw(db, drawId);
    const prizes = prizesOf(pool);
    const now = new Date().toISOString();
    for (const winner of (await readDraw(db, drawId)).winners) {
      const prize = prizes[winner.prizeIndex];
      let status: Award['status'] = prize.kind === 'physical' ? 'address_needed' : 'granted';
      if (prize.reward) {
        try {
          await grant(
            db,
            winner.userId,
            prize.reward,
            { type: 'prize', id: `koi:${poolId}`, memo: `锦鲤抽奖·${prize.name}` },
            `koi-award-${poolId}-${winner.userId}`,
          );
        } catch (error) {
          // A coupon the winner may hold no more of: the win stays on record, support follows up.
          if (!(error instanceof UpstreamError)) throw error;
          status = 'failed';
        }
      }
      await db.execute({
        sql: 'INSERT OR IGNORE INTO koi_awards (pool_id, user_id, prize_index, status, updated_at) VALUES (?, ?, ?, ?, ?)',
        args: [poolId, winner.userId, winner.prizeIndex, status, now],
      });
    }
    await db.execute({ sql: 'UPDATE koi_pools SET settled = 1 WHERE id = ?', args: [poolId] });
  });
}

async function toPool(db: Db, pool: Row, userId: number | null): Promise<Pool> {
  const draw = await readDraw(db, Number(pool.draw_id));
  const prizes = prizesOf(pool);
  const prizeName = (index: number) => prizes[index]?.name ?? '';
  const verification = verifyDraw({ ...draw, winners: draw.winners });
  const mine = userId === null ? null : draw.winners.find((winner) => winner.userId === userId);
  return {
    id: Number(pool.id),
    name: String(pool.name),
    cost: Number(pool.cost),
    drawId: draw.id,
    seedHash: draw.seedHash,
    seed: draw.seed,
    status: draw.status,
    participants: draw.participants.length,
    prizes: prizes.map(({ name, count, kind }) => ({ name, count, kind })),
    winners: draw.winners.map((winner) => ({ nickname: winner.nickname, prizeName: prizeName(winner.prizeIndex) })),
    verified: verification ? verification.hashMatches && verification.winnersMatch : null,
    me:
      userId === null
        ? null
        : { joined: draw.participants.includes(userId), prizeName: mine ? prizeName(mine.prizeIndex) : null },
  };
}

/** The activity as one viewer sees it; an ended activity's pools are drawn on this read (the server decides). */
export async function readKoiActivity(db: Db, id: number, userId: number | null): Promise<Activity> {
  const row = await activityRow(db, id);
  const phase = phaseOf(row);
  const pools = await poolRows(db, id);
  if (phase === 'ended')
    for (const pool of pools.filter((item) => Number(item.settled) === 0)) await settlePool(db, Number(pool.id));
  let me: Activity['me'] = null;
  if (userId !== null) {
    const today = taskToday();
    const [chances, claimed, signed, helps] = await Promise.all([
      chanceBalance(db, userId, row),
      db.execute({
        sql: 'SELECT 1 FROM koi_chances WHERE user_id = ? AND activity_id = ? AND ref = ?',
        args: [userId, id, `signin:${today}`],
      }),
      db.execute({ sql: 'SELECT 1 FROM task_signins WHERE user_id = ? AND day = ?', args: [userId, today] }),
      db.execute({
        sql: 'SELECT COUNT(*) AS n FROM koi_helps WHERE activity_id = ? AND inviter_id = ?',
        args: [id, userId],
      }),
    ]);
    me = {
      chances,
      signinClaimedToday: Boolean(claimed.rows[0]),
      signedInToday: Boolean(signed.rows[0]),
      invitesHelped: Number(helps.rows[0].n),
    };
  }
  return {
    id,
    title: String(row.title),
    intro: String(row.intro),
    startAt: String(row.start_at),
    endAt: String(row.end_at),
    phase,
    limits: {
      base: Number(row.base_chances),
      signinDaily: Number(row.signin_daily),
      inviteMax: Number(row.invite_max),
    },
    pools: await Promise.all((await poolRows(db, id)).map((pool) => toPool(db, pool, userId))),
    me,
  };
}

function requireRunning(row: Row): void {
  const phase = phaseOf(row);
  if (phase === 'upcoming') throw fail(KOI_ERRORS.notStarted);
  if (phase === 'ended') throw fail(KOI_ERRORS.ended);
}

/** Uses `cost` chances to join one pool: refused when not running, already in, or short of chances. */
export function joinPool(
  db: Db,
  activityId: number,
  poolId: number,
  userId: number,
): Promise<z.input<typeof koiJoinResultSchema>> {
  return koiQueue(async () => {
    const row = await activityRow(db, activityId);
    const pool = (
      await db.execute({ sql: 'SELECT * FROM koi_pools WHERE id = ? AND activity_id = ?', args: [poolId, activityId] })
    ).rows[0];
    if (!pool) throw fail({ code: 4301, message: '奖池不存在' }, 404);
    requireRunning(row);
    const drawId = Number(pool.draw_id);
    if (await hasJoined(db, drawId, userId)) throw fail(KOI_ERRORS.joined);
    const cost = Number(pool.cost);
    if ((await chanceBalance(db, userId, row)) < cost) throw fail(KOI_ERRORS.noChance);
    if (!(await joinDraw(db, drawId, userId))) throw fail(KOI_ERRORS.ended);
    await db.execute(
      chanceStatement(userId, activityId, -cost, 'join', `join:${poolId}`, `参与「${String(pool.name)}」`),
    );
    return {
      poolId,
      joined: true as const,
      participants: await participantCount(db, drawId),
      chances: await chanceBalance(db, userId, row),
    };
  });
}

/** +1 chance a day once the task centre's sign-in of that day is done. */
function claimSigninChance(db: Db, activityId: number, userId: number): Promise<Activity> {
  return koiQueue(async () => {
    const row = await activityRow(db, activityId);
    requireRunning(row);
    const today = taskToday();
    if (
      !(await db.execute({ sql: 'SELECT 1 FROM task_signins WHERE user_id = ? AND day = ?', args: [userId, today] }))
        .rows[0]
    )
      throw fail(KOI_ERRORS.signinFirst);
    const inserted = await db.execute(
      chanceStatement(userId, activityId, Number(row.signin_daily), 'signin', `signin:${today}`, '完成每日签到'),
    );
    if (inserted.rowsAffected === 0) throw fail(KOI_ERRORS.signinClaimed);
  }).then(() => readKoiActivity(db, activityId, userId));
}

async function inviteCodeOf(db: Db, userId: number, activityId: number): Promise<string> {
  const found = (
    await db.execute({
      sql: 'SELECT code FROM koi_invites WHERE user_id = ? AND activity_id = ?',
      args: [userId, activityId],
    })
  ).rows[0];
  if (found) return String(found.code);
  for (;;) {
    const code = randomBytes(6)
      .toString('base64')
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase()
      .slice(0, 8)
      .padEnd(8, '7');
    const inserted = await db.execute({
      sql: 'INSERT OR IGNORE INTO koi_invites (user_id, activity_id, code) VALUES (?, ?, ?)',
      args: [userId, activityId, code],
    });
    if (inserted.rowsAffected === 1) return code;
    const raced = (
      await db.execute({
        sql: 'SELECT code FROM koi_invites WHERE user_id = ? AND activity_id = ?',
        args: [userId, activityId],
      })
    ).rows[0];
    if (raced) return String(raced.code);
  }
}

async function nicknameOf(db: Db, userId: number): Promise<string> {
  const row = (await db.execute({ sql: 'SELECT nickname FROM users WHERE id = ?', args: [userId] })).rows[0];
  return maskNickname(row ? String(row.nickname) : `用户${userId}`);
}

async function invitation(
  db: Db,
  activityId: number,
  code: string,
  userId: number | null,
): Promise<z.input<typeof koiInvitationSchema>> {
  const row = await activityRow(db, activityId);
  const invite = (
    await db.execute({
      sql: 'SELECT user_id FROM koi_invites WHERE activity_id = ? AND code = ?',
      args: [activityId, code],
    })
  ).rows[0];
  if (!invite) throw new UpstreamError(4301, '邀请不存在或已失效', 404);
  const inviterId = Number(invite.user_id);
  const helps = Number(
    (
      await db.execute({
        sql: 'SELECT COUNT(*) AS n FROM koi_helps WHERE activity_id = ? AND inviter_id = ?',
        args: [activityId, inviterId],
      })
    ).rows[0].n,
  );
  const helped =
    userId === null
      ? false
      : Boolean(
          (
            await db.execute({
              sql: 'SELECT 1 FROM koi_helps WHERE activity_id = ? AND helper_id = ?',
              args: [activityId, userId],
            })
          ).rows[0],
        );
  return {
    code,
    inviter: await nicknameOf(db, inviterId),
    activity: {
      id: activityId,
      title: String(row.title),
      intro: String(row.intro),
      phase: phaseOf(row),
      endAt: String(row.end_at),
    },
    helps,
    inviteMax: Number(row.invite_max),
    me: userId === null ? null : { helped, isInviter: userId === inviterId },
  };
}

/** A friend helps once per activity; the inviter gains a chance per help up to the activity's cap. */
function help(db: Db, activityId: number, code: string, helperId: number) {
  return koiQueue(async () => {
    const row = await activityRow(db, activityId);
    requireRunning(row);
    const invite = (
      await db.execute({
        sql: 'SELECT user_id FROM koi_invites WHERE activity_id = ? AND code = ?',
        args: [activityId, code],
      })
    ).rows[0];
    if (!invite) throw new UpstreamError(4301, '邀请不存在或已失效', 404);
    const inviterId = Number(invite.user_id);
    if (inviterId === helperId) throw fail(KOI_ERRORS.selfHelp);
    if (
      (
        await db.execute({
          sql: 'SELECT 1 FROM koi_helps WHERE activity_id = ? AND helper_id = ?',
          args: [activityId, helperId],
        })
      ).rows[0]
    )
      throw fail(KOI_ERRORS.helped);
    const helps = Number(
      (
        await db.execute({
          sql: 'SELECT COUNT(*) AS n FROM koi_helps WHERE activity_id = ? AND inviter_id = ?',
          args: [activityId, inviterId],
        })
      ).rows[0].n,
    );
    if (helps >= Number(row.invite_max)) throw fail(KOI_ERRORS.inviteFull);
    await db.batch(
      [
        {
          sql: 'INSERT INTO koi_helps (activity_id, helper_id, inviter_id, at) VALUES (?, ?, ?, ?)',
          args: [activityId, helperId, inviterId, new Date().toISOString()],
        },
        chanceStatement(
          inviterId,
          activityId,
          1,
          'invite',
          `invite:${helperId}`,
          `好友 ${await nicknameOf(db, helperId)} 助力`,
        ),
      ],
      'write',
    );
  }).then(() => invitation(db, activityId, code, helperId));
}

async function awardsOf(db: Db, activityId: number, userId: number): Promise<Award[]> {
  const rows = (
    await db.execute({
      sql: 'SELECT a.*, p.name AS pool_name, p.prizes FROM koi_awards a JOIN koi_pools p ON p.id = a.pool_id WHERE p.activity_id = ? AND a.user_id = ? ORDER BY a.pool_id',
      args: [activityId, userId],
    })
  ).rows;
  return rows.map((row) => {
    const prize = prizesOf(row)[Number(row.prize_index)];
    return {
      poolId: Number(row.pool_id),
      poolName: String(row.pool_name),
      prizeName: prize.name,
      kind: prize.kind,
      status: String(row.status) as Award['status'],
      contact: row.contact_name
        ? { name: String(row.contact_name), phone: String(row.phone), address: String(row.address) }
        : null,
    };
  });
}

async function participation(
  db: Db,
  activityId: number,
  userId: number,
): Promise<z.input<typeof koiParticipationSchema>> {
  const activity = await readKoiActivity(db, activityId, userId);
  const entries = (
    await db.execute({
      sql: 'SELECT id, delta, reason, memo, at FROM koi_chances WHERE user_id = ? AND activity_id = ? ORDER BY id DESC LIMIT 100',
      args: [userId, activityId],
    })
  ).rows.map((row) => ({
    id: Number(row.id),
    delta: Number(row.delta),
    reason: String(row.reason),
    memo: String(row.memo),
    at: String(row.at),
  }));
  if (activity.limits.base > 0)
    entries.push({
      id: 0,
      delta: activity.limits.base,
      reason: 'base',
      memo: KOI_CHANCE_REASON_LABEL.base,
      at: activity.startAt,
    });
  return {
    activity: { id: activity.id, title: activity.title, phase: activity.phase, endAt: activity.endAt },
    chances: activity.me?.chances ?? 0,
    entries,
    pools: activity.pools.map((pool) => ({
      poolId: pool.id,
      name: pool.name,
      joined: pool.me?.joined ?? false,
      result: !pool.me?.joined
        ? 'not_joined'
        : pool.status !== 'drawn'
          ? 'pending'
          : pool.me.prizeName
            ? 'won'
            : 'lost',
      prizeName: pool.me?.prizeName ?? null,
    })),
    awards: await awardsOf(db, activityId, userId),
  };
}

async function saveAddress(
  db: Db,
  activityId: number,
  poolId: number,
  userId: number,
  input: z.infer<typeof koiAddressInputSchema>,
): Promise<Award> {
  await readKoiActivity(db, activityId, userId);
  const award = (await awardsOf(db, activityId, userId)).find((item) => item.poolId === poolId);
  if (!award) throw fail(KOI_ERRORS.noAward, 404);
  if (award.kind !== 'physical') throw fail(KOI_ERRORS.notPhysical);
  await db.execute({
    sql: "UPDATE koi_awards SET contact_name = ?, phone = ?, address = ?, status = 'address_saved', updated_at = ? WHERE pool_id = ? AND user_id = ?",
    args: [input.name, input.phone, input.address, new Date().toISOString(), poolId, userId],
  });
  return (await awardsOf(db, activityId, userId)).find((item) => item.poolId === poolId)!;
}

function idParam(
  ctx: HandlerContext,
  name: string,
  notFound: { code: number; message: string } = KOI_ERRORS.notFound,
): number {
  const value = Number(ctx.params[name]);
  if (!Number.isSafeInteger(value) || value <= 0) throw fail(notFound, 404);
  return value;
}

const devActivityInput = z.object({
  prizes: z
    .array(
      z.object({ name: z.string().min(1), count: z.number().int().positive(), kind: z.enum(['caidan', 'physical']) }),
    )
    .min(1),
  cost: z.number().int().positive().default(1),
  base: z.number().int().nonnegative().default(1),
});

function routes(router: Router): void {
  router.get('/activity/koi/:id', async (ctx) =>
    readKoiActivity(ctx.db, idParam(ctx, 'id'), (await ctx.optionalUser())?.id ?? null),
  );

  router.post('/activity/koi/:id/pools/:poolId/entries', async (ctx) => {
    const user = await ctx.requireUser();
    const activityId = idParam(ctx, 'id');
    const poolId = idParam(ctx, 'poolId');
    const key = idempotencyKeyOf(ctx);
    return withIdempotency(ctx.db, { scope: 'koi.join', userId: user.id, key, request: { activityId, poolId } }, () =>
      joinPool(ctx.db, activityId, poolId, user.id),
    );
  });

  router.post('/activity/koi/:id/chances', async (ctx) => {
    const user = await ctx.requireUser();
    parseBody(koiChanceInputSchema, ctx);
    return claimSigninChance(ctx.db, idParam(ctx, 'id'), user.id);
  });

  router.get('/activity/koi/:id/participation', async (ctx) => {
    const user = await ctx.requireUser();
    return participation(ctx.db, idParam(ctx, 'id'), user.id);
  });

  router.get('/activity/koi/:id/invite', async (ctx) => {
    const user = await ctx.requireUser();
    const activityId = idParam(ctx, 'id');
    const row = await activityRow(ctx.db, activityId);
    const code = await inviteCodeOf(ctx.db, user.id, activityId);
    const helpers = (
      await ctx.db.execute({
        sql: 'SELECT helper_id, at FROM koi_helps WHERE activity_id = ? AND inviter_id = ? ORDER BY at',
        args: [activityId, user.id],
      })
    ).rows;
    return {
      activityId,
      code,
      helpers: await Promise.all(
        helpers.map(async (item) => ({
          nickname: await nicknameOf(ctx.db, Number(item.helper_id)),
          at: String(item.at),
        })),
      ),
      inviteMax: Number(row.invite_max),
    } satisfies z.input<typeof koiInviteSchema>;
  });

  router.get('/activity/koi/:id/invitations/:code', async (ctx) => {
    const code = koiInviteCodeSchema.safeParse(ctx.params.code);
    if (!code.success) throw new UpstreamError(4301, '邀请不存在或已失效', 404);
    return invitation(ctx.db, idParam(ctx, 'id'), code.data, (await ctx.optionalUser())?.id ?? null);
  });

  router.post('/activity/koi/:id/help', async (ctx) => {
    const user = await ctx.requireUser();
    const input = parseBody(koiHelpInputSchema, ctx);
    return help(ctx.db, idParam(ctx, 'id'), input.code, user.id);
  });

  router.post('/activity/koi/:id/pools/:poolId/address', async (ctx) => {
    const user = await ctx.requireUser();
    const input = parseBody(koiAddressInputSchema, ctx);
    return saveAddress(ctx.db, idParam(ctx, 'id'), idParam(ctx, 'poolId', KOI_ERRORS.noAward), user.id, input);
  });

  // Sandbox only: a fresh running activity with one pool (tests need pools of their own), and ending it now.
  router.post('/__dev/koi/activities', async (ctx) => {
    if (!devRoutesEnabled()) throw new UpstreamError(404, '接口不存在', 404);
    const input = parseBody(devActivityInput, ctx);
    const id =
      Math.max(1000, Number((await ctx.db.execute('SELECT COALESCE(MAX(id), 0) AS n FROM koi_activities')).rows[0].n)) +
      1;
    const now = Date.now();
    const prizes: StoredPrize[] = input.prizes.map((prize) => ({
      ...prize,
      reward: prize.kind === 'caidan' ? { type: 'caidan', units: 10 } : null,
    }));
    await createActivity(
      ctx.db,
      {
        id,
        title: `测试锦鲤 ${id}`,
        intro: '测试用活动',
        startAt: new Date(now - DAY_MS).toISOString(),
        endAt: new Date(now + DAY_MS).toISOString(),
        pools: [{ name: '测试奖池', cost: input.cost, prizes }],
      },
      { base: input.base, signinDaily: 1, inviteMax: 5 },
    );
    return readKoiActivity(ctx.db, id, null);
  });
  router.post('/__dev/koi/activities/:id/end', async (ctx) => {
    if (!devRoutesEnabled()) throw new UpstreamError(404, '接口不存在', 404);
    const id = idParam(ctx, 'id');
    if (id <= 1000) throw new UpstreamError(1003, '只能结束测试活动', 400);
    await ctx.db.execute({
      sql: 'UPDATE koi_activities SET end_at = ? WHERE id = ?',
      args: [new Date().toISOString(), id],
    });
    return { ended: true };
  });
}

export const koiModule: UpstreamModule = {
  name: 'koi',
  version: 2,
  tables: KOI_TABLES,
  schema: KOI_SCHEMA,
  seed: seedKoi,
  routes,
};
