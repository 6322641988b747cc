import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { maskNickname, periodPrizes, ranksBy, scoreCurve, type PrizeBoard } from '@/lib/contest/rules';
import type {
  contestBonusListSchema,
  contestPeriodSchema,
  contestRecordListSchema,
  contestRecordSchema,
  contestResultsSchema,
} from '@/lib/contest/schemas';
import type { Db } from '@/upstream/core/types';
import { grant } from '@/upstream/shared/ledger';
import { periodStatus } from '@/upstream/market/stock-activity';
import { dataset, periodFromRow, standings, tradeQueue, type Period } from './portfolio';

/** Finished periods kept (settlement, prizes), the past-period reads and the records behind share cards. */
/** The public face of a period (status on the market's clock; settled once its results are kept). */
export async function periodView(db: Db, period: Period): Promise<z.input<typeof contestPeriodSchema>> {
  const [entrants, settlement] = await Promise.all([
    db.execute({ sql: 'SELECT COUNT(*) AS n FROM stock_activity_entries WHERE activity_id = ?', args: [period.id] }),
    db.execute({ sql: 'SELECT settled_at FROM contest_settlements WHERE activity_id = ?', args: [period.id] }),
  ]);
  return {
    activity_id: period.id,
    title: period.title,
    start_date: period.startDate,
    end_date: period.endDate,
    status: periodStatus({ start_date: period.startDate, end_date: period.endDate }),
    prize_pool_fen: period.poolFen,
    entrants: Number(entrants.rows[0]?.n ?? 0),
    settled: settlement.rows.length > 0,
    settled_at: settlement.rows[0] ? String(settlement.rows[0].settled_at) : null,
  };
}

/**
 * Pays a settled period's unpaid prizes into the winners' cash balance through the ledger's one
 * grant (DOMAIN-MODEL "Reward grant"): its key makes a repeat after a crash pay nothing twice.
 */
async function payPrizes(db: Db, period: Period): Promise<void> {
  const unpaid = await db.execute({
    sql: 'SELECT user_id, board, place, prize_fen FROM contest_prizes WHERE activity_id = ? AND paid_at IS NULL AND prize_fen > 0',
    args: [period.id],
  });
  for (const row of unpaid.rows) {
    const board = String(row.board) as PrizeBoard;
    const userId = Number(row.user_id);
    const memo = `${period.title}${board === 'return' ? '收益榜' : '稳健榜'}第${Number(row.place)}名奖金`;
    await grant(
      db,
      userId,
      { type: 'cash', fen: Number(row.prize_fen) },
      { type: 'activity', id: `contest:${period.id}:${board}`, memo },
      `contest-prize:${period.id}:${board}:${userId}`,
    );
    await db.execute({
      sql: 'UPDATE contest_prizes SET paid_at = ? WHERE activity_id = ? AND board = ? AND user_id = ?',
      args: [new Date().toISOString(), period.id, board, userId],
    });
  }
}

/**
 * Keeps a finished period: every entrant's final score and ranks, and the prizes, written once in one
 * transaction, then pays the prizes. Later reads use the kept rows, so a past ranking never moves.
 * Runs on the trade queue. `history` (the seed's past periods, from before the wallet) records the
 * prizes as paid at `at` without ledger entries.
 */
export async function settle(db: Db, period: Period, at = new Date().toISOString(), history = false): Promise<void> {
  if (periodStatus({ start_date: period.startDate, end_date: period.endDate }) !== 'ended') return;
  await tradeQueue(async () => {
    const done = await db.execute({
      sql: 'SELECT 1 FROM contest_settlements WHERE activity_id = ?',
      args: [period.id],
    });
    if (done.rows.length > 0) return payPrizes(db, period);
    const board = await standings(db, dataset(), period.id, period.endDate);
    const awards = periodPrizes(
      period.id,
      period.poolFen,
      board.map((item) => ({ userId: item.userId, ...item.score })),
    );
    await db.batch(
      [
        ...board.map((item) => ({
          sql: 'INSERT INTO contest_results (activity_id, user_id, rank, risk_rank, total_return, daily_return, max_drawdown, risk_adjusted, prize_fen) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
          args: [
            period.id,
            item.userId,
            item.rank,
            item.risk_rank,
            item.score.total_return,
            item.score.daily_return,
            item.score.max_drawdown,
            item.score.risk_adjusted,
            awards.filter((award) => award.userId === item.userId).reduce((sum, award) => sum + award.prize_fen, 0),
          ],
        })),
        ...awards.map((award) => ({
          sql: 'INSERT INTO contest_prizes (activity_id, user_id, board, place, prize_fen, paid_at) VALUES (?, ?, ?, ?, ?, ?)',
          args: [period.id, award.userId, award.board, award.place, award.prize_fen, history ? at : null],
        })),
        {
          sql: 'INSERT INTO contest_settlements (activity_id, entrants, settled_at) VALUES (?, ?, ?)',
          args: [period.id, board.length, at],
        },
      ],
      'write',
    );
    await payPrizes(db, period);
  });
}

export async function allPeriods(db: Db): Promise<Period[]> {
  const rows = await db.execute('SELECT * FROM stock_activity_periods ORDER BY id DESC');
  return rows.rows.map((row) => periodFromRow(row));
}

/** Every finished period is settled before a past-results read (the current one settles the day after it ends). */
export async function settleFinished(db: Db): Promise<Period[]> {
  const periods = await allPeriods(db);
  for (const period of periods) await settle(db, period);
  return periods;
}

export async function results(db: Db, period: Period) {
  await settle(db, period);
  const view = await periodView(db, period);
  if (!view.settled) return { period: view, rows: [], winners: [] } satisfies z.input<typeof contestResultsSchema>;
  const [rows, prizes] = await Promise.all([
    db.execute({
      sql: `SELECT r.*, COALESCE(u.nickname, '') AS nickname FROM contest_results r LEFT JOIN users u ON u.id = r.user_id WHERE r.activity_id = ? ORDER BY r.rank, r.user_id LIMIT 100`,
      args: [period.id],
    }),
    db.execute({
      sql: `SELECT p.board, p.place, p.prize_fen, r.total_return, r.risk_adjusted, COALESCE(u.nickname, '') AS nickname FROM contest_prizes p JOIN contest_results r ON r.activity_id = p.activity_id AND r.user_id = p.user_id LEFT JOIN users u ON u.id = p.user_id WHERE p.activity_id = ? ORDER BY p.board, p.place, p.user_id`,
      args: [period.id],
    }),
  ]);
  return {
    period: view,
    rows: rows.rows.map((row) => ({
      rank: Number(row.rank),
      risk_rank: Number(row.risk_rank),
      nickname: maskNickname(String(row.nickname)),
      total_return: Number(row.total_return),
      daily_return: Number(row.daily_return),
      max_drawdown: Number(row.max_drawdown),
      risk_adjusted: Number(row.risk_adjusted),
      prize_fen: Number(row.prize_fen),
    })),
    winners: prizes.rows
      .filter((row) => Number(row.prize_fen) > 0)
      .map((row) => ({
        board: String(row.board) as 'return' | 'risk',
        place: Number(row.place),
        nickname: maskNickname(String(row.nickname)),
        total_return: Number(row.total_return),
        risk_adjusted: Number(row.risk_adjusted),
        prize_fen: Number(row.prize_fen),
      })),
  } satisfies z.input<typeof contestResultsSchema>;
}

export async function bonusList(db: Db) {
  await settleFinished(db);
  const rows = await db.execute(
    `SELECT p.user_id, COALESCE(u.nickname, '') AS nickname, COUNT(*) AS wins, MIN(p.place) AS best_place, SUM(p.prize_fen) AS prize_fen
     FROM contest_prizes p LEFT JOIN users u ON u.id = p.user_id WHERE p.prize_fen > 0 GROUP BY p.user_id ORDER BY prize_fen DESC, p.user_id LIMIT 50`,
  );
  const ranks = ranksBy(rows.rows, (row) => Number(row.prize_fen));
  const settled = await db.execute('SELECT COUNT(*) AS n FROM contest_settlements');
  return {
    periods: Number(settled.rows[0]?.n ?? 0),
    rows: rows.rows.map((row, index) => ({
      rank: ranks[index],
      nickname: maskNickname(String(row.nickname)),
      wins: Number(row.wins),
      best_place: Number(row.best_place),
      prize_fen: Number(row.prize_fen),
    })),
  } satisfies z.input<typeof contestBonusListSchema>;
}

/** The entrant's share code for a period, made on first use: an unguessable handle for the public card. */
export async function shareCodeOf(db: Db, activityId: number, userId: number): Promise<string> {
  await db.execute({
    sql: 'INSERT OR IGNORE INTO contest_share_codes (activity_id, user_id, code) VALUES (?, ?, ?)',
    args: [activityId, userId, randomBytes(9).toString('base64url')],
  });
  const row = await db.execute({
    sql: 'SELECT code FROM contest_share_codes WHERE activity_id = ? AND user_id = ?',
    args: [activityId, userId],
  });
  return String(row.rows[0].code);
}

/** One entrant's record of one period: the kept result when settled, else the live standing. */
export async function recordOf(db: Db, period: Period, userId: number, nickname: string) {
  await settle(db, period);
  const view = await periodView(db, period);
  const board = await standings(db, dataset(), period.id, period.endDate);
  const live = board.find((item) => item.userId === userId);
  const kept = view.settled
    ? (
        await db.execute({
          sql: 'SELECT * FROM contest_results WHERE activity_id = ? AND user_id = ?',
          args: [period.id, userId],
        })
      ).rows[0]
    : undefined;
  const trades = await db.execute({
    sql: 'SELECT COUNT(*) AS n FROM contest_trades WHERE activity_id = ? AND user_id = ?',
    args: [period.id, userId],
  });
  const score = kept
    ? {
        total_return: Number(kept.total_return),
        daily_return: Number(kept.daily_return),
        max_drawdown: Number(kept.max_drawdown),
        risk_adjusted: Number(kept.risk_adjusted),
      }
    : (live?.score ?? scoreCurve([]));
  return {
    ...score,
    period: view,
    nickname,
    rank: kept ? Number(kept.rank) : (live?.rank ?? null),
    risk_rank: kept ? Number(kept.risk_rank) : (live?.risk_rank ?? null),
    entrants: board.length,
    prize_fen: kept ? Number(kept.prize_fen) : 0,
    trades: Number(trades.rows[0]?.n ?? 0),
    share_code: await shareCodeOf(db, period.id, userId),
    curve: live?.curve ?? [],
  } satisfies z.input<typeof contestRecordSchema>;
}

export async function myRecords(db: Db, userId: number) {
  const entered = await db.execute({
    sql: `SELECT p.* FROM stock_activity_entries e JOIN stock_activity_periods p ON p.id = e.activity_id WHERE e.user_id = ? ORDER BY p.id DESC LIMIT 30`,
    args: [userId],
  });
  const records = [];
  for (const row of entered.rows) records.push(await recordOf(db, periodFromRow(row), userId, '我'));
  return { records } satisfies z.input<typeof contestRecordListSchema>;
}
