import { amountAxis, smallestTickStep, spanInDays, MONTHS_ONLY_AFTER_DAYS, quarterLabel } from './axis-format';
import type { BarLineChartProps, ChartPoint } from './bar-line-chart';

/**
 * The chart as the server draws it: an SVG of the same series the interactive chart shows (bars from
 * zero on the right axis, the cumulative line on the left axis, the index line in the upper half), so
 * the first screen needs no chart library. Points are spaced by trading day, as the library spaces them.
 */
const WIDTH = 335;
const HEIGHT = 210;
const TIME_AXIS = 18;
const TOP = 8;
const TICKS = 4;

interface Scale {
  y: (value: number) => number;
  ticks: number[];
}

function scale(values: number[], top: number, bottom: number, includeZero: boolean): Scale {
  const all = includeZero ? [...values, 0] : values;
  let min = Math.min(...all);
  let max = Math.max(...all);
  if (min === max) [min, max] = [min - 1, max + 1];
  const step = smallestTickStep((max - min) / TICKS);
  const ticks: number[] = [];
  for (let tick = Math.ceil(min / step) * step; tick <= max + step * 1e-9; tick += step)
    ticks.push(Math.abs(tick) < step * 1e-9 ? 0 : tick);
  return { y: (value) => bottom - ((value - min) / (max - min)) * (bottom - top), ticks };
}

function timeLabels(points: ChartPoint[], cadence: 'daily' | 'quarterly'): { index: number; label: string }[] {
  if (cadence === 'quarterly') return points.map((p, index) => ({ index, label: quarterLabel(p.time) }));
  const span = spanInDays(points.map((p) => p.time));
  if (span > MONTHS_ONLY_AFTER_DAYS) {
    return points.flatMap((p, index) => {
      const month = Number(p.time.slice(5, 7));
      return index > 0 && month !== Number(points[index - 1].time.slice(5, 7)) ? [{ index, label: `${month}月` }] : [];
    });
  }
  const every = Math.max(1, Math.ceil(points.length / 5));
  return points.flatMap((p, index) =>
    index % every === 0 ? [{ index, label: `${Number(p.time.slice(5, 7))}/${Number(p.time.slice(8, 10))}` }] : [],
  );
}

export function SvgBarLineChart({ points, summary, cadence = 'daily' }: BarLineChartProps) {
  if (!points.length) return null;
  const lines = points.filter((p) => p.line !== undefined);
  const left = lines.length ? 48 : 4;
  const right = WIDTH - 44;
  const bottom = HEIGHT - TIME_AXIS;
  const plotTop = TOP + (bottom - TOP) * 0.15;
  const plotBottom = bottom - (bottom - TOP) * 0.1;
  const step = (right - left) / points.length;
  const x = (index: number) => left + step * (index + 0.5);
  const barWidth = Math.max(1, step * 0.6);

  const barValues = points.map((p) => p.bar);
  const bars = scale(barValues, plotTop, plotBottom, true);
  const barAxis = amountAxis(barValues, plotBottom - plotTop, { includeZero: true });
  const cumulative = lines.length
    ? scale(
        lines.map((p) => p.line!),
        plotTop,
        plotBottom,
        false,
      )
    : null;
  const lineAxis = lines.length
    ? amountAxis(
        lines.map((p) => p.line!),
        plotBottom - plotTop,
        { includeZero: false },
      )
    : null;
  const indexPoints = points.flatMap((p, index) => (p.line2 === undefined ? [] : [{ index, value: p.line2 }]));
  const index = indexPoints.length
    ? scale(
        indexPoints.map((p) => p.value),
        TOP + (bottom - TOP) * 0.1,
        TOP + (bottom - TOP) * 0.5,
        false,
      )
    : null;
  const zero = bars.y(0);
  const path = (items: { index: number; value: number }[], y: (value: number) => number) =>
    items.map((item, i) => `${i ? 'L' : 'M'}${x(item.index).toFixed(1)} ${y(item.value).toFixed(1)}`).join('');

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      height="100%"
      role="img"
      aria-label={summary}
      style={{ display: 'block', overflow: 'visible' }}
    >
      <g aria-hidden="true" fontSize="10" style={{ fill: 'var(--color-text-secondary)' }}>
        {bars.ticks.map((tick) => (
          <g key={`bar-${tick}`}>
            <line x1={left} x2={right} y1={bars.y(tick)} y2={bars.y(tick)} stroke="rgba(128,128,128,0.12)" />
            <text x={right + 4} y={bars.y(tick) + 3}>
              {barAxis.format(tick)}
            </text>
          </g>
        ))}
        {cumulative && lineAxis
          ? cumulative.ticks.map((tick) => (
              <text key={`line-${tick}`} x={left - 4} y={cumulative.y(tick) + 3} textAnchor="end">
                {lineAxis.format(tick)}
              </text>
            ))
          : null}
        {timeLabels(points, cadence).map(({ index: at, label }) => (
          <text key={`t-${at}`} x={x(at)} y={HEIGHT - 4} textAnchor="middle">
            {label}
          </text>
        ))}
        {points.map((p, i) => {
          const y = bars.y(p.bar);
          const tone = p.tone ?? (p.bar >= 0 ? 'up' : 'down');
          return (
            <rect
              key={p.time}
              x={x(i) - barWidth / 2}
              y={Math.min(y, zero)}
              width={barWidth}
              height={Math.max(0.5, Math.abs(zero - y))}
              style={{ fill: `var(--color-${tone})` }}
            />
          );
        })}
        {cumulative ? (
          <path
            d={path(
              lines.map((p) => ({ index: points.indexOf(p), value: p.line! })),
              cumulative.y,
            )}
            fill="none"
            stroke="#2f6fdf"
            strokeWidth="2"
          />
        ) : null}
        {index ? <path d={path(indexPoints, index.y)} fill="none" stroke="#c8a165" strokeWidth="1" /> : null}
      </g>
    </svg>
  );
}
