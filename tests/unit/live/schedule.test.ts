import type { Row } from '@libsql/client';
import { formatCount } from '@/lib/format/amount';
import { chinaDayOffset, formatChinaTimeRange } from '@/lib/format/china-time';
import { buildChart, weeklyPeriods } from '@/upstream/live/charts';
import { shanghaiMidnight } from '@/upstream/live/clock';
import { programStatus, programWindow } from '@/upstream/live/read-model';
import type { Room } from '@/lib/live/schemas';

const row = (values: Record<string, unknown>) => values as unknown as Row;

describe('programme status (预告 / 直播中 / 已结束 / 回放)', () => {
  const start = 1_000;
  const end = 2_000;
  it.each([
    [999, null, 'upcoming'],
    [1_000, null, 'live'],
    [1_999, '/x.m3u8', 'live'],
    [2_000, null, 'ended'],
    [2_000, '/x.m3u8', 'replay'],
  ])('at %i with replay %s → %s', (now, replay, status) => expect(programStatus(start, end, replay, now)).toBe(status));

  it('places scheduled programmes on Beijing days and keeps on-air ones spanning now', () => {
    const now = Date.parse('2026-11-21T19:47:00Z'); // 03:47 on 11-22 in Beijing
    expect(new Date(shanghaiMidnight(now)).toISOString()).toBe('2026-11-21T16:00:00.000Z');
    const scheduled = programWindow(row({ on_air: 0, day_offset: 1, start_minute: 570, duration_min: 90 }), now);
    expect(new Date(scheduled.start).toISOString()).toBe('2026-11-23T01:30:00.000Z');
    const onAir = programWindow(row({ on_air: 1, day_offset: 0, start_minute: 0, duration_min: 180 }), now);
    expect(onAir.start).toBeLessThanOrEqual(now);
    expect(onAir.end).toBeGreaterThan(now);
  });
});

describe('charts', () => {
  const room = (id: number, popularity: number): Room =>
    ({
      id,
      status: id === 1 ? 'live' : 'offline',
      heat: 1000 * id,
      teacher: { id, name: `T${id}`, avatar: 'T', popularity, views: 10_000, fans: 500 },
    }) as unknown as Room;

  it('ranks 1..n by score, deterministic for a day, with a change against the previous day', () => {
    const rooms = [room(1, 500_000), room(2, 100_000), room(3, 900_000)];
    const now = Date.parse('2026-11-21T04:00:00Z');
    const chart = buildChart('popularity-list', rooms, now);
    expect(chart.entries.map((entry) => entry.rank)).toEqual([1, 2, 3]);
    expect([...chart.entries].sort((a, b) => b.score - a.score)).toEqual(chart.entries);
    expect(buildChart('popularity-list', rooms, now)).toEqual(chart);
    expect(chart.entries.every((entry) => typeof entry.change === 'number')).toBe(true);
  });

  it('period-list offers the last four weeks, starting on Mondays', () => {
    const periods = weeklyPeriods(Date.parse('2026-11-21T04:00:00Z'));
    expect(periods).toEqual(['2026-11-09', '2026-11-02', '2026-10-26', '2026-10-19']);
    const chart = buildChart('period-list', [room(1, 1), room(2, 2)], Date.parse('2026-11-21T04:00:00Z'), '2026-11-02');
    expect(chart.entries[0].period).toBe('2026-11-02');
  });
});

describe('formatting', () => {
  it.each([
    [0, '0'],
    [9_999, '9999'],
    [12_345, '1.2万'],
    [100_000, '10万'],
    [123_456_789, '1.2亿'],
    // Rounded first, then the unit: 9999.99万 reads 1亿, and half up on the decimal value.
    [99_999_999, '1亿'],
    [99_950_000, '9995万'],
    [10_500, '1.1万'],
    [10_450, '1万'],
  ])('%i → %s', (value, text) => expect(formatCount(value)).toBe(text));

  it('shows programme times in Beijing time', () => {
    expect(formatChinaTimeRange('2026-11-23T01:30:00.000Z', '2026-11-23T03:00:00.000Z')).toBe('11-23 09:30–11:00');
  });
});

describe('chinaDayOffset', () => {
  const now = Date.parse('2026-11-21T19:47:00Z'); // 11-22 03:47 in Beijing
  it.each([
    ['2026-11-21T16:00:00Z', 0],
    ['2026-11-21T15:59:59Z', -1],
    ['2026-11-22T16:00:00Z', 1],
    ['2026-11-20T01:00:00Z', -2],
  ])('%s → %i', (iso, offset) => expect(chinaDayOffset(iso, now)).toBe(offset));
});
