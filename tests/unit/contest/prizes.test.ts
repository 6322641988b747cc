import { periodPrizes, RISK_PRIZE_FROM_PERIOD, type PrizeEntrant } from '@/lib/contest/rules';
import { NEW_WINNING_LIST_MIN_ACTIVITY } from '@/lib/routes/redirects';

const POOL = 2_000_000; // 20,000 yuan in fen
const entrant = (userId: number, totalReturn: number, riskAdjusted = totalReturn * 10): PrizeEntrant => ({
  userId,
  total_return: totalReturn,
  risk_adjusted: riskAdjusted,
});

describe('contest prizes of a finished period', () => {
  test('the return board pays 40 / 20 / 10 % of the pool to the best three positive returns', () => {
    const awards = periodPrizes(14, POOL, [
      entrant(1, 0.05),
      entrant(2, 0.12),
      entrant(3, -0.02),
      entrant(4, 0.08),
      entrant(5, 0.01),
    ]);
    expect(awards).toEqual([
      { userId: 2, board: 'return', place: 1, prize_fen: 800_000 },
      { userId: 4, board: 'return', place: 2, prize_fen: 400_000 },
      { userId: 1, board: 'return', place: 3, prize_fen: 200_000 },
    ]);
  });

  test('a loss or a flat account wins nothing, even with fewer than three winners', () => {
    expect(periodPrizes(14, POOL, [entrant(1, 0), entrant(2, -0.1)])).toEqual([]);
    expect(periodPrizes(14, POOL, [entrant(1, 0.02), entrant(2, -0.1)])).toEqual([
      { userId: 1, board: 'return', place: 1, prize_fen: 800_000 },
    ]);
  });

  test('entrants tied on a place split the shares of the places they hold (fen rounded down)', () => {
    const awards = periodPrizes(14, 1_000_001, [entrant(1, 0.1), entrant(2, 0.1), entrant(3, 0.05)]);
    expect(awards).toEqual([
      { userId: 1, board: 'return', place: 1, prize_fen: 300_000 },
      { userId: 2, board: 'return', place: 1, prize_fen: 300_000 },
      { userId: 3, board: 'return', place: 3, prize_fen: 100_000 },
    ]);
  });

  test(`from period ${RISK_PRIZE_FROM_PERIOD} a second board pays 15 / 10 / 5 % by return / drawdown`, () => {
    const field = [
      entrant(1, 0.12, 1.5),
      entrant(2, 0.05, 5),
      entrant(3, 0.08, 2),
      entrant(4, 0.02, 2.5),
      entrant(5, -0.01, 9),
    ];
    expect(periodPrizes(RISK_PRIZE_FROM_PERIOD - 1, POOL, field).every((award) => award.board === 'return')).toBe(true);
    const risk = periodPrizes(RISK_PRIZE_FROM_PERIOD, POOL, field).filter((award) => award.board === 'risk');
    // Entrant 5 has the best ratio but lost money: not eligible.
    expect(risk).toEqual([
      { userId: 2, board: 'risk', place: 1, prize_fen: 300_000 },
      { userId: 4, board: 'risk', place: 2, prize_fen: 200_000 },
      { userId: 3, board: 'risk', place: 3, prize_fen: 100_000 },
    ]);
  });

  test('the risk board starts with the new winning list of SPEC §9 (activity id 15)', () => {
    expect(RISK_PRIZE_FROM_PERIOD).toBe(NEW_WINNING_LIST_MIN_ACTIVITY);
  });

  test('the prizes never exceed the pool', () => {
    const field = Array.from({ length: 12 }, (_, index) =>
      entrant(index + 1, 0.01 * ((index % 4) + 1), (index % 3) + 1),
    );
    const total = periodPrizes(20, 999_999, field).reduce((sum, award) => sum + award.prize_fen, 0);
    expect(total).toBeLessThanOrEqual(999_999);
    expect(total).toBeGreaterThan(999_999 * 0.99);
  });
});
