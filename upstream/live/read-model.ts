import type { Row } from '@libsql/client';
import type { Db } from '@/upstream/core/types';
import type { ChatMessage, Program, ProgramStatus, Room, Teacher } from '@/lib/live/schemas';
import { roomIsLive } from '@/lib/live/rules';
import { shownNickname } from '@/lib/moderation/rules';
import { shanghaiMidnight } from './clock';
import { onAirTitle } from './seed';

const DAY_MS = 86_400_000;
const SHANGHAI_OFFSET_MS = 8 * 3600_000;

export function programWindow(row: Row, now: number): { start: number; end: number } {
  // Programmes an anchor schedules keep their absolute time; seeded ones are relative to today.
  if (row.start_at) {
    const start = Date.parse(String(row.start_at));
    return { start, end: start + Number(row.duration_min) * 60_000 };
  }
  if (Number(row.on_air) === 1) {
    const start = Math.floor(now / 1_800_000) * 1_800_000 - 1_800_000;
    return { start, end: start + Number(row.duration_min) * 60_000 };
  }
  const start = shanghaiMidnight(now) + Number(row.day_offset) * DAY_MS + Number(row.start_minute) * 60_000;
  return { start, end: start + Number(row.duration_min) * 60_000 };
}

export function programStatus(start: number, end: number, replayUrl: string | null, now: number): ProgramStatus {
  if (now < start) return 'upcoming';
  if (now < end) return 'live';
  return replayUrl ? 'replay' : 'ended';
}

export function toTeacher(row: Row, followed: boolean, fansDelta = 0): Teacher {
  return {
    id: Number(row.id),
    name: String(row.name),
    avatar: String(row.avatar),
    title: String(row.title),
    type: row.type === 'influencer' ? 'influencer' : 'adviser',
    licenceNo: row.licence_no ? String(row.licence_no) : null,
    institution: String(row.institution),
    registeredAt: row.registered_at ? String(row.registered_at) : null,
    intro: String(row.intro),
    fans: Number(row.fans) + fansDelta,
    popularity: Number(row.popularity),
    views: Number(row.views),
    answers: Number(row.answers),
    roomId: Number(row.id),
    followed,
  };
}

export function toProgram(row: Row, now: number, reserved: boolean): Program {
  const { start, end } = programWindow(row, now);
  const replayUrl = row.replay_url ? String(row.replay_url) : null;
  return {
    id: Number(row.id),
    roomId: Number(row.room_id),
    teacherId: Number(row.teacher_id),
    teacherName: String(row.teacher_name),
    title:
      Number(row.on_air) === 1
        ? onAirTitle(String(row.title), Math.floor(((start + SHANGHAI_OFFSET_MS) % DAY_MS) / 60_000))
        : String(row.title),
    summary: String(row.summary),
    cover: String(row.poster),
    startAt: new Date(start).toISOString(),
    endAt: new Date(end).toISOString(),
    status: programStatus(start, end, replayUrl, now),
    reservations: Number(row.base_reservations) + Number(row.reserved_count ?? 0),
    reserved,
    exclusive: Number(row.exclusive) === 1,
    replayUrl,
    chapters: JSON.parse(String(row.chapters)) as Program['chapters'],
  };
}

export function toMessage(row: Row): ChatMessage {
  const role = row.role === 'anchor' || row.role === 'assistant' ? row.role : 'viewer';
  return {
    id: Number(row.id),
    roomId: Number(row.room_id),
    userId: Number(row.user_id),
    nickname: role === 'viewer' ? shownNickname(String(row.nickname)) : String(row.nickname),
    role,
    content: String(row.content),
    createdAt: String(row.created_at),
  };
}

const PROGRAM_SELECT = `SELECT p.*, r.teacher_id, r.poster, t.name AS teacher_name,
  (SELECT COUNT(*) FROM live_reservations x WHERE x.program_id = p.id) AS reserved_count
  FROM live_programs p JOIN live_rooms r ON r.id = p.room_id JOIN live_teachers t ON t.id = r.teacher_id`;

export async function loadPrograms(
  db: Db,
  where: string,
  args: Array<string | number>,
  userId: number | null,
  now: number,
): Promise<Program[]> {
  const result = await db.execute({ sql: `${PROGRAM_SELECT} ${where}`, args });
  const reserved = new Set<number>();
  if (userId !== null) {
    const mine = await db.execute({
      sql: 'SELECT program_id FROM live_reservations WHERE user_id = ?',
      args: [userId],
    });
    for (const row of mine.rows) reserved.add(Number(row.program_id));
  }
  // A programme an anchor filed shows publicly once its filing is approved (审核中 stays on the anchor's own pages).
  return result.rows
    .filter((row) => row.filing_status !== 'pending')
    .map((row) => toProgram(row, now, reserved.has(Number(row.id))))
    .sort((a, b) => a.startAt.localeCompare(b.startAt));
}

async function followerCounts(db: Db): Promise<Map<number, number>> {
  const result = await db.execute('SELECT teacher_id, COUNT(*) AS n FROM live_follows GROUP BY teacher_id');
  return new Map(result.rows.map((row) => [Number(row.teacher_id), Number(row.n)]));
}

export async function loadTeachers(db: Db, userId: number | null): Promise<Teacher[]> {
  const [rows, counts] = await Promise.all([db.execute('SELECT * FROM live_teachers ORDER BY id'), followerCounts(db)]);
  const followed = new Set<number>();
  if (userId !== null) {
    const mine = await db.execute({ sql: 'SELECT teacher_id FROM live_follows WHERE user_id = ?', args: [userId] });
    for (const row of mine.rows) followed.add(Number(row.teacher_id));
  }
  return rows.rows.map((row) => toTeacher(row, followed.has(Number(row.id)), counts.get(Number(row.id)) ?? 0));
}

/** Viewers now connected per room: the sum of the BFF instances' fresh reports (upstream/live/moderation.ts). */
export async function presenceCounts(db: Db, now: number = Date.now()): Promise<Map<number, number>> {
  const rows = (
    await db.execute({
      sql: 'SELECT room_id, SUM(count) AS n FROM live_presence WHERE reported_at > ? GROUP BY room_id',
      args: [now - 30_000],
    })
  ).rows;
  return new Map(rows.map((row) => [Number(row.room_id), Number(row.n)]));
}

/** Rooms whose anchor is pushing a stream now (live_anchors.broadcasting). */
async function pushingRooms(db: Db): Promise<Set<number>> {
  const rows = (
    await db.execute(
      'SELECT r.id FROM live_rooms r JOIN live_anchors a ON a.teacher_id = r.teacher_id WHERE a.broadcasting = 1',
    )
  ).rows;
  return new Set(rows.map((row) => Number(row.id)));
}

/** The room's state as its viewers see it (the room list and the room page use loadRooms too). */
export async function roomLiveNow(db: Db, roomId: number, now: number): Promise<boolean> {
  return (await loadRooms(db, null, now)).find((room) => room.id === roomId)?.status === 'live';
}

export async function loadRooms(db: Db, userId: number | null, now: number): Promise<Room[]> {
  const [rooms, teachers, programs, present, pushing] = await Promise.all([
    db.execute('SELECT * FROM live_rooms ORDER BY id'),
    loadTeachers(db, userId),
    loadPrograms(db, '', [], userId, now),
    presenceCounts(db),
    pushingRooms(db),
  ]);
  return rooms.rows.map((row) => {
    const id = Number(row.id);
    const own = programs.filter((program) => program.roomId === id);
    const current = own.find((program) => program.status === 'live') ?? null;
    const replay = [...own].reverse().find((program) => program.status === 'replay') ?? null;
    const teacher = teachers.find((item) => item.id === Number(row.teacher_id));
    if (!teacher) throw new Error(`room ${id} has no teacher`);
    const live = roomIsLive({ programOnAir: current !== null, anchorPushing: pushing.has(id) });
    return {
      id,
      title: String(row.title),
      status: live ? 'live' : 'offline',
      // The seeded audience plus the viewers connected right now; the room page streams changes.
      viewers: live ? Number(row.base_viewers) + (present.get(id) ?? 0) : 0,
      heat: Number(row.heat),
      notice: String(row.notice),
      poster: String(row.poster),
      streamUrl: live && row.stream_url ? String(row.stream_url) : null,
      replayUrl: replay?.replayUrl ?? null,
      teacher,
      currentProgram: current,
    } satisfies Room;
  });
}
