import { isValidElement, Suspense, type ReactNode } from 'react';
import { INLINE_CELL_COMPONENTS } from './change';
import styles from './market.module.css';

export interface Column<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  className?: string;
}

const ROWS_PER_BOUNDARY = 10;

/**
 * A cell's class only when its column has one: an undefined prop is still written into the page's
 * RSC payload ("className":"$undefined"), once per cell, ~10 KB on a 14-column pool of 26 rows.
 */
const cellClass = (column: { className?: string }) => (column.className ? { className: column.className } : null);

type Unwrappable = (props: Record<string, unknown>) => ReactNode;

/** Text children only (one string, or pieces such as `{value}%` that React would write with a <!-- --> between). */
function textOf(children: unknown): string | null {
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children) && children.every((part) => typeof part === 'string' || typeof part === 'number'))
    return children.join('');
  return null;
}

/**
 * A cell whose content is one bare `<span className>` with text — the numbers, written directly or by
 * <Change>, <Amount> and <Price> (pure server functions, unwrapped here) — is written as the cell itself
 * with that class: one element per cell instead of two. On the limit-up pool (27 rows × 14 columns) that
 * is ~300 fewer elements to parse, lay out and hydrate (TBT).
 */
function Cell({ className, content }: { className?: string; content: ReactNode }) {
  let inner = content;
  if (isValidElement(inner) && INLINE_CELL_COMPONENTS.has(inner.type))
    inner = (inner.type as Unwrappable)(inner.props as Record<string, unknown>);
  if (isValidElement<{ className?: unknown; children?: unknown }>(inner) && inner.type === 'span') {
    const props = inner.props;
    const text = textOf(props.children);
    if (
      text !== null &&
      typeof props.className === 'string' &&
      Object.keys(props).every((key) => key === 'className' || key === 'children')
    ) {
      return <td className={className ? `${className} ${props.className}` : props.className}>{text}</td>;
    }
  }
  return <td {...cellClass({ className })}>{content}</td>;
}

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < rows.length; index += ROWS_PER_BOUNDARY)
    out.push(rows.slice(index, index + ROWS_PER_BOUNDARY));
  return out;
}

/**
 * A wide table that scrolls sideways with its first column pinned (phones at 375 px). Its rows are in the
 * first HTML, readable before (and without) JavaScript. `deferRows` hydrates rows in Suspense slices
 * instead (shorter main-thread tasks), but React streams slices of a page past its first ~12 KB after
 * the shell and reveals them with a script: a list that must read without JavaScript cannot use it.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  deferRows = false,
}: {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  caption: string;
  deferRows?: boolean;
}) {
  const renderRow = (row: T) => (
    <tr key={rowKey(row)}>
      {columns.map((c) => (
        <Cell key={c.key} className={c.className} content={c.render(row)} />
      ))}
    </tr>
  );
  return (
    <div className={styles.tableWrap} role="region" aria-label={`${caption}（可左右滑动）`} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" {...cellClass(c)}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {deferRows
            ? chunks(rows).map((chunk) => (
                // Each slice is its own Suspense boundary: React hydrates boundaries in separate tasks, so a
                // long table does not block the main thread in one long task (TBT).
                <Suspense key={rowKey(chunk[0])}>{chunk.map(renderRow)}</Suspense>
              ))
            : rows.map(renderRow)}
        </tbody>
      </table>
      {/* Parsed after the last row: the table shows once it exists (market.module.css .tableEnd). */}
      <span className={styles.tableEnd} hidden />
    </div>
  );
}
