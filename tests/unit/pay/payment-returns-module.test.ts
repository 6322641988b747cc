import { orderModule } from '@/upstream/commerce/order';
import { creditPayment } from '@/upstream/commerce/pay';
import { moneyFixture, type Fixture } from '../order/money-fixture';

/** Every payment ends attached to an order or refunded: a second payment for one order, or one after it closed, goes back the way it came. */
let f: Fixture;
beforeEach(async () => {
  f = await moneyFixture();
});
afterEach(() => f.close());

const paymentStatus = async (ref: string) =>
  String(
    (await f.db.execute({ sql: 'SELECT status FROM payments WHERE provider_ref = ?', args: [ref] })).rows[0].status,
  );
const orderPage = (userId: number, orderNo: string) =>
  f.route<{
    status: string;
    paid_fen: number | null;
    returned_payments?: Array<{ provider_ref: string; amount_fen: number; reason: string; refund_ref: string }>;
  }>(orderModule, 'GET /orders/:order_no', userId, { order_no: orderNo });

describe('payments that cannot be kept', () => {
  it('two payment links for one order: the first pays it, the second is refunded to its source', async () => {
    const userId = await f.user();
    const { orderNo, payFen } = await f.pending(userId, 'vip-month');
    const [first, second] = [await f.payLink(userId, orderNo, payFen), await f.payLink(userId, orderNo, payFen)];
    const results = await Promise.all([creditPayment(f.db, first, payFen), creditPayment(f.db, second, payFen)]);
    expect(results).toEqual(['credited', 'returned']);
    expect([await paymentStatus(first), await paymentStatus(second)]).toEqual(['SUCCESS', 'REFUNDED']);
    // A replay of either notify changes nothing.
    expect(await creditPayment(f.db, second, payFen)).toBe('duplicate');
    const order = await orderPage(userId, orderNo);
    expect(order).toMatchObject({ status: 'PAID', paid_fen: payFen });
    expect(order.returned_payments).toEqual([
      expect.objectContaining({
        provider_ref: second,
        amount_fen: payFen,
        reason: 'duplicate',
        refund_ref: `RR${second}`,
      }),
    ]);
  });

  it('a payment arriving after the 15-minute close is refunded, and the order stays closed', async () => {
    const userId = await f.user();
    const { orderNo, payFen } = await f.pending(userId, 'vip-month');
    const ref = await f.payLink(userId, orderNo, payFen);
    f.later(16 / (24 * 60));
    expect(await creditPayment(f.db, ref, payFen)).toBe('returned');
    expect(await paymentStatus(ref)).toBe('REFUNDED');
    const order = await orderPage(userId, orderNo);
    expect(order.status).toBe('CLOSED');
    expect(order.returned_payments).toEqual([expect.objectContaining({ provider_ref: ref, reason: 'closed' })]);
  });
});

describe('an order priced for a membership that changed before it was paid', () => {
  it('a VIP order paid after becoming SVIP is closed and its payment returned', async () => {
    const userId = await f.user();
    const { orderNo, payFen } = await f.pending(userId, 'vip-month');
    await f.buy(userId, 'svip-month');
    const ref = await f.payLink(userId, orderNo, payFen);
    expect(await creditPayment(f.db, ref, payFen)).toBe('returned');
    expect((await orderPage(userId, orderNo)).status).toBe('CLOSED');
  });

  it('an upgrade whose VIP credit is gone (the VIP order refunded meanwhile) is not paid with that credit', async () => {
    const userId = await f.user();
    const vipOrder = await f.buy(userId, 'vip-month');
    f.later(1);
    const { orderNo, payFen } = await f.pending(userId, 'svip-month');
    expect(await f.refund(userId, vipOrder)).toBe('refunded 2800');
    const ref = await f.payLink(userId, orderNo, payFen);
    expect(await creditPayment(f.db, ref, payFen)).toBe('returned');
    expect(await paymentStatus(ref)).toBe('REFUNDED');
  });
});
