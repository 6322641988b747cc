import type { ReactNode } from 'react';
import styles from './compliance.module.css';

/** The dialog card of compliance popups (rendered on the server; only the buttons are client code). */
export function PopupCard({ title, children, actions, testId }: { title: string; children: ReactNode; actions: ReactNode; testId?: string }) {
  return (
    <div className={styles.modalMask}>
      <div role="dialog" aria-modal="true" aria-labelledby="popup-title" className={styles.modal} data-testid={testId}>
        <h2 id="popup-title">{title}</h2>
        <div className={styles.popupBody}>{children}</div>
        {actions}
      </div>
    </div>
  );
}
