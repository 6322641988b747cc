import { formatSignedAmount, formatAmount, toFixed2 } from '@/lib/format/amount';
import { arrow, direction, formatPct } from '@/lib/format/number';

/** A % change: red up / green down, always with ▲▼ and a sign (never colour alone). */
export function Change({ value, plain = false }: { value: number | null | undefined; plain?: boolean }) {
  const dir = direction(value);
  return (
    // One text node: two would be two nodes to hydrate and a <!-- --> between them in the HTML.
    <span className={`num ${dir}`}>{`${plain ? '' : arrow(value)}${formatPct(value)}`}</span>
  );
}

/** An amount in 元 scaled to 万/亿/万亿; `signed` colours and signs net figures. */
export function Amount({ value, signed = false }: { value: number | null | undefined; signed?: boolean }) {
  if (!signed) return <span className="num">{formatAmount(value)}</span>;
  return <span className={`num ${direction(value)}`}>{formatSignedAmount(value)}</span>;
}

export function Price({ value }: { value: number | null | undefined }) {
  return <span className="num">{value === null || value === undefined ? '--' : toFixed2(value)}</span>;
}

/** Pure (no hooks, no context): a table cell may call them and write their one <span> as the cell (data-table.tsx). */
export const INLINE_CELL_COMPONENTS: ReadonlySet<unknown> = new Set([Change, Amount, Price]);
