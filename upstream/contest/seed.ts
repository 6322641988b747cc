import { holdings, INITIAL_CASH_FEN, LOT_SIZE } from '@/lib/contest/rules';
import { addDays } from '@/lib/format/date';
import type { Db } from '@/upstream/core/types';
import type { MarketDataset } from '@/upstream/market/dataset';
import { CURRENT_PERIOD } from '@/upstream/market/stock-activity';
import { dataset, marketDay, placeTrade, quote, tradesOf, type Period } from './portfolio';
import { allPeriods, settle } from './results';

/** The picks of seeded entrant `index` in period `id` (varied so each period has its own leaders). */
const SEED_CANDIDATES = [
  '600519',
  '300750',
  '601318',
  '002594',
  '688981',
  '600036',
  '000858',
  '000001',
  '601012',
  '600900',
];

/**
 * Seeded entrants of one period and their trades on its trading days: a buy on the first day, and for
 * every other entrant a sale of half on the third. Days after `lastDay` are not traded.
 */
export async function seedPeriod(
  db: Db,
  ds: MarketDataset,
  period: Period,
  userIds: readonly number[],
  lastDay: string,
) {
  const days = ds.days.filter((day) => day >= period.startDate && day <= period.endDate && day <= lastDay);
  const buyDay = days[0] ?? period.startDate;
  for (const [index, userId] of userIds.entries()) {
    const joined = new Date(Date.parse(`${buyDay}T01:00:00Z`) + index * 60_000).toISOString();
    await db.execute({
      sql: 'INSERT OR IGNORE INTO stock_activity_entries (activity_id, user_id, certified_at) VALUES (?, ?, ?)',
      args: [period.id, userId, joined],
    });
    if (!days[0]) continue;
    const offset = (period.id * 3 + index) % SEED_CANDIDATES.length;
    const picks = [SEED_CANDIDATES[offset], SEED_CANDIDATES[(offset + 3) % SEED_CANDIDATES.length]];
    for (const [pickIndex, code] of picks.entries()) {
      const priced = quote(ds, code, buyDay);
      if (!priced || priced.limitUp) continue;
      const share = (pickIndex === 0 ? 0.3 + (index % 5) * 0.1 : 0.2) * INITIAL_CASH_FEN;
      const quantity = Math.floor(share / priced.closeFen / LOT_SIZE) * LOT_SIZE;
      if (quantity > 0)
        await placeTrade(db, period.id, userId, { code, side: 'buy', quantity }, buyDay, ds).catch(() => undefined);
    }
    const sellDay = days[2];
    if (index % 2 === 0 && sellDay) {
      const held = holdings(await tradesOf(db, period.id, userId)).get(picks[0]) ?? 0;
      const quantity = Math.floor(held / 2 / LOT_SIZE) * LOT_SIZE;
      if (quantity > 0)
        await placeTrade(db, period.id, userId, { code: picks[0], side: 'sell', quantity }, sellDay, ds).catch(
          () => undefined,
        );
    }
  }
}

/** Seeds the current period (5 entrants, trades before today) and the finished ones (8 entrants each, settled). */
export async function seedEntrants(db: Db) {
  const ds = dataset();
  const today = marketDay();
  const users = (await db.execute('SELECT id FROM users ORDER BY id LIMIT 8')).rows.map((row) => Number(row.id));
  const dayBefore = ds.days.filter((day) => day < today).at(-1) ?? today;
  for (const period of await allPeriods(db)) {
    if (period.id === CURRENT_PERIOD) await seedPeriod(db, ds, period, users.slice(0, 5), dayBefore);
    else if (period.id < CURRENT_PERIOD) {
      await seedPeriod(db, ds, period, users, period.endDate);
      // Published the Monday after, 09:00 Beijing time.
      await settle(db, period, `${addDays(period.endDate, 3)}T01:00:00.000Z`, true);
    }
  }
}
