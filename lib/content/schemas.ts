import { z } from 'zod';
import { LICENCE_NO_PATTERN, TEACHER_TYPES } from '@/lib/live/schemas';
import {
  CALENDAR_CATEGORIES,
  CIRCLE_POST_TYPES,
  COMMENT_MAX_LENGTH,
  ITEM_KINDS,
  POST_MAX_LENGTH,
  POST_MAX_STOCKS,
  REPORT_REASONS,
} from './rules';

/**
 * The content contract: items (manuscripts, columns, information, hall, flash), topics,
 * comments, circle posts and calendar events. Shared by the BFF (lib/content/server.ts) and the local
 * upstream (upstream/content/content.ts). `bodyHtml` is the editor's or user's raw HTML: it is
 * sanitised on our server before it is rendered (lib/content/sanitize.ts), never trusted as sent.
 *
 * `{type}` value sets of the routes (lib/content/rules.ts):
 * - /information/{type}/{id}: news | announcement | research
 * - /hall/{type}/{id}: lesson | video
 * - /dragonThrowCircleDetail/{type}/{id}: post | question
 */

const id = z.number().int().positive();
const stockCode = z.string().regex(/^\d{6}$/);
/** ISO date-time with its offset (Asia/Shanghai, +08:00). */
const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?([+-]\d{2}:\d{2}|Z)$/);

export const authorSchema = z.object({
  name: z.string().min(1),
  /** The teacher page the author links to; null for the editorial desk. */
  teacherId: id.nullable(),
  title: z.string().nullable(),
  /** 证书编号 of a licensed analyst; null for 达人 and editors. */
  licenceNo: z.string().regex(LICENCE_NO_PATTERN).nullable(),
  institution: z.string().nullable(),
});
export const videoSchema = z.object({
  url: z.string().min(1),
  poster: z.string().min(1),
  durationSec: z.number().int().positive(),
});

export const contentItemSchema = z.object({
  kind: z.enum(ITEM_KINDS),
  /** The route's {type} for information and hall items; null for the others. */
  type: z.string().nullable(),
  id,
  title: z.string().min(1),
  summary: z.string(),
  /** Path on our host (/og/…, /live/…) or an absolute https URL; null when the item has none. */
  cover: z.string().nullable(),
  bodyHtml: z.string(),
  publishedAt: dateTime,
  updatedAt: dateTime.nullable(),
  reads: z.number().int().nonnegative(),
  author: authorSchema,
  topic: z.object({ id, title: z.string() }).nullable(),
  /** Stocks the item is about (shown with their quotes on feeds, stock feeds and flash items). */
  stocks: z.array(stockCode),
  video: videoSchema.nullable(),
  /** Flash items: the news line itself; the body is its interpretation. */
  flash: z.object({ text: z.string().min(1), importance: z.number().int().min(1).max(3) }).nullable(),
  commentCount: z.number().int().nonnegative(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const itemCardSchema = contentItemSchema.pick({
  kind: true,
  type: true,
  id: true,
  title: true,
  summary: true,
  cover: true,
  publishedAt: true,
  reads: true,
});
/** At most this many items in the content index (the sitemaps.org limit of one sitemap file). */
export const CONTENT_INDEX_LIMIT = 50_000;

/** What search engines may list (the sitemap): every live item, newest first, and every topic. */
export const contentIndexSchema = z.object({
  items: z
    .array(contentItemSchema.pick({ kind: true, type: true, id: true, publishedAt: true, updatedAt: true }))
    .max(CONTENT_INDEX_LIMIT),
  /** `updatedAt`: its newest manuscript; null while it has none. */
  topics: z.array(z.object({ id, updatedAt: dateTime.nullable() })),
});
export type ContentIndex = z.infer<typeof contentIndexSchema>;

/** 名师专栏 (/other/mszl): the teachers who publish, licensed advisers first, each with their latest pieces. */
export const columnsSchema = z.object({
  columns: z.array(
    z.object({
      teacher: z.object({
        id,
        name: z.string().min(1),
        avatar: z.string(),
        title: z.string(),
        type: z.enum(TEACHER_TYPES),
        licenceNo: z.string().regex(LICENCE_NO_PATTERN).nullable(),
        institution: z.string(),
        intro: z.string(),
        fans: z.number().int().nonnegative(),
      }),
      /** All the teacher's pieces and their reads; `latest` holds the newest few. */
      total: z.number().int().positive(),
      reads: z.number().int().nonnegative(),
      latest: z.array(itemCardSchema),
    }),
  ),
});
export type Columns = z.infer<typeof columnsSchema>;

export const topicSchema = z.object({
  id,
  title: z.string().min(1),
  description: z.string(),
  cover: z.string().nullable(),
  followers: z.number().int().nonnegative(),
  followed: z.boolean(),
  manuscripts: z.array(itemCardSchema),
});
export type Topic = z.infer<typeof topicSchema>;

export const followResultSchema = z.object({ followed: z.boolean(), followers: z.number().int().nonnegative() });

export const commentSchema = z.object({
  id,
  userName: z.string(),
  content: z.string(),
  createdAt: dateTime,
  likes: z.number().int().nonnegative(),
  liked: z.boolean(),
  mine: z.boolean(),
});
export const commentListSchema = z.object({ items: z.array(commentSchema), total: z.number().int().nonnegative() });
export type CommentList = z.infer<typeof commentListSchema>;

export const likeResultSchema = z.object({ liked: z.boolean(), likes: z.number().int().nonnegative() });

export const circleImageSchema = z.object({
  url: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});

export const circlePostSchema = z.object({
  id,
  type: z.enum(CIRCLE_POST_TYPES),
  authorName: z.string(),
  authorTeacherId: id.nullable(),
  bodyHtml: z.string(),
  images: z.array(circleImageSchema),
  stocks: z.array(stockCode),
  likes: z.number().int().nonnegative(),
  liked: z.boolean(),
  comments: z.number().int().nonnegative(),
  createdAt: dateTime,
  mine: z.boolean(),
});
export type CirclePost = z.infer<typeof circlePostSchema>;
export const circleFeedSchema = z.object({ posts: z.array(circlePostSchema) });

export const calendarEventSchema = z.object({
  id: z.string(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  time: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable(),
  category: z.enum(CALENDAR_CATEGORIES),
  title: z.string().min(1),
  detail: z.string(),
  importance: z.number().int().min(1).max(3),
  stocks: z.array(stockCode),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
export const calendarSchema = z.object({ today: z.string(), events: z.array(calendarEventSchema) });

export const reportResultSchema = z.object({ reported: z.literal(true) });

// ── BFF inputs ──────────────────────────────────────────────────────────────────────────────
/** What a comment is on: an item of any kind, or a circle post ('circle'). */
export const commentTargetSchema = z.object({
  kind: z.enum([...ITEM_KINDS, 'circle']),
  id: z.coerce.number().int().positive(),
});
export const postCommentInputSchema = commentTargetSchema.extend({
  content: z.string().trim().min(1).max(COMMENT_MAX_LENGTH),
});
export const likeInputSchema = z.object({ like: z.boolean() });
export const followInputSchema = z.object({ follow: z.boolean() });
export const postInputSchema = z.object({
  type: z.enum(CIRCLE_POST_TYPES),
  content: z.string().trim().min(1).max(POST_MAX_LENGTH),
  stocks: z.array(stockCode).max(POST_MAX_STOCKS).default([]),
});
export const reportInputSchema = z.object({ reason: z.enum(REPORT_REASONS) });
