'use client';

import Link from 'next/link';
import { useNativeContext } from '@/components/app/native-context';
import { closePopup } from '@/components/popups/close-popup';
import styles from './compliance.module.css';

/** A popup's buttons: an optional way forward (a page) and closing, which hands the result to the app. */
export function PopupActions({ next, closeLabel = '关闭', result }: { next?: { label: string; href: string }; closeLabel?: string; result?: unknown }) {
  const { inApp } = useNativeContext();
  return (
    <div className={styles.modalActions}>
      <button type="button" className={styles.secondary} onClick={() => closePopup(inApp, result ?? { closed: true })}>
        {closeLabel}
      </button>
      {next ? (
        <Link className={styles.primary} href={next.href}>
          {next.label}
        </Link>
      ) : null}
    </div>
  );
}
