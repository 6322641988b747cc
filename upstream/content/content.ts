import { z } from 'zod';
import { addDays, chinaToday } from '@/lib/format/date';
import {
  CIRCLE_POST_TYPES,
  COMMENT_MAX_LENGTH,
  HALL_TYPES,
  IDEMPOTENCY_KEY_PATTERN,
  INFORMATION_TYPES,
  ITEM_KINDS,
  POST_MAX_LENGTH,
  REPORT_REASONS,
  type ItemKind,
} from '@/lib/content/rules';
import { CONTENT_INDEX_LIMIT } from '@/lib/content/schemas';
import type * as s from '@/lib/content/schemas';
import { isShowable, moderate, moderateHtml, shownNickname, type ModerationVerdict } from '@/lib/moderation/rules';
import { parseBody } from '@/upstream/core/body';
import {
  UpstreamError,
  type Db,
  type HandlerContext,
  type UpstreamModule,
  type UpstreamUser,
} from '@/upstream/core/types';
import { seedContent } from './content-seed';

/**
 * Content: items (manuscripts, columns, information, hall, flash), topics and their
 * followers, comments and their likes, the circle's posts, likes and reports, and calendar events.
 * Bodies are stored as written (editor HTML); the BFF sanitises them before any page shows them.
 * Comments and posts are created once per Idempotency-Key (a unique (user, key) pair: a repeat answers
 * the first result). Authors are the live module's teachers, joined when read.
 */

type Row = Record<string, unknown>;
const TYPES_OF: Partial<Record<ItemKind, readonly string[]>> = { information: INFORMATION_TYPES, hall: HALL_TYPES };
const json = <T>(value: unknown, fallback: T): T =>
  value === null || value === undefined ? fallback : (JSON.parse(String(value)) as T);
const nowIso = () => `${new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
const marketToday = () => process.env.MARKET_TODAY ?? chinaToday();

function badInput(): never {
  throw new UpstreamError(1003, '缺少相关参数', 400);
}

function positiveId(value: string | undefined): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : badInput();
}

function idempotencyKey(ctx: HandlerContext): string {
  const raw = ctx.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  return key && IDEMPOTENCY_KEY_PATTERN.test(key) ? key : badInput();
}

/** The fields of a JSON object body; each handler checks the ones it reads. */
const objectBody = z.record(z.string(), z.unknown());

function bodyOf(ctx: HandlerContext): Record<string, unknown> {
  return parseBody(objectBody, ctx);
}

/** The one moderation rule (lib/moderation), here as the upstream's last word: it stores the text. */
function refuseUnless(verdict: ModerationVerdict): void {
  if (!verdict.ok) throw new UpstreamError(1003, verdict.message, 400);
}

async function nicknameOf(db: Db, user: UpstreamUser): Promise<string> {
  try {
    const row = (await db.execute({ sql: 'SELECT nickname FROM users WHERE id = ?', args: [user.id] })).rows[0];
    if (row?.nickname) return String(row.nickname);
  } catch {
    // the users table belongs to the auth module
  }
  return `用户${user.mobile.slice(-4)}`;
}

const ITEM_SELECT = `SELECT i.*, t.name AS author_name, t.title AS author_title, t.licence_no, t.institution, tp.title AS topic_title,
  (SELECT COUNT(*) FROM content_comments c WHERE c.target_kind = i.kind AND c.target_id = i.id) AS comment_count
  FROM content_items i LEFT JOIN live_teachers t ON t.id = i.teacher_id LEFT JOIN content_topics tp ON tp.id = i.topic_id`;

function toItem(row: Row) {
  const teacherId = row.teacher_id === null ? null : Number(row.teacher_id);
  return {
    kind: String(row.kind) as ItemKind,
    type: row.type === null ? null : String(row.type),
    id: Number(row.id),
    title: String(row.title),
    summary: String(row.summary),
    cover: row.cover === null ? null : String(row.cover),
    bodyHtml: String(row.body_html),
    publishedAt: String(row.published_at),
    updatedAt: null,
    reads: Number(row.reads),
    author: {
      name: teacherId && row.author_name ? String(row.author_name) : '财知道编辑部',
      teacherId: teacherId && row.author_name ? teacherId : null,
      title: row.author_title ? String(row.author_title) : null,
      licenceNo: row.licence_no ? String(row.licence_no) : null,
      institution: row.institution ? String(row.institution) : null,
    },
    topic: row.topic_id === null ? null : { id: Number(row.topic_id), title: String(row.topic_title) },
    stocks: json<string[]>(row.stocks, []),
    video: json<z.input<typeof s.videoSchema> | null>(row.video, null),
    flash: json<{ text: string; importance: number } | null>(row.flash, null),
    commentCount: Number(row.comment_count),
  } satisfies z.input<typeof s.contentItemSchema>;
}

const card = (item: ReturnType<typeof toItem>) => ({
  kind: item.kind,
  type: item.type,
  id: item.id,
  title: item.title,
  summary: item.summary,
  cover: item.cover,
  publishedAt: item.publishedAt,
  reads: item.reads,
});

async function itemOrThrow(db: Db, kind: string, id: number, type: string | null) {
  if (!(ITEM_KINDS as readonly string[]).includes(kind)) badInput();
  const row = (
    await db.execute({ sql: `${ITEM_SELECT} WHERE i.kind = ? AND i.id = ? AND i.deleted = 0`, args: [kind, id] })
  ).rows[0];
  const allowed = TYPES_OF[kind as ItemKind];
  // An information or hall item is addressed by its own {type}; any other type is a missing page.
  if (!row || (allowed && row.type !== type)) throw new UpstreamError(1004, '内容不存在或已删除', 404);
  return toItem(row);
}

async function topicOf(db: Db, id: number, user: UpstreamUser | null) {
  const row = (await db.execute({ sql: 'SELECT * FROM content_topics WHERE id = ?', args: [id] })).rows[0];
  if (!row) throw new UpstreamError(1004, '话题不存在', 404);
  const [follows, mine, items] = await Promise.all([
    db.execute({ sql: 'SELECT COUNT(*) AS n FROM content_topic_follows WHERE topic_id = ?', args: [id] }),
    user
      ? db.execute({
          sql: 'SELECT 1 FROM content_topic_follows WHERE topic_id = ? AND user_id = ?',
          args: [id, user.id],
        })
      : null,
    db.execute({
      sql: `${ITEM_SELECT} WHERE i.topic_id = ? AND i.deleted = 0 ORDER BY i.published_at DESC`,
      args: [id],
    }),
  ]);
  return {
    id,
    title: String(row.title),
    description: String(row.description),
    cover: row.cover === null ? null : String(row.cover),
    followers: Number(row.base_followers) + Number(follows.rows[0]?.n ?? 0),
    followed: Boolean(mine?.rows.length),
    manuscripts: items.rows.map((r) => card(toItem(r))),
  } satisfies z.input<typeof s.topicSchema>;
}

/** 名师专栏: teachers with at least one piece, licensed advisers first, then by fans; newest pieces first. */
export const COLUMN_LATEST = 3;
async function columnsOf(db: Db) {
  const [teachers, items] = await Promise.all([
    db.execute('SELECT * FROM live_teachers ORDER BY licence_no IS NULL, fans DESC, id'),
    db.execute(
      `${ITEM_SELECT} WHERE i.teacher_id IS NOT NULL AND i.deleted = 0 ORDER BY i.published_at DESC, i.id DESC`,
    ),
  ]);
  const byTeacher = new Map<number, ReturnType<typeof toItem>[]>();
  for (const row of items.rows) {
    const item = toItem(row);
    const list = byTeacher.get(item.author.teacherId!) ?? [];
    list.push(item);
    byTeacher.set(item.author.teacherId!, list);
  }
  const columns = teachers.rows.flatMap((t) => {
    const own = byTeacher.get(Number(t.id)) ?? [];
    if (!own.length) return [];
    return [
      {
        teacher: {
          id: Number(t.id),
          name: String(t.name),
          avatar: String(t.avatar),
          title: String(t.title),
          type: String(t.type) as 'adviser' | 'influencer',
          licenceNo: t.licence_no === null ? null : String(t.licence_no),
          institution: String(t.institution),
          intro: String(t.intro),
          fans: Number(t.fans),
        },
        total: own.length,
        reads: own.reduce((sum, item) => sum + item.reads, 0),
        latest: own.slice(0, COLUMN_LATEST).map(card),
      },
    ];
  });
  return { columns } satisfies z.input<typeof s.columnsSchema>;
}

/** The sitemap's view of the content: live items newest first, topics with their newest manuscript. */
async function indexOf(db: Db) {
  const [items, topics] = await Promise.all([
    db.execute({
      sql: 'SELECT kind, type, id, published_at FROM content_items WHERE deleted = 0 ORDER BY published_at DESC, kind, id LIMIT ?',
      args: [CONTENT_INDEX_LIMIT],
    }),
    db.execute(
      'SELECT t.id, MAX(i.published_at) AS updated_at FROM content_topics t LEFT JOIN content_items i ON i.topic_id = t.id AND i.deleted = 0 GROUP BY t.id ORDER BY t.id',
    ),
  ]);
  return {
    items: items.rows.map((row) => ({
      kind: String(row.kind) as ItemKind,
      type: row.type === null ? null : String(row.type),
      id: Number(row.id),
      publishedAt: String(row.published_at),
      updatedAt: null,
    })),
    topics: topics.rows.map((row) => ({
      id: Number(row.id),
      updatedAt: row.updated_at === null ? null : String(row.updated_at),
    })),
  } satisfies z.input<typeof s.contentIndexSchema>;
}

const COMMENT_SELECT = `SELECT c.*, (SELECT COUNT(*) FROM content_comment_likes l WHERE l.comment_id = c.id) AS like_count`;

function toComment(row: Row, user: UpstreamUser | null, likedIds: Set<number>) {
  return {
    id: Number(row.id),
    userName: shownNickname(String(row.nickname)),
    content: String(row.content),
    createdAt: String(row.created_at),
    likes: Number(row.base_likes) + Number(row.like_count),
    liked: likedIds.has(Number(row.id)),
    mine: user !== null && Number(row.user_id) === user.id,
  } satisfies z.input<typeof s.commentSchema>;
}

async function likedSet(
  db: Db,
  table: 'content_comment_likes' | 'content_post_likes',
  column: string,
  user: UpstreamUser | null,
): Promise<Set<number>> {
  if (!user) return new Set();
  const rows = await db.execute({ sql: `SELECT ${column} AS id FROM ${table} WHERE user_id = ?`, args: [user.id] });
  return new Set(rows.rows.map((r) => Number(r.id)));
}

async function targetExists(db: Db, kind: string, id: number) {
  const sql =
    kind === 'circle'
      ? 'SELECT 1 FROM content_posts WHERE id = ? AND deleted = 0'
      : 'SELECT 1 FROM content_items WHERE kind = ? AND id = ? AND deleted = 0';
  const found = await db.execute({ sql, args: kind === 'circle' ? [id] : [kind, id] });
  if (!found.rows.length) throw new UpstreamError(1004, '内容不存在或已删除', 404);
}

async function comments(db: Db, kind: string, id: number, user: UpstreamUser | null) {
  await targetExists(db, kind, id);
  // The viewer's own comments first (they just wrote them), then newest first; 50 at most.
  const [rows, count, liked] = await Promise.all([
    db.execute({
      sql: `${COMMENT_SELECT} FROM content_comments c WHERE c.target_kind = ? AND c.target_id = ? ORDER BY (c.user_id IS ?) DESC, c.created_at DESC, c.id DESC LIMIT 50`,
      args: [kind, id, user?.id ?? -1],
    }),
    db.execute({
      sql: 'SELECT COUNT(*) AS n FROM content_comments WHERE target_kind = ? AND target_id = ?',
      args: [kind, id],
    }),
    likedSet(db, 'content_comment_likes', 'comment_id', user),
  ]);
  // Stored text the moderation rule refuses (written before the rule knew its disguise) is shown to no one.
  const shown = rows.rows.filter((r) => isShowable(String(r.content)));
  const hidden = rows.rows.length - shown.length;
  return {
    items: shown.map((r) => toComment(r, user, liked)),
    total: Math.max(0, Number(count.rows[0]?.n ?? 0) - hidden),
  } satisfies z.input<typeof s.commentListSchema>;
}

const POST_SELECT = `SELECT p.*, (SELECT COUNT(*) FROM content_post_likes l WHERE l.post_id = p.id) AS like_count,
  (SELECT COUNT(*) FROM content_comments c WHERE c.target_kind = 'circle' AND c.target_id = p.id) AS comment_count FROM content_posts p`;

function toPost(row: Row, user: UpstreamUser | null, liked: Set<number>) {
  return {
    id: Number(row.id),
    type: String(row.type) as (typeof CIRCLE_POST_TYPES)[number],
    authorName: shownNickname(String(row.nickname)),
    authorTeacherId: row.teacher_id === null ? null : Number(row.teacher_id),
    bodyHtml: String(row.body_html),
    images: json<z.input<typeof s.circleImageSchema>[]>(row.images, []),
    stocks: json<string[]>(row.stocks, []),
    likes: Number(row.base_likes) + Number(row.like_count),
    liked: liked.has(Number(row.id)),
    comments: Number(row.comment_count),
    createdAt: String(row.created_at),
    mine: user !== null && Number(row.user_id) === user.id,
  } satisfies z.input<typeof s.circlePostSchema>;
}

async function setLike(
  db: Db,
  table: 'content_comment_likes' | 'content_post_likes',
  column: string,
  id: number,
  user: UpstreamUser,
  like: boolean,
) {
  if (like)
    await db.execute({
      sql: `INSERT OR IGNORE INTO ${table} (user_id, ${column}, created_at) VALUES (?, ?, ?)`,
      args: [user.id, id, nowIso()],
    });
  else await db.execute({ sql: `DELETE FROM ${table} WHERE user_id = ? AND ${column} = ?`, args: [user.id, id] });
}

/** At most this many comments, or posts, per user and minute: a flood is refused with 1005 and 429. */
export const WRITES_PER_MINUTE = 10;

async function withinWriteLimit(db: Db, table: 'content_comments' | 'content_posts', user: UpstreamUser, key: string) {
  const since = `${new Date(Date.now() + 8 * 3600_000 - 60_000).toISOString().slice(0, 19)}+08:00`;
  const recent = await db.execute({
    sql: `SELECT COUNT(*) AS n, SUM(idem_key = ?) AS repeat FROM ${table} WHERE user_id = ? AND created_at >= ?`,
    args: [key, user.id, since],
  });
  // A repeat of an earlier key is answered with its first result, never refused.
  if (Number(recent.rows[0]?.n ?? 0) >= WRITES_PER_MINUTE && !Number(recent.rows[0]?.repeat ?? 0))
    throw new UpstreamError(1005, '发布太频繁，请稍后再试', 429);
}

function likeFlag(ctx: HandlerContext): boolean {
  const like = bodyOf(ctx).like;
  return typeof like === 'boolean' ? like : badInput();
}

export const contentModule: UpstreamModule = {
  name: 'content',
  version: 3,
  tables: [
    'content_requests',
    'content_reports',
    'content_post_likes',
    'content_posts',
    'content_comment_likes',
    'content_comments',
    'content_topic_follows',
    'content_items',
    'content_topics',
    'content_events',
  ],
  schema: [
    `CREATE TABLE IF NOT EXISTS content_topics (id INTEGER PRIMARY KEY, title TEXT NOT NULL, description TEXT NOT NULL, cover TEXT, base_followers INTEGER NOT NULL)`,
    `CREATE TABLE IF NOT EXISTS content_items (
       kind TEXT NOT NULL, id INTEGER NOT NULL, type TEXT, title TEXT NOT NULL, summary TEXT NOT NULL, cover TEXT, body_html TEXT NOT NULL,
       published_at TEXT NOT NULL, reads INTEGER NOT NULL, teacher_id INTEGER, topic_id INTEGER, stocks TEXT NOT NULL DEFAULT '[]',
       video TEXT, flash TEXT, deleted INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (kind, id)
     )`,
    'CREATE INDEX IF NOT EXISTS content_items_topic ON content_items (topic_id, published_at)',
    `CREATE TABLE IF NOT EXISTS content_topic_follows (user_id INTEGER NOT NULL, topic_id INTEGER NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (user_id, topic_id))`,
    `CREATE TABLE IF NOT EXISTS content_comments (
       id INTEGER PRIMARY KEY AUTOINCREMENT, target_kind TEXT NOT NULL, target_id INTEGER NOT NULL, user_id INTEGER, nickname TEXT NOT NULL,
       content TEXT NOT NULL, base_likes INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL, idem_key TEXT, UNIQUE (user_id, idem_key)
     )`,
    'CREATE INDEX IF NOT EXISTS content_comments_target ON content_comments (target_kind, target_id, created_at)',
    `CREATE TABLE IF NOT EXISTS content_comment_likes (user_id INTEGER NOT NULL, comment_id INTEGER NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (user_id, comment_id))`,
    `CREATE TABLE IF NOT EXISTS content_posts (
       id INTEGER PRIMARY KEY AUTOINCREMENT, type TEXT NOT NULL, user_id INTEGER, nickname TEXT NOT NULL, teacher_id INTEGER, body_html TEXT NOT NULL,
       images TEXT NOT NULL DEFAULT '[]', stocks TEXT NOT NULL DEFAULT '[]', base_likes INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL,
       deleted INTEGER NOT NULL DEFAULT 0, idem_key TEXT, UNIQUE (user_id, idem_key)
     )`,
    `CREATE TABLE IF NOT EXISTS content_post_likes (user_id INTEGER NOT NULL, post_id INTEGER NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (user_id, post_id))`,
    `CREATE TABLE IF NOT EXISTS content_reports (user_id INTEGER NOT NULL, post_id INTEGER NOT NULL, reason TEXT NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (user_id, post_id))`,
    `CREATE TABLE IF NOT EXISTS content_events (
       id INTEGER PRIMARY KEY, day_offset INTEGER NOT NULL, time TEXT, category TEXT NOT NULL, title TEXT NOT NULL, detail TEXT NOT NULL,
       importance INTEGER NOT NULL, stocks TEXT NOT NULL DEFAULT '[]'
     )`,
  ],
  seed: (db) => seedContent(db, marketToday()),
  routes(router) {
    router.get('/content/items/:kind/:id', async ({ db, params, query }) =>
      itemOrThrow(db, params.kind, positiveId(params.id), query.get('type')),
    );

    router.get('/content/columns', async ({ db }) => columnsOf(db));
    router.get('/content/index', async ({ db }) => indexOf(db));
    router.get('/content/topics/:id', async (ctx) =>
      topicOf(ctx.db, positiveId(ctx.params.id), await ctx.optionalUser()),
    );
    router.post('/content/topics/:id/follow', async (ctx) => {
      const user = await ctx.requireUser();
      const id = positiveId(ctx.params.id);
      const follow = bodyOf(ctx).follow;
      if (typeof follow !== 'boolean') badInput();
      await topicOf(ctx.db, id, user);
      if (follow)
        await ctx.db.execute({
          sql: 'INSERT OR IGNORE INTO content_topic_follows (user_id, topic_id, created_at) VALUES (?, ?, ?)',
          args: [user.id, id, nowIso()],
        });
      else
        await ctx.db.execute({
          sql: 'DELETE FROM content_topic_follows WHERE user_id = ? AND topic_id = ?',
          args: [user.id, id],
        });
      const topic = await topicOf(ctx.db, id, user);
      return { followed: topic.followed, followers: topic.followers } satisfies z.input<typeof s.followResultSchema>;
    });

    router.get('/content/comments', async (ctx) => {
      const kind = ctx.query.get('kind') ?? '';
      if (kind !== 'circle' && !(ITEM_KINDS as readonly string[]).includes(kind)) badInput();
      return comments(ctx.db, kind, positiveId(ctx.query.get('id') ?? undefined), await ctx.optionalUser());
    });
    router.post('/content/comments', async (ctx) => {
      const user = await ctx.requireUser();
      const key = idempotencyKey(ctx);
      const { kind, id, content } = bodyOf(ctx);
      if (typeof kind !== 'string' || (kind !== 'circle' && !(ITEM_KINDS as readonly string[]).includes(kind)))
        badInput();
      if (typeof content !== 'string' || !content.trim() || content.length > COMMENT_MAX_LENGTH) badInput();
      const targetId = positiveId(String(id));
      await targetExists(ctx.db, kind, targetId);
      refuseUnless(moderate(content, 'community'));
      await withinWriteLimit(ctx.db, 'content_comments', user, key);
      await ctx.db.execute({
        sql: `INSERT INTO content_comments (target_kind, target_id, user_id, nickname, content, created_at, idem_key) VALUES (?, ?, ?, ?, ?, ?, ?)
              ON CONFLICT (user_id, idem_key) DO NOTHING`,
        args: [kind, targetId, user.id, await nicknameOf(ctx.db, user), content.trim(), nowIso(), key],
      });
      const row = (
        await ctx.db.execute({
          sql: `${COMMENT_SELECT} FROM content_comments c WHERE c.user_id = ? AND c.idem_key = ?`,
          args: [user.id, key],
        })
      ).rows[0];
      return toComment(row, user, await likedSet(ctx.db, 'content_comment_likes', 'comment_id', user));
    });
    router.post('/content/comments/:id/like', async (ctx) => {
      const user = await ctx.requireUser();
      const id = positiveId(ctx.params.id);
      const like = likeFlag(ctx);
      const exists = await ctx.db.execute({ sql: 'SELECT 1 FROM content_comments WHERE id = ?', args: [id] });
      if (!exists.rows.length) throw new UpstreamError(1004, '评论不存在', 404);
      await setLike(ctx.db, 'content_comment_likes', 'comment_id', id, user, like);
      const row = (
        await ctx.db.execute({ sql: `${COMMENT_SELECT} FROM content_comments c WHERE c.id = ?`, args: [id] })
      ).rows[0];
      return { liked: like, likes: toComment(row, user, new Set()).likes } satisfies z.input<typeof s.likeResultSchema>;
    });

    router.get('/content/circle/posts', async (ctx) => {
      const user = await ctx.optionalUser();
      // The viewer's own posts at the top of the circle, newest first, then everyone's; 50 at most.
      const [rows, liked] = await Promise.all([
        ctx.db.execute({
          sql: `${POST_SELECT} WHERE p.deleted = 0 ORDER BY (p.user_id IS ?) DESC, p.created_at DESC, p.id DESC LIMIT 50`,
          args: [user?.id ?? -1],
        }),
        likedSet(ctx.db, 'content_post_likes', 'post_id', user),
      ]);
      return {
        posts: rows.rows.filter((r) => isShowable(String(r.body_html), 'html')).map((r) => toPost(r, user, liked)),
      } satisfies z.input<typeof s.circleFeedSchema>;
    });
    router.get('/content/circle/posts/:type/:id', async (ctx) => {
      const user = await ctx.optionalUser();
      const row = (
        await ctx.db.execute({
          sql: `${POST_SELECT} WHERE p.id = ? AND p.type = ? AND p.deleted = 0`,
          args: [positiveId(ctx.params.id), ctx.params.type],
        })
      ).rows[0];
      if (!row || !isShowable(String(row.body_html), 'html')) throw new UpstreamError(1004, '内容不存在或已删除', 404);
      return toPost(row, user, await likedSet(ctx.db, 'content_post_likes', 'post_id', user));
    });
    router.post('/content/circle/posts', async (ctx) => {
      const user = await ctx.requireUser();
      const key = idempotencyKey(ctx);
      const { type, bodyHtml, stocks } = bodyOf(ctx);
      if (typeof type !== 'string' || !(CIRCLE_POST_TYPES as readonly string[]).includes(type)) badInput();
      if (typeof bodyHtml !== 'string' || !bodyHtml.trim() || bodyHtml.length > POST_MAX_LENGTH * 8) badInput();
      const codes =
        Array.isArray(stocks) && stocks.every((code) => typeof code === 'string' && /^\d{6}$/.test(code))
          ? stocks
          : badInput();
      refuseUnless(moderateHtml(bodyHtml, 'community'));
      await withinWriteLimit(ctx.db, 'content_posts', user, key);
      await ctx.db.execute({
        sql: `INSERT INTO content_posts (type, user_id, nickname, teacher_id, body_html, images, stocks, created_at, idem_key) VALUES (?, ?, ?, NULL, ?, '[]', ?, ?, ?)
              ON CONFLICT (user_id, idem_key) DO NOTHING`,
        args: [
          type,
          user.id,
          await nicknameOf(ctx.db, user),
          bodyHtml,
          JSON.stringify(codes.slice(0, 5)),
          nowIso(),
          key,
        ],
      });
      const row = (
        await ctx.db.execute({ sql: `${POST_SELECT} WHERE p.user_id = ? AND p.idem_key = ?`, args: [user.id, key] })
      ).rows[0];
      return toPost(row, user, new Set());
    });
    router.post('/content/circle/posts/:id/like', async (ctx) => {
      const user = await ctx.requireUser();
      const id = positiveId(ctx.params.id);
      const like = likeFlag(ctx);
      const row = (
        await ctx.db.execute({ sql: 'SELECT 1 FROM content_posts WHERE id = ? AND deleted = 0', args: [id] })
      ).rows[0];
      if (!row) throw new UpstreamError(1004, '内容不存在或已删除', 404);
      await setLike(ctx.db, 'content_post_likes', 'post_id', id, user, like);
      const post = (await ctx.db.execute({ sql: `${POST_SELECT} WHERE p.id = ?`, args: [id] })).rows[0];
      return { liked: like, likes: toPost(post, user, new Set()).likes } satisfies z.input<typeof s.likeResultSchema>;
    });
    router.post('/content/circle/posts/:id/report', async (ctx) => {
      const user = await ctx.requireUser();
      const id = positiveId(ctx.params.id);
      const reason = bodyOf(ctx).reason;
      if (typeof reason !== 'string' || !(REPORT_REASONS as readonly string[]).includes(reason)) badInput();
      const row = (
        await ctx.db.execute({ sql: 'SELECT 1 FROM content_posts WHERE id = ? AND deleted = 0', args: [id] })
      ).rows[0];
      if (!row) throw new UpstreamError(1004, '内容不存在或已删除', 404);
      // One report per user and post: a second report is answered the same and counts once.
      await ctx.db.execute({
        sql: 'INSERT OR IGNORE INTO content_reports (user_id, post_id, reason, created_at) VALUES (?, ?, ?, ?)',
        args: [user.id, id, reason, nowIso()],
      });
      return { reported: true } satisfies z.input<typeof s.reportResultSchema>;
    });

    router.get('/content/calendar', async ({ db }) => {
      const today = marketToday();
      const rows = await db.execute('SELECT * FROM content_events ORDER BY day_offset, time, id');
      const events = rows.rows.map((row) => ({
        id: `event-${Number(row.id)}`,
        date: addDays(today, Number(row.day_offset)),
        time: row.time === null ? null : String(row.time),
        category: String(row.category) as 'data' | 'unlock' | 'meeting',
        title: String(row.title),
        detail: String(row.detail),
        importance: Number(row.importance),
        stocks: json<string[]>(row.stocks, []),
      }));
      return { today, events } satisfies z.input<typeof s.calendarSchema>;
    });
  },
};
