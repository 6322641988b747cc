/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RefundForm } from '@/components/order-center/refund-form';

jest.mock('@/lib/ui/feedback', () => ({
  showToast: jest.fn(),
  showLoading: () => () => undefined,
  notifyRequestError: jest.fn(),
}));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, replace: jest.fn(), push: jest.fn() }) }));

const ACTION = '00000000-0000-4000-8000-000000000005';
let reply: { status: number; body: unknown };
const calls: unknown[] = [];

beforeEach(() => {
  calls.length = 0;
  refresh.mockReset();
  reply = { status: 200, body: { code: 200, data: {} } };
  global.fetch = jest.fn(async (_url: string, init?: { body?: string }) => {
    calls.push(init?.body ? JSON.parse(init.body) : undefined);
    return { status: reply.status, json: async () => reply.body } as Response;
  }) as unknown as typeof fetch;
});

const form = () =>
  render(
    <RefundForm
      orderNo="LC202611200000000031"
      actionId={ACTION}
      maxFen={2800}
      basisText="支付后7天内全额退款"
      rejected={false}
    />,
  );

describe('RefundForm', () => {
  it('an amount over the limit is said once, also after pressing submit', () => {
    form();
    fireEvent.click(screen.getByLabelText('误购/重复购买'));
    fireEvent.change(screen.getByLabelText('退款金额（元）'), { target: { value: '28.01' } });
    fireEvent.click(screen.getByRole('button', { name: '提交退款申请' }));
    expect(screen.getAllByText('退款金额不能超过可退金额28.00元')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before refunding; nothing is sent until confirmed', async () => {
    form();
    fireEvent.click(screen.getByLabelText('误购/重复购买'));
    fireEvent.click(screen.getByRole('button', { name: '提交退款申请' }));
    expect(screen.getByRole('alertdialog', { name: '确认申请退款' }).textContent).toContain(
      '退款金额 ¥28.00，原因：误购/重复购买',
    );
    expect(calls).toHaveLength(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确认退款' })));
    expect(calls).toEqual([{ reason: '误购/重复购买', note: '', amount_fen: 2800 }]);
    expect(refresh).toHaveBeenCalled();
  });

  it('a server refusal is printed once', async () => {
    reply = { status: 409, body: { code: 1003, message: '该订单已申请退款' } };
    form();
    fireEvent.click(screen.getByLabelText('误购/重复购买'));
    fireEvent.click(screen.getByRole('button', { name: '提交退款申请' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确认退款' })));
    expect(screen.getAllByText('该订单已申请退款')).toHaveLength(1);
  });

  it('no reason: says so once', () => {
    form();
    fireEvent.click(screen.getByRole('button', { name: '提交退款申请' }));
    fireEvent.click(screen.getByRole('button', { name: '提交退款申请' }));
    expect(screen.getAllByText('请选择退款原因')).toHaveLength(1);
  });
});
