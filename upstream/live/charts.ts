import { createRng } from '@/upstream/core/random';
import type { Chart, ChartBoard, ChartEntry, Room } from '@/lib/live/schemas';
import { shanghaiMidnight } from './clock';

const DAY_MS = 86_400_000;

function dateLabel(time: number): string {
  return new Date(time + 8 * 3600_000).toISOString().slice(0, 10);
}

/** Last four weekly periods, newest first, labelled by their Monday (Asia/Shanghai). */
export function weeklyPeriods(now: number): string[] {
  const midnight = shanghaiMidnight(now);
  const weekday = (new Date(midnight + 8 * 3600_000).getUTCDay() + 6) % 7;
  const monday = midnight - weekday * DAY_MS;
  return [1, 2, 3, 4].map((weeksBack) => dateLabel(monday - weeksBack * 7 * DAY_MS));
}

/** A board's score for a room on a day: the room's real counters plus a deterministic daily swing. */
function score(board: ChartBoard, room: Room, day: string): number {
  const rng = createRng(`chart:${board}:${room.id}:${day}`);
  const swing = rng.float(0.6, 1.4, 3);
  const base: Record<ChartBoard, number> = {
    'popularity-list': room.teacher.popularity,
    'hit-charts-list': Math.round(room.heat / 3),
    'soaring-list': Math.round(room.heat * rng.float(0.02, 0.3, 3)),
    'playback-list': Math.round(room.teacher.views / 20),
    'intimate-list': Math.round(room.teacher.fans / 4),
    'exclusive-list': Math.round(room.teacher.popularity / 7),
    'period-list': room.teacher.popularity * 5,
  };
  return Math.max(0, Math.round(base[board] * swing));
}

function rank(board: ChartBoard, rooms: Room[], day: string): Array<{ room: Room; score: number }> {
  return rooms
    .map((room) => ({ room, score: score(board, room, day) }))
    .sort((a, b) => b.score - a.score || a.room.id - b.room.id);
}

export function buildChart(board: ChartBoard, rooms: Room[], now: number, period?: string | null): Chart {
  const periods = board === 'period-list' ? weeklyPeriods(now) : [];
  const day = board === 'period-list' ? (period && periods.includes(period) ? period : periods[0]) : dateLabel(now);
  const previous = board === 'period-list' ? dateLabel(Date.parse(day) - 7 * DAY_MS) : dateLabel(now - DAY_MS);
  const today = rank(board, rooms, day);
  const before = new Map(rank(board, rooms, previous).map((item, index) => [item.room.id, index + 1]));
  const entries: ChartEntry[] = today.map((item, index) => ({
    rank: index + 1,
    teacherId: item.room.teacher.id,
    teacherName: item.room.teacher.name,
    avatar: item.room.teacher.avatar,
    roomId: item.room.id,
    live: item.room.status === 'live',
    score: item.score,
    change: before.has(item.room.id) ? (before.get(item.room.id) as number) - (index + 1) : null,
    period: day,
  }));
  return { board, asOf: new Date(now).toISOString(), periods, entries };
}
