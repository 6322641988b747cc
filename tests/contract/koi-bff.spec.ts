import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { drawWinners, seedHash } from '@/lib/draw/algorithm';
import { DrawSchema } from '@/lib/draw/schemas';
import { eventSchema } from '@/lib/events/schemas';
import { koiActivitySchema, koiParticipationSchema, type KoiActivity } from '@/lib/koi/schemas';
import { login, newClient, upstream } from './bff-helpers';
import { audit } from './money-support';

/**
 * Koi lottery and tea-party sign-up over the BFF. Every test makes its own
 * activity through the sandbox (/__dev/koi/activities, /__dev/activity/events), so runs repeat on one
 * database. A hundred users log in once for the file and are shared by the tests.
 */
interface User {
  client: APIRequestContext;
  mobile: string;
}

const users: User[] = [];

async function loginMany(count: number): Promise<User[]> {
  const made: User[] = [];
  // Ten at a time: a hundred SMS logins at once only queue on two cores.
  for (let start = 0; start < count; start += 10) {
    made.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, count - start) }, async () => {
          // No keep-alive: a connection idle while the others log in may be closing on the server side (ECONNRESET).
          const client = await newClient({ connection: 'close' });
          return { client, mobile: await login(client) };
        }),
      )),
    );
  }
  return made;
}

async function devKoi(
  prizes: Array<{ name: string; count: number; kind: 'caidan' | 'physical' }>,
  extra: { cost?: number; base?: number } = {},
): Promise<KoiActivity> {
  const up = await upstream();
  const response = await up.post('/__dev/koi/activities', { data: { prizes, ...extra } });
  expect(response.status(), await response.text()).toBe(200);
  const activity = koiActivitySchema.parse((await response.json()).data);
  await up.dispose();
  return activity;
}

async function endKoi(id: number) {
  const up = await upstream();
  expect((await up.post(`/__dev/koi/activities/${id}/end`)).status()).toBe(200);
  await up.dispose();
}

const join = (client: APIRequestContext, activityId: number, poolId: number, key = randomUUID()) =>
  client.post(`/h5/api/activity/koi/${activityId}/pools/${poolId}/entries`, {
    data: {},
    headers: { 'x-action-id': key },
  });

async function readKoi(client: APIRequestContext, id: number): Promise<KoiActivity> {
  const response = await client.get(`/h5/api/activity/koi/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return koiActivitySchema.parse((await response.json()).data);
}

test.describe.serial('koi lottery and tea party over the BFF', () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    users.push(...(await loginMany(100)));
  });

  test.afterAll(async () => {
    await Promise.all(users.map((user) => user.client.dispose()));
  });

  test('100 concurrent entries into a pool of 10: exactly 10 winners, each paid once, recomputed from the revealed seed', async () => {
    test.setTimeout(180_000);
    const activity = await devKoi([{ name: '财蛋 10 个', count: 10, kind: 'caidan' }]);
    const pool = activity.pools[0];
    const committed = DrawSchema.parse((await (await users[0].client.get(`/h5/api/draws/${pool.drawId}`)).json()).data);
    expect(committed.seed).toBeNull();
    expect(committed.seedHash).toBe(pool.seedHash);

    const entries = await Promise.all(users.map((user) => join(user.client, activity.id, pool.id)));
    for (const entry of entries) expect(entry.status(), await entry.text()).toBe(200);
    expect((await readKoi(users[0].client, activity.id)).pools[0].participants).toBe(100);

    await endKoi(activity.id);
    // Everyone looks at once: the first read draws, the rest see the same result.
    const views = await Promise.all(users.map((user) => readKoi(user.client, activity.id)));
    const winnerLists = new Set(views.map((view) => JSON.stringify(view.pools[0].winners)));
    expect(winnerLists.size).toBe(1);
    expect(views[0].pools[0].winners).toHaveLength(10);
    expect(views[0].pools[0].verified).toBe(true);
    const winners = users.filter((_, index) => views[index].pools[0].me?.prizeName);
    expect(winners).toHaveLength(10);

    for (const winner of winners.slice(0, 3))
      expect((await audit(winner.mobile)).caidan).toMatchObject({ balance: 10, entries: 1 });
    const loser = users.find((_, index) => !views[index].pools[0].me?.prizeName)!;
    expect((await audit(loser.mobile)).caidan.balance).toBe(0);

    const revealed = DrawSchema.parse((await (await users[1].client.get(`/h5/api/draws/${pool.drawId}`)).json()).data);
    expect(revealed.seed).not.toBeNull();
    expect(seedHash(revealed.seed!)).toBe(committed.seedHash);
    expect(revealed.participants).toHaveLength(100);
    const recomputed = drawWinners(revealed.seed!, revealed.participants, revealed.prizes);
    expect(recomputed.map((winner) => winner.userId)).toEqual(revealed.winners.map((winner) => winner.userId));
    expect(new Set(recomputed.map((winner) => winner.userId)).size).toBe(10);
  });

  test('a chance used twice by a retried request counts once; a second entry is refused', async () => {
    const activity = await devKoi([{ name: '财蛋 10 个', count: 1, kind: 'caidan' }], { base: 2 });
    const { client } = users[0];
    const key = randomUUID();
    const [first, retry] = await Promise.all([
      join(client, activity.id, activity.pools[0].id, key),
      join(client, activity.id, activity.pools[0].id, key),
    ]);
    expect(first.status()).toBe(200);
    expect(retry.status()).toBe(200);
    expect(await retry.json()).toEqual(await first.json());
    const again = await join(client, activity.id, activity.pools[0].id);
    expect([again.status(), await again.json()]).toEqual([409, { code: 4304, message: '你已参与该奖池' }]);

    const participation = await readParticipation(client, activity.id);
    expect(participation.chances).toBe(1);
    expect(participation.entries.filter((entry) => entry.reason === 'join')).toHaveLength(1);
    expect((await readKoi(client, activity.id)).pools[0].participants).toBe(1);
  });

  test('refusals: not started, ended, unknown, logged out, short of chances', async () => {
    const { client } = users[2];
    expect(await (await join(client, 2, 3)).json()).toEqual({ code: 4302, message: '活动尚未开始' });
    expect(await (await join(client, 3, 5)).json()).toEqual({ code: 4303, message: '活动已结束' });
    const unknown = await client.get('/h5/api/activity/koi/999999');
    expect([unknown.status(), (await unknown.json()).code]).toEqual([404, 4301]);
    expect((await client.get('/h5/activity/koi-page/999999/v2')).status()).toBe(404);
    const visitor = await newClient();
    const anonymous = await join(visitor, 1, 2);
    expect([anonymous.status(), (await anonymous.json()).code]).toEqual([401, 2008]);
    await visitor.dispose();
    const costly = await devKoi([{ name: '财蛋 10 个', count: 1, kind: 'caidan' }], { cost: 2, base: 1 });
    expect(await (await join(client, costly.id, costly.pools[0].id)).json()).toEqual({
      code: 4305,
      message: '抽奖机会不足，完成任务或邀请好友可获得机会',
    });
    expect((await readKoi(client, costly.id)).me?.chances).toBe(1);
  });

  test('a physical prize: the address is validated, saved for the winner only', async () => {
    const activity = await devKoi([{ name: '定制保温杯', count: 1, kind: 'physical' }]);
    const [winner, stranger] = [users[3], users[4]];
    expect((await join(winner.client, activity.id, activity.pools[0].id)).status()).toBe(200);
    await endKoi(activity.id);
    expect((await readKoi(winner.client, activity.id)).pools[0].me?.prizeName).toBe('定制保温杯');
    const path = `/h5/api/activity/koi/${activity.id}/pools/${activity.pools[0].id}/address`;
    const bad = await winner.client.post(path, {
      data: { name: '李明', phone: '12345', address: '上海市浦东新区世纪大道 100 号' },
    });
    expect([bad.status(), await bad.json()]).toEqual([400, { code: 1002, message: '手机号填写错误' }]);
    expect((await readParticipation(winner.client, activity.id)).awards[0]).toMatchObject({
      status: 'address_needed',
      contact: null,
    });
    const short = await winner.client.post(path, { data: { name: '李明', phone: '13812345678', address: '上海' } });
    expect((await short.json()).message).toBe('收货地址：请填写 5–100 个字');
    const good = await winner.client.post(path, {
      data: { name: '李明', phone: '13812345678', address: '上海市浦东新区世纪大道 100 号' },
    });
    expect((await good.json()).data).toMatchObject({
      status: 'address_saved',
      contact: { name: '李明', phone: '13812345678' },
    });
    const other = await stranger.client.post(path, {
      data: { name: '王五', phone: '13812345678', address: '北京市朝阳区建国路 1 号' },
    });
    expect([other.status(), (await other.json()).code]).toEqual([404, 4311]);
  });

  test('friends help: once per helper, never oneself, the inviter gains a chance each', async () => {
    const activity = await devKoi([{ name: '财蛋 10 个', count: 1, kind: 'caidan' }]);
    const [inviter, friend] = [users[5], users[6]];
    const html = await (await inviter.client.get(`/h5/activity/koiOut/help/v2?activityId=${activity.id}`)).text();
    const code = /code=([A-Z0-9]{8})/.exec(html)?.[1];
    expect(code).toBeTruthy();
    const help = (client: APIRequestContext) =>
      client.post(`/h5/api/activity/koi/${activity.id}/help`, { data: { code } });
    expect((await (await help(inviter.client)).json()).code).toBe(4308);
    expect((await help(friend.client)).status()).toBe(200);
    expect((await (await help(friend.client)).json()).code).toBe(4309);
    expect((await readKoi(inviter.client, activity.id)).me).toMatchObject({ chances: 2, invitesHelped: 1 });
    const visitor = await newClient();
    const invitation = await (
      await visitor.get(`/h5/activity/koiOut/invite/v2?activityId=${activity.id}&code=${code}`)
    ).text();
    expect(invitation).toContain('邀请你为TA助力');
    expect(invitation).toMatch(/已有 (<!-- -->)?1(<!-- -->)?\/(<!-- -->)?5/);
    await visitor.dispose();
  });

  test('tea party: 12 users race for 5 seats — exactly 5 seated, numbered 1–5, one seat per user', async () => {
    const up = await upstream();
    const created = eventSchema.parse(
      (await (await up.post('/__dev/activity/events', { data: { capacity: 5 } })).json()).data,
    );
    await up.dispose();
    const racers = users.slice(10, 22);
    const signUp = (client: APIRequestContext, key = randomUUID()) =>
      client.post(`/h5/api/activity/events/${created.id}/signups`, {
        data: { name: '张三', phone: '13812345678' },
        headers: { 'x-action-id': key },
      });
    const answers = await Promise.all(racers.map((racer) => signUp(racer.client)));
    const seated = answers.filter((answer) => answer.status() === 200);
    expect(seated).toHaveLength(5);
    for (const answer of answers.filter((item) => item.status() !== 200))
      expect(await answer.json()).toEqual({ code: 4404, message: '名额已满' });
    const seats = await Promise.all(
      seated.map(async (answer) => eventSchema.parse((await answer.json()).data).me?.seatNo),
    );
    expect(seats.sort()).toEqual([1, 2, 3, 4, 5]);
    const winnerIndex = answers.findIndex((answer) => answer.status() === 200);
    expect(await (await signUp(racers[winnerIndex].client)).json()).toEqual({
      code: 4405,
      message: '你已报名，每人限一个名额',
    });
    const bad = await users[30].client.post(`/h5/api/activity/events/${created.id}/signups`, {
      data: { name: '张', phone: '13812345678' },
      headers: { 'x-action-id': randomUUID() },
    });
    expect([bad.status(), (await bad.json()).message]).toEqual([400, '姓名：请填写 2–20 个字']);
  });

  test('dragon inn: one check-in a day even when pressed twice at once, paid in cai-dan once; strategy reminder on and off', async () => {
    const { client, mobile } = users[40];
    // The same user may have won cai-dan in the first test's lottery: the check-in pays on top of that.
    const { caidan: held } = await audit(mobile);
    const presses = await Promise.all([
      client.post('/h5/api/activity/events/31/checkins', { data: {} }),
      client.post('/h5/api/activity/events/31/checkins', { data: {} }),
    ]);
    expect(presses.map((press) => press.status()).sort()).toEqual([200, 409]);
    const refused = presses.find((press) => press.status() === 409)!;
    expect(await refused.json()).toEqual({ code: 4406, message: '今天已经打过卡了' });
    const inn = eventSchema.parse((await presses.find((press) => press.status() === 200)!.json()).data);
    expect(inn.me).toMatchObject({ checkins: 1, checkedInToday: true });
    expect((await audit(mobile)).caidan).toMatchObject({ balance: held.balance + 10, entries: held.entries + 1 });

    const remind = (on: unknown) => client.post('/h5/api/activity/events/21/reminder', { data: { on } });
    const before = eventSchema.parse((await (await remind(false)).json()).data);
    const on = eventSchema.parse((await (await remind(true)).json()).data);
    expect([on.me?.reminded, on.reminders]).toEqual([true, before.reminders + 1]);
    expect((await remind('yes')).status()).toBe(400);
    const off = eventSchema.parse((await (await remind(false)).json()).data);
    expect([off.me?.reminded, off.reminders]).toEqual([false, before.reminders]);
  });
});

async function readParticipation(client: APIRequestContext, id: number) {
  const response = await client.get(`/h5/api/activity/koi/${id}/participation`);
  expect(response.status(), await response.text()).toBe(200);
  return koiParticipationSchema.parse((await response.json()).data);
}
