/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { SvgBarLineChart } from '@/components/market/charts/svg-bar-line-chart';
import type { ChartPoint } from '@/components/market/charts/bar-line-chart';

const days = (values: number[]): ChartPoint[] =>
  values.map((bar, i) => ({
    time: `2026-${String(9 + Math.floor(i / 30)).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    bar,
    line: 1e8 * (i + 1),
    line2: 3900 + i,
  }));

describe('SvgBarLineChart: the server-drawn market chart', () => {
  test('one bar per trading day, inflows above the zero line in red, outflows below in green', () => {
    const { container } = render(<SvgBarLineChart points={days([5e8, -3e8, 2e8])} summary="近3日净买额" />);
    const bars = [...container.querySelectorAll('rect')];
    expect(bars).toHaveLength(3);
    const zeroY = (bar: Element) => Number(bar.getAttribute('y')) + Number(bar.getAttribute('height'));
    expect(bars[0].getAttribute('style')).toContain('--color-up');
    expect(bars[1].getAttribute('style')).toContain('--color-down');
    // The inflow ends at the zero line; the outflow starts there.
    expect(zeroY(bars[0])).toBeCloseTo(Number(bars[1].getAttribute('y')), 5);
    expect(Number(bars[0].getAttribute('height'))).toBeGreaterThan(Number(bars[2].getAttribute('height')));
  });

  test('named for screen readers by its summary, the drawing itself hidden', () => {
    const { getByRole } = render(<SvgBarLineChart points={days([1e8, 2e8])} summary="近2日净买额" />);
    expect(getByRole('img', { name: '近2日净买额' })).toBeTruthy();
  });

  test('axis labels read in one unit, each distinct (亿 for a range of hundreds of millions)', () => {
    const { container } = render(<SvgBarLineChart points={days([5e8, -3e8, 2e8, 4e8])} summary="s" />);
    const labels = [...container.querySelectorAll('text')]
      .map((t) => t.textContent ?? '')
      .filter((t) => /亿|^0$/.test(t));
    expect(labels.length).toBeGreaterThanOrEqual(3);
    expect(labels.filter((l) => l !== '0').every((l) => l.endsWith('亿'))).toBe(true);
  });

  test('the cumulative and index lines are drawn when given, and nothing for an empty series', () => {
    const { container } = render(<SvgBarLineChart points={days([1e8, 2e8, 3e8])} summary="s" />);
    expect(container.querySelectorAll('path')).toHaveLength(2);
    expect(render(<SvgBarLineChart points={[]} summary="s" />).container.innerHTML).toBe('');
  });
});
