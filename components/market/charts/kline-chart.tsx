'use client';

import { CandlestickSeries, ColorType, createChart, LineSeries, type Time } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { amountAxis, SCALE_MARGINS, spanInDays, TIME_AXIS_MIN_PX, timeTickLabel } from './axis-format';
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

function cssVar(name: string, fallback: string) {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** Daily candles (red up, green down) with the financing balance as a line on its own scale. */
export function KlineChart({ points, summary }: { points: KlinePoint[]; summary: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const up = cssVar('--color-up', '#d12f26');
    const down = cssVar('--color-down', '#11804a');
    const text = cssVar('--color-text-secondary', '#646a73');
    const height = ref.current.clientHeight - TIME_AXIS_MIN_PX;
    const span = spanInDays(points.map((p) => p.time));
    const overlay = points.filter((p) => p.overlay !== null);
    const overlayAxis = amountAxis(overlay.map((p) => p.overlay!), height, { includeZero: false });
    const chart = createChart(ref.current, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: text, fontSize: 10, attributionLogo: false },
      grid: { vertLines: { visible: false }, horzLines: { color: 'rgba(128,128,128,0.12)' } },
      rightPriceScale: { borderVisible: false, scaleMargins: SCALE_MARGINS },
      leftPriceScale: { visible: overlay.length > 0, borderVisible: false, scaleMargins: SCALE_MARGINS },
      timeScale: { borderVisible: false, fixLeftEdge: true, fixRightEdge: true, tickMarkFormatter: (time: Time, type: number) => timeTickLabel(String(time), type, 'daily', span) },
      handleScale: false,
      handleScroll: false,
      localization: { locale: 'zh-CN' },
    });
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
    candles.setData(points.map((p) => ({ time: p.time as Time, open: p.open, high: p.high, low: p.low, close: p.close })));
    if (overlay.length) {
      const line = chart.addSeries(LineSeries, { priceScaleId: 'left', color: '#2f6fdf', lineWidth: 1, priceLineVisible: false, lastValueVisible: false, priceFormat: { type: 'custom', formatter: overlayAxis.format } });
      line.setData(overlay.map((p) => ({ time: p.time as Time, value: p.overlay! })));
    }
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [points]);
  return <div ref={ref} role="img" aria-label={summary} style={{ width: '100%', height: '100%' }} />;
}
