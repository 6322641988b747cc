/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { WalletBalance } from '@/components/wallet/wallet-screens';
import { walletSchema } from '@/lib/wallet/schemas';

const rules = {
  min_fen: 1000,
  max_fen: 500_000,
  daily_max_fen: 1_000_000,
  daily_count: 3,
  fee_bp: 10,
  fee_min_fen: 100,
};
const wallet = (owed?: number) =>
  walletSchema.parse({
    cash_fen: 0,
    frozen_fen: 0,
    caidan: 0,
    ...(owed === undefined ? {} : { owed_fen: owed }),
    realname: true,
    account: null,
    rules,
    today_fen: 0,
    today_count: 0,
  });

describe('WalletBalance', () => {
  it('shows the cash-back still to be clawed back where the balance is, with why and how it is paid', () => {
    render(<WalletBalance wallet={wallet(196)} />);
    const line = screen.getByText(/待追回返现/);
    expect(line.textContent).toContain('待追回返现 ¥1.96');
    expect(line.textContent).toContain('之后到账的现金会先抵扣');
  });

  it('says nothing of it when nothing is owed (an upstream without debts answers no owed_fen)', () => {
    render(<WalletBalance wallet={wallet()} />);
    expect(screen.queryByText(/待追回/)).toBeNull();
  });
});
