'use client';

import { createChart, HistogramSeries, LineSeries, type Time } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { amountAxis, spanInDays, TIME_AXIS_MIN_PX, timeTickLabel } from './axis-format';
import { chartColors, marketChartOptions } from './chart-theme';
import { toFixed2 } from '@/lib/format/amount';

export interface ChartPoint {
  time: string;
  bar: number;
  line?: number;
  line2?: number;
  /** Colour of the bar when it is not its sign's (e.g. a holding coloured by its change). */
  tone?: 'up' | 'down';
}

export interface BarLineChartProps {
  points: ChartPoint[];
  /** Text alternative of the whole chart (the page also renders the numbers as a table). */
  summary: string;
  lineLabel?: string;
  line2Label?: string;
  /** Format of the line values (amounts by default; an index level passes 'number'). */
  line2Format?: 'amount' | 'number';
  /** Daily series label months (or month-day); quarterly series (disclosure periods) label 2026Q3. */
  cadence?: 'daily' | 'quarterly';
}

/** Net-flow bars (red in, green out) with an optional cumulative line and an index line (own scales). */
export function BarLineChart({ points, summary, line2Format = 'number', cadence = 'daily' }: BarLineChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const { up, down, text } = chartColors();
    const height = ref.current.clientHeight - TIME_AXIS_MIN_PX;
    const span = spanInDays(points.map((p) => p.time));
    const lines = points.filter((p) => p.line !== undefined);
    const barAxis = amountAxis(
      points.map((p) => p.bar),
      height,
      { includeZero: true },
    );
    const lineAxis = amountAxis(
      lines.map((p) => p.line!),
      height,
      { includeZero: false },
    );
    const chart = createChart(
      ref.current,
      marketChartOptions(text, lines.length > 0, (time, type) => timeTickLabel(time, type, cadence, span)),
    );
    const bars = chart.addSeries(HistogramSeries, {
      priceScaleId: 'right',
      priceLineVisible: false,
      lastValueVisible: false,
      priceFormat: { type: 'custom', formatter: barAxis.format },
    });
    bars.setData(
      points.map((p) => ({
        time: p.time as Time,
        value: p.bar,
        color: (p.tone ?? (p.bar >= 0 ? 'up' : 'down')) === 'up' ? up : down,
      })),
    );
    if (lines.length) {
      const line = chart.addSeries(LineSeries, {
        priceScaleId: 'left',
        color: '#2f6fdf',
        lineWidth: 2,
        priceLineVisible: false,
        lastValueVisible: false,
        priceFormat: { type: 'custom', formatter: lineAxis.format },
      });
      line.setData(lines.map((p) => ({ time: p.time as Time, value: p.line! })));
    }
    if (points.some((p) => p.line2 !== undefined)) {
      const index = chart.addSeries(LineSeries, {
        priceScaleId: 'index',
        color: '#c8a165',
        lineWidth: 1,
        priceLineVisible: false,
        lastValueVisible: false,
        priceFormat: line2Format === 'number' ? { type: 'custom', formatter: (v: number) => toFixed2(v) } : undefined,
      });
      index.priceScale().applyOptions({ scaleMargins: { top: 0.1, bottom: 0.5 } });
      index.setData(
        points.filter((p) => p.line2 !== undefined).map((p) => ({ time: p.time as Time, value: p.line2! })),
      );
    }
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [points, line2Format, cadence]);
  return <div ref={ref} role="img" aria-label={summary} style={{ width: '100%', height: '100%' }} />;
}
