import styles from './anchor.module.css';

/**
 * A plain SVG bar chart, server-rendered (no chart library in the bundle). Decorative for assistive
 * technology: every chart on these pages has its table right below it.
 */
export function BarChart({ values }: { values: Array<{ label: string; value: number }> }) {
  const max = Math.max(1, ...values.map((item) => item.value));
  const width = 100 / Math.max(values.length, 1);
  return (
    <svg viewBox="0 0 100 60" className={styles.chart} aria-hidden="true" focusable="false" preserveAspectRatio="none">
      {values.map((item, index) => {
        const height = (item.value / max) * 48;
        return (
          <g key={`${item.label}-${index}`}>
            <rect
              x={index * width + width * 0.15}
              y={50 - height}
              width={width * 0.7}
              height={height}
              fill="var(--color-primary)"
              rx="0.6"
            />
            <text
              x={index * width + width / 2}
              y="58"
              textAnchor="middle"
              fontSize="3.2"
              fill="var(--color-text-secondary)"
            >
              {item.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
