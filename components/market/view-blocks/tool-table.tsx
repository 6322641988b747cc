import { DataTable, type Column } from './data-table';

export type { Column };

/** The market table for lists that must read without JavaScript: rows rendered inline. */
export function ToolTable<T>(props: { columns: Column<T>[]; rows: T[]; rowKey: (row: T) => string; caption: string }) {
  return <DataTable {...props} deferRows={false} />;
}
