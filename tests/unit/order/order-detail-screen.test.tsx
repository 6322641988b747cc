/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { OrderDetail } from '@/components/order-center/order-screens';
import type { Order } from '@/lib/order/schemas';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, replace: jest.fn(), push: jest.fn() }) }));

const sku = {
  plan_id: 'vip-month',
  sku_id: 601,
  tier: 'VIP',
  product: null,
  name: 'VIP连续包月',
  duration: 'month',
  days: 30,
  price_fen: 2800,
  original_fen: 3800,
  per_day_fen: 93,
  auto_renew: true,
  renew_fen: 2800,
  benefits: [],
  risk_level: 2,
  agreements: [],
  iap_product_id: 'x',
  badge: null,
  prepay: false,
  coupon_gift: false,
};
const pending = {
  order_no: 'LC202611200000000011',
  kind: 'new',
  sku,
  amount_fen: 2800,
  credit_fen: 0,
  discount_fen: 0,
  pay_fen: 2800,
  paid_fen: null,
  coupon_id: null,
  channel: 'h5',
  status: 'PENDING',
  source: null,
  created_at: '2026-11-20T02:00:00.000Z',
  expires_at: '2026-11-20T02:15:00.000Z',
  paid_at: null,
  closed_at: null,
  service_start: null,
  service_end: null,
} as unknown as Order;
const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  refresh.mockReset();
  global.fetch = jest.fn(async (url: string) => {
    calls.push(url);
    return { status: 200, json: async () => ({ code: 200, data: { ...pending, status: 'CLOSED' } }) } as Response;
  }) as unknown as typeof fetch;
});

describe('OrderDetail', () => {
  it('says the payment channel in user words and 应付 (not 实付) for an unpaid order', () => {
    render(<OrderDetail order={pending} />);
    expect(screen.getByText('手机网页支付')).toBeTruthy();
    expect(screen.getByText('应付金额')).toBeTruthy();
    expect(screen.queryByText('H5 支付')).toBeNull();
  });

  it('a closed unpaid order shows no 实付 and no way to pay', () => {
    render(<OrderDetail order={{ ...pending, status: 'CLOSED', closed_at: '2026-11-20T02:05:00.000Z' }} />);
    expect(screen.queryByText(/实付/)).toBeNull();
    expect(screen.queryByRole('button', { name: '取消订单' })).toBeNull();
  });

  it('a pending order is cancelled from its detail after a confirmation', async () => {
    render(<OrderDetail order={pending} />);
    fireEvent.click(screen.getByRole('button', { name: '取消订单' }));
    expect(screen.getByRole('alertdialog', { name: '取消订单' }).textContent).toContain('应付 ¥28.00');
    expect(calls).toHaveLength(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确认取消' })));
    expect(calls).toEqual([`/h5/api/orders/${pending.order_no}/cancel`]);
    expect(refresh).toHaveBeenCalled();
  });
});
