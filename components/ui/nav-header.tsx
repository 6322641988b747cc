'use client';

import { useRouter } from 'next/navigation';
import styles from './page-shell.module.css';

/** The H5 title bar shown outside the app (inside it, the native bar shows the title). */
export function NavHeader({ title, titleIsHeading = true }: { title: string; titleIsHeading?: boolean }) {
  // One <h1> per page: pages whose content opens with its own <h1> (legal documents) keep the bar's title plain.
  const Title = titleIsHeading ? 'h1' : 'p';
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
      <Title className={styles.headerTitle}>{title}</Title>
      <span aria-hidden />
    </header>
  );
}
