/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { AccountCard } from '@/components/account/account-card';

// The forms write through useBffAction, which reads the app router.
jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn() }),
}));
jest.mock('@/lib/ui/feedback', () => ({
  showToast: async () => undefined,
  notifyRequestError: async () => undefined,
  showLoading: () => () => undefined,
}));

beforeEach(() => {
  global.fetch = jest.fn(
    async () =>
      ({ status: 200, json: async () => ({ code: 200, data: { vip_level: 'NONE', expire_at: null } }) }) as Response,
  ) as unknown as typeof fetch;
});

describe('the signed-in 我的 area', () => {
  it('reaches wallet, orders, tasks, coupons, cai-dan and invitations', () => {
    render(<AccountCard mobile="13800000001" returnTo={null} />);
    const mine = within(screen.getByRole('navigation', { name: '我的' }));
    const links = Object.fromEntries(
      mine.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(links).toMatchObject({
      我的钱包: '/walletCenter/balance',
      我的订单: '/orderCenter',
      任务中心: '/missonCenter',
      我的优惠券: '/mineCoupon',
      财蛋中心: '/llczd/m/caidanCenter',
      邀请好友: '/inviteCashBackOut',
    });
  });
});
