/**
 * Content rules without zod (browser-safe): the value sets of the content routes' `{type}` segments,
 * their labels, and the limits on what users write. lib/content/schemas.ts builds the contract on them.
 */

/** `/manuscript/{kind}/v2/{id}`: the four manuscript forms. */
export const MANUSCRIPT_KINDS = ['article', 'feed', 'stock_feed', 'video'] as const;

/**
 * Everything the content module stores as one item, addressed as (kind, id): the manuscripts, column
 * articles, information and hall items, and flash news (whose body is the interpretation).
 */
export const ITEM_KINDS = [...MANUSCRIPT_KINDS, 'column', 'information', 'hall', 'flash'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** `/information/{type}/{id}`: news (要闻), announcement readings (公告解读), research digests (研报精选). */
export const INFORMATION_TYPES = ['news', 'announcement', 'research'] as const;
export type InformationType = (typeof INFORMATION_TYPES)[number];
export const INFORMATION_TYPE_LABEL: Record<InformationType, string> = {
  news: '要闻',
  announcement: '公告解读',
  research: '研报精选',
};

/** `/hall/{type}/{id}`: the lecture hall's illustrated lessons (图文课) and video lessons (视频课). */
export const HALL_TYPES = ['lesson', 'video'] as const;
export type HallType = (typeof HALL_TYPES)[number];
export const HALL_TYPE_LABEL: Record<HallType, string> = { lesson: '图文课', video: '视频课' };

/** `/dragonThrowCircleDetail/{type}/{id}`: circle posts (动态) and questions (问答). */
export const CIRCLE_POST_TYPES = ['post', 'question'] as const;
export type CirclePostType = (typeof CIRCLE_POST_TYPES)[number];
export const CIRCLE_POST_TYPE_LABEL: Record<CirclePostType, string> = { post: '动态', question: '问答' };

export const KIND_LABEL: Record<ItemKind, string> = {
  article: '文章',
  feed: '动态',
  stock_feed: '个股观点',
  video: '视频',
  column: '专栏',
  information: '资讯',
  hall: '讲堂',
  flash: '快讯',
};

/** Calendar event categories (/flash/calendar); `ipo` rows come from the IPO data, the rest are seeded. */
export const CALENDAR_CATEGORIES = ['data', 'ipo', 'unlock', 'meeting'] as const;
export type CalendarCategory = (typeof CALENDAR_CATEGORIES)[number];
export const CALENDAR_CATEGORY_LABEL: Record<CalendarCategory, string> = {
  data: '数据发布',
  ipo: '新股',
  unlock: '解禁',
  meeting: '会议',
};

/** Report reasons of a circle post (举报). */
export const REPORT_REASONS = ['spam', 'stock-tip', 'abuse', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABEL: Record<ReportReason, string> = {
  spam: '广告引流',
  'stock-tip': '违规荐股',
  abuse: '辱骂攻击',
  other: '其他',
};

export const COMMENT_MAX_LENGTH = 300;
export const POST_MAX_LENGTH = 1000;
export const POST_MAX_STOCKS = 5;

/** Idempotency-Key of a state-changing call: one per user action, made by the browser. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The §3 stock tag users type in a post: `$贵州茅台(600519)$` or `$600519$`. Editors write tags as
 * elements (lib/content/sanitize.ts); users write them as text.
 */
export const USER_STOCK_TAG = /\$(?:[^$()\s]{1,12}[(（])?(\d{6})[)）]?\$/g;
/** A fresh Idempotency-Key (32 hex digits); getRandomValues works on plain-http LAN pages too, randomUUID does not. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
