import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { contentIndexSchema } from '@/lib/content/schemas';
import { openDatabase, prepareModules } from '@/upstream/core/database';
import { createUpstreamServer } from '@/upstream/core/server';
import type { Db } from '@/upstream/core/types';
import { authModule, resolveAccessToken } from '@/upstream/account/auth';
import { contentModule } from '@/upstream/content/content';
import { drawModule } from '@/upstream/shared/draw';
import { DELETED_ARTICLE_ID, SEED_ITEMS, TOPICS } from '@/upstream/content/content-seed';
import { liveModule } from '@/upstream/live/module';
import { systemModule } from '@/upstream/system/system';

/** GET /content/index: the list the sitemap is built from (lib/seo). */
let server: Server;
let base: string;
let db: Db;

beforeAll(async () => {
  db = openDatabase(':memory:');
  // Authors are the live module's teachers; the live seed draws a lucky bag.
  const modules = [systemModule, authModule, drawModule, liveModule, contentModule];
  await prepareModules(db, modules);
  server = createUpstreamServer(db, modules, resolveAccessToken);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function index() {
  const envelope = (await (await fetch(`${base}/content/index`)).json()) as { code: number; data: unknown };
  expect(envelope.code).toBe(200);
  return contentIndexSchema.parse(envelope.data);
}

describe('GET /content/index', () => {
  it('lists every live item (newest first) and every topic, never a deleted item', async () => {
    const { items, topics } = await index();
    expect(items).toHaveLength(SEED_ITEMS.filter((item) => !item.deleted).length);
    expect(items.some((item) => item.kind === 'article' && item.id === DELETED_ARTICLE_ID)).toBe(false);
    const dates = items.map((item) => item.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(topics.map((topic) => topic.id)).toEqual(TOPICS.map((topic) => topic.id));
    expect(topics.every((topic) => topic.updatedAt === null || dates.includes(topic.updatedAt))).toBe(true);
  });

  it('grows with the content: a newly published item is listed', async () => {
    const before = (await index()).items.length;
    await db.execute({
      sql: "INSERT INTO content_items (kind, id, title, summary, body_html, published_at, reads) VALUES ('flash', 9001, '新快讯', '摘要', '<p>正文</p>', '2099-01-01T09:00:00+08:00', 0)",
      args: [],
    });
    const after = await index();
    expect(after.items).toHaveLength(before + 1);
    expect(after.items[0]).toEqual({
      kind: 'flash',
      type: null,
      id: 9001,
      publishedAt: '2099-01-01T09:00:00+08:00',
      updatedAt: null,
    });
  });
});
