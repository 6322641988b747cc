/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { WithdrawForm } from '@/components/wallet/withdraw-form';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, replace: jest.fn(), push: jest.fn() }) }));

const ACTION = '00000000-0000-4000-8000-000000000003';
const rules = { min_fen: 1000, max_fen: 500_000, daily_max_fen: 1_000_000, daily_count: 3, fee_bp: 0, fee_min_fen: 0 };
const base = { actionId: ACTION, availableFen: 20_000, rules, todayFen: 0, todayCount: 0 };
const calls: Array<{ url: string; body: unknown }> = [];

beforeEach(() => {
  calls.length = 0;
  refresh.mockReset();
  global.fetch = jest.fn(async (url: string, init?: { body?: string }) => {
    calls.push({ url, body: init?.body ? JSON.parse(init.body) : undefined });
    return {
      status: 200,
      json: async () => ({ code: 200, data: { type: 'alipay', masked: '138****0000' } }),
    } as Response;
  }) as unknown as typeof fetch;
});

describe('WithdrawForm', () => {
  it('without 实名认证: says so once and links to the verification page', () => {
    render(<WithdrawForm {...base} realname={false} account={null} />);
    expect(screen.getAllByText('提现前请先完成实名认证')).toHaveLength(1);
    expect(screen.getByRole('link', { name: '去实名认证' }).getAttribute('href')).toMatch(/\/verified$/);
  });

  it('verified without an account: binds an Alipay account after a confirmation', async () => {
    render(<WithdrawForm {...base} realname account={null} />);
    const input = screen.getByLabelText('支付宝账号（手机号或邮箱）');
    fireEvent.change(input, { target: { value: '1380000' } });
    fireEvent.click(screen.getByRole('button', { name: '绑定' }));
    expect(screen.getByRole('alert').textContent).toBe('请输入正确的支付宝账号（手机号或邮箱）');
    fireEvent.change(input, { target: { value: '13800000000' } });
    fireEvent.click(screen.getByRole('button', { name: '绑定' }));
    expect(screen.getByRole('alertdialog', { name: '确认绑定收款账户' })).toBeTruthy();
    expect(calls).toHaveLength(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确认绑定' })));
    expect(calls).toEqual([{ url: '/h5/api/wallet/account', body: { type: 'alipay', account: '13800000000' } }]);
    expect(refresh).toHaveBeenCalled();
  });

  it('verified with an account: the form, and no binding', () => {
    render(<WithdrawForm {...base} realname account={{ type: 'alipay', masked: '138****0000' }} />);
    expect(screen.queryByRole('link', { name: '去实名认证' })).toBeNull();
    expect(screen.queryByText('绑定收款账户')).toBeNull();
    expect(screen.getByText(/到账账户：支付宝 138\*\*\*\*0000/)).toBeTruthy();
  });
});
