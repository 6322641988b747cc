/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { LuckyBagDispositionScreen } from '@/components/anchor/lucky-bag-disposition-screen';
import type { LuckyBag } from '@/lib/live/lucky-bag-schemas';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn() }),
}));

const bag: LuckyBag = {
  id: 9,
  roomId: 1,
  anchorName: '主播',
  prizeName: '财蛋 88 个',
  prizeKind: 'caidan',
  prizeValue: 88,
  winnerCount: 1,
  range: 'all',
  condition: 'password',
  watchMinutes: null,
  password: '好运连连',
  openedAt: '2026-11-20T02:00:00.000Z',
  drawAt: '2026-11-20T02:05:00.000Z',
  status: 'open',
  participants: 0,
  drawId: 3,
  seedHash: 'a'.repeat(64),
  winners: [],
  me: null,
} as LuckyBag;

describe('LuckyBagDispositionScreen', () => {
  it('right after a bag is opened, says it is running (a success), not that a new one is refused', () => {
    render(<LuckyBagDispositionScreen bags={[bag]} />);
    const status = screen.getByTestId('bag-running');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toContain('福袋「财蛋 88 个」已发起，进行中');
    expect(screen.queryByText(/已有进行中的福袋/)).toBeNull();
  });
});
