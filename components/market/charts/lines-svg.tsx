import styles from '../view-blocks/tools.module.css';

export interface LineSeries {
  label: string;
  values: number[];
  color: string;
  width?: number;
}

const W = 700;
const H = 300;
const PAD = 8;

/**
 * A small line chart drawn on the server (no JavaScript): normalised paths side by side, an optional
 * vertical marker (where the window ends and the continuation starts). The numbers are in a table
 * beside it; `summary` is its text alternative.
 */
export function LinesSvg({
  series,
  summary,
  marker,
  unit = '',
}: {
  series: LineSeries[];
  summary: string;
  marker?: number;
  unit?: string;
}) {
  const all = series.flatMap((s) => s.values);
  const min = Math.min(...all);
  const max = Math.max(...all);
  const span = max - min || 1;
  const length = Math.max(...series.map((s) => s.values.length));
  const x = (i: number) => PAD + (i * (W - 2 * PAD)) / Math.max(1, length - 1);
  const y = (v: number) => PAD + ((max - v) * (H - 2 * PAD)) / span;
  return (
    <figure className={styles.figure}>
      <svg viewBox={`0 0 ${W} ${H}`} className={styles.svg} role="img" aria-label={summary} preserveAspectRatio="none">
        {marker !== undefined ? <line x1={x(marker)} x2={x(marker)} y1={0} y2={H} className={styles.marker} /> : null}
        {series.map((s) => (
          <polyline
            key={s.label}
            fill="none"
            stroke={s.color}
            strokeWidth={s.width ?? 2}
            vectorEffect="non-scaling-stroke"
            points={s.values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ')}
          />
        ))}
      </svg>
      <figcaption className={styles.legend}>
        {series.map((s) => (
          <span key={s.label}>
            <span aria-hidden style={{ color: s.color }}>
              ━{' '}
            </span>
            {s.label}
          </span>
        ))}
        <span>
          区间 {min.toFixed(2)}
          {unit} – {max.toFixed(2)}
          {unit}
        </span>
      </figcaption>
    </figure>
  );
}
