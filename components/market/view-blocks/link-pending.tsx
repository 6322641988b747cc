'use client';

import { useLinkStatus } from 'next/link';
import styles from './market.module.css';

/**
 * The loading state while a filter, tab or day link fetches its server-rendered view. The market
 * pages have no loading.tsx on purpose: a Suspense boundary would stream the data into a hidden
 * node that only JavaScript reveals, and these pages must show their data without it.
 */
export function LinkPending() {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span className={styles.pending} role="status" aria-live="polite">
      <span className="visually-hidden">加载中...</span>
    </span>
  );
}
