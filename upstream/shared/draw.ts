import { randomBytes } from 'node:crypto';
import type { InStatement } from '@libsql/client';
import type { z } from 'zod';
import { DRAW_ALGORITHM, drawWinners, seedHash, sortedParticipants, type DrawPrize } from '@/lib/draw/algorithm';
import { DRAW_OWNER_TYPES, type DrawSchema } from '@/lib/draw/schemas';
import { UpstreamError, type Db, type UpstreamModule } from '@/upstream/core/types';

/**
 * Verifiable draws, shared by every family that draws a prize (DOMAIN-MODEL): lucky bags today, koi
 * and money-tree activities later. An owner opens a draw (prize table + sha256 of a fresh seed are
 * public from then on), adds participants while it is open, and draws once: the draw is closed first
 * (no joins after that), computed from (seed, sorted participants), written, and the seed revealed.
 * Owners call the functions below in-process; GET /draws/:id is the public record.
 */
export type DrawOwnerType = (typeof DRAW_OWNER_TYPES)[number];

export const DRAW_TABLES = ['draw_winners', 'draw_participants', 'draws'];

const DRAW_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS draws (
     id INTEGER PRIMARY KEY AUTOINCREMENT, owner_type TEXT NOT NULL, owner_id INTEGER NOT NULL, algorithm TEXT NOT NULL,
     prizes TEXT NOT NULL, seed TEXT NOT NULL, seed_hash TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'open',
     opened_at TEXT NOT NULL, drawn_at TEXT, UNIQUE (owner_type, owner_id)
   )`,
  `CREATE TABLE IF NOT EXISTS draw_participants (
     draw_id INTEGER NOT NULL REFERENCES draws(id), user_id INTEGER NOT NULL, joined_at TEXT NOT NULL, PRIMARY KEY (draw_id, user_id)
   )`,
  `CREATE TABLE IF NOT EXISTS draw_winners (
     draw_id INTEGER NOT NULL REFERENCES draws(id), pick INTEGER NOT NULL, user_id INTEGER NOT NULL, prize_index INTEGER NOT NULL,
     PRIMARY KEY (draw_id, pick)
   )`,
];

/** Opens a draw for an owner; the seed stays secret until `performDraw`. A given seed and time are for seeded demo data only. */
export async function openDraw(
  db: Db,
  owner: { type: DrawOwnerType; id: number },
  prizes: DrawPrize[],
  seeded: { seed?: string; openedAt?: string } = {},
): Promise<number> {
  const seed = seeded.seed ?? randomBytes(32).toString('hex');
  const result = await db.execute({
    sql: 'INSERT INTO draws (owner_type, owner_id, algorithm, prizes, seed, seed_hash, opened_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
    args: [
      owner.type,
      owner.id,
      DRAW_ALGORITHM,
      JSON.stringify(prizes),
      seed,
      seedHash(seed),
      seeded.openedAt ?? new Date().toISOString(),
    ],
  });
  return Number(result.rows[0].id);
}

/** Adds a participant while the draw is open; true when they take part (now or already). */
export async function joinDraw(db: Db, drawId: number, userId: number): Promise<boolean> {
  await db.execute({
    sql: "INSERT OR IGNORE INTO draw_participants (draw_id, user_id, joined_at) SELECT ?, ?, ? WHERE EXISTS (SELECT 1 FROM draws WHERE id = ? AND status = 'open')",
    args: [drawId, userId, new Date().toISOString(), drawId],
  });
  return hasJoined(db, drawId, userId);
}

export async function hasJoined(db: Db, drawId: number, userId: number): Promise<boolean> {
  const found = await db.execute({
    sql: 'SELECT 1 FROM draw_participants WHERE draw_id = ? AND user_id = ?',
    args: [drawId, userId],
  });
  return Boolean(found.rows[0]);
}

export async function participantCount(db: Db, drawId: number): Promise<number> {
  const result = await db.execute({
    sql: 'SELECT COUNT(*) AS n FROM draw_participants WHERE draw_id = ?',
    args: [drawId],
  });
  return Number(result.rows[0].n);
}

export interface DrawnWinner {
  pick: number;
  userId: number;
  prizeIndex: number;
}

/**
 * Draws once. Closing first (open → closed) freezes the participants, so whoever computes the winners,
 * concurrently or again after a crash, computes the same ones; INSERT OR IGNORE keeps the first write.
 * `awards` are the owner's prize statements for those winners, written in the same transaction as the
 * winners (DOMAIN-MODEL "Prizes are credited in the same transaction as the draw"); they must be
 * idempotent too (keyed), as a concurrent draw may write them again.
 */
export async function performDraw(
  db: Db,
  drawId: number,
  awards?: (winners: DrawnWinner[]) => InStatement[],
): Promise<void> {
  await db.execute({ sql: "UPDATE draws SET status = 'closed' WHERE id = ? AND status = 'open'", args: [drawId] });
  const row = (await db.execute({ sql: 'SELECT * FROM draws WHERE id = ?', args: [drawId] })).rows[0];
  if (!row) throw new UpstreamError(404, '抽奖不存在', 404);
  if (row.status === 'drawn') return;
  const participants = (
    await db.execute({ sql: 'SELECT user_id FROM draw_participants WHERE draw_id = ?', args: [drawId] })
  ).rows.map((item) => Number(item.user_id));
  const winners = drawWinners(String(row.seed), participants, JSON.parse(String(row.prizes)) as DrawPrize[]);
  await db.batch(
    [
      ...winners.map((winner, pick) => ({
        sql: 'INSERT OR IGNORE INTO draw_winners (draw_id, pick, user_id, prize_index) VALUES (?, ?, ?, ?)',
        args: [drawId, pick, winner.userId, winner.prizeIndex],
      })),
      ...(awards
        ? awards(winners.map((winner, pick) => ({ pick, userId: winner.userId, prizeIndex: winner.prizeIndex })))
        : []),
      {
        sql: "UPDATE draws SET status = 'drawn', drawn_at = ? WHERE id = ? AND status = 'closed'",
        args: [new Date().toISOString(), drawId],
      },
    ],
    'write',
  );
}

async function nicknames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = (
    await db.execute({ sql: `SELECT id, nickname FROM users WHERE id IN (${ids.map(() => '?').join(',')})`, args: ids })
  ).rows;
  return new Map(rows.map((row) => [Number(row.id), String(row.nickname)]));
}

/** A nickname as the public sees it: first character and last, the rest starred. */
export function maskNickname(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return `${name}*`;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, 3))}${chars.at(-1)}`;
}

/** The public record: the seed only once drawn. */
export async function readDraw(db: Db, drawId: number): Promise<z.input<typeof DrawSchema>> {
  const row = (await db.execute({ sql: 'SELECT * FROM draws WHERE id = ?', args: [drawId] })).rows[0];
  if (!row) throw new UpstreamError(404, '抽奖不存在', 404);
  const participants = sortedParticipants(
    (await db.execute({ sql: 'SELECT user_id FROM draw_participants WHERE draw_id = ?', args: [drawId] })).rows.map(
      (item) => Number(item.user_id),
    ),
  );
  const winnerRows = (
    await db.execute({
      sql: 'SELECT user_id, prize_index FROM draw_winners WHERE draw_id = ? ORDER BY pick',
      args: [drawId],
    })
  ).rows;
  const drawn = row.status === 'drawn';
  const names = await nicknames(
    db,
    winnerRows.map((item) => Number(item.user_id)),
  );
  return {
    id: Number(row.id),
    ownerType: String(row.owner_type) as DrawOwnerType,
    ownerId: Number(row.owner_id),
    algorithm: String(row.algorithm),
    prizes: JSON.parse(String(row.prizes)) as DrawPrize[],
    seedHash: String(row.seed_hash),
    seed: drawn ? String(row.seed) : null,
    status: drawn ? 'drawn' : row.status === 'closed' ? 'closed' : 'open',
    openedAt: String(row.opened_at),
    drawnAt: row.drawn_at ? String(row.drawn_at) : null,
    participants,
    winners: drawn
      ? winnerRows.map((item) => ({
          userId: Number(item.user_id),
          prizeIndex: Number(item.prize_index),
          nickname: maskNickname(names.get(Number(item.user_id)) ?? `用户${item.user_id}`),
        }))
      : [],
  };
}

export const drawModule: UpstreamModule = {
  name: 'draw',
  version: 1,
  tables: DRAW_TABLES,
  schema: DRAW_SCHEMA,
  routes: (router) => {
    router.get('/draws/:id', async (ctx) => {
      const id = Number(ctx.params.id);
      if (!Number.isInteger(id) || id <= 0) throw new UpstreamError(1003, '缺少相关参数', 400);
      return readDraw(ctx.db, id);
    });
  },
};
