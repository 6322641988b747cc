import { AppLink as Link } from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/states';
import { href, type StaticRoutePath } from '@/lib/routes/hrefs';
import { buttonClass } from '@/components/ui/button';
import layout from './layout.module.css';

export interface RecordItem {
  key: string | number;
  title: ReactNode;
  /** Lines under the title (time, fee, reason…). */
  meta: ReactNode[];
  /** The right-hand side: an amount or a status tag, with its own class. */
  trailing: ReactNode;
}

/**
 * A record list of the money pages (cash and cai-dan entries, exchanges, withdrawals, task earnings):
 * rows of title, meta lines and an amount, or an empty state with the way to the first record.
 */
export function RecordList({
  label,
  items,
  empty,
}: {
  label: string;
  items: RecordItem[];
  empty: { title: string; description?: string; action?: { path: StaticRoutePath; label: string } };
}) {
  if (items.length === 0) {
    const action = empty.action ? (
      <Link className={buttonClass({ block: true })} href={href(empty.action.path)}>
        {empty.action.label}
      </Link>
    ) : undefined;
    return <EmptyState title={empty.title} description={empty.description} action={action} />;
  }
  return (
    <ul className={layout.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={layout.row}>
          <span>
            <span className={layout.rowTitle}>{item.title}</span>
            {item.meta.map((line, index) => (
              <span key={index} className={layout.rowMeta}>
                {line}
              </span>
            ))}
          </span>
          {item.trailing}
        </li>
      ))}
    </ul>
  );
}
