/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AutoRenewPanel } from '@/components/member/auto-renew-panel';
import type { AutoRenew } from '@/lib/member/schemas';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn() }),
}));

const ACTION = '00000000-0000-4000-8000-000000000001';
const on: AutoRenew = {
  id: 7,
  plan_id: 'vip-month',
  plan_name: 'VIP连续包月',
  tier: 'VIP',
  enabled: true,
  renew_fen: 2800,
  next_charge_at: '2026-12-19T02:00:00.000Z',
  expire_at: '2026-12-20T02:00:00.000Z',
  origin_order_no: 'LC20261120000000001',
  last_order_no: 'LC20261120000000001',
  can_disable: true,
  can_enable: false,
  note: null,
};
const calls: Array<{ url: string; body: unknown; headers: Record<string, string> }> = [];
let answer: unknown;

beforeEach(() => {
  calls.length = 0;
  global.fetch = jest.fn(async (url: string, init?: { body?: string; headers?: Record<string, string> }) => {
    calls.push({ url, body: init?.body ? JSON.parse(init.body) : undefined, headers: init?.headers ?? {} });
    return { status: 200, json: async () => ({ code: 200, data: answer }) } as Response;
  }) as unknown as typeof fetch;
});

describe('AutoRenewPanel', () => {
  it('shows the next charge date (China time) and amount of a subscription that is on', () => {
    render(<AutoRenewPanel subscriptions={[on]} actionId={ACTION} />);
    expect(screen.getByText('下次扣款 2026-12-19 · ¥28.00')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'VIP连续包月自动续费' }).getAttribute('aria-checked')).toBe('true');
  });

  it('asks before switching off, and nothing is sent when the member keeps it', async () => {
    render(<AutoRenewPanel subscriptions={[on]} actionId={ACTION} />);
    fireEvent.click(screen.getByRole('switch'));
    expect(screen.getByRole('alertdialog', { name: '关闭自动续费' }).textContent).toContain('可使用至 2026-12-20');
    fireEvent.click(screen.getByRole('button', { name: '暂不关闭' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('switches off after the confirmation, with the page action id, and shows it off', async () => {
    answer = { ...on, enabled: false, next_charge_at: null, can_disable: false, can_enable: true };
    render(<AutoRenewPanel subscriptions={[on]} actionId={ACTION} />);
    fireEvent.click(screen.getByRole('switch'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确认关闭' })));
    expect(calls[0].url).toBe('/h5/api/member/auto-renew');
    expect(calls[0].body).toEqual({ id: 7, enabled: false });
    expect(JSON.stringify(calls[0].headers)).toContain(ACTION);
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('已关闭，会员到期 2026-12-20 后不再扣款')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a subscription that cannot be switched says why and its switch is disabled', () => {
    render(
      <AutoRenewPanel
        subscriptions={[
          {
            ...on,
            enabled: false,
            next_charge_at: null,
            can_disable: false,
            can_enable: false,
            note: '会员已到期，自动续费已停止',
          },
        ]}
        actionId={ACTION}
      />,
    );
    expect(screen.getByText('会员已到期，自动续费已停止')).toBeTruthy();
    expect((screen.getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
  });
});
