import styles from '../view-blocks/market.module.css';
import type { BarLineChartProps } from './bar-line-chart';
import { ChartUpgrade } from './chart-upgrade';
import { SvgBarLineChart } from './svg-bar-line-chart';

/**
 * A market chart: drawn by the server as SVG (no chart library on the first screen), and
 * made interactive by the library once the user touches it.
 */
export function LazyBarLineChart(props: BarLineChartProps & { legend?: { label: string; color: string }[] }) {
  const { legend, ...chart } = props;
  return (
    <figure style={{ margin: 0 }}>
      <div className={styles.chart}>
        <ChartUpgrade {...chart}>
          <SvgBarLineChart {...chart} />
        </ChartUpgrade>
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
