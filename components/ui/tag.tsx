import type { ReactNode } from 'react';
import styles from './tag.module.css';

/** How a status reads: waiting (pending), settled (paid), refused or refunded (failed), over (done). */
export type TagTone = 'pending' | 'paid' | 'failed' | 'done';

// Read by name, not styles[tone], so the CSS-module test sees every class the tag uses.
const TONE_CLASS: Record<TagTone, string | undefined> = {
  pending: styles.pending,
  paid: styles.paid,
  failed: styles.failed,
  done: styles.done,
};

/** A small status label next to a title (订单、提现、发票、邀请的状态). */
export function Tag({ tone, children }: { tone: TagTone; children: ReactNode }) {
  return <span className={`${styles.tag} ${TONE_CLASS[tone]}`}>{children}</span>;
}
