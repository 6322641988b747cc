import { readBoardGroup } from '@/lib/market/hot-stock-rules';
import { countByStatus, readEventType, upcomingApplications } from '@/lib/market/ipo-rules';
import type { IpoIssue } from '@/lib/market/ipo-schemas';
import {
  netLeaders,
  readInstitutionSort,
  readLhbSort,
  readSeatTypeFilter,
  seatsOfType,
  seatsOnSide,
  sideTotals,
  sortInstitutionRows,
} from '@/lib/market/lhb-rules';
import type { InstitutionDaily, SeatTrade, SeatType } from '@/lib/market/lhb-schemas';
import { putFirst } from '@/lib/market/local-list-rules';
import { rankMargin } from '@/lib/market/margin-rules';
import type { MarginSummary } from '@/lib/market/margin-schemas';
import { netCounts } from '@/lib/market/net-counts';
import { readHoldingSort, sortHoldings } from '@/lib/market/northbound-rules';
import type { HoldingRow } from '@/lib/market/northbound-schemas';
import { riskCounts } from '@/lib/market/risk-rules';
import type { RiskItem } from '@/lib/market/risk-schemas';
import { boardLadder, readThemeSort, sortThemes } from '@/lib/market/theme-rules';
import type { ThemeDetail, ThemeRow } from '@/lib/market/theme-schemas';

// The rules read only a few fields of each row; the fixtures give those and nothing else.
const codes = (rows: { code: string }[]) => rows.map((r) => r.code);

describe('IPO lists', () => {
  const issue = (code: string, status: IpoIssue['status'], apply: string) =>
    ({ code, status, dates: { apply } }) as IpoIssue;

  test('the headline counts every status, 0 where none', () => {
    expect(
      countByStatus([
        issue('1', 'pending', '2026-12-01'),
        issue('2', 'pending', '2026-12-02'),
        issue('3', 'awaiting_listing', '2026-11-20'),
      ]),
    ).toEqual({ pending: 2, awaiting_listing: 1, listed: 0 });
  });

  test('近期可申购: only issues still to apply for, soonest day first, one day by code', () => {
    const issues = [
      issue('301005', 'pending', '2026-12-03'),
      issue('688002', 'pending', '2026-12-01'),
      issue('001001', 'listed', '2026-11-01'),
      issue('300001', 'pending', '2026-12-01'),
      issue('920001', 'awaiting_listing', '2026-11-28'),
    ];
    expect(codes(upcomingApplications(issues))).toEqual(['300001', '688002', '301005']);
  });
});

describe('lhb lists', () => {
  const entry = (code: string, net: number) => ({ code, net });

  test('净买入前五 lists net buyers only and 净卖出居前 net sellers only, each largest first', () => {
    const { buyers, sellers } = netLeaders([
      entry('A', 5),
      entry('B', -1),
      entry('C', 9),
      entry('D', 0),
      entry('E', -7),
      entry('F', -3),
    ]);
    expect(codes(buyers)).toEqual(['C', 'A']);
    expect(codes(sellers)).toEqual(['E', 'F', 'B']);
  });

  test('a stock listed twice counts once, at its larger net buy; ties by code', () => {
    const { buyers, sellers } = netLeaders([entry('B', 4), entry('A', -2), entry('A', 4), entry('C', 1)], 2, 3);
    expect(codes(buyers)).toEqual(['A', 'B']);
    expect(sellers).toEqual([]);
  });

  const seat = (seatId: string, seatType: SeatType) => ({ seatId, seatType });
  const seats = [
    seat('1', 'institution'),
    seat('2', 'connect_sh'),
    seat('3', 'hot_money'),
    seat('4', 'connect_sz'),
    seat('5', 'broker'),
  ];

  test.each([
    ['all', ['1', '2', '3', '4', '5']],
    ['connect', ['2', '4']],
    ['hot_money', ['3']],
    ['broker', ['5']],
  ] as const)('seat type %s keeps %j', (filter, ids) =>
    expect(seatsOfType(seats, filter).map((s) => s.seatId)).toEqual(ids),
  );

  test.each([undefined, 'institution', 'toString', ''])('an unknown seat type %j shows every seat', (value) =>
    expect(readSeatTypeFilter(value)).toBe('all'),
  );
  test.each(['constructor', 'hasOwnProperty'])(
    'a sort named like an object property (%s) falls back to the default',
    (value) => {
      expect(readLhbSort(value)).toBe('net');
      expect(readInstitutionSort(value)).toBe('net');
      expect(readThemeSort(value)).toBe('heat');
      expect(readHoldingSort(value)).toBe('mv');
      expect(readBoardGroup(value)).toBe('all');
      expect(readEventType(value)).toBe('all');
    },
  );

  test('institution listings: the chosen amount largest first, ties by code', () => {
    const row = (code: string, net: number, sell: number) =>
      ({ code, net, buy: 0, sell }) as InstitutionDaily['rows'][number];
    const rows = [row('600002', 5, 1), row('600001', -3, 8), row('000003', 5, 8)];
    expect(codes(sortInstitutionRows(rows, 'net'))).toEqual(['000003', '600002', '600001']);
    expect(codes(sortInstitutionRows(rows, 'sell'))).toEqual(['000003', '600001', '600002']);
  });

  const trade = (side: SeatTrade['side'], rank: number, buy: number, sell: number) =>
    ({ side, rank, buy, sell, seatId: `${side}${rank}` }) as SeatTrade;
  const trades = [
    trade('sell', 2, 1, 50),
    trade('buy', 3, 10, 0),
    trade('buy', 1, 30, 2),
    trade('sell', 1, 0, 80),
    trade('buy', 2, 20, 5),
  ];

  test('one side in the exchange rank order, whatever order the seats came in', () => {
    expect(seatsOnSide(trades, 'buy').map((s) => s.seatId)).toEqual(['buy1', 'buy2', 'buy3']);
    expect(seatsOnSide(trades, 'sell').map((s) => s.seatId)).toEqual(['sell1', 'sell2']);
  });

  test('买入前五 totals what buying seats bought, 卖出前五 what selling seats sold (not the other side’s amounts)', () => {
    expect(sideTotals(trades)).toEqual({ buy: 60, sell: 130 });
    expect(sideTotals([])).toEqual({ buy: 0, sell: 0 });
  });
});

test('net buys and sells: a flat 0 is neither', () => {
  expect(netCounts([3, 0, -1, 0.01, -0.5, 0])).toEqual({ buy: 2, sell: 2 });
  expect(netCounts([])).toEqual({ buy: 0, sell: 0 });
});

test('margin ranking: largest first by the chosen measure, ties by code, at most the limit', () => {
  const row = (code: string, netBuy: number, change: number) =>
    ({ code, netBuy, change }) as MarginSummary['ranking'][number];
  const rows = [row('600003', 1, -9), row('600001', 7, 2), row('000002', 7, 5), row('300004', -2, 5)];
  expect(codes(rankMargin(rows, 'net'))).toEqual(['000002', '600001', '600003', '300004']);
  expect(codes(rankMargin(rows, 'change', 3))).toEqual(['000002', '300004', '600001']);
});

describe('themes', () => {
  const theme = (code: string, heat: number, rank: number) => ({ code, heat, rank }) as ThemeRow;

  test('largest first; equal values keep the heat rank', () => {
    expect(codes(sortThemes([theme('B', 5, 3), theme('A', 9, 4), theme('C', 5, 1)], 'heat'))).toEqual(['A', 'C', 'B']);
  });

  test('连板梯队: longest streak first, members in the theme’s order, no row for stocks without a streak', () => {
    const m = (code: string, boards: number) => ({ code, boards }) as ThemeDetail['members'][number];
    const ladder = boardLadder([m('A', 1), m('B', 3), m('C', 0), m('D', 1), m('E', 2)]);
    expect(ladder.map((step) => [step.boards, codes(step.members)])).toEqual([
      [3, ['B']],
      [2, ['E']],
      [1, ['A', 'D']],
    ]);
    expect(boardLadder([m('A', 0)])).toEqual([]);
  });
});

test('northbound holdings: 减持市值 puts the largest reduction first; ties by code', () => {
  const row = (code: string, mv: number, changeMv: number) => ({ code, mv, changeMv }) as HoldingRow;
  const rows = [row('600002', 10, -5), row('600001', 30, 4), row('000003', 10, -9), row('300004', 20, -5)];
  expect(codes(sortHoldings(rows, 'reduce'))).toEqual(['000003', '300004', '600002', '600001']);
  expect(codes(sortHoldings(rows, 'mv'))).toEqual(['600001', '300004', '000003', '600002']);
  expect(codes(sortHoldings(rows, 'changeMv'))).toEqual(['600001', '300004', '600002', '000003']);
});

test('risk findings: 高 and 中 are flagged, 低 and 未发现 are not', () => {
  const item = (severity: RiskItem['severity']) => ({ severity }) as RiskItem;
  expect(riskCounts([item('high'), item('medium'), item('low'), item('none'), item('medium')])).toEqual({
    high: 1,
    flagged: 3,
  });
  expect(riskCounts([])).toEqual({ high: 0, flagged: 0 });
});

describe('lists kept on the device', () => {
  const sameCode = (a: { code: string }, b: { code: string }) => a.code === b.code;

  test('the newest first, an earlier copy of it dropped, the oldest dropped past the cap', () => {
    const recent = [{ code: '1' }, { code: '2' }, { code: '3' }];
    expect(codes(putFirst(recent, { code: '3' }, sameCode, 10))).toEqual(['3', '1', '2']);
    expect(codes(putFirst(recent, { code: '4' }, sameCode, 3))).toEqual(['4', '1', '2']);
    expect(codes(putFirst([], { code: '1' }, sameCode, 3))).toEqual(['1']);
  });

  test('a strategy saved under a used name or with saved conditions replaces the old one', () => {
    const same = (a: { name: string; c: string }, b: { name: string; c: string }) => a.c === b.c || a.name === b.name;
    const list = [
      { name: '低估值', c: 'pe:0:15' },
      { name: '放量', c: 'vr:2:' },
    ];
    expect(putFirst(list, { name: '低估值', c: 'pe:0:10' }, same, 10)).toEqual([
      { name: '低估值', c: 'pe:0:10' },
      { name: '放量', c: 'vr:2:' },
    ]);
    expect(putFirst(list, { name: '新名', c: 'vr:2:' }, same, 10)).toEqual([
      { name: '新名', c: 'vr:2:' },
      { name: '低估值', c: 'pe:0:15' },
    ]);
  });
});
