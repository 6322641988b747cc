'use client';

import { useRouter } from 'next/navigation';
import styles from './page-shell.module.css';

/** The H5 title bar shown outside the app (inside it, the native bar shows the title). */
export function NavHeader({ title }: { title: string }) {
  const router = useRouter();
  const goBack = () => {
    if (window.history.length > 1) router.back();
    else router.push('/');
  };
  return (
    <header className={`${styles.header} no-print`}>
      <button type="button" className={styles.back} onClick={goBack} aria-label="返回">
        ‹
      </button>
      <h1 className={styles.headerTitle}>{title}</h1>
      <span aria-hidden />
    </header>
  );
}
