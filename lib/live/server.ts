import 'server-only';
import { z } from 'zod';
import { upstreamGet, upstreamPost, type UpstreamAuth } from '@/lib/http/upstream';
import { readKey, readPersonal, readPublic } from '@/lib/read/server';
import { combineReads, mapRead, type ReadResult } from '@/lib/read/result';
import { readAuth } from '@/lib/session/session';
import {
  ChartSchema,
  ChatMessageSchema,
  ChatPageSchema,
  PresenceSchema,
  ProgramAccessSchema,
  FollowResultSchema,
  ProgramListSchema,
  ProgramSchema,
  ReserveResultSchema,
  RoomLikesSchema,
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
import { MEDIA_PUBLIC_PREFIX } from '@/lib/media/config';
import { publicMediaPath } from '@/lib/media/playlist';

/**
 * The upstream names media by path: HLS playlists, segments and replays (its media origin) become
 * /h5/media/… (the streaming pass-through), images /h5/… (public/); a full CDN URL passes through.
 */
export function mediaUrl(url: string | null): string | null {
  if (!url) return null;
  // A poster the anchor uploaded: served by the BFF (app/api/live/rooms/[roomId]/poster).
  const uploaded = /^\/live\/rooms\/(\d+)\/poster(\?v=\d+)?$/.exec(url);
  if (uploaded) return `${BASE_PATH}/api/live/rooms/${uploaded[1]}/poster${uploaded[2] ?? ''}`;
  // Playlists, segments and replays come from the media origin through the first-party pass-through.
  const media = url.startsWith('/') && !url.startsWith('//') ? publicMediaPath(url, MEDIA_PUBLIC_PREFIX) : null;
  if (media) return media;
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith(`${BASE_PATH}/`) ? `${BASE_PATH}${url}` : url;
}

function reshapeRoom<T extends Pick<Room, 'poster' | 'streamUrl' | 'replayUrl'>>(room: T): T {
  return {
    ...room,
    poster: mediaUrl(room.poster) ?? '',
    streamUrl: mediaUrl(room.streamUrl),
    replayUrl: mediaUrl(room.replayUrl),
  };
}

function reshapeProgram<T extends { cover: string; replayUrl: string | null }>(program: T): T {
  return { ...program, cover: mediaUrl(program.cover) ?? '', replayUrl: mediaUrl(program.replayUrl) };
}

/** A teacher's page: the teacher, their room and their programmes, media paths made first-party. */
export type TeacherDetail = z.infer<typeof TeacherDetailSchema>;

const PUBLIC = { needLogin: false, tryLogin: true } as const;

/**
 * Live reads are public but carry the viewer's flags (followed, reserved) when there is a viewer: the
 * upstream client sends the request's own auth (session or in-app token). A viewer's answer is read
 * for them alone; only anonymous answers go through the shared cache.
 */
async function liveRead<T>(key: string, load: () => Promise<T>): Promise<ReadResult<T>> {
  return (await readAuth()) ? readPersonal(key, load) : readPublic(`live:${key}`, load);
}

export function getRoom(roomId: number) {
  const path = `/live/rooms/${roomId}`;
  return liveRead(path, async () => reshapeRoom(await upstreamGet(path, RoomSchema, { options: PUBLIC })));
}

export function listRooms(kind?: RankKind) {
  const path = kind ? '/live/rank' : '/live/rooms';
  return liveRead(readKey(path, { kind }), async () => {
    const { rooms } = await upstreamGet(path, RoomListSchema, { query: { kind }, options: PUBLIC });
    return rooms.map(reshapeRoom);
  });
}

export function listPrograms(
  filter: { status?: ProgramStatus; teacherId?: number; roomId?: number; exclusive?: boolean } = {},
) {
  const query = {
    status: filter.status,
    teacherId: filter.teacherId,
    roomId: filter.roomId,
    exclusive: filter.exclusive ? 1 : undefined,
  };
  return liveRead(readKey('/live/programs', query), async () => {
    const { programs } = await upstreamGet('/live/programs', ProgramListSchema, { query, options: PUBLIC });
    return programs.map(reshapeProgram);
  });
}

export function getProgram(programId: number) {
  const path = `/live/programs/${programId}`;
  return liveRead(path, async () => reshapeProgram(await upstreamGet(path, ProgramSchema, { options: PUBLIC })));
}

export function listTeachers(sort?: 'fans' | 'popularity') {
  return liveRead(
    readKey('/live/teachers', { sort }),
    async () => (await upstreamGet('/live/teachers', TeacherListSchema, { query: { sort }, options: PUBLIC })).teachers,
  );
}

export function getTeacher(teacherId: number) {
  const path = `/live/teachers/${teacherId}`;
  return liveRead(path, async () => {
    const detail = await upstreamGet(path, TeacherDetailSchema, { options: PUBLIC });
    return { ...detail, room: reshapeRoom(detail.room), programs: detail.programs.map(reshapeProgram) };
  });
}

/** A room and its programmes, read side by side (one round trip). */
export async function getRoomWithPrograms(roomId: number) {
  return mapRead(
    combineReads(...(await Promise.all([getRoom(roomId), listPrograms({ roomId })]))),
    ([room, programs]) => ({ room, programs }),
  );
}

/** The charts carry no viewer flags: one cached copy for everyone. */
export function getChart(board: ChartBoard, period?: string) {
  const path = `/live/charts/${board}`;
  return readPublic(`live:${readKey(path, { period })}`, () =>
    upstreamGet(path, ChartSchema, { query: { period }, options: { needLogin: false } }),
  );
}

/** Chat history (no afterId) or a long-poll for newer messages; public, so no token is sent. */
export async function readChat(
  roomId: number,
  query: { afterId?: number; afterRemoval?: number; limit?: number; waitMs?: number } = {},
) {
  return upstreamGet(`/live/rooms/${roomId}/chat/messages`, ChatPageSchema, {
    query,
    options: { needLogin: false, timeoutMs: (query.waitMs ?? 0) + 5_000 },
  });
}

export async function sendChat(roomId: number, content: string, auth: UpstreamAuth) {
  return upstreamPost(`/live/rooms/${roomId}/chat/messages`, ChatMessageSchema, { body: { content }, auth });
}

/** A room's likes; with a session, the viewer's own taps too. */
export function readRoomLikes(roomId: number, auth: UpstreamAuth | null) {
  return upstreamGet(`/live/rooms/${roomId}/likes`, RoomLikesSchema, {
    auth,
    options: { needLogin: false, tryLogin: true },
  });
}

/** One tap of 点赞 (limited per viewer by the upstream, like chat). */
export function likeRoom(roomId: number, auth: UpstreamAuth) {
  return upstreamPost(`/live/rooms/${roomId}/likes`, RoomLikesSchema, { auth });
}

/** An anchor removes a message (or mutes its sender and removes it) in their own room. */
export async function moderateChat(
  roomId: number,
  messageId: number,
  input: { action: 'remove' | 'mute'; minutes?: number },
  auth: UpstreamAuth,
) {
  return upstreamPost(`/live/rooms/${roomId}/chat/messages/${messageId}/moderate`, ModerationResultSchema, {
    body: input,
    auth,
  });
}

/** Whether the viewer may watch a (restricted) programme: the step before such a room (/liveToAuth/v2). */
export function getProgramAccess(programId: number) {
  const path = `/live/programs/${programId}/access`;
  return readPersonal(path, () => upstreamGet(path, ProgramAccessSchema));
}

/** A BFF instance's count of streamed viewers of a room; answers the room's total. */
export async function reportPresence(roomId: number, instance: string, count: number) {
  return upstreamPost(`/live/rooms/${roomId}/presence`, PresenceSchema, {
    body: { instance, count },
    options: { needLogin: false },
    auth: null,
  });
}

const ModerationResultSchema = z.object({ removed: z.number().int(), muted: z.boolean() });

export async function setFollow(teacherId: number, follow: boolean, auth: UpstreamAuth) {
  return upstreamPost(`/live/teachers/${teacherId}/follow`, FollowResultSchema, { body: { follow }, auth });
}

export async function setReservation(programId: number, reserve: boolean, auth: UpstreamAuth) {
  return upstreamPost(`/live/programs/${programId}/reserve`, ReserveResultSchema, { body: { reserve }, auth });
}
