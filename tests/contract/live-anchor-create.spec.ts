import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { BASE_URL, freshMobile, sealSession, SESSION_COOKIE, upstream } from './bff-helpers';

/**
 * Anchor creates over the BFF: every create (programme, lucky bag, coupon, material) runs
 * behind an Idempotency-Key — a retried create with one key makes one row — and the coupons an anchor
 * issues are real live coupons a viewer claims into the wallet. The anchor is 刘晓婷 (room 3), seeded
 * for this file only: no other test logs her in (SMS resend limit) or opens bags in her room.
 */
const ANCHOR = '13900000003';
const ROOM = 3;

type Answer<T> = { code: number; data: T; message?: string };
type Session = { client: APIRequestContext; token: string };

let anchor: Session;
const opened: APIRequestContext[] = [];

/** Logs in at the upstream and carries the tokens into a BFF session cookie (one SMS per mobile). */
async function session(mobile = freshMobile()): Promise<Session> {
  const up = await upstream();
  expect((await up.post('/uaa/oauth/sms-code', { data: { mobile } })).status()).toBe(200);
  const code = ((await (await up.get(`/__dev/sms?mobile=${mobile}`)).json()) as Answer<{ code: string }>).data.code;
  const tokens = (
    (await (await up.post('/uaa/oauth/token', { data: { grant_type: 'sms', mobile, code } })).json()) as Answer<{
      access_token: string;
      refresh_token: string;
      user_id?: number;
      token_type: string;
    }>
  ).data;
  await up.dispose();
  const seal = await sealSession({
    tokenType: tokens.token_type,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    userId: tokens.user_id,
    mobile,
    accessExpiresAt: Date.now() + 30 * 60_000,
    source: 'sms',
    sid: randomUUID(),
  });
  const client = await playwrightRequest.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { cookie: `${SESSION_COOKIE}=${seal}` },
  });
  opened.push(client);
  return { client, token: tokens.access_token };
}

/** What the upstream holds for the anchor (read with her own token, not through the code under test). */
async function upstreamList<T>(path: string, token: string): Promise<T> {
  const up = await upstream();
  const body = (await (await up.get(path, { headers: { authorization: `Bearer ${token}` } })).json()) as Answer<T>;
  await up.dispose();
  return body.data;
}

const create = (path: string, body: unknown, key: string | null) =>
  anchor.client.post(`/h5/api/live/anchor/${path}`, { data: body, headers: key ? { 'x-action-id': key } : {} });
const idOf = async (response: { json(): Promise<unknown> }) =>
  ((await response.json()) as Answer<{ id: number }>).data.id;

test.beforeAll(async () => {
  anchor = await session(ANCHOR);
});
test.afterAll(async () => {
  await Promise.all(opened.map((client) => client.dispose()));
});

test.describe.serial('anchor creates', () => {
  test('a create without an action id is refused; a retried create from one action makes one row (programme, material, lucky bag)', async () => {
    const title = `节目幂等测试${Date.now() % 100000}`;
    const programme = {
      title,
      summary: '同一个幂等键重复提交只生成一个节目。',
      date: '2030-01-01',
      startTime: '20:00',
      durationMinutes: 60,
      level: 'education',
      restricted: false,
    };
    const missing = await create('programs', programme, null);
    expect(missing.status()).toBe(400);
    expect(((await missing.json()) as Answer<unknown>).message).toBe('页面已过期，请刷新后重试');

    const key = randomUUID();
    // A double tap and a network retry at once: three requests, one key.
    const answers = await Promise.all([
      create('programs', programme, key),
      create('programs', programme, key),
      create('programs', programme, key),
    ]);
    for (const answer of answers) expect(answer.status(), await answer.text()).toBe(200);
    const ids = await Promise.all(answers.map(idOf));
    expect(new Set(ids).size).toBe(1);
    const { programs } = await upstreamList<{ programs: Array<{ id: number; title: string }> }>(
      '/live/anchor/programs',
      anchor.token,
    );
    expect(programs.filter((item) => item.title === title)).toHaveLength(1);
    // The key is derived from the action id and the form: the same page action with another form is
    // another action (the anchor changed the programme), so it is its own row, never a refusal.
    expect(await idOf(await create('programs', { ...programme, summary: '同一个页面改了内容再提交。' }, key))).not.toBe(
      ids[0],
    );
    // A new attempt (a new key) is a new row.
    expect(await idOf(await create('programs', programme, randomUUID()))).not.toBe(ids[0]);

    const material = {
      title: `幂等素材${Date.now() % 100000}`,
      summary: '重复提交只保存一份。',
      body: '仓位控制是风险管理的第一步，以上仅为投资者教育。',
      level: 'education',
      published: false,
    };
    const materialKey = randomUUID();
    const [m1, m2] = await Promise.all([
      create('materials', material, materialKey),
      create('materials', material, materialKey),
    ]);
    expect(await idOf(m1)).toBe(await idOf(m2));
    const { materials } = await upstreamList<{ materials: Array<{ title: string }> }>(
      '/live/anchor/materials',
      anchor.token,
    );
    expect(materials.filter((item) => item.title === material.title)).toHaveLength(1);

    const bag = {
      prizeName: '财蛋 8 个',
      prizeKind: 'caidan',
      prizeValue: 8,
      winnerCount: 1,
      range: 'all',
      condition: 'password',
      password: '幂等口令',
      durationMinutes: 5,
    };
    const bagKey = randomUUID();
    const [b1, b2] = await Promise.all([create('lucky-bags', bag, bagKey), create('lucky-bags', bag, bagKey)]);
    expect(b1.status(), await b1.text()).toBe(200);
    const bagId = await idOf(b1);
    expect(await idOf(b2)).toBe(bagId);
    // A genuinely second bag while this one is open is the business rule's refusal, not a duplicate.
    expect((await create('lucky-bags', bag, randomUUID())).status()).toBe(409);
    expect((await anchor.client.post(`/h5/api/live/anchor/lucky-bags/${bagId}/draw`, { data: {} })).status()).toBe(200);
  });

  test('bad coupon input gets a message per field and saves nothing', async () => {
    const before = (await upstreamList<{ coupons: unknown[] }>('/live/anchor/coupons', anchor.token)).coupons.length;
    const base = {
      name: '直播专享满100减20',
      type: 'FULL_REDUCTION',
      thresholdYuan: 100,
      amountYuan: 20,
      stock: 10,
      perUserLimit: 1,
      validDays: 7,
      claimHours: 24,
      liveOnly: true,
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, name: 'x' }, '优惠券名称：请填写 2–20 个字'],
      [{ ...base, type: 'CASH' }, '券类型：请选择一项'],
      [{ ...base, thresholdYuan: undefined }, '使用门槛：请填写 1–5000 的整数'],
      [{ ...base, thresholdYuan: 30, amountYuan: 40 }, '减免金额：须小于使用门槛'],
      [{ ...base, type: 'INSTANT', thresholdYuan: undefined, amountYuan: 500 }, '减免金额：请填写 1–50 的整数'],
      [{ ...base, stock: 10000 }, '发放数量：请填写 1–1000 的整数'],
      [
        {
          ...base,
          type: 'DISCOUNT',
          thresholdYuan: undefined,
          amountYuan: undefined,
          discountPercent: 30,
          maxOffYuan: 20,
        },
        '折扣（实付比例）：请填写 70–99 的整数',
      ],
      [{ ...base, stock: 0 }, '发放数量：请填写 1–1000 的整数'],
      [{ ...base, perUserLimit: 9 }, '每人限领：请填写 1–5 的整数'],
      [{ ...base, claimHours: 1.5 }, '可领取时长：请填写 1–72 的整数'],
    ];
    for (const [body, message] of cases) {
      const response = await create('coupons', body, randomUUID());
      expect(response.status(), message).toBe(400);
      expect(((await response.json()) as Answer<unknown>).message).toBe(message);
    }
    expect((await upstreamList<{ coupons: unknown[] }>('/live/anchor/coupons', anchor.token)).coupons).toHaveLength(
      before,
    );
    const viewer = await session();
    const refused = await viewer.client.post('/h5/api/live/anchor/coupons', {
      data: base,
      headers: { 'x-action-id': randomUUID() },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as Answer<unknown>).code).toBe(4030);
  });

  test('an anchor issues a coupon once per key; viewers claim it into their wallet; the stock never goes below zero', async () => {
    const name = `主播券${Date.now() % 100000}`;
    const body = {
      name,
      type: 'INSTANT',
      amountYuan: 5,
      stock: 2,
      perUserLimit: 1,
      validDays: 7,
      claimHours: 2,
      liveOnly: false,
    };
    const key = randomUUID();
    const answers = await Promise.all([create('coupons', body, key), create('coupons', body, key)]);
    expect(answers[0].status(), await answers[0].text()).toBe(200);
    const couponId = await idOf(answers[0]);
    expect(await idOf(answers[1])).toBe(couponId);
    const mine = (
      await upstreamList<{
        coupons: Array<{ id: number; name: string; value: number; type: string; stock: number; total: number }>;
      }>('/live/anchor/coupons', anchor.token)
    ).coupons;
    expect(mine.filter((coupon) => coupon.name === name)).toEqual([
      expect.objectContaining({ id: couponId, type: 'INSTANT', value: 500, stock: 2, total: 2 }),
    ]);

    // Viewers see it in the room and three race for a stock of two.
    const viewers = await Promise.all([session(), session(), session()]);
    const listed = (
      (await (await viewers[0].client.get(`/h5/api/live/rooms/${ROOM}/coupons`)).json()) as Answer<{
        coupons: Array<{ id: number; state: string }>;
      }>
    ).data.coupons;
    expect(listed.find((coupon) => coupon.id === couponId)?.state).toBe('claimable');
    const claims = await Promise.all(
      viewers.map(({ client }) =>
        client.post(`/h5/api/live/rooms/${ROOM}/coupons/${couponId}/claim`, {
          data: {},
          headers: { 'x-action-id': randomUUID() },
        }),
      ),
    );
    expect(claims.filter((claim) => claim.status() === 200)).toHaveLength(2);
    const winner = viewers[claims.findIndex((claim) => claim.status() === 200)];
    const wallet = await upstreamList<{ coupons: Array<{ template_id: number; source: string; status: string }> }>(
      '/coupons/mine',
      winner.token,
    );
    expect(
      wallet.coupons.filter(
        (coupon) => coupon.template_id === couponId && coupon.source === 'live' && coupon.status === 'UNUSED',
      ),
    ).toHaveLength(1);
    const after = (
      await upstreamList<{ coupons: Array<{ id: number; stock: number }> }>('/live/anchor/coupons', anchor.token)
    ).coupons.find((coupon) => coupon.id === couponId);
    expect(after?.stock).toBe(0);
    // The anchor's page shows it with its claims.
    const page = await (await anchor.client.get('/h5/anchor-settings/exclusive-coupons/v2')).text();
    expect(page).toContain(name);
    expect(page).toContain('已领 2/2 张');
  });
});
