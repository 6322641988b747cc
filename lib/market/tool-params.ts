/**
 * Page parameters of market tools II, checked before any read: a bad value
 * gives a Chinese message (§8 1003 缺少相关参数 with the detail) instead of a read, so nothing is ever
 * asked of the upstream or cached under a bad key. Pure (no zod): pages and tests share it.
 */
import { parseConditions, type Condition } from './screener-rules';
import { DEFAULT_WINDOW, isValidWindow } from './similarity';
import { padBoardCode } from '@/lib/format/market-code';
import { param, type SearchParams } from './params';
import { GOLD_REPORT_TABS, type GoldReportTab } from './gold-report-schemas';
import { HOT_POOLS, type HotPool } from './hot-stock-schemas';
import { MARGIN_WINDOWS } from './margin-schemas';
import { RISK_KINDS, type RiskKind } from './risk-schemas';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const bad = (message: string): Checked<never> => ({ ok: false, message });

export const MAX_SEARCH_LENGTH = 20;

/** A stock code: required, 6 digits. */
export function checkCode(params: SearchParams, name = 'code'): Checked<string> {
  const value = (param(params, name) ?? '').trim();
  if (!value) return bad('请输入6位股票代码');
  return /^\d{6}$/.test(value) ? ok(value) : bad(`股票代码格式有误：${value.slice(0, 12)}`);
}

/** An optional stock code: absent → null, present but malformed → a message. */
export function checkOptionalCode(params: SearchParams): Checked<string | null> {
  return param(params, 'code') === undefined || param(params, 'code') === '' ? ok(null) : checkCode(params);
}

/** A search text: required, at most 20 characters. */
export function checkSearch(params: SearchParams): Checked<string | null> {
  const raw = param(params, 'q');
  if (raw === undefined) return ok(null);
  const value = raw.trim();
  if (!value) return bad('请输入股票代码、名称或拼音首字母');
  if (value.length > MAX_SEARCH_LENGTH) return bad(`搜索内容不能超过${MAX_SEARCH_LENGTH}个字`);
  return ok(value);
}

/** The similar-K-line window: 5–120 trading days, default 20. */
export function checkWindow(params: SearchParams): Checked<number> {
  const raw = param(params, 'window');
  if (raw === undefined || raw === '') return ok(DEFAULT_WINDOW);
  const value = /^\d{1,4}$/.test(raw) ? Number(raw) : Number.NaN;
  return isValidWindow(value) ? ok(value) : bad('窗口须为5至120个交易日');
}

export function checkScope(params: SearchParams): Checked<'own' | 'all'> {
  const raw = param(params, 'scope');
  if (raw === undefined || raw === '' || raw === 'own') return ok('own');
  return raw === 'all' ? ok('all') : bad('搜索范围仅支持本股历史或全部股票');
}

export function checkConditions(params: SearchParams): Checked<Condition[]> {
  const parsed = parseConditions(param(params, 'c'));
  return parsed.ok ? ok(parsed.conditions) : bad(parsed.message);
}

function oneOf<T extends string>(
  values: readonly T[],
  raw: string | undefined,
  fallback: T,
  message: string,
): Checked<T> {
  if (raw === undefined || raw === '') return ok(fallback);
  return (values as readonly string[]).includes(raw) ? ok(raw as T) : bad(message);
}

export const checkPool = (params: SearchParams): Checked<HotPool> =>
  oneOf(HOT_POOLS, param(params, 'pool'), 'zt', '未知的股池');
export const checkGoldTab = (params: SearchParams): Checked<GoldReportTab> =>
  oneOf(GOLD_REPORT_TABS, param(params, 'tab'), 'all', '未知的研报分类');
export const checkRiskKind = (params: SearchParams): Checked<RiskKind> =>
  oneOf(RISK_KINDS, param(params, 'kind'), 'pledge', '未知的排雷项目');

export function checkMarginWindow(params: SearchParams): Checked<number> {
  const raw = param(params, 'days');
  if (raw === undefined || raw === '') return ok(1);
  return (MARGIN_WINDOWS as readonly number[]).includes(Number(raw)) && /^\d+$/.test(raw)
    ? ok(Number(raw))
    : bad('统计区间仅支持1、3、5、10日');
}

/** A theme's board code, zero-padded to 5 digits (SPEC §5): `801` is board `00801`. */
export function checkThemeCode(params: SearchParams): Checked<string> {
  const value = (param(params, 'code') ?? '').trim();
  if (!value) return bad('请选择题材');
  const padded = /^\d{1,5}$/.test(value) ? padBoardCode(value) : undefined;
  return padded ? ok(padded) : bad(`题材代码格式有误：${value.slice(0, 12)}`);
}
