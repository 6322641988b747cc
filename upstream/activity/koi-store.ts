import type { InStatement } from '@libsql/client';
import type { KoiPrizeKind } from '@/lib/koi/rules';
import type { Db } from '@/upstream/core/types';
import { joinDraw, openDraw } from '@/upstream/shared/draw';
import type { Reward } from '@/upstream/shared/ledger';

/** The koi module's tables and the writes both its routes and its seed make (upstream/activity/koi.ts). */
export interface StoredPrize {
  name: string;
  count: number;
  kind: KoiPrizeKind;
  reward: Reward | null;
}

export const KOI_TABLES = ['koi_awards', 'koi_helps', 'koi_invites', 'koi_chances', 'koi_pools', 'koi_activities'];

export const KOI_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS koi_activities (
     id INTEGER PRIMARY KEY, title TEXT NOT NULL, intro TEXT NOT NULL, start_at TEXT NOT NULL, end_at TEXT NOT NULL,
     base_chances INTEGER NOT NULL, signin_daily INTEGER NOT NULL, invite_max INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS koi_pools (
     id INTEGER PRIMARY KEY AUTOINCREMENT, activity_id INTEGER NOT NULL REFERENCES koi_activities(id), name TEXT NOT NULL,
     cost INTEGER NOT NULL, prizes TEXT NOT NULL, draw_id INTEGER, settled INTEGER NOT NULL DEFAULT 0
   )`,
  // A chance movement per (user, activity, ref): a repeated grant or a second join of a pool cannot land twice.
  `CREATE TABLE IF NOT EXISTS koi_chances (
     id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, activity_id INTEGER NOT NULL, delta INTEGER NOT NULL,
     reason TEXT NOT NULL, ref TEXT NOT NULL, memo TEXT NOT NULL, at TEXT NOT NULL, UNIQUE (user_id, activity_id, ref)
   )`,
  'CREATE TABLE IF NOT EXISTS koi_invites (user_id INTEGER NOT NULL, activity_id INTEGER NOT NULL, code TEXT NOT NULL UNIQUE, PRIMARY KEY (user_id, activity_id))',
  'CREATE TABLE IF NOT EXISTS koi_helps (activity_id INTEGER NOT NULL, helper_id INTEGER NOT NULL, inviter_id INTEGER NOT NULL, at TEXT NOT NULL, PRIMARY KEY (activity_id, helper_id))',
  `CREATE TABLE IF NOT EXISTS koi_awards (
     pool_id INTEGER NOT NULL, user_id INTEGER NOT NULL, prize_index INTEGER NOT NULL, status TEXT NOT NULL,
     contact_name TEXT, phone TEXT, address TEXT, updated_at TEXT NOT NULL, PRIMARY KEY (pool_id, user_id)
   )`,
];

export const chanceStatement = (
  userId: number,
  activityId: number,
  delta: number,
  reason: string,
  ref: string,
  memo: string,
): InStatement => ({
  sql: 'INSERT OR IGNORE INTO koi_chances (user_id, activity_id, delta, reason, ref, memo, at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  args: [userId, activityId, delta, reason, ref, memo, new Date().toISOString()],
});

export interface ActivitySeed {
  id: number;
  title: string;
  intro: string;
  startAt: string;
  endAt: string;
  pools: Array<{
    id?: number;
    name: string;
    cost: number;
    prizes: StoredPrize[];
    seed?: string;
    participants?: number[];
  }>;
}

/** Creates an activity and opens one draw per pool (the seed hash is public from this moment). */
export async function createActivity(
  db: Db,
  seed: ActivitySeed,
  limits = { base: 1, signinDaily: 1, inviteMax: 5 },
): Promise<void> {
  await db.execute({
    sql: 'INSERT INTO koi_activities (id, title, intro, start_at, end_at, base_chances, signin_daily, invite_max) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    args: [
      seed.id,
      seed.title,
      seed.intro,
      seed.startAt,
      seed.endAt,
      limits.base,
      limits.signinDaily,
      limits.inviteMax,
    ],
  });
  for (const pool of seed.pools) {
    const inserted = await db.execute({
      sql: 'INSERT INTO koi_pools (id, activity_id, name, cost, prizes) VALUES (?, ?, ?, ?, ?) RETURNING id',
      args: [pool.id ?? null, seed.id, pool.name, pool.cost, JSON.stringify(pool.prizes)],
    });
    const poolId = Number(inserted.rows[0].id);
    const drawId = await openDraw(
      db,
      { type: 'koi', id: poolId },
      pool.prizes.map(({ name, count }) => ({ name, count })),
      { seed: pool.seed, openedAt: seed.startAt },
    );
    await db.execute({ sql: 'UPDATE koi_pools SET draw_id = ? WHERE id = ?', args: [drawId, poolId] });
    for (const userId of pool.participants ?? []) {
      await joinDraw(db, drawId, userId);
      await db.execute(chanceStatement(userId, seed.id, -pool.cost, 'join', `join:${poolId}`, `参与「${pool.name}」`));
    }
  }
}
