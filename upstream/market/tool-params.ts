/**
 * Query parameters of the market tools' calls, checked by the BFF's own rules (lib/market/tool-params.ts):
 * a value the page would refuse is refused here with §8 code 1003 and the same Chinese message.
 */
import {
  checkGoldTab,
  checkMarginWindow,
  checkPool,
  checkRiskKind,
  checkWindow,
  type Checked,
} from '@/lib/market/tool-params';
import type { GoldReportTab } from '@/lib/market/gold-report-schemas';
import type { HotPool } from '@/lib/market/hot-stock-schemas';
import type { RiskKind } from '@/lib/market/risk-schemas';
import { UpstreamError } from '@/upstream/core/types';

function take<T>(checked: Checked<T>): T {
  if (checked.ok) return checked.value;
  throw new UpstreamError(1003, checked.message, 400);
}
const one = (name: string, value: string | null) => ({ [name]: value ?? undefined });

export const parsePool = (value: string | null): HotPool => take(checkPool(one('pool', value)));
export const parseMarginWindow = (value: string | null): number => take(checkMarginWindow(one('days', value)));
export const parseRiskKind = (value: string | null): RiskKind => take(checkRiskKind(one('kind', value)));
export const parseWindow = (value: string | null): number => take(checkWindow(one('window', value)));
export const parseGoldTab = (value: string | null): GoldReportTab => take(checkGoldTab(one('tab', value)));

/** The screener's row limit: 1–100 (default 50); anything else is refused, not read as NaN. */
export function parseLimit(value: string | null): number {
  if (value === null || value === '') return 50;
  const n = /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
  if (!(n >= 1 && n <= 100)) throw new UpstreamError(1003, '条数须为1至100', 400);
  return n;
}
