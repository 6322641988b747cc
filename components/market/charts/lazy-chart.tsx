'use client';

import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/states';
import styles from '../common/market.module.css';
import type { BarLineChartProps } from './bar-line-chart';

// The chart library loads only on pages that show a chart, after the server-rendered content.
const BarLineChart = dynamic(() => import('./bar-line-chart').then((m) => m.BarLineChart), {
  ssr: false,
  loading: () => <Skeleton rows={4} label="图表加载中" />,
});

export function LazyBarLineChart(props: BarLineChartProps & { legend?: { label: string; color: string }[] }) {
  const { legend, ...chart } = props;
  return (
    <figure style={{ margin: 0 }}>
      <div className={styles.chart}>
        <BarLineChart {...chart} />
      </div>
      {legend ? (
        <figcaption className={styles.legend}>
          {legend.map((l) => (
            <span key={l.label}>
              <span aria-hidden style={{ color: l.color }}>
                ■{' '}
              </span>
              {l.label}
            </span>
          ))}
        </figcaption>
      ) : null}
    </figure>
  );
}
