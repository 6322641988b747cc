/**
 * Condition-based selection (条件选股): the conditions, their text form in a URL and the matching rule.
 * Pure and without zod, so the browser, the local upstream, the bench and the tests share one copy.
 *
 * Text form: `key:min~max` joined by commas (`pe:0~30,roe:10~`); either bound may be empty, `~`
 * separates them because a bound may be negative.
 */

export const SCREENER_CATEGORIES = ['行情', '技术面', '资金面', '基本面', '消息面'] as const;
export type ScreenerCategory = (typeof SCREENER_CATEGORIES)[number];

export interface ConditionDef {
  key: string;
  label: string;
  category: ScreenerCategory;
  unit: string;
  /** Bounds a range may take (inclusive). */
  lower: number;
  upper: number;
  /** The range a newly added chip starts with. */
  initial: [number | null, number | null];
}

export const SCREENER_CONDITIONS: readonly ConditionDef[] = [
  { key: 'pct', label: '涨跌幅', category: '行情', unit: '%', lower: -30, upper: 30, initial: [0, null] },
  { key: 'pct5', label: '5日涨跌幅', category: '行情', unit: '%', lower: -80, upper: 80, initial: [5, null] },
  { key: 'turnover', label: '换手率', category: '行情', unit: '%', lower: 0, upper: 100, initial: [3, null] },
  { key: 'floatMv', label: '流通市值', category: '行情', unit: '亿', lower: 0, upper: 100000, initial: [50, 500] },
  { key: 'upStreak', label: '连涨天数', category: '技术面', unit: '天', lower: 0, upper: 60, initial: [3, null] },
  {
    key: 'maGap20',
    label: '收盘价距20日均线',
    category: '技术面',
    unit: '%',
    lower: -80,
    upper: 80,
    initial: [0, null],
  },
  { key: 'high60', label: '距60日最高价', category: '技术面', unit: '%', lower: -100, upper: 0, initial: [-5, 0] },
  {
    key: 'mainNet5',
    label: '5日主力净流入',
    category: '资金面',
    unit: '亿',
    lower: -1000,
    upper: 1000,
    initial: [0, null],
  },
  {
    key: 'marginNet5',
    label: '5日融资净买入',
    category: '资金面',
    unit: '亿',
    lower: -1000,
    upper: 1000,
    initial: [0, null],
  },
  { key: 'pe', label: '市盈率TTM', category: '基本面', unit: '倍', lower: -10000, upper: 10000, initial: [0, 30] },
  { key: 'pb', label: '市净率', category: '基本面', unit: '倍', lower: 0, upper: 1000, initial: [0, 3] },
  { key: 'roe', label: 'ROE', category: '基本面', unit: '%', lower: -100, upper: 100, initial: [10, null] },
  { key: 'dividend', label: '股息率', category: '基本面', unit: '%', lower: 0, upper: 50, initial: [2, null] },
  { key: 'pledge', label: '质押比例', category: '消息面', unit: '%', lower: 0, upper: 100, initial: [null, 10] },
  { key: 'goodwill', label: '商誉占净资产', category: '消息面', unit: '%', lower: 0, upper: 1000, initial: [null, 10] },
];

export const MAX_CONDITIONS = 10;
const BY_KEY = new Map(SCREENER_CONDITIONS.map((c) => [c.key, c]));
export const conditionDef = (key: string) => BY_KEY.get(key);

export interface Condition {
  key: string;
  min: number | null;
  max: number | null;
}

export type ParseResult = { ok: true; conditions: Condition[] } | { ok: false; message: string };

const NUMBER = /^-?\d{1,6}(\.\d{1,2})?$/;

function bound(text: string): number | null | undefined {
  if (text === '') return null;
  return NUMBER.test(text) ? Number(text) : undefined;
}

/** The conditions of a URL's text form, or the Chinese message of what is wrong with it (§8 1003). */
export function parseConditions(text: string | null | undefined): ParseResult {
  const source = (text ?? '').trim();
  if (!source) return { ok: true, conditions: [] };
  if (source.length > 400) return { ok: false, message: '条件过长，请减少条件' };
  const parts = source.split(',');
  if (parts.length > MAX_CONDITIONS) return { ok: false, message: `最多可选 ${MAX_CONDITIONS} 个条件` };
  const conditions: Condition[] = [];
  for (const part of parts) {
    const match = /^([a-zA-Z0-9]+):([^~]*)~([^~]*)$/.exec(part);
    const def = match ? conditionDef(match[1]) : undefined;
    if (!match || !def) return { ok: false, message: `条件格式有误：${part.slice(0, 20) || '（空）'}` };
    const min = bound(match[2]);
    const max = bound(match[3]);
    if (min === undefined || max === undefined) return { ok: false, message: `${def.label}的范围须为数字` };
    if (min === null && max === null) return { ok: false, message: `请为${def.label}设置范围` };
    if (
      (min !== null && (min < def.lower || min > def.upper)) ||
      (max !== null && (max < def.lower || max > def.upper))
    ) {
      return { ok: false, message: `${def.label}的范围须在 ${def.lower} 至 ${def.upper}${def.unit} 之间` };
    }
    if (min !== null && max !== null && min > max)
      return { ok: false, message: `「${def.label}」最小值不能大于最大值` };
    if (conditions.some((c) => c.key === def.key)) return { ok: false, message: `条件重复：${def.label}` };
    conditions.push({ key: def.key, min, max });
  }
  return { ok: true, conditions };
}

export function formatConditions(conditions: readonly Condition[]): string {
  return conditions.map((c) => `${c.key}:${c.min ?? ''}~${c.max ?? ''}`).join(',');
}

/**
 * The conditions of a text form that could be read, and what is wrong with the rest: a hand-edited or
 * outdated link keeps the page (and the good conditions) with the problem said inline, rather than
 * being replaced by an error page.
 */
export function salvageConditions(text: string | null | undefined): { conditions: Condition[]; errors: string[] } {
  const whole = parseConditions(text);
  if (whole.ok) return { conditions: whole.conditions, errors: [] };
  const conditions: Condition[] = [];
  const errors: string[] = [];
  const note = (message: string) => errors.includes(message) || errors.push(message);
  for (const part of (text ?? '').trim().slice(0, 400).split(',')) {
    const one = parseConditions(part);
    if (!one.ok) note(one.message);
    else if (!one.conditions.length) continue;
    else if (conditions.some((c) => c.key === one.conditions[0].key))
      note(`条件重复：${conditionDef(one.conditions[0].key)!.label}`);
    else if (conditions.length >= MAX_CONDITIONS) note(`最多可选 ${MAX_CONDITIONS} 个条件`);
    else conditions.push(one.conditions[0]);
  }
  return { conditions, errors };
}

/** Result orderings: 涨跌幅 and 最新价 always, and any chosen condition's column. */
export type ScreenerSort = { key: string; order: 'asc' | 'desc' };
export const DEFAULT_SORT: ScreenerSort = { key: 'pct', order: 'desc' };
export const SORT_LABELS: Record<string, string> = { pct: '涨跌幅', close: '最新价' };

/** The sort of a result page (`sort`, `order`), checked against the chosen conditions (§8 1003 message). */
export function parseSort(
  key: string | null | undefined,
  order: string | null | undefined,
  conditions: readonly Condition[],
): { ok: true; sort: ScreenerSort } | { ok: false; message: string } {
  const k = key ?? '';
  const o = order ?? '';
  if (o !== '' && o !== 'asc' && o !== 'desc') return { ok: false, message: '排序方向仅支持升序或降序' };
  if (k === '') return { ok: true, sort: { key: DEFAULT_SORT.key, order: o === 'asc' ? 'asc' : 'desc' } };
  if (k !== 'pct' && k !== 'close' && !conditions.some((c) => c.key === k))
    return { ok: false, message: '只能按涨跌幅、最新价或已选条件排序' };
  return { ok: true, sort: { key: k, order: o === 'asc' ? 'asc' : 'desc' } };
}

/** Row order for a sort: unknown values last in either direction, then the code for stable pages. */
export function compareForSort(
  a: { value: number; code: string },
  b: { value: number; code: string },
  order: 'asc' | 'desc',
): number {
  const an = Number.isNaN(a.value);
  const bn = Number.isNaN(b.value);
  if (an || bn) return an === bn ? (a.code < b.code ? -1 : a.code > b.code ? 1 : 0) : an ? 1 : -1;
  const diff = order === 'asc' ? a.value - b.value : b.value - a.value;
  return diff || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}

/** A value meets a condition when it is known and inside the range (both bounds inclusive). */
export function meets(value: number | null | undefined, { min, max }: Condition): boolean {
  if (value === null || value === undefined || Number.isNaN(value)) return false;
  return (min === null || value >= min) && (max === null || value <= max);
}

/** A column per condition key (NaN = unknown), one row per stock. */
export interface ScreenerTable {
  size: number;
  columns: Record<string, Float64Array>;
}

/** Indices of the rows meeting every condition: column at a time, narrowing a list of survivors. */
export function screen(table: ScreenerTable, conditions: readonly Condition[]): Int32Array {
  let survivors = new Int32Array(table.size);
  for (let i = 0; i < table.size; i += 1) survivors[i] = i;
  let count = table.size;
  for (const condition of conditions) {
    const column = table.columns[condition.key];
    if (!column) return new Int32Array(0);
    const lo = condition.min ?? -Infinity;
    const hi = condition.max ?? Infinity;
    let kept = 0;
    for (let i = 0; i < count; i += 1) {
      const value = column[survivors[i]];
      if (value >= lo && value <= hi) survivors[kept++] = survivors[i];
    }
    count = kept;
  }
  survivors = survivors.slice(0, count);
  return survivors;
}

/** The range as a user reads it: 0 至 30倍, ≥ 10%, ≤ 10%. */
export function describeRange(condition: Condition): string {
  const def = conditionDef(condition.key);
  const unit = def?.unit ?? '';
  if (condition.min !== null && condition.max !== null) return `${condition.min} 至 ${condition.max}${unit}`;
  if (condition.min !== null) return `≥ ${condition.min}${unit}`;
  return `≤ ${condition.max}${unit}`;
}

/** Ready-made strategies (系统策略): named condition sets a user starts from. */
export const SCREENER_PRESETS: readonly { key: string; name: string; conditions: string }[] = [
  { key: 'value', name: '低估值高ROE', conditions: 'pe:0~20,roe:12~' },
  { key: 'momentum', name: '强势放量', conditions: 'pct5:5~,turnover:5~' },
  { key: 'inflow', name: '主力与融资双流入', conditions: 'mainNet5:0~,marginNet5:0~' },
  { key: 'clean', name: '低质押低商誉绩优', conditions: 'pledge:~10,goodwill:~10,roe:10~' },
];

/**
 * The conditions after a range edit (a GET form's ?edit=&min=&max=): the edited one replaced, or a
 * message when the new range is not valid. Works without JavaScript.
 */
export function applyRangeEdit(conditions: readonly Condition[], key: string, min: string, max: string): ParseResult {
  const parsed = parseConditions(`${key}:${min.trim()}~${max.trim()}`);
  if (!parsed.ok) return parsed;
  const edited = parsed.conditions[0];
  const next = conditions.some((c) => c.key === key)
    ? conditions.map((c) => (c.key === key ? edited : c))
    : [...conditions, edited];
  return parseConditions(formatConditions(next));
}
