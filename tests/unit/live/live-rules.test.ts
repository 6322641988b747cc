import { averageWatch, conversionRate, summarise } from '@/lib/anchor/data-rules';
import { fanLevelOf, nextFanLevel } from '@/lib/live/fan-group-rules';
import { formatCountdown, secondsUntil } from '@/lib/live/lucky-bag-rules';
import { matchesProgramQuery } from '@/lib/live/program-order';

describe('fan group levels', () => {
  it.each([
    [0, 1, { level: 2, missing: 100 }],
    [99, 1, { level: 2, missing: 1 }],
    [100, 2, { level: 3, missing: 200 }],
    [999, 4, { level: 5, missing: 1 }],
    [1000, 5, null],
  ])('intimacy %i is Lv%i', (intimacy, level, next) => {
    expect(fanLevelOf(intimacy).level).toBe(level);
    expect(nextFanLevel(intimacy)).toEqual(next);
  });
});

describe('data centre', () => {
  const row = {
    id: 1,
    title: 't',
    startedAt: '2026-11-19T12:00:00.000Z',
    minutes: 60,
    peak: 300,
    viewers: 1000,
    views: 1500,
    watchMinutes: 12345,
    follows: 10,
    comments: 20,
    bagJoins: 30,
    coupons: 40,
    orders: 7,
    gmvFen: 139300,
  };
  it('sums everything but 最高并发, which is the highest', () => {
    const total = summarise([row, { ...row, id: 2, peak: 450, viewers: 500, orders: 3 }]);
    expect(total).toMatchObject({ sessions: 2, minutes: 120, peak: 450, viewers: 1500, orders: 10, gmvFen: 278600 });
  });
  it('conversion and average watch round half up on the decimal value', () => {
    expect(conversionRate(7, 1000)).toBe('0.70%');
    expect(conversionRate(1, 3)).toBe('33.33%');
    expect(conversionRate(2, 3)).toBe('66.67%');
    expect(conversionRate(5, 0)).toBe('--');
    expect(averageWatch(12345, 1000)).toBe('12.3 分钟');
    expect(averageWatch(25, 100)).toBe('0.3 分钟');
  });
});

describe('lucky-bag countdown', () => {
  it('counts whole seconds down to zero, never below', () => {
    const drawAt = '2026-11-20T14:30:00.000Z';
    expect(secondsUntil(drawAt, Date.parse(drawAt) - 299_001)).toBe(300);
    expect(secondsUntil(drawAt, Date.parse(drawAt) + 5_000)).toBe(0);
    expect(formatCountdown(300)).toBe('05:00');
    expect(formatCountdown(59)).toBe('00:59');
  });
});

describe('programme search', () => {
  const program = { title: '收盘复盘 · 热点回顾', summary: '老周带来市场全景。', teacherName: '老周说盘' };
  it('needs every word somewhere in title, summary or teacher', () => {
    expect(matchesProgramQuery(program, '复盘 老周')).toBe(true);
    expect(matchesProgramQuery(program, '复盘 量化')).toBe(false);
    expect(matchesProgramQuery(program, '   ')).toBe(false);
  });
});
