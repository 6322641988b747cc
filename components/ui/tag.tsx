import type { ReactNode } from 'react';
import styles from './tag.module.css';

/** How a status reads: waiting (pending), settled (paid), refused or refunded (failed), over (done). */
export type TagTone = 'pending' | 'paid' | 'failed' | 'done';

/** A small status label next to a title (订单、提现、发票、邀请的状态). */
export function Tag({ tone, children }: { tone: TagTone; children: ReactNode }) {
  return <span className={`${styles.tag} ${styles[tone]}`}>{children}</span>;
}
