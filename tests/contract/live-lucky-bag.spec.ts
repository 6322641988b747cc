import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { drawWinners, seedHash } from '@/lib/draw/algorithm';
import { DrawSchema } from '@/lib/draw/schemas';
import { LuckyBagSchema } from '@/lib/live/lucky-bag-schemas';
import { loginAs } from '../e2e/live-support';
import { openStream } from '../fixtures/sse-stream';

/**
 * Lucky bags and the anchor role over the BFF. This file uses 财经小林's room (5) and
 * 陈思远 as the other anchor; the e2e journey uses 王立新's (1), so the two never meet in the
 * one-open-bag rule nor in the SMS resend limit. Each seeded user logs in once for the file.
 */
const ANCHOR = '13900000005';
const OTHER_ANCHOR = '13900000002';
const SUSPENDED = '13900000004';
const VIEWER = '13900000099';

const sessions = new Map<string, APIRequestContext>();

async function client(mobile?: string): Promise<APIRequestContext> {
  if (mobile && sessions.has(mobile)) return sessions.get(mobile)!;
  const context = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  await loginAs(context, mobile);
  if (mobile) sessions.set(mobile, context);
  return context;
}

test.afterAll(async () => {
  await Promise.all([...sessions.values()].map((context) => context.dispose()));
});

const bag = (password: string, extra: Record<string, unknown> = {}) => ({
  prizeName: '财蛋 66 个',
  prizeKind: 'caidan',
  prizeValue: 66,
  winnerCount: 2,
  range: 'all',
  condition: 'password',
  password,
  durationMinutes: 5,
  ...extra,
});

/** Draws whatever bag an earlier run left open in the room, through the anchor's own page. */
async function drawLeftovers(anchor: APIRequestContext) {
  const html = await (await anchor.get('/h5/shareCaidanDisposition/v2')).text();
  for (const match of html.matchAll(/bagId\\?":(\d+)/g))
    await anchor.post(`/h5/api/live/anchor/lucky-bags/${match[1]}/draw`, { data: {} });
}

test.describe.serial('lucky bags and anchor roles', () => {
  test('the role is checked: viewer 4030, suspended 4031, bad input refused per field with nothing saved', async () => {
    const viewer = await client(VIEWER);
    // With the action id its page hands out: the role is what refuses it, not a stale page.
    const refused = await viewer.post('/h5/api/live/anchor/lucky-bags', {
      data: bag('好运来'),
      headers: { 'x-action-id': randomUUID() },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ code: 4030, message: '仅主播可用' });
    expect(await (await viewer.get('/h5/creatorsCenter/v2')).text()).toContain('仅主播可用');

    const suspended = await client(SUSPENDED);
    const paused = await suspended.post('/h5/api/live/anchor/room', {
      data: { title: '暂停后的标题改动', notice: '不应保存', cover: 'poster' },
    });
    expect(paused.status()).toBe(403);
    expect((await paused.json()).code).toBe(4031);

    const anchor = await client(ANCHOR);
    const cases: Array<[Record<string, unknown>, string]> = [
      [bag('好运来', { prizeName: 'x' }), '奖品名称：请填写 2–20 个字'],
      [bag('好运来', { winnerCount: 0 }), '中奖人数：请填写 1–100 的整数'],
      [bag('好', {}), '口令：请填写 2–12 个字'],
      [bag('', { condition: 'watch', watchMinutes: 90 }), '观看时长：请填写 1–60 分钟的整数'],
      [bag('好运来', { durationMinutes: 7 }), '开奖倒计时：请选择 1–30 分钟中的一项'],
    ];
    for (const [input, message] of cases) {
      const response = await anchor.post('/h5/api/live/anchor/lucky-bags', { data: input });
      expect(response.status(), message).toBe(400);
      expect((await response.json()).message).toBe(message);
    }
    const settings = await anchor.post('/h5/api/live/anchor/settings/music-config', {
      data: { enabled: true, playlist: 'calm', volume: 140 },
    });
    expect(settings.status()).toBe(400);
    expect((await settings.json()).message).toBe('音量：请填写 0–100 的整数');
    const saved = await anchor.post('/h5/api/live/anchor/settings/music-config', {
      data: { enabled: true, playlist: 'upbeat', volume: 55 },
    });
    expect((await saved.json()).data.values).toEqual({ enabled: true, playlist: 'upbeat', volume: 55 });
    const again = await anchor.post('/h5/api/live/anchor/settings/music-config', {
      data: { enabled: false, playlist: 'rock', volume: 10 },
    });
    expect((await again.json()).message).toBe('曲风：请选择一项');
    expect(await (await anchor.get('/h5/anchor-settings/music-config/v2')).text()).toContain('value="55"');
  });

  test("another anchor's bag and programme are 404", async () => {
    // Programme 1 is in 王立新's room; 财经小林 may neither edit nor see it.
    const other = await client(ANCHOR);
    const programme = await other.post('/h5/api/live/anchor/programs/1', {
      data: {
        title: '别人的节目标题',
        summary: '试图修改别的主播的节目内容',
        date: '2030-01-01',
        startTime: '20:00',
        durationMinutes: 60,
        level: 'education',
        restricted: false,
      },
    });
    expect(programme.status()).toBe(404);
    expect(await (await other.get('/h5/viewableUserList/v2?programId=1')).text()).toContain('节目不存在');
  });

  test('a password bag: join by chat, server-side draw, winners recomputed from the revealed seed', async () => {
    const anchor = await client(ANCHOR);
    await drawLeftovers(anchor);
    const created = await anchor.post('/h5/api/live/anchor/lucky-bags', {
      data: bag('稳健投资'),
      headers: { 'x-action-id': randomUUID() },
    });
    expect(created.status()).toBe(200);
    const opened = LuckyBagSchema.parse((await created.json()).data);
    expect(opened.status).toBe('open');
    const committed = DrawSchema.parse((await (await anchor.get(`/h5/api/draws/${opened.drawId}`)).json()).data);
    expect(committed.seed).toBeNull();
    expect(committed.seedHash).toBe(opened.seedHash);

    const viewers = await Promise.all([client(), client(), client()]);
    const early = await viewers[0].post(`/h5/api/live/lucky-bags/${opened.id}/join`, { data: {} });
    expect((await early.json()).code).toBe(4103);
    for (const viewer of viewers) {
      expect(
        (
          await viewer.post(`/h5/api/live/rooms/${opened.roomId}/chat/messages`, { data: { content: '稳健投资' } })
        ).status(),
      ).toBe(200);
    }
    const mine = LuckyBagSchema.parse(
      (await (await viewers[1].get(`/h5/api/live/lucky-bags/${opened.id}`)).json()).data,
    );
    expect(mine.me).toMatchObject({ joined: true, eligible: true });
    expect(mine.participants).toBe(3);

    const stranger = await client(OTHER_ANCHOR);
    expect((await stranger.post(`/h5/api/live/anchor/lucky-bags/${opened.id}/draw`, { data: {} })).status()).toBe(404);
    // Concurrent draws (anchor twice) settle on one result.
    const [first, second] = await Promise.all([
      anchor.post(`/h5/api/live/anchor/lucky-bags/${opened.id}/draw`, { data: {} }),
      anchor.post(`/h5/api/live/anchor/lucky-bags/${opened.id}/draw`, { data: {} }),
    ]);
    const drawnA = LuckyBagSchema.parse((await first.json()).data);
    const drawnB = LuckyBagSchema.parse((await second.json()).data);
    expect(drawnA.status).toBe('drawn');
    expect(drawnA.winners).toEqual(drawnB.winners);
    expect(drawnA.winners).toHaveLength(2);
    expect((await (await viewers[2].post(`/h5/api/live/lucky-bags/${opened.id}/join`, { data: {} })).json()).code).toBe(
      4101,
    );

    const revealed = DrawSchema.parse((await (await viewers[0].get(`/h5/api/draws/${opened.drawId}`)).json()).data);
    expect(revealed.seed).not.toBeNull();
    expect(seedHash(revealed.seed!)).toBe(committed.seedHash);
    expect(drawWinners(revealed.seed!, revealed.participants, revealed.prizes).map((winner) => winner.userId)).toEqual(
      drawnA.winners.map((winner) => winner.userId),
    );
    await Promise.all(viewers.map((viewer) => viewer.dispose()));
  });

  test('a removed chat message leaves every viewer within 1 s, and the viewer count follows connections', async () => {
    const base = test.info().project.use.baseURL!;
    const anchor = await client(ANCHOR);
    const viewer = await client(VIEWER);
    const first = await openStream(base, 5);
    const before = await first.until((event) => event.type === 'viewers');
    const second = await openStream(base, 5);
    const more = await first.until(
      (event) =>
        event.type === 'viewers' && Number(JSON.parse(event.data).viewers) > Number(JSON.parse(before.data).viewers),
    );
    expect(JSON.parse(more.data).viewers).toBe(JSON.parse(before.data).viewers + 1);

    const sent = await viewer.post('/h5/api/live/rooms/5/chat/messages', { data: { content: '请问老师怎么看' } });
    const message = (await sent.json()).data as { id: number };
    await Promise.all(
      [first, second].map((stream) =>
        stream.until((event) => event.type === 'message' && event.id === String(message.id)),
      ),
    );
    expect(
      (
        await viewer.post(`/h5/api/live/rooms/5/chat/messages/${message.id}/moderate`, { data: { action: 'remove' } })
      ).status(),
    ).toBe(403);
    const started = Date.now();
    expect(
      (
        await anchor.post(`/h5/api/live/rooms/5/chat/messages/${message.id}/moderate`, { data: { action: 'remove' } })
      ).status(),
    ).toBe(200);
    await Promise.all(
      [first, second].map((stream) =>
        stream.until((event) => event.type === 'removed' && (JSON.parse(event.data) as number[]).includes(message.id)),
      ),
    );
    expect(Date.now() - started).toBeLessThan(1_000);
    const history = await viewer.get('/h5/api/live/rooms/5/chat/messages');
    expect(((await history.json()).data.messages as Array<{ id: number }>).some((item) => item.id === message.id)).toBe(
      false,
    );
    for (const stream of [first, second]) stream.close();
  });

  test('fan group: join, a task counts only once done, its points once a day', async () => {
    const viewer = await client();
    expect((await (await viewer.post('/h5/api/live/fan-groups/6/tasks/comment/claim', { data: {} })).json()).code).toBe(
      4201,
    );
    const joined = await viewer.post('/h5/api/live/fan-groups/6/join', { data: {} });
    expect((await joined.json()).data.me.intimacy).toBe(0);
    expect((await (await viewer.post('/h5/api/live/fan-groups/6/tasks/comment/claim', { data: {} })).json()).code).toBe(
      4202,
    );
    expect(
      (await viewer.post('/h5/api/live/rooms/6/chat/messages', { data: { content: '老师讲得很清楚' } })).status(),
    ).toBe(200);
    const claims = await Promise.all(
      [1, 2, 3].map(() => viewer.post('/h5/api/live/fan-groups/6/tasks/comment/claim', { data: {} })),
    );
    for (const claim of claims) expect(claim.status()).toBe(200);
    type Tasks = { group: { me: { intimacy: number } }; tasks: Array<{ key: string; claimed: boolean }> };
    const final = (await (await viewer.post('/h5/api/live/fan-groups/6/tasks/comment/claim', { data: {} })).json())
      .data as Tasks;
    expect(final.group.me.intimacy).toBe(5);
    expect(final.tasks.find((task) => task.key === 'comment')?.claimed).toBe(true);
    expect(await (await viewer.get('/h5/newFanGroupTask/v2?teacherId=6')).text()).toMatch(
      /亲密度 (<!-- -->)?5<!-- -->，再得 95 点/,
    );
    await viewer.dispose();
  });

  test('anchor recruitment: validated, stored upstream, shown back; an anchor cannot apply', async () => {
    const applicant = await client();
    const form = {
      realName: '李明',
      type: 'adviser',
      licenceNo: 'S12',
      institution: '东岳证券',
      intro: '专注宏观与大类资产配置十年。',
      agreed: true,
    };
    const bad = await applicant.post('/h5/api/live/anchor-applications', { data: form });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).message).toBe('证书编号：投顾需填写证书编号（1 个大写字母 + 13 位数字）');
    expect(await (await applicant.get('/h5/anchorRecruitment/v2')).text()).not.toContain('application-status');
    const good = await applicant.post('/h5/api/live/anchor-applications', {
      data: { ...form, licenceNo: 'S0260620119999' },
    });
    expect((await good.json()).data.application).toMatchObject({
      status: 'reviewing',
      type: 'adviser',
      realName: '李明',
    });
    expect(await (await applicant.get('/h5/anchorRecruitment/v2')).text()).toContain('application-status');
    const anchor = await client(ANCHOR);
    expect(
      (
        await (
          await anchor.post('/h5/api/live/anchor-applications', { data: { ...form, licenceNo: 'S0260620119999' } })
        ).json()
      ).code,
    ).toBe(4033);
    await applicant.dispose();
  });
});
