import { drawWinners, seedHash } from '@/lib/draw/algorithm';
import { openDatabase, prepareModules } from '@/upstream/core/database';
import type { Db } from '@/upstream/core/types';
import { drawModule, joinDraw, openDraw, participantCount, performDraw, readDraw } from '@/upstream/shared/draw';

let db: Db;

beforeEach(async () => {
  db = openDatabase(':memory:');
  await db.execute(
    'CREATE TABLE users (id INTEGER PRIMARY KEY, mobile TEXT, nickname TEXT NOT NULL, vip_level TEXT, created_at TEXT)',
  );
  await db.batch(
    Array.from({ length: 120 }, (_, index) => ({
      sql: 'INSERT INTO users (id, nickname) VALUES (?, ?)',
      args: [index + 1, `观众${index + 1}号`],
    })),
    'write',
  );
  await prepareModules(db, [drawModule]);
});

afterEach(() => db.close());

describe('draw module (upstream)', () => {
  it('keeps the seed secret until drawn, then publishes what recomputes the winners', async () => {
    const id = await openDraw(db, { type: 'koi', id: 7 }, [
      { name: '锦鲤大奖', count: 1 },
      { name: '财蛋', count: 3 },
    ]);
    for (const user of [5, 3, 9, 1, 7, 11]) await joinDraw(db, id, user);
    const open = await readDraw(db, id);
    expect(open).toMatchObject({
      status: 'open',
      seed: null,
      winners: [],
      participants: [1, 3, 5, 7, 9, 11],
      ownerType: 'koi',
    });
    await performDraw(db, id);
    const drawn = await readDraw(db, id);
    expect(drawn.status).toBe('drawn');
    expect(seedHash(drawn.seed!)).toBe(open.seedHash);
    expect(drawn.winners.map(({ userId, prizeIndex }) => ({ userId, prizeIndex }))).toEqual(
      drawWinners(drawn.seed!, drawn.participants, drawn.prizes),
    );
    expect(drawn.winners[0].nickname).toMatch(/^观\*+号$/);
  });

  it('100 concurrent joins count once each; concurrent draws settle on one result; no join after the close', async () => {
    const id = await openDraw(db, { type: 'lucky_bag', id: 1 }, [{ name: '财蛋', count: 10 }]);
    await Promise.all(Array.from({ length: 100 }, (_, index) => joinDraw(db, id, (index % 50) + 1)));
    expect(await participantCount(db, id)).toBe(50);
    await Promise.all([performDraw(db, id), performDraw(db, id), performDraw(db, id), joinDraw(db, id, 99)]);
    const drawn = await readDraw(db, id);
    expect(drawn.winners).toHaveLength(10);
    expect(new Set(drawn.winners.map((winner) => winner.userId)).size).toBe(10);
    expect(drawn.winners.map(({ userId, prizeIndex }) => ({ userId, prizeIndex }))).toEqual(
      drawWinners(drawn.seed!, drawn.participants, drawn.prizes),
    );
    expect(await joinDraw(db, id, 100)).toBe(false);
    expect((await readDraw(db, id)).participants).toEqual(drawn.participants);
  });
});
