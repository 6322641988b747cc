/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ExchangeForm } from '@/components/caidan/exchange-form';

jest.mock('@/lib/ui/feedback', () => ({
  showToast: jest.fn(),
  showLoading: () => () => undefined,
  notifyRequestError: jest.fn(),
}));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn() }),
}));

const ACTION = '00000000-0000-4000-8000-000000000004';
const rate = { caidan_units: 1000, cash_fen: 100, min_caidan: 1000 };
let reply: { status: number; body: unknown };
const calls: unknown[] = [];

beforeEach(() => {
  calls.length = 0;
  reply = { status: 200, body: { code: 200, data: { caidan: 1000, cash_fen: 100 } } };
  global.fetch = jest.fn(async (_url: string, init?: { body?: string }) => {
    calls.push(init?.body ? JSON.parse(init.body) : undefined);
    return { status: reply.status, json: async () => reply.body } as Response;
  }) as unknown as typeof fetch;
});

const fill = () => {
  render(<ExchangeForm actionId={ACTION} rate={rate as never} caidan={5000} cashFen={0} />);
  fireEvent.change(screen.getByLabelText('兑换财蛋（个）'), { target: { value: '1000' } });
  fireEvent.click(screen.getByRole('button', { name: '确认兑换' }));
};

describe('ExchangeForm', () => {
  it('asks before exchanging and sends nothing until confirmed', async () => {
    fill();
    const dialog = screen.getByRole('alertdialog', { name: '确认兑换' });
    expect(dialog.textContent).toContain('用1000个财蛋兑换现金1.00元');
    expect(calls).toHaveLength(0);
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: '确认兑换' }).at(-1)!));
    expect(calls).toEqual([{ direction: 'caidan_to_cash', amount: 1000 }]);
    expect(screen.getByRole('status').textContent).toBe('已用1000个财蛋兑换现金1.00元');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a refusal is printed once', async () => {
    reply = { status: 409, body: { code: 1003, message: '财蛋数量不足' } };
    fill();
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: '确认兑换' }).at(-1)!));
    expect(screen.getAllByText('财蛋数量不足')).toHaveLength(1);
  });
});
