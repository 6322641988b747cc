'use client';

import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { href } from '@/lib/routes/hrefs';
import styles from './page-shell.module.css';
import { useAppNavigation } from './use-app-navigation';

/**
 * The H5 title bar shown outside the app (inside it, the native bar shows the title). The root page
 * has nowhere to go back to, so it has no back arrow; `extra` fills the right slot (the 演示数据 badge).
 */
export function NavHeader({
  title,
  titleIsHeading = true,
  back = true,
  extra,
}: {
  title: string;
  titleIsHeading?: boolean;
  back?: boolean;
  extra?: ReactNode;
}) {
  // One <h1> per page: pages whose content opens with its own <h1> (legal documents) keep the bar's title plain.
  const Title = titleIsHeading ? 'h1' : 'p';
  const router = useRouter();
  const navigation = useAppNavigation();
  const goBack = () => {
    if (window.history.length > 1) router.back();
    else navigation.push(href('/'));
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
      <Title className={styles.headerTitle}>{title}</Title>
      <span className={styles.headerExtra}>{extra}</span>
    </header>
  );
}
