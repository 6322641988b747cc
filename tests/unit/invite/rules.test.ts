import { inviteRewardFen } from '@/lib/invite/rules';

describe('invite cash-back', () => {
  it.each([
    [2800, 280],
    [2805, 280],
    [9, 0],
    [49_999, 4999],
    [88_800, 5000],
    [0, 0],
    [-100, 0],
    [12.5, 0],
  ])('paid %i fen → %i fen (10%, floored, capped at 50.00)', (paid, reward) => {
    expect(inviteRewardFen(paid, { percent: 10, cap_fen: 5000 })).toBe(reward);
  });
});
