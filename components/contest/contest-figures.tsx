import { formatFen } from '@/lib/format/fen';
import { arrow, direction, formatPct } from '@/lib/format/number';
import { toFixed2 } from '@/lib/format/amount';
import styles from './contest.module.css';

export const PERIOD_STATUS_LABEL = { not_started: '未开始', ongoing: '进行中', ended: '已结束' } as const;

/** A return (a fraction) as a signed percentage, red up / green down, with ▲▼ so colour is never alone. */
export function ReturnText({ value }: { value: number }) {
  const dir = direction(value);
  return (
    <span className={styles[dir]}>
      {arrow(value)}
      {formatPct(value * 100)}
    </span>
  );
}

export function DrawdownText({ value }: { value: number }) {
  return <span>{value === 0 ? '0.00%' : `-${formatPct(value * 100).replace(/^[+-]/, '')}`}</span>;
}

export function RatioText({ value }: { value: number }) {
  return <span>{toFixed2(value)}</span>;
}

export function RankChange({ value }: { value: number | null }) {
  if (value === null) return <span className={styles.flat}>新</span>;
  if (value === 0) return <span className={styles.flat}>-</span>;
  return <span className={value > 0 ? styles.up : styles.down}>{value > 0 ? `▲${value}` : `▼${-value}`}</span>;
}

export function Yuan({ fen }: { fen: number }) {
  return <>{formatFen(fen)}</>;
}
