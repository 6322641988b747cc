'use client';

import { ColorType, createChart, HistogramSeries, LineSeries, type Time } from 'lightweight-charts';
import { useEffect, useRef } from 'react';

export interface ChartPoint {
  time: string;
  bar: number;
  line?: number;
  line2?: number;
}

export interface BarLineChartProps {
  points: ChartPoint[];
  /** Text alternative of the whole chart (the page also renders the numbers as a table). */
  summary: string;
  lineLabel?: string;
  line2Label?: string;
  /** Format of the line values (amounts by default; an index level passes 'number'). */
  line2Format?: 'amount' | 'number';
}

/** Axis labels only: short (75亿, 1.2万亿) so the CJK text fits the price scale on a phone. */
function axisAmount(value: number): string {
  const size = Math.abs(value);
  if (size >= 1e12) return `${(value / 1e12).toFixed(1)}万亿`;
  if (size >= 1e8) return `${(value / 1e8).toFixed(size >= 1e9 ? 0 : 1)}亿`;
  if (size >= 1e4) return `${(value / 1e4).toFixed(0)}万`;
  return value.toFixed(0);
}

function cssVar(name: string, fallback: string) {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** Net-flow bars (red in, green out) with an optional cumulative line and an index line (own scales). */
export function BarLineChart({ points, summary, line2Format = 'number' }: BarLineChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const up = cssVar('--color-up', '#d12f26');
    const down = cssVar('--color-down', '#11804a');
    const text = cssVar('--color-text-secondary', '#646a73');
    const chart = createChart(ref.current, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: text, fontSize: 10, attributionLogo: false },
      grid: { vertLines: { visible: false }, horzLines: { color: 'rgba(128,128,128,0.12)' } },
      rightPriceScale: { borderVisible: false },
      leftPriceScale: { visible: points.some((p) => p.line !== undefined), borderVisible: false },
      timeScale: { borderVisible: false, fixLeftEdge: true, fixRightEdge: true },
      handleScale: false,
      handleScroll: false,
      localization: { locale: 'zh-CN', priceFormatter: axisAmount },
    });
    const bars = chart.addSeries(HistogramSeries, { priceScaleId: 'right', priceLineVisible: false, lastValueVisible: false });
    bars.setData(points.map((p) => ({ time: p.time as Time, value: p.bar, color: p.bar >= 0 ? up : down })));
    if (points.some((p) => p.line !== undefined)) {
      const line = chart.addSeries(LineSeries, { priceScaleId: 'left', color: '#2f6fdf', lineWidth: 2, priceLineVisible: false, lastValueVisible: false });
      line.setData(points.filter((p) => p.line !== undefined).map((p) => ({ time: p.time as Time, value: p.line! })));
    }
    if (points.some((p) => p.line2 !== undefined)) {
      const index = chart.addSeries(LineSeries, {
        priceScaleId: 'index',
        color: '#c8a165',
        lineWidth: 1,
        priceLineVisible: false,
        lastValueVisible: false,
        priceFormat: line2Format === 'number' ? { type: 'custom', formatter: (v: number) => v.toFixed(2) } : undefined,
      });
      index.priceScale().applyOptions({ scaleMargins: { top: 0.1, bottom: 0.5 } });
      index.setData(points.filter((p) => p.line2 !== undefined).map((p) => ({ time: p.time as Time, value: p.line2! })));
    }
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [points, line2Format]);
  return <div ref={ref} role="img" aria-label={summary} style={{ width: '100%', height: '100%' }} />;
}
