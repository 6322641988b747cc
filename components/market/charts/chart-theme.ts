import { ColorType, type ChartOptions, type DeepPartial, type Time } from 'lightweight-charts';
import { SCALE_MARGINS } from './axis-format';

function cssVar(name: string, fallback: string) {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** The theme's up/down/text colours as the chart library needs them (it draws on a canvas, not with CSS). */
export function chartColors() {
  return {
    up: cssVar('--color-up', '#d12f26'),
    down: cssVar('--color-down', '#11804a'),
    text: cssVar('--color-text-secondary', '#646a73'),
  };
}

/** The options every market chart shares: transparent, fixed (no scroll or zoom), zh-CN, our tick labels. */
export function marketChartOptions(
  text: string,
  leftScaleVisible: boolean,
  tickLabel: (time: string, type: number) => string,
): DeepPartial<ChartOptions> {
  return {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: text,
      fontSize: 10,
      attributionLogo: false,
    },
    grid: { vertLines: { visible: false }, horzLines: { color: 'rgba(128,128,128,0.12)' } },
    rightPriceScale: { borderVisible: false, scaleMargins: SCALE_MARGINS },
    leftPriceScale: { visible: leftScaleVisible, borderVisible: false, scaleMargins: SCALE_MARGINS },
    timeScale: {
      borderVisible: false,
      fixLeftEdge: true,
      fixRightEdge: true,
      tickMarkFormatter: (time: Time, type: number) => tickLabel(String(time), type),
    },
    handleScale: false,
    handleScroll: false,
    localization: { locale: 'zh-CN' },
  };
}
