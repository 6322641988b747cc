import { z } from 'zod';
import { CHART_BOARDS, CHAT_MAX_LENGTH, LICENCE_NO_PATTERN, PROGRAM_STATUSES, TEACHER_TYPES } from './rules';

export {
  LICENCE_NO_PATTERN,
  TEACHER_TYPES,
  TEACHER_TYPE_LABEL,
  PROGRAM_STATUSES,
  PROGRAM_STATUS_LABEL,
  CHART_BOARDS,
  CHART_BOARD_LABEL,
  RANK_KINDS,
  CHAT_MAX_LENGTH,
  CHAT_ERRORS,
  checkChatContent,
  DEFAULT_ROOM_ID,
  DEFAULT_TEACHER_ID,
} from './rules';
export type { ProgramStatus, ChartBoard, RankKind } from './rules';

/**
 * The live-streaming contract: rooms, programmes, teachers, chat and charts. Shared by the
 * BFF (lib/live/server.ts), the browser and the local upstream (upstream/live), so drift fails tests.
 * No server-only imports here.
 */

export const TeacherSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  title: z.string(),
  type: z.enum(TEACHER_TYPES),
  /** Practising-certificate number; null for 达人 who give no investment advice. */
  licenceNo: z.string().regex(LICENCE_NO_PATTERN).nullable(),
  institution: z.string(),
  registeredAt: z.string().nullable(),
  intro: z.string(),
  fans: z.number().int().nonnegative(),
  popularity: z.number().int().nonnegative(),
  views: z.number().int().nonnegative(),
  answers: z.number().int().nonnegative(),
  roomId: z.number().int(),
  followed: z.boolean(),
});
export type Teacher = z.infer<typeof TeacherSchema>;

export const ProgramSchema = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  teacherId: z.number().int(),
  teacherName: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  status: z.enum(PROGRAM_STATUSES),
  reservations: z.number().int().nonnegative(),
  reserved: z.boolean(),
  exclusive: z.boolean(),
  replayUrl: z.string().nullable(),
  chapters: z.array(z.object({ at: z.string(), title: z.string() })),
});
export type Program = z.infer<typeof ProgramSchema>;

export const RoomSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(['live', 'offline']),
  viewers: z.number().int().nonnegative(),
  heat: z.number().int().nonnegative(),
  notice: z.string(),
  poster: z.string(),
  streamUrl: z.string().nullable(),
  replayUrl: z.string().nullable(),
  teacher: TeacherSchema,
  currentProgram: ProgramSchema.nullable(),
});
export type Room = z.infer<typeof RoomSchema>;

export const RoomListSchema = z.object({ rooms: z.array(RoomSchema) });
export const ProgramListSchema = z.object({ programs: z.array(ProgramSchema) });
export const TeacherListSchema = z.object({ teachers: z.array(TeacherSchema) });
export const TeacherDetailSchema = z.object({
  teacher: TeacherSchema,
  programs: z.array(ProgramSchema),
  room: RoomSchema.omit({ teacher: true }),
});

/** A room's likes: the room's total and, for a signed-in viewer, their own taps (null when not signed in). */
export const RoomLikesSchema = z.object({
  roomId: z.number().int(),
  likes: z.number().int().nonnegative(),
  mine: z.number().int().nonnegative().nullable(),
});
export type RoomLikes = z.infer<typeof RoomLikesSchema>;

export const ChatMessageSchema = z.object({
  id: z.number().int().positive(),
  roomId: z.number().int(),
  userId: z.number().int(),
  nickname: z.string(),
  role: z.enum(['viewer', 'anchor', 'assistant']),
  content: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/**
 * A page of chat. With `afterId` the upstream long-polls until a newer message arrives or the wait
 * ends; `reconnect` asks subscribers to drop their streams and resume (failover, maintenance).
 */
export const ChatPageSchema = z.object({
  messages: z.array(ChatMessageSchema),
  lastId: z.number().int().nonnegative(),
  reconnect: z.boolean().optional(),
  /** Ids of messages an anchor removed after `afterRemoval`; every viewer drops them. */
  removed: z.array(z.number().int()).optional(),
  removalSeq: z.number().int().nonnegative().optional(),
});
export type ChatPage = z.infer<typeof ChatPageSchema>;

export const FollowResultSchema = z.object({ followed: z.boolean(), fans: z.number().int().nonnegative() });
export const ReserveResultSchema = z.object({ reserved: z.boolean(), reservations: z.number().int().nonnegative() });

export const ChartEntrySchema = z.object({
  rank: z.number().int().positive(),
  teacherId: z.number().int(),
  teacherName: z.string(),
  avatar: z.string(),
  roomId: z.number().int(),
  live: z.boolean(),
  score: z.number().int().nonnegative(),
  /** Places gained since the previous period (positive = up); null for new entries. */
  change: z.number().int().nullable(),
  period: z.string(),
});
export type ChartEntry = z.infer<typeof ChartEntrySchema>;
export const ChartSchema = z.object({
  board: z.enum(CHART_BOARDS),
  asOf: z.string(),
  periods: z.array(z.string()),
  entries: z.array(ChartEntrySchema),
});
export type Chart = z.infer<typeof ChartSchema>;

export const SendChatInputSchema = z.object({ content: z.string().max(CHAT_MAX_LENGTH * 8) });
export const FollowInputSchema = z.object({ follow: z.boolean() });
export const ModerateInputSchema = z.object({
  action: z.enum(['remove', 'mute'], { error: '请选择删除或禁言' }),
  minutes: z.coerce.number().int().min(1).max(1440).optional(),
});
export const ProgramAccessSchema = z.object({
  programId: z.number().int(),
  title: z.string(),
  teacherName: z.string(),
  roomId: z.number().int(),
  restricted: z.boolean(),
  allowed: z.boolean(),
});
export type ProgramAccess = z.infer<typeof ProgramAccessSchema>;
export const PresenceSchema = z.object({ viewers: z.number().int().nonnegative() });
export const ReserveInputSchema = z.object({ reserve: z.boolean() });
