'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { BarLineChartProps } from './bar-line-chart';

const BarLineChart = lazy(() => import('./bar-line-chart').then((m) => ({ default: m.BarLineChart })));

/**
 * Shows the server's SVG chart and swaps in the interactive chart (crosshair, values under the finger)
 * when the user first touches it: the chart library is loaded on intent, never on the first screen.
 * Keyboard and screen-reader users have the data table every chart page renders beside it.
 */
export function ChartUpgrade({ children, ...chart }: BarLineChartProps & { children: ReactNode }) {
  const [interactive, setInteractive] = useState(false);
  return (
    <div
      style={{ width: '100%', height: '100%' }}
      onPointerDown={() => setInteractive(true)}
      data-chart-state={interactive ? 'interactive' : 'static'}
    >
      {interactive ? (
        <Suspense fallback={children}>
          <BarLineChart {...chart} />
        </Suspense>
      ) : (
        children
      )}
    </div>
  );
}
