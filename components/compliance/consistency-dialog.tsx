'use client';

import styles from './compliance.module.css';

/** Two answers that rarely hold together: the user confirms they are true, or goes back to change them. */
export function ConsistencyDialog({ message, onConfirm, onRevise }: { message: string; onConfirm: () => void; onRevise: () => void }) {
  return (
    <div className={styles.modalMask}>
      <div role="alertdialog" aria-modal="true" aria-labelledby="consistency-title" aria-describedby="consistency-desc" className={styles.modal}>
        <h2 id="consistency-title">请确认您的回答</h2>
        <p id="consistency-desc">{message}</p>
        <div className={styles.modalActions}>
          <button type="button" className={styles.secondary} onClick={onRevise}>
            返回修改
          </button>
          <button type="button" className={styles.primary} onClick={onConfirm}>
            确认属实
          </button>
        </div>
      </div>
    </div>
  );
}
