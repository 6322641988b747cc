'use client';

import type { ReactNode } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { closePopup } from '@/components/popups/close-popup';
import { Dialog } from '@/components/ui/dialog';
import styles from './compliance.module.css';

/** The dialog card of compliance popups; the body stays server-rendered (`children`), Escape closes like 关闭. */
export function PopupCard({
  title,
  children,
  actions,
  testId,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  testId?: string;
}) {
  const { inApp } = useNativeContext();
  return (
    <Dialog title={title} testId={testId} onClose={() => closePopup(inApp, { closed: true })}>
      <div className={styles.popupBody}>{children}</div>
      {actions}
    </Dialog>
  );
}
