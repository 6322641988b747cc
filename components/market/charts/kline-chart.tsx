'use client';

import { CandlestickSeries, createChart, LineSeries, type Time } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { amountAxis, spanInDays, TIME_AXIS_MIN_PX, timeTickLabel } from './axis-format';
import { chartColors, marketChartOptions } from './chart-theme';
import { toFixed2 } from '@/lib/format/amount';

export interface KlinePoint {
  time: string;
  open: number;
  high: number;
  low: number;
  close: number;
  /** 融资余额 (元), drawn on its own left scale. */
  overlay: number | null;
}

/** Daily candles (red up, green down) with the financing balance as a line on its own scale. */
export function KlineChart({ points, summary }: { points: KlinePoint[]; summary: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const { up, down, text } = chartColors();
    const height = ref.current.clientHeight - TIME_AXIS_MIN_PX;
    const span = spanInDays(points.map((p) => p.time));
    const overlay = points.filter((p) => p.overlay !== null);
    const overlayAxis = amountAxis(
      overlay.map((p) => p.overlay!),
      height,
      { includeZero: false },
    );
    const chart = createChart(
      ref.current,
      marketChartOptions(text, overlay.length > 0, (time, type) => timeTickLabel(time, type, 'daily', span)),
    );
    const candles = chart.addSeries(CandlestickSeries, {
      upColor: up,
      downColor: down,
      borderUpColor: up,
      borderDownColor: down,
      wickUpColor: up,
      wickDownColor: down,
      priceLineVisible: false,
      priceFormat: { type: 'custom', formatter: (v: number) => toFixed2(v) },
    });
    candles.setData(
      points.map((p) => ({ time: p.time as Time, open: p.open, high: p.high, low: p.low, close: p.close })),
    );
    if (overlay.length) {
      const line = chart.addSeries(LineSeries, {
        priceScaleId: 'left',
        color: '#2f6fdf',
        lineWidth: 1,
        priceLineVisible: false,
        lastValueVisible: false,
        priceFormat: { type: 'custom', formatter: overlayAxis.format },
      });
      line.setData(overlay.map((p) => ({ time: p.time as Time, value: p.overlay! })));
    }
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [points]);
  return <div ref={ref} role="img" aria-label={summary} style={{ width: '100%', height: '100%' }} />;
}
