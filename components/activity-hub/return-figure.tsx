import { formatReturnBp } from '@/lib/activity-hub/rules';
import styles from './activity.module.css';

/** A return in bp, red up / green down with its arrow and sign (never colour alone). */
export function ReturnFigure({ bp, testId }: { bp: number | null; testId?: string }) {
  if (bp === null) return <span className={styles.flat}>--</span>;
  const tone = bp > 0 ? styles.up : bp < 0 ? styles.down : styles.flat;
  return (
    <span className={tone} data-testid={testId}>
      {bp > 0 ? '▲' : bp < 0 ? '▼' : ''}
      {formatReturnBp(bp)}
    </span>
  );
}
