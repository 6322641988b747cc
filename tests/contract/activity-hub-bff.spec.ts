import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { capsuleSchema, moneyTreeSchema } from '@/lib/activity-hub/schemas';
import { verifyDraw } from '@/lib/draw/algorithm';
import { DrawSchema } from '@/lib/draw/schemas';
import { login, newClient, upstream } from './bff-helpers';

/** Money tree and capsule BFF over HTTP against the local upstream: tasks water once, retries count once, picks seal once. */
/** The action id a page is rendered with (X-Action-Id); the BFF derives the Idempotency-Key from it. */
const key = () => randomUUID();

async function loggedIn(mobile?: string): Promise<{ client: APIRequestContext; mobile: string }> {
  const client = await newClient();
  return { client, mobile: await login(client, mobile) };
}

const post = (client: APIRequestContext, path: string, data: unknown, idem: string | null = key()) =>
  client.post(`/h5/api${path}`, { data, headers: idem ? { 'x-action-id': idem } : {} });
const tree = async (client: APIRequestContext, id = 1) =>
  moneyTreeSchema.parse((await (await client.get(`/h5/api/money-trees/${id}`)).json()).data);
const capsule = async (client: APIRequestContext, id = 1) =>
  capsuleSchema.parse((await (await client.get(`/h5/api/capsules/${id}`)).json()).data);

async function finishTask(mobile: string, taskId: 'watch_live' | 'share', progress: number) {
  const up = await upstream();
  expect((await up.post('/__dev/tasks/progress', { data: { mobile, task_id: taskId, progress } })).status()).toBe(200);
  await up.dispose();
}

test.describe('money tree BFF', () => {
  test('anyone reads a tree and its odds; unknown ids are 404; watering needs a login', async ({ request }) => {
    const view = moneyTreeSchema.parse((await (await request.get('/h5/api/money-trees/1')).json()).data);
    expect(view.activity.status).toBe('running');
    expect(view.me).toBeNull();
    expect(view.prize_total).toBe(10);
    expect(view.draw.seed).toBeNull();
    expect(view.draw.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    for (const id of ['999', 'abc', '0']) expect((await request.get(`/h5/api/money-trees/${id}`)).status()).toBe(404);
    const anonymous = await request.post('/h5/api/money-trees/1/water', {
      data: { task_id: 'sign_in' },
      headers: { 'x-action-id': key() },
    });
    expect(anonymous.status()).toBe(401);
  });

  test('a finished task waters once however often it is sent; the ripe fruit enters the draw once', async () => {
    const { client, mobile } = await loggedIn();
    const early = await post(client, '/money-trees/1/water', { task_id: 'sign_in' });
    expect(early.status()).toBe(409);
    expect((await early.json()).message).toBe('请先完成任务「每日签到」');
    expect((await post(client, '/money-trees/1/water', { task_id: 'nope' })).status()).toBe(400);
    expect((await post(client, '/money-trees/1/water', { task_id: 'sign_in' }, null)).status()).toBe(400);

    expect((await client.post('/h5/api/tasks/sign-in', { data: {} })).status()).toBe(200);
    // Five taps at once with five keys: one watering.
    const taps = await Promise.all(
      Array.from({ length: 5 }, () => post(client, '/money-trees/1/water', { task_id: 'sign_in' })),
    );
    expect(taps.map((tap) => tap.status()).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await tree(client)).me?.growth).toBe(30);

    // A lost answer retried with its key: the same answer, counted once.
    await client.post('/h5/api/tasks/share', { data: {} });
    const idem = key();
    const [a, b] = await Promise.all([
      post(client, '/money-trees/1/water', { task_id: 'share' }, idem),
      post(client, '/money-trees/1/water', { task_id: 'share' }, idem),
    ]);
    expect([a.status(), b.status()]).toEqual([200, 200]);
    expect((await a.json()).data.me.growth).toBe(60);
    expect((await b.json()).data.me.growth).toBe(60);

    const unripe = await post(client, '/money-trees/1/harvest', {});
    expect((await unripe.json()).message).toBe('果实还没成熟，完成任务浇水吧');
    await finishTask(mobile, 'watch_live', 10);
    expect((await post(client, '/money-trees/1/water', { task_id: 'watch_live' })).status()).toBe(200);
    const ripe = await tree(client);
    expect(ripe.me?.growth).toBe(100);
    expect(
      ripe.me?.sources
        .filter((source) => source.watered)
        .map((source) => source.task_id)
        .sort(),
    ).toEqual(['share', 'sign_in', 'watch_live']);

    const before = ripe.draw.participants;
    const picks = await Promise.all(Array.from({ length: 4 }, () => post(client, '/money-trees/1/harvest', {})));
    expect(picks.every((pick) => pick.status() === 200)).toBe(true);
    const after = await tree(client);
    expect(after.me?.harvested).toBe(true);
    expect(after.draw.participants).toBe(before + 1);
    await client.dispose();
  });

  test('an ended tree is drawn: seed revealed, winners recomputable, nobody can water it', async () => {
    const { client } = await loggedIn();
    const ended = await tree(client, 3);
    expect(ended.activity.status).toBe('ended');
    expect(ended.draw.status).toBe('drawn');
    expect(ended.draw.winners).toHaveLength(3);
    const record = DrawSchema.parse((await (await client.get(`/h5/api/draws/${ended.draw.id}`)).json()).data);
    expect(verifyDraw(record)).toMatchObject({ hashMatches: true, winnersMatch: true });
    const late = await post(client, '/money-trees/3/water', { task_id: 'sign_in' });
    expect(late.status()).toBe(409);
    const upcoming = await post(client, '/money-trees/2/harvest', {});
    expect((await upcoming.json()).message).toBe('活动尚未开始');
    await client.dispose();
  });
});

test.describe('capsule BFF', () => {
  test('bad picks get the rule and store nothing; concurrent seals store one capsule', async () => {
    const { client } = await loggedIn();
    const cases: [unknown, number, string][] = [
      [{ codes: ['600000'] }, 400, '只能从本期股票池中选择'],
      [{ codes: ['600519', '000001', '300750', '688981'] }, 400, '最多可选3只股票'],
      [{ codes: ['600519', '600519'] }, 400, '同一只股票只能选择一次'],
      [{ codes: [] }, 400, '请至少选择1只股票'],
      [{ codes: ['abc'] }, 400, ''],
    ];
    for (const [data, status, message] of cases) {
      const answer = await post(client, '/capsules/1/seal', data);
      expect(answer.status()).toBe(status);
      if (message) expect((await answer.json()).message).toBe(message);
    }
    expect((await capsule(client)).me?.sealed).toBe(false);
    expect((await (await post(client, '/capsules/2/seal', { codes: ['600519'] })).json()).message).toBe('封存尚未开始');
    expect((await (await post(client, '/capsules/3/seal', { codes: ['600519'] })).json()).message).toBe('封存已结束');

    const seals = await Promise.all(
      [['600519', '300750'], ['000001'], ['688981']].map((codes) => post(client, '/capsules/1/seal', { codes })),
    );
    expect(seals.map((seal) => seal.status()).sort()).toEqual([200, 409, 409]);
    const mine = (await capsule(client)).me!;
    expect(mine.sealed).toBe(true);
    expect(mine.picks.length).toBeGreaterThan(0);
    // Sealed, not opened: no results yet.
    expect(mine.picks.every((pick) => pick.result_fen === null && pick.return_bp === null)).toBe(true);
    await client.dispose();
  });

  test('an opened capsule shows each pick against the index from the market dataset', async () => {
    // A seeded user (capsule 3 is seeded for 13800000001–05); one no other spec logs in as (SMS resend limit).
    const { client } = await loggedIn('13800000001');
    const opened = await capsule(client, 3);
    expect(opened.phase).toBe('opened');
    expect(opened.me?.picks).toHaveLength(3);
    expect(opened.me?.picks.every((pick) => pick.return_bp !== null && pick.result_fen !== null)).toBe(true);
    expect(opened.me?.index_return_bp).not.toBeNull();
    expect(opened.result?.users).toBe(5);
    await client.dispose();
  });

  test('a friend helps once and the inviter may seal one more; nobody helps themselves', async () => {
    const inviter = await loggedIn();
    const html = await (await inviter.client.get('/h5/activity/capsule/1/v2/invite')).text();
    const code = /data-testid="invite-code"[^>]*>([0-9a-f]{10})</.exec(html)?.[1];
    expect(code).toBeTruthy();
    const self = await post(inviter.client, '/capsules/1/help', { code });
    expect((await self.json()).message).toBe('不能为自己助力');

    const friend = await loggedIn();
    const helps = await Promise.all([
      post(friend.client, '/capsules/1/help', { code }),
      post(friend.client, '/capsules/1/help', { code }),
    ]);
    expect(helps.map((help) => help.status()).sort()).toEqual([200, 409]);
    expect((await capsule(inviter.client)).me?.pick_limit).toBe(4);
    expect((await post(friend.client, '/capsules/1/help', { code: '0000000000' })).status()).toBe(404);
    const four = await post(inviter.client, '/capsules/1/seal', { codes: ['600519', '000001', '300750', '688981'] });
    expect(four.status()).toBe(200);
    await Promise.all([inviter.client.dispose(), friend.client.dispose()]);
  });
});
