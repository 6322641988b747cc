import 'server-only';
import { z } from 'zod';
import { upstreamGet, upstreamPost, type UpstreamAuth } from '@/lib/http/upstream';
import { getSession } from '@/lib/session/session';
import {
  ChartSchema,
  ChatMessageSchema,
  ChatPageSchema,
  FollowResultSchema,
  ProgramListSchema,
  ProgramSchema,
  ReserveResultSchema,
  RoomListSchema,
  RoomSchema,
  TeacherDetailSchema,
  TeacherListSchema,
  type ChartBoard,
  type ProgramStatus,
  type RankKind,
  type Room,
} from './schemas';
import { BASE_PATH } from '@/lib/routes/hrefs';

/** The upstream names media by path on the app's own host (the sandbox stream in public/live); a CDN URL passes through. */
export function mediaUrl(url: string | null): string | null {
  if (!url) return null;
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith(`${BASE_PATH}/`) ? `${BASE_PATH}${url}` : url;
}

function reshapeRoom<T extends Pick<Room, 'poster' | 'streamUrl' | 'replayUrl'>>(room: T): T {
  return { ...room, poster: mediaUrl(room.poster) ?? '', streamUrl: mediaUrl(room.streamUrl), replayUrl: mediaUrl(room.replayUrl) };
}

function reshapeProgram<T extends { cover: string; replayUrl: string | null }>(program: T): T {
  return { ...program, cover: mediaUrl(program.cover) ?? '', replayUrl: mediaUrl(program.replayUrl) };
}

/** Public reads send the viewer's token when there is one, so follow / reservation flags are theirs. */
async function viewerAuth(): Promise<UpstreamAuth | undefined> {
  try {
    const session = await getSession();
    return session.accessToken ? { accessToken: session.accessToken, tokenType: session.tokenType ?? 'Bearer', userId: session.userId } : undefined;
  } catch {
    return undefined;
  }
}

const PUBLIC = { needLogin: false, tryLogin: true } as const;

export async function getRoom(roomId: number) {
  return reshapeRoom(await upstreamGet(`/live/rooms/${roomId}`, RoomSchema, { options: PUBLIC, auth: await viewerAuth() }));
}

export async function listRooms(kind?: RankKind) {
  const path = kind ? '/live/rank' : '/live/rooms';
  const { rooms } = await upstreamGet(path, RoomListSchema, { query: { kind }, options: PUBLIC, auth: await viewerAuth() });
  return rooms.map(reshapeRoom);
}

export async function listPrograms(filter: { status?: ProgramStatus; teacherId?: number; roomId?: number; exclusive?: boolean } = {}) {
  const { programs } = await upstreamGet('/live/programs', ProgramListSchema, {
    query: { status: filter.status, teacherId: filter.teacherId, roomId: filter.roomId, exclusive: filter.exclusive ? 1 : undefined },
    options: PUBLIC,
    auth: await viewerAuth(),
  });
  return programs.map(reshapeProgram);
}

export async function getProgram(programId: number) {
  return reshapeProgram(await upstreamGet(`/live/programs/${programId}`, ProgramSchema, { options: PUBLIC, auth: await viewerAuth() }));
}

export async function listTeachers(sort?: 'fans' | 'popularity') {
  const { teachers } = await upstreamGet('/live/teachers', TeacherListSchema, { query: { sort }, options: PUBLIC, auth: await viewerAuth() });
  return teachers;
}

export async function getTeacher(teacherId: number) {
  const detail = await upstreamGet(`/live/teachers/${teacherId}`, TeacherDetailSchema, { options: PUBLIC, auth: await viewerAuth() });
  return { ...detail, room: reshapeRoom(detail.room), programs: detail.programs.map(reshapeProgram) };
}

export async function getChart(board: ChartBoard, period?: string) {
  return upstreamGet(`/live/charts/${board}`, ChartSchema, { query: { period }, options: { needLogin: false } });
}

/** Chat history (no afterId) or a long-poll for newer messages; public, so no token is sent. */
export async function readChat(roomId: number, query: { afterId?: number; limit?: number; waitMs?: number } = {}) {
  return upstreamGet(`/live/rooms/${roomId}/chat/messages`, ChatPageSchema, {
    query,
    options: { needLogin: false, timeoutMs: (query.waitMs ?? 0) + 5_000 },
  });
}

export async function sendChat(roomId: number, content: string, auth: UpstreamAuth) {
  return upstreamPost(`/live/rooms/${roomId}/chat/messages`, ChatMessageSchema, { body: { content }, auth });
}

export async function setFollow(teacherId: number, follow: boolean, auth: UpstreamAuth) {
  return upstreamPost(`/live/teachers/${teacherId}/follow`, FollowResultSchema, { body: { follow }, auth });
}

export async function setReservation(programId: number, reserve: boolean, auth: UpstreamAuth) {
  return upstreamPost(`/live/programs/${programId}/reserve`, ReserveResultSchema, { body: { reserve }, auth });
}

/** Positive integer ids from query strings (?roomId=, ?teacherId=, ?programId=). */
export const IdParamSchema = z.coerce.number().int().positive();

export function parseId(value: string | string[] | undefined, fallback: number | null = null): number | null {
  const parsed = IdParamSchema.safeParse(Array.isArray(value) ? value[0] : value);
  return parsed.success ? parsed.data : fallback;
}
