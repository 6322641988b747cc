/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { EntryDetailScreen, ContestIndexScreen } from '@/components/contest/contest-screens';
import { ContestSearchScreen } from '@/components/contest/contest-static';
import type { ContestState } from '@/lib/contest/server';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn() }),
}));

const score = { total_return: 0, daily_return: 0, max_drawdown: 0, risk_adjusted: 0 };
function state(
  overrides: { certified?: boolean; status?: 'not_started' | 'ongoing' | 'ended'; nextStartDate?: string | null } = {},
): ContestState {
  return {
    activeId: 30,
    nextActiveId: 31,
    nextStartDate: overrides.nextStartDate === undefined ? '2026-11-23' : overrides.nextStartDate,
    activeInfo: {
      activity_id: 30,
      title: '第30期 模拟炒股大赛',
      period: 30,
      status: overrides.status ?? 'ongoing',
      start_date: '2026-11-16',
      end_date: '2026-11-20',
      participants: 6,
      prize_pool_yuan: 23000,
      certified: overrides.certified ?? false,
      subscribed: false,
    },
    authInfo: { certified: overrides.certified ?? false },
    entryDetailInfo: {
      activity_id: 30,
      entered: false,
      trading_day: '2026-11-20',
      market_open: true,
      cash_fen: 0,
      equity_fen: 0,
      initial_fen: 0,
      holdings: [],
      trades: [],
      score,
      rank: null,
      rank_change: null,
      risk_rank: null,
      entrants: 6,
      curve: [],
    },
    ranking: { activity_id: 30, trading_day: '2026-11-20', rows: [] },
  } as unknown as ContestState;
}

describe('contest screens', () => {
  it('the search form submits to the page under the base path', () => {
    const { container } = render(<ContestSearchScreen query="" result={null} />);
    expect(container.querySelector('form[role="search"]')?.getAttribute('action')).toBe('/h5/stock-contest/search');
  });

  it('去报名 from the trade page lands on the index’s sign-up form', () => {
    const { container } = render(<EntryDetailScreen state={state()} code="" />);
    const link = screen.getByRole('link', { name: '去报名' });
    const [path, anchor] = (link.getAttribute('href') ?? '').split('#');
    expect(path).toBe('/stock-contest/index');
    expect(anchor).toBeTruthy();
    container.remove();
    const index = render(<ContestIndexScreen state={state()} />);
    const target = index.container.querySelector(`#${anchor}`);
    expect(target).not.toBeNull();
    expect(target?.querySelector('form')).not.toBeNull();
    expect(target?.textContent).toContain('立即报名参赛');
  });

  it('an ended period offers no sign-up that leads nowhere, and names the next period’s first day', () => {
    render(<EntryDetailScreen state={state({ status: 'ended' })} code="" />);
    expect(screen.queryByRole('link', { name: '去报名' })).toBeNull();
    expect(screen.getByText(/第31期.*2026-11-23 开赛/)).toBeTruthy();
  });

  it('the index shows the next period with the day it opens', () => {
    render(<ContestIndexScreen state={state()} />);
    expect(screen.getByTestId('contest-next-period').textContent).toBe(
      '下一期（第31期）2026-11-23 开赛，届时开放报名。',
    );
  });
});
