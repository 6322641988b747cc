'use client';

import type { ReactNode } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { ResultIcon, type ResultTone } from '@/components/qr-login/result-icon';
import { closePopup } from './close-popup';
import styles from './popup.module.css';

/** A two-button popup whose choice is handed back to the app (authPopup, returnPopup). */
export function ConfirmPopup({
  tone,
  title,
  children,
  confirm,
  cancel,
}: {
  tone: ResultTone;
  title: string;
  children: ReactNode;
  confirm: { label: string; result: unknown };
  cancel: { label: string; result: unknown };
}) {
  const { inApp } = useNativeContext();
  return (
    <div className={styles.mask}>
      <div role="dialog" aria-modal="true" aria-labelledby="popup-title" className={styles.card}>
        <ResultIcon tone={tone} size="calc(88 * var(--u))" />
        <h2 id="popup-title" className={styles.title}>
          {title}
        </h2>
        <div className={styles.desc}>{children}</div>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => closePopup(inApp, cancel.result)}>
            {cancel.label}
          </button>
          <button type="button" className={styles.primary} onClick={() => closePopup(inApp, confirm.result)}>
            {confirm.label}
          </button>
        </div>
      </div>
    </div>
  );
}
