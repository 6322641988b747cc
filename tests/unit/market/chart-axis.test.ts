import fc from 'fast-check';
import {
  amountAxis,
  MIN_TICK_SPACING_PX,
  quarterLabel,
  SCALE_MARGINS,
  spanInDays,
  TICK_DAY,
  TICK_MONTH,
  TICK_YEAR,
  timeTickLabel,
} from '@/components/market/charts/axis-format';

/**
 * The ticks lightweight-charts can place (its PriceTickSpanCalculator): steps of 1, 2, 2.5, 4 or 5
 * × 10^k, at least MIN_TICK_SPACING_PX apart over the data's share of the height, on multiples of the
 * step. Any such step must give distinct labels; the test tries every candidate step, not one.
 */
function candidateSteps(min: number, max: number, heightPx: number): number[] {
  const share = 1 - SCALE_MARGINS.top - SCALE_MARGINS.bottom;
  const minStep = ((max - min) * MIN_TICK_SPACING_PX) / (heightPx * share);
  const steps: number[] = [];
  for (let k = Math.floor(Math.log10(minStep)) - 1; steps.length < 6; k++) {
    for (const m of [1, 2, 2.5, 4, 5]) {
      const step = m * 10 ** k;
      if (step >= minStep) steps.push(step);
    }
  }
  return steps.slice(0, 6);
}

function ticks(min: number, max: number, step: number): number[] {
  const out: number[] = [];
  for (let i = Math.ceil(min / step); i * step <= max && out.length < 200; i++) out.push(i * step);
  return out;
}

describe('amount axis labels', () => {
  test('the reported northbound case: a cumulative 1.74–1.80万亿 range on a 192 px scale reads as distinct 万亿 labels', () => {
    const axis = amountAxis([1.74e12, 1.77e12, 1.8e12], 192, { includeZero: false });
    expect(axis.suffix).toBe('万亿');
    const labels = ticks(1.74e12, 1.8e12, 0.01e12).map(axis.format);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toContain('1.75万亿');
    expect(labels.every((l) => l.endsWith('万亿'))).toBe(true);
  });

  test('one unit on an axis that crosses zero, chosen by its largest magnitude', () => {
    const axis = amountAxis([-8e9, 1.2e10], 210, { includeZero: true });
    expect(axis.suffix).toBe('亿');
    expect(axis.format(-4e9)).toBe(`-${(40).toFixed(axis.decimals)}亿`);
    expect(axis.format(0)).toBe('0');
  });

  test('small values keep no unit; an empty series does not throw', () => {
    expect(amountAxis([12, 3400], 210, { includeZero: true }).suffix).toBe('');
    expect(amountAxis([], 210, { includeZero: false }).format(0)).toBe('0');
  });

  test.each([true, false])(
    'property (includeZero %s): every tick step the library can choose prints distinct labels in one unit',
    (includeZero) => {
      fc.assert(
        fc.property(
          fc.double({ min: -5e13, max: 5e13, noNaN: true }),
          fc.double({ min: 1e-3, max: 1, noNaN: true }),
          fc.integer({ min: 120, max: 420 }),
          (anchor, relativeRange, heightPx) => {
            const min = anchor;
            const max = anchor + Math.max(Math.abs(anchor), 1) * relativeRange;
            const axis = amountAxis([min, max], heightPx, { includeZero });
            const [low, high] = includeZero ? [Math.min(min, 0), Math.max(max, 0)] : [min, max];
            for (const step of candidateSteps(low, high, heightPx)) {
              const labels = ticks(low, high, step).map(axis.format);
              if (new Set(labels).size !== labels.length) return false;
              if (!labels.every((l) => l === '0' || l.endsWith(axis.suffix))) return false;
            }
            return true;
          },
        ),
        { numRuns: 2000 },
      );
    },
  );
});

describe('time axis labels', () => {
  test('quarterly disclosure periods read 2026Q3, not 2026年 / 9月', () => {
    expect(quarterLabel('2026-09-30')).toBe('2026Q3');
    expect(quarterLabel('2025-12-31')).toBe('2025Q4');
    expect(timeTickLabel('2026-03-31', TICK_YEAR, 'quarterly', 270)).toBe('2026Q1');
    expect(timeTickLabel('2026-06-30', TICK_MONTH, 'quarterly', 270)).toBe('2026Q2');
  });

  test('a long daily series shows months and leaves no stray day tick', () => {
    expect(timeTickLabel('2026-10-01', TICK_MONTH, 'daily', 90)).toBe('10月');
    expect(timeTickLabel('2026-01-02', TICK_YEAR, 'daily', 90)).toBe('2026年');
    expect(timeTickLabel('2026-11-04', TICK_DAY, 'daily', 90)).toBe('');
  });

  test('a short daily series labels every tick with month and day', () => {
    expect(timeTickLabel('2026-11-04', TICK_DAY, 'daily', 30)).toBe('11/4');
    expect(timeTickLabel('2026-11-02', TICK_MONTH, 'daily', 30)).toBe('11/2');
  });

  test('span in days between the first and the last date', () => {
    expect(spanInDays(['2026-08-26', '2026-11-23'])).toBe(89);
    expect(spanInDays(['2026-11-23'])).toBe(0);
  });
});
