import { pickablePeriods, prizesPaidFen, winnersOfBoard } from '@/lib/contest/rules';
import { NEW_WINNING_LIST_MIN_ACTIVITY } from '@/lib/routes/redirects';

const periods = [13, 14, 15, 16, 17].map((activity_id) => ({ activity_id, settled: activity_id !== 17 }));

describe('pickablePeriods', () => {
  test('the old winning list: settled periods below 15 (SPEC §9 activity id threshold)', () => {
    expect(pickablePeriods(periods, { below: NEW_WINNING_LIST_MIN_ACTIVITY }).map((p) => p.activity_id)).toEqual([
      13, 14,
    ]);
  });

  test('the new winning list: settled periods from 15 on, the unsettled one left out', () => {
    expect(pickablePeriods(periods, { from: NEW_WINNING_LIST_MIN_ACTIVITY }).map((p) => p.activity_id)).toEqual([
      15, 16,
    ]);
  });

  test('no range: every settled period; none settled or none at all: empty', () => {
    expect(pickablePeriods(periods).map((p) => p.activity_id)).toEqual([13, 14, 15, 16]);
    expect(pickablePeriods([{ activity_id: 3, settled: false }])).toEqual([]);
    expect(pickablePeriods([])).toEqual([]);
  });
});

test('winnersOfBoard keeps one board, in the listed order', () => {
  const winners = [
    { rank: 1, board: 'return' as const },
    { rank: 1, board: 'risk' as const },
    { rank: 2, board: 'return' as const },
  ];
  expect(winnersOfBoard(winners, 'return').map((w) => w.rank)).toEqual([1, 2]);
  expect(winnersOfBoard(winners, 'risk')).toHaveLength(1);
  expect(winnersOfBoard([], 'risk')).toEqual([]);
});

test('prizesPaidFen sums both boards in fen; no winners, nothing paid', () => {
  expect(prizesPaidFen([{ prize_fen: 400_000 }, { prize_fen: 200_000 }, { prize_fen: 150_000 }])).toBe(750_000);
  expect(prizesPaidFen([])).toBe(0);
});
