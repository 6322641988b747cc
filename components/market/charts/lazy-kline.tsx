'use client';

import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/states';
import styles from '../view-blocks/market.module.css';
import type { KlinePoint } from './kline-chart';

// The chart library loads only where a K-line is shown, after the server-rendered page.
const KlineChart = dynamic(() => import('./kline-chart').then((m) => m.KlineChart), {
  ssr: false,
  loading: () => <Skeleton rows={4} label="K线加载中" />,
});

export function LazyKline({ points, summary }: { points: KlinePoint[]; summary: string }) {
  return (
    <div className={styles.chart}>
      <KlineChart points={points} summary={summary} />
    </div>
  );
}
