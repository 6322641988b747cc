import { z } from 'zod';

/**
 * The live-streaming contract (issue 7): rooms, programmes, teachers, chat and charts. Shared by the
 * BFF (lib/live/server.ts), the browser and the local upstream (upstream/live), so drift fails tests.
 * No server-only imports here.
 */

/** 证书编号 of the Securities Association of China: a letter and 13 digits, e.g. S0260620110001. */
export const LICENCE_NO_PATTERN = /^[A-Z]\d{13}$/;

export const TEACHER_TYPES = ['adviser', 'influencer'] as const;
export const TEACHER_TYPE_LABEL: Record<(typeof TEACHER_TYPES)[number], string> = { adviser: '投顾', influencer: '达人' };

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

export const PROGRAM_STATUSES = ['upcoming', 'live', 'ended', 'replay'] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];
export const PROGRAM_STATUS_LABEL: Record<ProgramStatus, string> = { upcoming: '预告', live: '直播中', ended: '已结束', replay: '回放' };

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
export const TeacherDetailSchema = z.object({ teacher: TeacherSchema, programs: z.array(ProgramSchema), room: RoomSchema.omit({ teacher: true }) });

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
});
export type ChatPage = z.infer<typeof ChatPageSchema>;

export const FollowResultSchema = z.object({ followed: z.boolean(), fans: z.number().int().nonnegative() });
export const ReserveResultSchema = z.object({ reserved: z.boolean(), reservations: z.number().int().nonnegative() });

/** The seven boards of /popularCharts/v2 (lib/routes/families/live.ts). */
export const CHART_BOARDS = ['popularity-list', 'hit-charts-list', 'soaring-list', 'playback-list', 'intimate-list', 'exclusive-list', 'period-list'] as const;
export type ChartBoard = (typeof CHART_BOARDS)[number];
export const CHART_BOARD_LABEL: Record<ChartBoard, { title: string; metric: string }> = {
  'popularity-list': { title: '人气榜', metric: '人气值' },
  'hit-charts-list': { title: '打榜榜', metric: '打榜值' },
  'soaring-list': { title: '飙升榜', metric: '人气增长' },
  'playback-list': { title: '回放榜', metric: '回放观看' },
  'intimate-list': { title: '亲密榜', metric: '亲密度' },
  'exclusive-list': { title: '专属榜', metric: '专属观看' },
  'period-list': { title: '往期榜单', metric: '周人气值' },
};

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
export const ChartSchema = z.object({ board: z.enum(CHART_BOARDS), asOf: z.string(), periods: z.array(z.string()), entries: z.array(ChartEntrySchema) });
export type Chart = z.infer<typeof ChartSchema>;

export const RANK_KINDS = ['heat', 'viewers', 'fans'] as const;
export type RankKind = (typeof RANK_KINDS)[number];

/** Chat input rules, checked by the BFF before the call and again by the upstream that stores. */
export const CHAT_MAX_LENGTH = 200;
export const CHAT_ERRORS = {
  empty: { code: 4001, message: '请输入聊天内容' },
  tooLong: { code: 4002, message: `消息不能超过${CHAT_MAX_LENGTH}个字` },
  banned: { code: 4003, message: '消息包含违规内容，请修改后再发送' },
  flood: { code: 4004, message: '发言太频繁，请稍后再试' },
  noRoom: { code: 4005, message: '直播间不存在' },
} as const;

export type ChatContentCheck = { ok: true; content: string } | { ok: false; code: number; message: string };

/** Trims and checks length (counted in characters, so one emoji is one). */
export function checkChatContent(raw: unknown): ChatContentCheck {
  const content = typeof raw === 'string' ? raw.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim() : '';
  if (!content) return { ok: false, ...CHAT_ERRORS.empty };
  if (Array.from(content).length > CHAT_MAX_LENGTH) return { ok: false, ...CHAT_ERRORS.tooLong };
  return { ok: true, content };
}

export const SendChatInputSchema = z.object({ content: z.string().max(CHAT_MAX_LENGTH * 8) });
export const FollowInputSchema = z.object({ follow: z.boolean() });
export const ReserveInputSchema = z.object({ reserve: z.boolean() });

/** Pages open this room when the link carries no ?roomId= (and this teacher without ?teacherId=). */
export const DEFAULT_ROOM_ID = 1;
export const DEFAULT_TEACHER_ID = 1;
