'use client';

import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import styles from './page-shell.module.css';

/**
 * The H5 title bar shown outside the app (inside it, the native bar shows the title). The root page
 * has nowhere to go back to, so it has no back arrow; `extra` fills the right slot (the 演示数据 badge).
 */
export function NavHeader({ title, back = true, extra }: { title: string; back?: boolean; extra?: ReactNode }) {
  const router = useRouter();
  const goBack = () => {
    if (window.history.length > 1) router.back();
    else router.push('/');
  };
  return (
    <header className={`${styles.header} no-print`}>
      {back ? (
        <button type="button" className={styles.back} onClick={goBack} aria-label="返回">
          ‹
        </button>
      ) : (
        <span />
      )}
      <h1 className={styles.headerTitle}>{title}</h1>
      <span className={styles.headerExtra}>{extra}</span>
    </header>
  );
}
