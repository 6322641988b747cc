/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { EquityCenterScreen } from '@/components/member/equity-center-screen';
import { StockTapTracking } from '@/components/market/screener/stock-tap-tracking';
import { CouponList, OrderDetail } from '@/components/order-center/order-screens';
import { QuestionnaireForm } from '@/components/questionnaire/questionnaire-form';
import { TaskButton } from '@/components/task/task-button';
import type { UserCoupon } from '@/lib/coupon/schemas';
import type { Order } from '@/lib/order/schemas';
import type { Task } from '@/lib/task/schemas';
import { track } from '@/lib/tracking/tracker';

jest.mock('@/lib/tracking/tracker', () => ({ track: jest.fn(() => true) }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn(), prefetch: jest.fn() }),
}));
jest.mock('@/lib/ui/feedback', () => ({
  showToast: async () => undefined,
  showLoading: () => () => undefined,
  notifyRequestError: async () => undefined,
}));

const sent = track as jest.Mock;
const sentIds = () => sent.mock.calls.map(([event]) => event.eventId);

/** A tap on a link, without jsdom trying to navigate. */
function tap(element: HTMLElement) {
  element.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(element);
}

type Observed = { callback: IntersectionObserverCallback; element: Element };
let observed: Observed[] = [];

beforeEach(() => {
  sent.mockClear();
  observed = [];
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(private callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      observed.push({ callback: this.callback, element });
    }
    disconnect() {}
  };
  global.fetch = jest.fn(
    async () => ({ status: 200, json: async () => ({ code: 200, data: {} }) }) as Response,
  ) as unknown as typeof fetch;
});

/** Every observed element becomes fully visible. */
function showAll() {
  act(() =>
    observed.forEach(({ callback, element }) =>
      callback(
        [{ isIntersecting: true, intersectionRatio: 1, target: element } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    ),
  );
}

const paidOrder = {
  order_no: 'LC202611200000000031',
  kind: 'new',
  sku: { plan_id: 'vip-month', sku_id: 601, tier: 'VIP', name: 'VIP月卡', days: 30, auto_renew: false },
  amount_fen: 2800,
  credit_fen: 0,
  discount_fen: 0,
  pay_fen: 2800,
  paid_fen: 2800,
  coupon_id: null,
  channel: 'h5',
  status: 'PAID',
  source: null,
  created_at: '2026-11-20T02:00:00.000Z',
  expires_at: '2026-11-20T02:15:00.000Z',
  paid_at: '2026-11-20T02:01:00.000Z',
  closed_at: null,
  service_start: '2026-11-20T02:01:00.000Z',
  service_end: '2026-12-20T02:01:00.000Z',
  grants: [],
  returned_payments: [],
} as unknown as Order;

describe('order detail (h5_order_refund_click, h5_order_invoice_click)', () => {
  it('申请退款 and 申请开票 each send their click with the order number', () => {
    render(<OrderDetail order={paidOrder} afterSale={{ invoice: null, now: new Date('2026-11-21T00:00:00.000Z') }} />);
    tap(screen.getByRole('link', { name: '申请退款' }));
    tap(screen.getByRole('link', { name: '申请开票' }));
    expect(sent.mock.calls.map(([event]) => event)).toEqual([
      expect.objectContaining({
        eventId: 'h5_order_refund_click',
        eventType: 'click',
        eventAttr: { order_no: paidOrder.order_no },
      }),
      expect.objectContaining({
        eventId: 'h5_order_invoice_click',
        eventType: 'click',
        eventAttr: { order_no: paidOrder.order_no },
      }),
    ]);
  });
});

describe('my coupons (h5_coupon_use_click)', () => {
  const coupon = (id: number, extra: Partial<UserCoupon> = {}): UserCoupon => ({
    id,
    template_id: 100 + id,
    name: `券${id}`,
    type: 'FULL_REDUCTION',
    value: 500,
    threshold_fen: 0,
    max_off_fen: null,
    sku_scope: null,
    live_only: false,
    source: 'system',
    status: 'UNUSED',
    order_no: null,
    valid_from: '2026-11-01T00:00:00.000Z',
    valid_to: '2099-12-01T00:00:00.000Z',
    ...extra,
  });

  it('去使用 sends the click with the coupon; a live-room coupon has no 去使用', () => {
    render(<CouponList coupons={[coupon(1), coupon(2, { live_only: true })]} history={false} />);
    expect(screen.queryByRole('link', { name: '券2：去使用' })).toBeNull();
    tap(screen.getByRole('link', { name: '券1：去使用' }));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({ eventId: 'h5_coupon_use_click', eventAttr: { coupon_id: 1, template_id: 101 } }),
    );
  });
});

describe('equity centre (h5_equity_item_show, h5_equity_upgrade_click)', () => {
  const data = {
    identity: { nickname: '小王', identity: 'VIP', card_no: 'C1', member_since: '2026-01-01' },
    level: { level: 2, level_name: '白银', growth_value: 50, next_level_value: 100 },
    equities: {
      vip_level: 'VIP' as const,
      equities: [
        { id: 11, name: '龙虎榜', description: '数据', level: 'VIP' as const, available: true },
        { id: 12, name: '专属直播', description: '直播', level: 'SVIP' as const, available: false },
      ],
    },
  } as unknown as Parameters<typeof EquityCenterScreen>[0]['data'];

  it('each equity reports its exposure once fully visible, and the upgrade link its click', () => {
    render(<EquityCenterScreen data={data} promoteSvip />);
    expect(sent).not.toHaveBeenCalled();
    showAll();
    expect(sent.mock.calls.map(([event]) => [event.eventId, event.eventType, event.eventAttr])).toEqual([
      ['h5_equity_item_show', 'show', { equity_id: 11, available: true }],
      ['h5_equity_item_show', 'show', { equity_id: 12, available: false }],
    ]);
    sent.mockClear();
    tap(screen.getByRole('link', { name: '升级SVIP解锁全部权益' }));
    expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({ eventId: 'h5_equity_upgrade_click', eventAttr: { vip_level: 'VIP' } }),
    );
  });
});

describe('task centre (h5_misson_task_click, h5_misson_task_done)', () => {
  const task = (id: Task['id']): Task => ({
    id,
    kind: id === 'sign_in' ? 'daily' : 'newbie',
    title: id === 'sign_in' ? '每日签到' : '风险测评',
    description: '',
    progress: 0,
    target: 1,
    unit: '次',
    reward: { type: 'caidan', units: 5 },
    state: 'todo',
  });

  it('去完成 sends the task click with the task id', () => {
    render(<TaskButton task={task('risk_test')} signedToday actionId="t1" />);
    tap(screen.getByRole('link', { name: '风险测评：去完成' }));
    expect(sent.mock.calls.map(([event]) => [event.eventId, event.eventAttr])).toEqual([
      ['h5_misson_task_click', { task_id: 'risk_test' }],
    ]);
  });

  it('签到 sends the task done once the sign-in succeeded', async () => {
    render(<TaskButton task={task('sign_in')} signedToday={false} actionId="t2" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '每日签到：签到' }));
    });
    expect(sent.mock.calls.map(([event]) => [event.eventId, event.eventType, event.eventAttr])).toEqual([
      ['h5_misson_task_done', 'task', { task_id: 'sign_in', step: 'sign_in' }],
    ]);
  });
});

describe('questionnaire (h5_questionnaire_submit_click)', () => {
  it('提交问卷 sends the submit click with the questionnaire, even when an answer is missing', async () => {
    const questions = [
      { id: 'q1', type: 'single', title: '满意吗', required: true, options: [{ id: 'a', label: '满意' }] },
    ] as Parameters<typeof QuestionnaireForm>[0]['questions'];
    render(<QuestionnaireForm id={7} questions={questions} actionId="q-1" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交问卷' }));
    });
    expect(sent.mock.calls.map(([event]) => [event.eventId, event.eventAttr])).toEqual([
      ['h5_questionnaire_submit_click', { questionnaire_id: 7 }],
    ]);
    expect(global.fetch).not.toHaveBeenCalled();
  });
});

describe('screener result (h5_conditional_stock_click)', () => {
  it('a tap on a stock sends its code; a tap elsewhere in the table sends nothing', () => {
    render(
      <StockTapTracking>
        <table>
          <tbody>
            <tr>
              <td>
                <a href="/h5/stock?code=600519" data-stock="600519">
                  <span>贵州茅台</span>
                </a>
              </td>
              <td>+1.00%</td>
            </tr>
          </tbody>
        </table>
      </StockTapTracking>,
    );
    fireEvent.click(screen.getByText('+1.00%'));
    expect(sent).not.toHaveBeenCalled();
    tap(screen.getByText('贵州茅台'));
    expect(sentIds()).toEqual(['h5_conditional_stock_click']);
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ eventAttr: { stock_code: '600519' } }));
  });
});
