import { MODERATION_MESSAGES } from '@/lib/moderation/rules';
import { openDatabase, prepareModules } from '@/upstream/core/database';
import { UpstreamError, type Db, type Handler, type HandlerContext } from '@/upstream/core/types';
import { authModule } from '@/upstream/account/auth';
import { drawModule } from '@/upstream/shared/draw';
import { liveModule } from '@/upstream/live/module';

type Routes = Record<string, Handler>;
type Page = { messages: { id: number; content: string; nickname: string }[]; lastId: number };
const ROOM = '2';

async function setup(): Promise<{ db: Db; routes: Routes }> {
  const db = openDatabase(':memory:');
  await prepareModules(db, [authModule, drawModule, liveModule]);
  const routes: Routes = {};
  const add = (method: string) => (path: string, handler: Handler) => {
    routes[`${method} ${path}`] = handler;
  };
  liveModule.routes({ get: add('GET'), post: add('POST'), put: add('PUT'), delete: add('DELETE') });
  return { db, routes };
}

function context(
  db: Db,
  userId: number | null,
  options: { query?: Record<string, string>; body?: unknown } = {},
): HandlerContext {
  const user = userId === null ? null : { id: userId, mobile: '13800000001' };
  return {
    method: 'GET',
    path: '',
    params: { id: ROOM },
    query: new URLSearchParams(options.query),
    body: options.body,
    db,
    ip: '127.0.0.1',
    headers: {},
    optionalUser: async () => user,
    requireUser: async () => {
      if (!user) throw new UpstreamError(2008, '用户未登录，请登入', 401);
      return user;
    },
  };
}

const store = (db: Db, nickname: string, content: string) =>
  db.execute({
    sql: "INSERT INTO live_chat_messages (room_id, user_id, nickname, role, content, created_at) VALUES (?, 1, ?, 'viewer', ?, ?) RETURNING id",
    args: [Number(ROOM), nickname, content, new Date().toISOString()],
  });

describe('live chat: the moderation rule where messages are accepted and read', () => {
  test.each(['想要内部资料的加薇 ❤ abc8 8 6 6', '薇：abc8866', '加卫星 gupiao 8 8 9 9'])(
    '%p is refused with the reason for the sender',
    async (content) => {
      const { db, routes } = await setup();
      const error = await routes['POST /live/rooms/:id/chat/messages'](context(db, 1, { body: { content } })).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(UpstreamError);
      expect((error as UpstreamError).message).toBe(MODERATION_MESSAGES.chat.contact);
    },
  );

  test('spam stored before the rule knew it is in no history or long-poll page, and the cursor moves past it', async () => {
    const { db, routes } = await setup();
    const history = (await routes['GET /live/rooms/:id/chat/messages'](context(db, null))) as Page;
    await store(db, '价值投资小王', '薇：abc8866');
    const spam = Number((await store(db, '价值投资小王', '加卫星 gupiao 8 8 9 9')).rows[0].id);
    const fresh = (await routes['GET /live/rooms/:id/chat/messages'](
      context(db, null, { query: { afterId: String(history.lastId) } }),
    )) as Page;
    expect(fresh.messages).toEqual([]);
    expect(fresh.lastId).toBe(spam);
    const again = (await routes['GET /live/rooms/:id/chat/messages'](context(db, 1))) as Page;
    expect(
      again.messages.map((message) => message.content).filter((content) => /abc8866|gupiao/.test(content)),
    ).toEqual([]);
  });

  test('a nickname that fails the rule is shown as 匿名用户', async () => {
    const { db, routes } = await setup();
    await store(db, '加V看主页abc8866', '老师讲得好');
    const page = (await routes['GET /live/rooms/:id/chat/messages'](context(db, null))) as Page;
    expect(page.messages.at(-1)).toMatchObject({ content: '老师讲得好', nickname: '匿名用户' });
  });
});
