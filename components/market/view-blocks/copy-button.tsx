'use client';

import { showToast } from '@/lib/ui/feedback';
import styles from './market.module.css';

/** Copies a code (the 申购代码) for pasting into a broker app. */
export function CopyButton({ text, label = '复制' }: { text: string; label?: string }) {
  return (
    <button
      type="button"
      className={styles.copy}
      aria-label={`${label} ${text}`}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          await showToast(`已复制 ${text}`);
        } catch {
          await showToast('复制失败，请长按代码手动复制');
        }
      }}
    >
      {label}
    </button>
  );
}
