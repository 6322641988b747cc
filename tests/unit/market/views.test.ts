import { filterIpos, ipoEvents, sortIpos } from '@/lib/market/ipo-rules';
import { filterLhbRows, lhbSummary, reasonsOf, shortReason } from '@/lib/market/lhb-rules';
import { readBoard, readChannel, readDate, readPeriod, withQuery } from '@/lib/market/params';
import { buildDataset } from '@/upstream/market/dataset';
import * as q from '@/upstream/market/queries';

const ds = buildDataset('2026-11-21');
const rows = q.lhbDaily(ds, null).rows;

describe('lhb filters and sorting', () => {
  test('board filter keeps only that board', () => {
    const cy = filterLhbRows(rows, { board: 'cy', sort: 'net' });
    expect(cy.length).toBeGreaterThan(0);
    expect(cy.every((r) => r.board === 'cy')).toBe(true);
  });
  test('reason filter and reason options', () => {
    const reasons = reasonsOf(rows);
    expect(reasons.reduce((a, r) => a + r.count, 0)).toBe(rows.length);
    const one = filterLhbRows(rows, { board: 'all', reason: reasons[0].reason, sort: 'net' });
    expect(one).toHaveLength(reasons[0].count);
  });
  test.each(['net', 'buy', 'pct', 'amount'] as const)('sort by %s is descending', (sort) => {
    const key = { net: 'net', buy: 'buy', pct: 'pct', amount: 'lhbAmount' }[sort] as 'net';
    const sorted = filterLhbRows(rows, { board: 'all', sort });
    for (let i = 1; i < sorted.length; i += 1) expect(sorted[i - 1][key]).toBeGreaterThanOrEqual(sorted[i][key]);
  });
  test.each([
    ['日换手率达到20%的前5只证券', '换手率达20%'],
    ['连续三个交易日内，涨幅偏离值累计达到20%的证券', '3日累计涨幅偏离'],
    ['日跌幅偏离值达到7%的前5只证券', '跌幅偏离7%'],
  ])('short reason %s', (reason, label) => expect(shortReason(reason)).toBe(label));
  test('summary counts stocks once', () => {
    const s = lhbSummary(rows);
    expect(s.stocks).toBe(new Set(rows.map((r) => r.code)).size);
    expect(s.listings).toBe(rows.length);
  });
});

describe('IPO views', () => {
  const issues = q.ipoList(ds).issues;
  test('status and board filters', () => {
    expect(filterIpos(issues, { status: 'pending', board: 'all' }).every((i) => i.status === 'pending')).toBe(true);
    expect(filterIpos(issues, { status: 'all', board: 'kc' }).every((i) => i.board === 'kc')).toBe(true);
  });
  test('sorted: pending first, listed last', () => {
    const sorted = sortIpos(issues);
    expect(sorted[0].status).toBe('pending');
    expect(sorted[sorted.length - 1].status).toBe('listed');
  });
  test('calendar events by type within the window, ascending', () => {
    const days = ipoEvents(issues, 'apply', '2026-11-01', '2026-12-31');
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((d) => d.events.every((e) => e.type === 'apply' && e.issue.dates.apply === d.date))).toBe(true);
    const dates = days.map((d) => d.date);
    expect([...dates].sort()).toEqual(dates);
    const all = ipoEvents(issues, 'all', '2026-11-01', '2026-12-31').flatMap((d) => d.events.map((e) => e.type));
    expect(new Set(all)).toEqual(new Set(['apply', 'ballot', 'pay', 'list']));
  });
});

describe('query parameters', () => {
  test('defaults for unknown values', () => {
    expect(readPeriod({ period: 'x' })).toBe('1m');
    expect(readPeriod({ period: '6m' })).toBe('6m');
    expect(readChannel({ channel: 'hk' })).toBe('north');
    expect(readBoard({ board: 'kc' })).toBe('kc');
    expect(readDate({ date: '2026-13-01' })).toBeUndefined();
  });
  test('withQuery replaces and removes', () => {
    expect(withQuery('/tool/lhb/today', { date: '2026-11-20', board: 'cy' }, { board: undefined, sort: 'buy' })).toBe(
      '/tool/lhb/today?date=2026-11-20&sort=buy',
    );
  });
});
