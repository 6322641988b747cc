import { FULL_REFUND_DAYS, refundAmountRefusal, refundQuote, type RefundableOrder } from '@/lib/order/refund-rules';

const DAY = 24 * 3600_000;
const NOW = new Date('2026-11-20T06:00:00.000Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();
const paid = (overrides: Partial<RefundableOrder> = {}): RefundableOrder => ({
  status: 'PAID',
  channel: 'h5',
  paid_fen: 2800,
  paid_at: ago(1),
  service_start: ago(1),
  service_end: new Date(NOW.getTime() + 29 * DAY).toISOString(),
  ...overrides,
});

describe('refund policy', () => {
  it(`within ${FULL_REFUND_DAYS} days of paying: the whole paid amount`, () => {
    expect(refundQuote(paid(), NOW)).toEqual({
      max_fen: 2800,
      refusal: null,
      basis: 'full',
      credited_fen: 0,
      deduction_fen: 0,
    });
    expect(
      refundQuote(paid({ paid_at: new Date(NOW.getTime() - FULL_REFUND_DAYS * DAY + 1000).toISOString() }), NOW).basis,
    ).toBe('full');
  });

  it('after that: the unused whole days of the service period, rounded down to the fen', () => {
    // 30-day period started 10 days ago: 20 unused days of 30 → 2800 × 20 / 30 = 1866.67 → 1866
    const order = paid({
      paid_at: ago(10),
      service_start: ago(10),
      service_end: new Date(NOW.getTime() + 20 * DAY).toISOString(),
    });
    expect(refundQuote(order, NOW)).toEqual({
      max_fen: 1866,
      refusal: null,
      basis: 'prorated',
      credited_fen: 0,
      deduction_fen: 0,
    });
    // a period queued after the current one (pre-pay) is wholly unused
    const queued = paid({
      paid_at: ago(9),
      service_start: new Date(NOW.getTime() + 5 * DAY).toISOString(),
      service_end: new Date(NOW.getTime() + 35 * DAY).toISOString(),
    });
    expect(refundQuote(queued, NOW).max_fen).toBe(2800);
  });

  it('refuses after the service ended, other states, and App Store orders', () => {
    expect(refundQuote(paid({ paid_at: ago(40), service_start: ago(40), service_end: ago(10) }), NOW).refusal).toBe(
      '服务期已结束，不支持退款',
    );
    expect(refundQuote(paid({ status: 'REFUNDING' }), NOW).refusal).toBe('订单退款中，不能申请退款');
    expect(refundQuote(paid({ status: 'REFUNDED' }), NOW).refusal).toBe('订单已退款，不能申请退款');
    expect(refundQuote(paid({ status: 'PENDING', paid_fen: null, paid_at: null }), NOW).refusal).toBe(
      '订单未支付，不能申请退款',
    );
    expect(refundQuote(paid({ status: 'CLOSED' }), NOW).refusal).toBe('订单已关闭，不能申请退款');
    expect(refundQuote(paid({ channel: 'iap' }), NOW).refusal).toBe('App Store 购买的订单请向 Apple 申请退款');
  });

  it('an amount must be a positive whole number of fen within the quote', () => {
    const quote = refundQuote(paid(), NOW);
    expect(refundAmountRefusal(2800, quote)).toBeNull();
    expect(refundAmountRefusal(1, quote)).toBeNull();
    expect(refundAmountRefusal(2801, quote)).toBe('退款金额不能超过可退金额28.00元');
    expect(refundAmountRefusal(0, quote)).toBe('请输入正确的退款金额');
    expect(refundAmountRefusal(12.5, quote)).toBe('请输入正确的退款金额');
  });
});
