/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { Money, moneyText } from '@/components/ui/money';

describe('moneyText (integer fen → ¥ text through lib/format)', () => {
  it.each([
    [2980, {}, '¥29.80'],
    [5, {}, '¥0.05'],
    [0, {}, '¥0.00'],
    [-500, {}, '-¥5.00'],
    [29800, { short: true }, '¥298'],
    [2980, { short: true }, '¥29.8'],
    [1200, { signed: true }, '+¥12.00'],
    [-1200, { signed: true }, '-¥12.00'],
    [0, { signed: true }, '¥0.00'],
    [0.5, {}, '--'],
  ])('%p %p → %p', (fen, options, text) => {
    expect(moneyText(fen, options)).toBe(text);
  });

  it('renders in the number font', () => {
    const { container } = render(<Money fen={-1990} />);
    expect(container.textContent).toBe('-¥19.90');
    expect(container.firstElementChild).toHaveClass('num');
  });
});
