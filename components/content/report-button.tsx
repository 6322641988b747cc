'use client';

import { useState } from 'react';
import { useGuardedAction } from '@/components/live/use-login-action';
import { bffFetch } from '@/lib/api/client';
import { REPORT_REASONS, REPORT_REASON_LABEL, type ReportReason } from '@/lib/content/rules';
import { showToast } from '@/lib/ui/feedback';
import styles from './content.module.css';

/** 举报: pick a reason, then the report is sent (login first; once per user and post). */
export function ReportButton({ postId }: { postId: number }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const { busy, trigger } = useGuardedAction(
    () => bffFetch(`/content/circle/posts/${postId}/report`, { method: 'POST', body: { reason } }),
    () => {
      setOpen(false);
      void showToast('举报已提交，我们会尽快处理');
    },
  );
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
        <button key={item} type="button" className={styles.ghostButton} aria-pressed={reason === item} onClick={() => setReason(item)}>
          {REPORT_REASON_LABEL[item]}
        </button>
      ))}
      <button type="button" className={styles.primaryButton} disabled={!reason || busy} onClick={() => void trigger()}>
        提交举报
      </button>
      <button type="button" className={styles.linkButton} onClick={() => setOpen(false)}>
        取消
      </button>
    </div>
  );
}
