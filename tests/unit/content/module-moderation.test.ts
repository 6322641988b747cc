import { createClient } from '@libsql/client';
import { MODERATION_MESSAGES } from '@/lib/moderation/rules';
import { contentModule } from '@/upstream/content/content';
import { UpstreamError, type Db, type Handler, type HandlerContext } from '@/upstream/core/types';

type Routes = Record<string, Handler>;
const REPORTED = ['想要内部资料的加薇 ❤ abc8 8 6 6', '薇：abc8866', '加卫星 gupiao 8 8 9 9'];

async function setup(): Promise<{ db: Db; routes: Routes }> {
  const db = createClient({ url: ':memory:' });
  await db.execute('CREATE TABLE users (id INTEGER PRIMARY KEY, mobile TEXT, nickname TEXT)');
  await db.execute({
    sql: 'INSERT INTO users (id, mobile, nickname) VALUES (1, ?, ?), (2, ?, ?)',
    args: ['13800000001', '价值投资小王', '13800000002', '加V看主页abc8866'],
  });
  for (const statement of contentModule.schema) await db.execute(statement);
  await contentModule.seed!(db);
  const routes: Routes = {};
  const add = (method: string) => (path: string, handler: Handler) => {
    routes[`${method} ${path}`] = handler;
  };
  contentModule.routes({ get: add('GET'), post: add('POST'), put: add('PUT'), delete: add('DELETE') });
  return { db, routes };
}

let keys = 0;
function context(
  db: Db,
  userId: number | null,
  options: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown } = {},
): HandlerContext {
  const user = userId === null ? null : { id: userId, mobile: `1380000000${userId}` };
  keys += 1;
  return {
    method: 'POST',
    path: '',
    params: options.params ?? {},
    query: new URLSearchParams(options.query),
    body: options.body,
    db,
    ip: '127.0.0.1',
    headers: { 'idempotency-key': keys.toString(16).padStart(32, '0') },
    optionalUser: async () => user,
    requireUser: async () => {
      if (!user) throw new UpstreamError(2008, '用户未登录，请登入', 401);
      return user;
    },
  };
}

async function refusal(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

type CommentList = { items: { content: string; userName: string }[]; total: number };
type Feed = { posts: { id: number; bodyHtml: string; authorName: string }[] };

describe('content upstream: the one moderation rule where text is accepted', () => {
  test.each(REPORTED)('a comment %p is refused with the reason, nothing stored', async (content) => {
    const { db, routes } = await setup();
    const before = (
      (await routes['GET /content/comments'](context(db, null, { query: { kind: 'article', id: '1' } }))) as CommentList
    ).total;
    const error = await refusal(
      routes['POST /content/comments'](context(db, 1, { body: { kind: 'article', id: 1, content } })),
    );
    expect([error.status, error.message]).toEqual([400, MODERATION_MESSAGES.community.contact]);
    expect(
      (
        (await routes['GET /content/comments'](
          context(db, null, { query: { kind: 'article', id: '1' } }),
        )) as CommentList
      ).total,
    ).toBe(before);
  });

  test.each(['question', 'post'])('a circle %s in markup is refused', async (type) => {
    const { db, routes } = await setup();
    const error = await refusal(
      routes['POST /content/circle/posts'](
        context(db, 1, { body: { type, bodyHtml: '<p>加卫星</p><p>gupiao 8 8 9 9</p>', stocks: [] } }),
      ),
    );
    expect([error.status, error.message]).toEqual([400, MODERATION_MESSAGES.community.contact]);
  });

  test('market talk with 加仓, a code and a price is accepted', async () => {
    const { db, routes } = await setup();
    const saved = (await routes['POST /content/comments'](
      context(db, 1, { body: { kind: 'article', id: 1, content: '600519在1680附近加仓了，微信支付买的会员' } }),
    )) as { content: string };
    expect(saved.content).toBe('600519在1680附近加仓了，微信支付买的会员');
  });
});

describe('content upstream: stored spam is shown to no one', () => {
  async function withStoredSpam() {
    const { db, routes } = await setup();
    for (const [index, content] of REPORTED.entries()) {
      await db.execute({
        sql: "INSERT INTO content_comments (target_kind, target_id, user_id, nickname, content, created_at) VALUES ('article', 1, 1, '价值投资小王', ?, ?)",
        args: [content, `2026-11-20T21:0${index}:00+08:00`],
      });
    }
    await db.execute({
      sql: "INSERT INTO content_posts (id, type, user_id, nickname, body_html, created_at) VALUES (90, 'post', 1, '价值投资小王', '<p>薇：abc8866</p>', '2026-11-20T21:00:00+08:00')",
    });
    await db.execute({
      sql: "INSERT INTO content_posts (id, type, user_id, nickname, body_html, created_at) VALUES (91, 'question', 2, '加V看主页abc8866', '<p>今天加仓了银行股</p>', '2026-11-20T21:00:00+08:00')",
    });
    return { db, routes };
  }

  test.each([null, 1])('comments, viewer %p (logged out, or the author)', async (viewer) => {
    const { db, routes } = await withStoredSpam();
    const list = (await routes['GET /content/comments'](
      context(db, viewer, { query: { kind: 'article', id: '1' } }),
    )) as CommentList;
    for (const content of REPORTED) expect(list.items.map((item) => item.content)).not.toContain(content);
    expect(list.total).toBe(list.items.length);
  });

  test.each([null, 1])('circle posts, viewer %p', async (viewer) => {
    const { db, routes } = await withStoredSpam();
    const feed = (await routes['GET /content/circle/posts'](context(db, viewer))) as Feed;
    expect(feed.posts.map((post) => post.id)).not.toContain(90);
    expect(
      (
        await refusal(
          routes['GET /content/circle/posts/:type/:id'](context(db, viewer, { params: { type: 'post', id: '90' } })),
        )
      ).status,
    ).toBe(404);
  });

  test('a nickname that fails the rule is never shown with what its owner writes', async () => {
    const { db, routes } = await withStoredSpam();
    const feed = (await routes['GET /content/circle/posts'](context(db, null))) as Feed;
    expect(feed.posts.find((post) => post.id === 91)?.authorName).toBe('匿名用户');
    const saved = (await routes['POST /content/comments'](
      context(db, 2, { body: { kind: 'article', id: 1, content: '学习了' } }),
    )) as { userName: string };
    expect(saved.userName).toBe('匿名用户');
  });
});
