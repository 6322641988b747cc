import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import {
  BASE_URL,
  freshMobile,
  login,
  newClient,
  sealSession,
  SESSION_COOKIE,
  sessionCookie,
  unsealSession,
  upstream,
} from './bff-helpers';
import { data, quote } from './pay-support';

/**
 * Live coupons over HTTP: the claim takes stock and grants a wallet coupon in one batch
 * behind an Idempotency-Key. Each test makes its own coupon through the upstream's dev route (a full
 * stock every run) in room 3; the seeded sold-out and expired coupons of room 1 are only read.
 */
const ROOM = 3;
const claimPath = (room: number, coupon: number) => `/h5/api/live/rooms/${room}/coupons/${coupon}/claim`;

type Answer<T> = { code: number; data: T; message?: string };
type LiveCouponRow = { id: number; stock: number; total: number; state: string; held: number | null };

async function freshCoupon(stock: number, skuScope: number[] | null = null): Promise<number> {
  const up = await upstream();
  const response = await up.post('/__dev/live/coupons', { data: { room_id: ROOM, stock, sku_scope: skuScope } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as Answer<{ id: number }>;
  await up.dispose();
  return body.data.id;
}

async function roomCoupon(client: APIRequestContext, room: number, couponId: number): Promise<LiveCouponRow> {
  const list = await data<{ coupons: LiveCouponRow[] }>(await client.get(`/h5/api/live/rooms/${room}/coupons`));
  return list.coupons.find((coupon) => coupon.id === couponId)!;
}

/** A user logged in at the upstream, carried into a BFF session cookie as the BFF's own login seals it. */
async function sessionFor(up: APIRequestContext): Promise<{ client: APIRequestContext; token: string }> {
  const mobile = freshMobile();
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
  return { client, token: tokens.access_token };
}

async function walletCount(token: string, templateId: number): Promise<number> {
  const up = await upstream();
  const coupons = (
    (await (await up.get('/coupons/mine', { headers: { authorization: `Bearer ${token}` } })).json()) as Answer<{
      coupons: Array<{ template_id: number; status: string; source: string }>;
    }>
  ).data.coupons;
  await up.dispose();
  return coupons.filter(
    (coupon) => coupon.template_id === templateId && coupon.status === 'UNUSED' && coupon.source === 'live',
  ).length;
}

test.describe('live coupons', () => {
  test('100 users claim a stock of 10 at once: exactly 10 coupons, stock 0, never below', async () => {
    test.setTimeout(90_000);
    const couponId = await freshCoupon(10);
    const up = await upstream();
    const users: Array<{ client: APIRequestContext; token: string }> = [];
    for (let batch = 0; batch < 5; batch += 1)
      users.push(...(await Promise.all(Array.from({ length: 20 }, () => sessionFor(up)))));
    const answers = await Promise.all(
      users.map(({ client }) =>
        client.post(claimPath(ROOM, couponId), { data: {}, headers: { 'x-action-id': randomUUID() } }),
      ),
    );
    const won = answers.filter((answer) => answer.status() === 200);
    expect(won).toHaveLength(10);
    for (const refused of answers.filter((answer) => answer.status() !== 200))
      expect(((await refused.json()) as Answer<unknown>).message).toBe('优惠券已领完');

    const anonymous = await newClient();
    expect(await roomCoupon(anonymous, ROOM, couponId)).toMatchObject({
      stock: 0,
      total: 10,
      state: 'sold_out',
      held: null,
    });
    const held = await Promise.all(users.map(({ token }) => walletCount(token, couponId)));
    expect(held.reduce((sum, count) => sum + count, 0)).toBe(10);
    expect(Math.max(...held)).toBe(1);
    await Promise.all([anonymous, up, ...users.map(({ client }) => client)].map((context) => context.dispose()));
  });

  test('one user tapping 10 times gets one coupon: a double tap replays, a new tap meets the per-user limit', async () => {
    const couponId = await freshCoupon(50);
    const client = await newClient();
    await login(client);
    const { accessToken } = await unsealSession((await sessionCookie(client))!);
    const actionId = randomUUID();
    const taps = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.post(claimPath(ROOM, couponId), { data: {}, headers: { 'x-action-id': actionId } }),
      ),
    );
    const granted = await Promise.all(
      taps.map((tap) => data<{ id: number; template_id: number; source: string }>(tap)),
    );
    expect(new Set(granted.map((coupon) => coupon.id)).size).toBe(1);
    expect(granted[0]).toMatchObject({ template_id: couponId, source: 'live' });

    const again = await Promise.all(
      Array.from({ length: 9 }, () =>
        client.post(claimPath(ROOM, couponId), { data: {}, headers: { 'x-action-id': randomUUID() } }),
      ),
    );
    for (const answer of again) {
      expect(answer.status()).toBe(409);
      expect(((await answer.json()) as Answer<unknown>).message).toBe('已达到该优惠券的领取上限');
    }
    expect(await walletCount(accessToken!, couponId)).toBe(1);
    expect(await roomCoupon(client, ROOM, couponId)).toMatchObject({ stock: 49, state: 'claimed', held: 1 });
    await client.dispose();
  });

  test('refusals change nothing: another room, sold out, expired, no login, no action id', async () => {
    const couponId = await freshCoupon(5);
    const anonymous = await newClient();
    expect(
      (
        await anonymous.post(claimPath(ROOM, couponId), { data: {}, headers: { 'x-action-id': randomUUID() } })
      ).status(),
    ).toBe(401);
    const client = await newClient();
    await login(client);
    expect(
      (await client.post(claimPath(1, couponId), { data: {}, headers: { 'x-action-id': randomUUID() } })).status(),
    ).toBe(404);
    const noAction = await client.post(claimPath(ROOM, couponId), { data: {} });
    expect(noAction.status()).toBe(400);
    expect(
      (
        await client.post(claimPath(ROOM, couponId), {
          data: { template_id: 1 },
          headers: { 'x-action-id': randomUUID() },
        })
      ).status(),
    ).toBe(400);
    expect(await roomCoupon(client, ROOM, couponId)).toMatchObject({ stock: 5, state: 'claimable', held: 0 });

    const soldOut = await client.post(claimPath(1, 1014), { data: {}, headers: { 'x-action-id': randomUUID() } });
    expect(((await soldOut.json()) as Answer<unknown>).message).toBe('优惠券已领完');
    const expired = await client.post(claimPath(1, 1015), { data: {}, headers: { 'x-action-id': randomUUID() } });
    expect(((await expired.json()) as Answer<unknown>).message).toBe('优惠券领取已结束');
    expect(await roomCoupon(client, 1, 1014)).toMatchObject({ stock: 0, state: 'sold_out' });
    expect(await roomCoupon(client, 1, 1015)).toMatchObject({ state: 'expired' });
    await Promise.all([anonymous, client].map((context) => context.dispose()));
  });

  test('a claimed coupon is an ordinary wallet coupon: the pay quote uses it when its sku scope matches', async () => {
    const couponId = await freshCoupon(5, [601, 602, 603]);
    const client = await newClient();
    await login(client);
    const claimed = await data<{ id: number }>(
      await client.post(claimPath(ROOM, couponId), { data: {}, headers: { 'x-action-id': randomUUID() } }),
    );
    const vip = await quote(client, 'vip-month', claimed.id);
    expect(vip.quote).toMatchObject({ coupon_id: claimed.id, discount_fen: 500 });
    expect(vip.coupons.find((coupon) => coupon.id === claimed.id)).toMatchObject({ usable: true, discount_fen: 500 });
    const svip = await quote(client, 'svip-month', 'auto');
    expect(svip.coupons.find((coupon) => coupon.id === claimed.id)).toMatchObject({ usable: false, discount_fen: 0 });
    expect(svip.quote.coupon_id).not.toBe(claimed.id);
    await client.dispose();
  });
});
