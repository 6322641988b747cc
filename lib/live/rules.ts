/** Live-room rules and labels without zod: client components import these, keeping zod out of the browser. */
import { CHAT_ERRORS, LIKE_ERRORS } from '@/lib/errors';
import { moderate } from '../moderation/rules';

/** 证书编号 of the Securities Association of China: a letter and 13 digits, e.g. S0260620110001. */
export const LICENCE_NO_PATTERN = /^[A-Z]\d{13}$/;

export const TEACHER_TYPES = ['adviser', 'influencer'] as const;
export const TEACHER_TYPE_LABEL: Record<(typeof TEACHER_TYPES)[number], string> = {
  adviser: '投顾',
  influencer: '达人',
};

export const PROGRAM_STATUSES = ['upcoming', 'live', 'ended', 'replay'] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];
export const PROGRAM_STATUS_LABEL: Record<ProgramStatus, string> = {
  upcoming: '预告',
  live: '直播中',
  ended: '已结束',
  replay: '回放',
};

/**
 * Whether a room is 直播中, for viewers and for its anchor alike: a scheduled programme is on air, or
 * the anchor is pushing a stream. Every 直播中/未开播 label reads this one rule.
 */
export function roomIsLive(state: { programOnAir: boolean; anchorPushing: boolean }): boolean {
  return state.programOnAir || state.anchorPushing;
}

/** The seven boards of /popularCharts/v2 (lib/routes/families/live.ts). */
export const CHART_BOARDS = [
  'popularity-list',
  'hit-charts-list',
  'soaring-list',
  'playback-list',
  'intimate-list',
  'exclusive-list',
  'period-list',
] as const;
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

export const RANK_KINDS = ['heat', 'viewers', 'fans'] as const;
export type RankKind = (typeof RANK_KINDS)[number];

/** Likes in a room: taps are limited per viewer like chat (upstream/live/likes.ts). */
export const LIKE_FLOOD = { max: 10, windowMs: 10_000 } as const;
export { CHAT_ERRORS, LIKE_ERRORS };

/** Chat input rules, checked by the BFF before the call and again by the upstream that stores. */
export const CHAT_MAX_LENGTH = 200;
export type ChatContentCheck = { ok: true; content: string } | { ok: false; code: number; message: string };

/**
 * Trims, checks length (counted in characters, so one emoji is one) and moderates (contact details,
 * stock tips: lib/moderation/rules.ts); a refusal carries the reason in Chinese for the sender.
 */
export function checkChatContent(raw: unknown): ChatContentCheck {
  const content = typeof raw === 'string' ? raw.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim() : '';
  if (!content) return { ok: false, ...CHAT_ERRORS.empty };
  if (Array.from(content).length > CHAT_MAX_LENGTH) return { ok: false, ...CHAT_ERRORS.tooLong };
  const verdict = moderate(content, 'chat');
  if (!verdict.ok) return { ok: false, code: CHAT_ERRORS.banned.code, message: verdict.message };
  return { ok: true, content };
}

/** Pages open this room when the link carries no ?roomId= (and this teacher without ?teacherId=). */
export const DEFAULT_ROOM_ID = 1;
export const DEFAULT_TEACHER_ID = 1;

/** Rooms on air now (会客厅's 正在直播), in the list's order. */
export function roomsOnAir<R extends { status: 'live' | 'offline' }>(rooms: readonly R[]): R[] {
  return rooms.filter((room) => room.status === 'live');
}

/** The rooms a rank board shows: 在线榜 counts people watching now, so a room off air is not on it; the other boards show every room. */
export function roomsOnBoard<R extends { status: 'live' | 'offline' }>(rooms: readonly R[], kind: RankKind): R[] {
  return kind === 'viewers' ? roomsOnAir(rooms) : [...rooms];
}

/** /teacherList: licensed advisers (投顾) before influencers (达人); within each, the list's order. */
export function advisersFirst<T extends { type: (typeof TEACHER_TYPES)[number] }>(teachers: readonly T[]): T[] {
  return [...teachers].sort((a, b) => Number(a.type === 'influencer') - Number(b.type === 'influencer'));
}
