/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PayResult } from '@/components/pay/pay-result';
import type { Order } from '@/lib/order/schemas';

jest.mock('@/lib/ui/feedback', () => ({
  showToast: jest.fn(),
  showLoading: () => () => undefined,
  notifyRequestError: jest.fn(),
}));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }),
}));

const ACTION = '00000000-0000-4000-8000-000000000002';
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
  order_no: 'LC202611200000000021',
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
  grants: [],
  returned_payments: [],
} as unknown as Order;
let answer: Order;

beforeEach(() => {
  answer = pending;
  global.fetch = jest.fn(
    async () => ({ status: 200, json: async () => ({ code: 200, data: answer }) }) as Response,
  ) as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

describe('PayResult', () => {
  it('back from the cashier without paying: the cancelled state at once, with 继续支付 / 返回, and no 实付', () => {
    render(<PayResult initial={pending} actionId={ACTION} cancelled />);
    expect(screen.getByRole('heading', { name: '支付已取消' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '继续支付' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回' }).getAttribute('href')).toContain('/pay?plan_id=vip-month');
    expect(screen.getByText('VIP连续包月 · 应付 ¥28.00')).toBeTruthy();
    expect(screen.queryByText(/实付/)).toBeNull();
  });

  it('while the payment is confirmed the buttons come after a short wait, not after the pay window', async () => {
    jest.useFakeTimers();
    render(<PayResult initial={pending} actionId={ACTION} />);
    expect(screen.getByRole('heading', { name: '正在确认支付结果…' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '继续支付' })).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(9_000);
    });
    expect(screen.getByRole('button', { name: '继续支付' })).toBeTruthy();
  });

  it('a closed unpaid order never reads 实付', () => {
    render(
      <PayResult initial={{ ...pending, status: 'CLOSED', closed_at: '2026-11-20T02:15:00.000Z' }} actionId={ACTION} />,
    );
    expect(screen.getByRole('heading', { name: '订单已关闭' })).toBeTruthy();
    expect(screen.getByText('VIP连续包月 · 未支付')).toBeTruthy();
    expect(screen.queryByText(/实付/)).toBeNull();
  });

  it('a paid order: 实付 what was paid, dates kept whole, and 查看订单', () => {
    const paid = {
      ...pending,
      status: 'PAID',
      paid_fen: 2800,
      paid_at: '2026-11-20T02:01:00.000Z',
      service_start: '2026-11-20T02:01:00.000Z',
      service_end: '2026-12-20T02:01:00.000Z',
      grants: [
        {
          kind: 'member',
          plan_id: 'vip-month',
          title: 'VIP会员',
          start_at: '2026-11-20T02:01:00.000Z',
          end_at: '2026-12-20T02:01:00.000Z',
        },
      ],
    } as unknown as Order;
    const { container } = render(<PayResult initial={paid} actionId={ACTION} />);
    expect(screen.getByText('VIP连续包月 · 实付 ¥28.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看订单' }).getAttribute('href')).toContain(
      `/orderCenter/orderDetail?orderNo=${pending.order_no}`,
    );
    const whole = [...container.querySelectorAll('span')]
      .map((span) => span.textContent)
      .filter((text) => /^\d{4}-\d{2}-\d{2}$/.test(text ?? ''));
    expect(whole).toEqual(['2026-11-20', '2026-12-20']);
  });

  it('取消订单 asks first', async () => {
    render(<PayResult initial={pending} actionId={ACTION} cancelled />);
    fireEvent.click(screen.getByRole('button', { name: '取消订单' }));
    expect(screen.getByRole('alertdialog', { name: '取消订单' })).toBeTruthy();
    answer = { ...pending, status: 'CLOSED' } as Order;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确认取消' })));
    expect(screen.getByRole('heading', { name: '订单已关闭' })).toBeTruthy();
  });
});
