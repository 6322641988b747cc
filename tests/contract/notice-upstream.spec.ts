import { expect, test } from '@playwright/test';
import { noticeListSchema, noticeSchema } from '@/lib/notice/schemas';
import { upstream } from './bff-helpers';

test.describe('notice calls of the local upstream answer the contract (lib/notice/schemas.ts)', () => {
  test('list: public, pinned first then newest first, filters by category, pages', async () => {
    const up = await upstream();
    const all = await up.get('/notice/list');
    expect(all.status()).toBe(200);
    const list = noticeListSchema.parse((await all.json()).data);
    expect(list.total).toBeGreaterThanOrEqual(8);
    expect(list.items[0].pinned).toBe(true);
    const rest = list.items.filter((n) => !n.pinned).map((n) => n.publishedAt);
    expect(rest).toEqual([...rest].sort().reverse());

    const risk = noticeListSchema.parse(
      (await (await up.get(`/notice/list?category=${encodeURIComponent('休市安排')}`)).json()).data,
    );
    expect(risk.items.length).toBeGreaterThan(0);
    expect(risk.items.every((n) => n.category === '休市安排')).toBe(true);

    const page2 = noticeListSchema.parse((await (await up.get('/notice/list?page=2&pageSize=3')).json()).data);
    expect(page2.items.map((n) => n.id)).toEqual(list.items.slice(3, 6).map((n) => n.id));

    const bad = await up.get('/notice/list?category=nope');
    expect(bad.status()).toBe(400);
    expect((await bad.json()).code).toBe(1003);
    await up.dispose();
  });

  test('one notice by id; an unknown id is 404', async () => {
    const up = await upstream();
    const list = noticeListSchema.parse((await (await up.get('/notice/list')).json()).data);
    const one = noticeSchema.parse((await (await up.get(`/notice/${list.items[1].id}`)).json()).data);
    expect(one).toEqual(list.items[1]);
    expect((await up.get('/notice/99999')).status()).toBe(404);
    await up.dispose();
  });
});
