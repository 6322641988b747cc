import { authModule } from '@/upstream/account/auth';
import { diagnosisModule } from '@/upstream/market/diagnosis-chat';
import { orderModule } from '@/upstream/commerce/order';
import { outcome, upstreamHarness, type UpstreamHarness } from '../../fixtures/upstream-routes';

/** POST /conversation/bindOrderNo: only the caller's own paid order opens a paid diagnosis conversation. */
let up: UpstreamHarness;
let sequence = 0;

async function order(userId: number, status: 'PENDING' | 'PAID' | 'CLOSED' | 'REFUNDED'): Promise<string> {
  sequence += 1;
  const orderNo = `LC20261120${String(sequence).padStart(9, '0')}`;
  const now = new Date().toISOString();
  await up.db.execute({
    sql: `INSERT INTO orders (order_no, user_id, plan_id, sku_id, sku_snapshot, kind, amount_fen, credit_fen, discount_fen, pay_fen, status, agreements, created_at, expires_at)
          VALUES (?, ?, 'course-kline', 701, '{}', 'new', 19900, 0, 0, 19900, ?, '[]', ?, ?)`,
    args: [orderNo, userId, status, now, now],
  });
  return orderNo;
}

const bind = (userId: number, orderNo: string, conversation = `conv_${(sequence += 1)}`) =>
  up.call('POST /conversation/bindOrderNo', userId, { body: { conversation_id: conversation, order_no: orderNo } });

beforeAll(async () => {
  up = await upstreamHarness([authModule, orderModule, diagnosisModule]);
});
afterAll(() => up.close());

describe('binding an order to a diagnosis conversation', () => {
  it('binds the caller’s own paid order, idempotently for the same pair', async () => {
    const user = await up.newUser();
    const orderNo = await order(user.id, 'PAID');
    const first = await bind(user.id, orderNo, 'conv_own_paid');
    expect(await bind(user.id, orderNo, 'conv_own_paid')).toEqual(first);
  });

  it('answers 404 for another user’s order and for a made-up order number, and binds nothing', async () => {
    const owner = await up.newUser();
    const stranger = await up.newUser();
    const orderNo = await order(owner.id, 'PAID');
    expect(await outcome(bind(stranger.id, orderNo, 'conv_stranger'))).toBe('404 订单不存在');
    expect(await outcome(bind(stranger.id, 'ORD2026112100001', 'conv_made_up'))).toBe('404 订单不存在');
    const rows = await up.db.execute({
      sql: "SELECT COUNT(*) AS n FROM conversation_orders WHERE conversation_id IN ('conv_stranger', 'conv_made_up')",
    });
    expect(Number(rows.rows[0].n)).toBe(0);
  });

  it.each([
    ['PENDING', '409 订单尚未支付，请完成支付后再开始诊断'],
    ['CLOSED', '409 订单已关闭，请重新下单'],
    ['REFUNDED', '409 该订单已申请退款，不能用于诊断'],
  ] as const)('refuses a %s order with a clear message', async (status, message) => {
    const user = await up.newUser();
    expect(await outcome(bind(user.id, await order(user.id, status)))).toBe(message);
  });
});
