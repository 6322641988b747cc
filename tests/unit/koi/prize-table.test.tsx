/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { PrizeTable } from '@/components/koi/koi-parts';
import { formatProbabilityBp } from '@/lib/format/number';
import type { KoiPool } from '@/lib/koi/schemas';
import { anyPrizeChanceText, prizeChanceText } from '@/lib/koi/rules';

/** The seeded 幸运财蛋池: 10 coupons above 20 cai-dan prizes, 9 entrants. */
const pool = {
  id: 2,
  name: '幸运财蛋池',
  prizes: [
    { name: '会员满200减30券', count: 10, kind: 'coupon' },
    { name: '财蛋 188 个', count: 20, kind: 'caidan' },
  ],
} as unknown as KoiPool;

describe('koi prize chances', () => {
  it('a prize the entrants above it take no share of says from how many entrants it can be won, never 0.00%', () => {
    render(<PrizeTable pool={pool} participants={9} caption="奖品" />);
    const row = screen.getByRole('row', { name: /财蛋 188 个/ });
    expect(row.textContent).not.toContain('0.00%');
    expect(within(row).getByText('满11人参与后可中')).toBeTruthy();
    expect(screen.getByRole('row', { name: /会员满200减30券/ }).textContent).toContain('100.00%');
  });

  it('before anyone joins, no cell reads 0.00%', () => {
    const { container } = render(<PrizeTable pool={pool} participants={0} caption="奖品" />);
    expect(container.textContent).not.toContain('0.00%');
    expect(anyPrizeChanceText(pool.prizes, 0)).toBe('暂无人参与');
  });

  it('a real probability for every prize that has a share, however small', () => {
    expect(prizeChanceText(pool.prizes, 1, 25)).toBe('60.00%');
    expect(prizeChanceText([{ count: 1 }], 0, 3)).toBe('33.33%');
    expect(formatProbabilityBp(0, true)).toBe('<0.01%');
    expect(prizeChanceText([{ count: 1 }], 0, 1_000_000)).toBe('<0.01%');
  });
});
