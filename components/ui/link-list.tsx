import type { ReactNode } from 'react';
import styles from './link-list.module.css';

/** A card of navigation rows, each a link with a › (the "more" links under a wallet, task or invoice screen); children are `<li><Link>`. */
export function LinkList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}
