import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  circleFeedSchema,
  circlePostSchema,
  commentListSchema,
  commentSchema,
  followResultSchema,
  likeResultSchema,
} from '@/lib/content/schemas';
import { login, newClient } from './bff-helpers';

/** The content BFF over HTTP against the local upstream: login, zod input, Idempotency-Key, sanitiser and banned words. */
const COMMENTS = '/h5/api/content/comments';
const POSTS = '/h5/api/content/circle/posts';
/** The action id a page is rendered with (X-Action-Id); the BFF derives the Idempotency-Key from it. */
const key = () => randomUUID();

async function loggedIn(): Promise<APIRequestContext> {
  const client = await newClient();
  await login(client);
  return client;
}

async function comments(client: APIRequestContext, kind = 'article', id = 1) {
  const response = await client.get(`${COMMENTS}?kind=${kind}&id=${id}`);
  expect(response.status()).toBe(200);
  return commentListSchema.parse((await response.json()).data);
}

test.describe('content BFF', () => {
  test('comments: public list; posting needs a session, a valid body and an Idempotency-Key', async ({ request }) => {
    expect((await comments(request)).items.length).toBeGreaterThan(0);
    const anonymous = await request.post(COMMENTS, {
      data: { kind: 'article', id: 1, content: '好文' },
      headers: { 'x-action-id': key() },
    });
    expect(anonymous.status()).toBe(401);
    expect((await anonymous.json()).code).toBe(2008);

    const client = await loggedIn();
    const noKey = await client.post(COMMENTS, { data: { kind: 'article', id: 1, content: '好文' } });
    expect(noKey.status()).toBe(400);
    expect(await noKey.json()).toEqual({ code: 1003, message: '页面已过期，请刷新后重试' });
    const badKind = await client.post(COMMENTS, {
      data: { kind: 'poem', id: 1, content: '好文' },
      headers: { 'x-action-id': key() },
    });
    expect(badKind.status()).toBe(400);
    expect((await badKind.json()).code).toBe(1003);
    const missing = await client.post(COMMENTS, {
      data: { kind: 'article', id: 3, content: '已删除的文章' },
      headers: { 'x-action-id': key() },
    });
    expect(missing.status()).toBe(404);
    await client.dispose();
  });

  test('one comment per Idempotency-Key, markup stripped, own comment first, like toggles once', async () => {
    const client = await loggedIn();
    const before = (await comments(client)).total;
    const idem = key();
    const send = () =>
      client.post(COMMENTS, {
        data: { kind: 'article', id: 1, content: '学习了<img src=x onerror=alert(1)><script>alert(2)</script>，谢谢' },
        headers: { 'x-action-id': idem },
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect(first.status(), await first.text()).toBe(200);
    const a = commentSchema.parse((await first.json()).data);
    const b = commentSchema.parse((await second.json()).data);
    expect(b.id).toBe(a.id);
    expect(a.content).toBe('学习了，谢谢');
    const after = await comments(client);
    expect(after.total).toBe(before + 1);
    expect(after.items[0]).toMatchObject({ id: a.id, mine: true });

    const like = () => client.post(`${COMMENTS}/${a.id}/like`, { data: { like: true } });
    expect(likeResultSchema.parse((await (await like()).json()).data)).toEqual({ liked: true, likes: 1 });
    expect(likeResultSchema.parse((await (await like()).json()).data)).toEqual({ liked: true, likes: 1 });
    const unlike = await client.post(`${COMMENTS}/${a.id}/like`, { data: { like: false } });
    expect(likeResultSchema.parse((await unlike.json()).data)).toEqual({ liked: false, likes: 0 });
    await client.dispose();
  });

  test('banned words (the live chat rule) are refused with the reason and nothing is stored', async () => {
    const client = await loggedIn();
    const before = (await comments(client)).total;
    for (const content of ['加我微信 abc12345 带你赚', '稳赚不赔的牛股推荐']) {
      const response = await client.post(COMMENTS, {
        data: { kind: 'article', id: 1, content },
        headers: { 'x-action-id': key() },
      });
      expect(response.status()).toBe(400);
      expect((await response.json()).message).toMatch(/社区禁止(引流|荐股)/);
    }
    expect((await comments(client)).total).toBe(before);
    await client.dispose();
  });

  test('a flood of comments is refused after the per-minute limit, a repeated key still answers', async () => {
    const client = await loggedIn();
    const keys = Array.from({ length: 10 }, () => key());
    for (const [index, idem] of keys.entries()) {
      const response = await client.post(COMMENTS, {
        data: { kind: 'feed', id: 1, content: `第${index + 1}条` },
        headers: { 'x-action-id': idem },
      });
      expect(response.status()).toBe(200);
    }
    const flood = await client.post(COMMENTS, {
      data: { kind: 'feed', id: 1, content: '第11条' },
      headers: { 'x-action-id': key() },
    });
    expect(flood.status()).toBe(429);
    expect(await flood.json()).toMatchObject({ code: 1005, message: '发布太频繁，请稍后再试' });
    const repeat = await client.post(COMMENTS, {
      data: { kind: 'feed', id: 1, content: '第1条' },
      headers: { 'x-action-id': keys[0] },
    });
    expect(repeat.status()).toBe(200);
    await client.dispose();
  });

  test('topic follow adds one follower and unfollow removes it', async () => {
    const client = await loggedIn();
    const follow = (value: boolean) => client.post('/h5/api/content/topics/2/follow', { data: { follow: value } });
    const on = followResultSchema.parse((await (await follow(true)).json()).data);
    expect(on.followed).toBe(true);
    const off = followResultSchema.parse((await (await follow(false)).json()).data);
    expect(off).toEqual({ followed: false, followers: on.followers - 1 });
    expect((await client.post('/h5/api/content/topics/999/follow', { data: { follow: true } })).status()).toBe(404);
    await client.dispose();
  });

  test('a circle post is sanitised, tagged, shown first to its author only, and can be reported once', async ({
    request,
  }) => {
    const client = await loggedIn();
    const created = await client.post(POSTS, {
      data: {
        type: 'post',
        content: '今天关注$贵州茅台(600519)$\n<a href="javascript:alert(1)">点我</a><script>x</script>',
      },
      headers: { 'x-action-id': key() },
    });
    expect(created.status(), await created.text()).toBe(200);
    const post = circlePostSchema.parse((await created.json()).data);
    expect(post.bodyHtml).toContain('data-stock="600519"');
    expect(post.bodyHtml).not.toMatch(/<script|javascript:|<a href="javascript/);
    expect(post.mine).toBe(true);

    const mine = circleFeedSchema.parse((await (await client.get(POSTS)).json()).data);
    expect(mine.posts[0]).toMatchObject({ id: post.id, mine: true });
    const others = circleFeedSchema.parse((await (await request.get(POSTS)).json()).data);
    expect(others.posts.every((item) => !item.mine)).toBe(true);

    const report = (reason: string) => client.post(`${POSTS}/${post.id}/report`, { data: { reason } });
    expect((await report('nonsense')).status()).toBe(400);
    expect((await (await report('spam')).json()).data).toEqual({ reported: true });
    expect((await (await report('spam')).json()).data).toEqual({ reported: true });

    const tip = await client.post(POSTS, {
      data: { type: 'question', content: '内幕消息，明天必涨' },
      headers: { 'x-action-id': key() },
    });
    expect(tip.status()).toBe(400);
    await client.dispose();
  });
});
