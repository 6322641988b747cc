'use client';

import { useState } from 'react';
import { useBffAction } from '@/lib/api/use-bff-action';
import { REPORT_REASONS, REPORT_REASON_LABEL, type ReportReason } from '@/lib/content/rules';
import styles from './content.module.css';

/** 举报: pick a reason, then the report is sent (login first; once per user and post). */
export function ReportButton({ postId }: { postId: number }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const { busy, run } = useBffAction({
    action: (why: ReportReason, send) => send(`/content/circle/posts/${postId}/report`, { reason: why }),
    fallback: '操作失败',
    toastError: true,
    refresh: false,
    successToast: '举报已提交，我们会尽快处理',
    onSuccess: () => setOpen(false),
  });
  if (!open) {
    return (
      <button type="button" className={styles.linkButton} onClick={() => setOpen(true)}>
        举报
      </button>
    );
  }
  return (
    <div className={styles.reportSheet} role="group" aria-label="举报原因">
      {REPORT_REASONS.map((item) => (
        <button
          key={item}
          type="button"
          className={styles.ghostButton}
          aria-pressed={reason === item}
          onClick={() => setReason(item)}
        >
          {REPORT_REASON_LABEL[item]}
        </button>
      ))}
      <button
        type="button"
        className={styles.primaryButton}
        disabled={!reason || busy}
        onClick={() => reason && void run(reason)}
      >
        提交举报
      </button>
      <button type="button" className={styles.linkButton} onClick={() => setOpen(false)}>
        取消
      </button>
    </div>
  );
}
