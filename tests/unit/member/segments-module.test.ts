import { findPlan, membershipOf, priceQuote } from '@/upstream/commerce/member';
import { DAY, moneyFixture, type Fixture } from '../order/money-fixture';

/** A membership is the list of its paid segments: refunds shorten or remove one, upgrades credit only what was paid. */
let f: Fixture;
beforeEach(async () => {
  f = await moneyFixture();
});
afterEach(() => f.close());

const daysLeft = async (userId: number) => (await membershipOf(f.db, userId)).days_left;
const level = async (userId: number) => (await membershipOf(f.db, userId)).level;

describe('membership segments', () => {
  it('refunding the first of two back-to-back VIP months leaves one month, not two', async () => {
    const userId = await f.user();
    const first = await f.buy(userId, 'vip-month');
    f.later(0.5);
    await f.buy(userId, 'vip-month');
    expect(await daysLeft(userId)).toBe(60);
    f.later(0.5);
    expect(await f.refund(userId, first)).toBe('refunded 2800');
    // The second month moved earlier: it runs from its own purchase (half a day ago) for 30 days.
    expect(await level(userId)).toBe('VIP');
    expect(await daysLeft(userId)).toBe(30);
    const vip = await f.db.execute({ sql: 'SELECT vip_level FROM users WHERE id = ?', args: [userId] });
    expect(vip.rows[0].vip_level).toBe('VIP');
  });

  it('a partial refund shortens the membership pro rata instead of revoking it', async () => {
    const userId = await f.user();
    const orderNo = await f.buy(userId, 'vip-month');
    f.later(1);
    expect(await f.refund(userId, orderNo, 1400)).toBe('refunded 1400');
    // 30 days × 1400 ÷ 2800 = 15 days taken off; one day used: 14 days left.
    expect(await level(userId)).toBe('VIP');
    expect(await daysLeft(userId)).toBe(14);
  });

  it('a full refund of the only month ends the membership', async () => {
    const userId = await f.user();
    const orderNo = await f.buy(userId, 'vip-month');
    f.later(1);
    await f.refund(userId, orderNo);
    expect(await level(userId)).toBe('NONE');
  });
});

describe('upgrade credit', () => {
  it('is the unused part of what was paid (a prepaid year paid 199.00), with how it was computed', async () => {
    const userId = await f.user();
    const orderNo = await f.buy(userId, 'vip-year-prepay');
    f.later(65);
    const { quote } = await priceQuote(f.db, userId, (await findPlan(f.db, 'svip-year'))!, null);
    // 19900 × 300 unused days ÷ 365 = 16356.16 → 16356 (the list price 268.00 would credit 22027).
    expect(quote).toMatchObject({ kind: 'upgrade', credit_fen: 16356, amount_fen: 88800 - 16356 });
    expect(quote.credit_items).toEqual([
      {
        order_no: orderNo,
        plan_name: 'VIP年卡·199预付',
        paid_fen: 19900,
        segment_days: 365,
        unused_days: 300,
        credit_fen: 16356,
      },
    ]);
  });

  it('counts the coupon: a VIP quarter paid 58.00 after a coupon is credited from 58.00', async () => {
    const userId = await f.user();
    const coupon = await f.db.execute({
      sql: "INSERT INTO user_coupons (user_id, template_id, status, source, valid_from, valid_to, received_at) VALUES (?, 4, 'UNUSED', 'newcomer', ?, ?, ?) RETURNING id",
      args: [userId, new Date().toISOString(), new Date(Date.now() + 7 * DAY).toISOString(), new Date().toISOString()],
    });
    await f.buy(userId, 'vip-quarter', Number(coupon.rows[0].id));
    f.later(30);
    const { quote } = await priceQuote(f.db, userId, (await findPlan(f.db, 'svip-year'))!, null);
    // 5800 × 60 ÷ 90 = 3866.67 → 3866.
    expect(quote.credit_fen).toBe(3866);
  });

  it('an order consumed by an upgrade can be refunded only for what was not credited', async () => {
    const userId = await f.user();
    const vipOrder = await f.buy(userId, 'vip-month');
    f.later(2);
    const upgrade = await f.buy(userId, 'svip-month');
    const credited = Math.floor((2800 * 28) / 30);
    const row = await f.db.execute({ sql: 'SELECT credit_fen, kind FROM orders WHERE order_no = ?', args: [upgrade] });
    expect(row.rows[0]).toMatchObject({ kind: 'upgrade', credit_fen: credited });
    expect(await level(userId)).toBe('SVIP');
    expect(await f.refund(userId, vipOrder, 2800)).toBe(
      `退款金额不能超过可退金额${((2800 - credited) / 100).toFixed(2)}元`,
    );
    expect(await f.refund(userId, vipOrder)).toBe(`refunded ${2800 - credited}`);
    // The SVIP month bought with the credit stands.
    expect(await level(userId)).toBe('SVIP');
    expect(await daysLeft(userId)).toBe(30);
  });
});

describe('refunding an upgrade', () => {
  it('in full gives back the VIP days its credit came from; the credit is not refunded as cash', async () => {
    const userId = await f.user();
    await f.buy(userId, 'vip-month');
    f.later(2);
    const upgrade = await f.buy(userId, 'svip-month');
    const paid = Number(
      (await f.db.execute({ sql: 'SELECT paid_fen FROM orders WHERE order_no = ?', args: [upgrade] })).rows[0].paid_fen,
    );
    f.later(1);
    expect(await f.refund(userId, upgrade)).toBe(`refunded ${paid}`);
    // The VIP month bought 3 days ago runs on: 27 days left.
    expect(await level(userId)).toBe('VIP');
    expect(await daysLeft(userId)).toBe(27);
  });

  it('in part shortens the SVIP period pro rata and keeps the credit', async () => {
    const userId = await f.user();
    await f.buy(userId, 'vip-month');
    f.later(2);
    const upgrade = await f.buy(userId, 'svip-month');
    const paid = Number(
      (await f.db.execute({ sql: 'SELECT paid_fen FROM orders WHERE order_no = ?', args: [upgrade] })).rows[0].paid_fen,
    );
    expect(await f.refund(userId, upgrade, Math.floor(paid / 2))).toBe(`refunded ${Math.floor(paid / 2)}`);
    expect(await level(userId)).toBe('SVIP');
    expect(await daysLeft(userId)).toBe(16);
  });
});
