'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import styles from '@/components/wallet/money.module.css';
import { bffFetch, BffError } from '@/lib/api/client';
import { href } from '@/lib/routes/hrefs';
import type { Task } from '@/lib/task/schemas';

/** One task's action: 签到 / 领取 (one action id per render, so a double tap is one claim) / 去完成 / 已领取. */
export function TaskButton({ task, signedToday, actionId }: { task: Task; signedToday: boolean; actionId: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const act = async (path: string, headers?: Record<string, string>) => {
    setBusy(true);
    setError(null);
    try {
      await bffFetch(path, { body: {}, headers, showLoading: true });
      router.refresh();
    } catch (failure) {
      setError(failure instanceof BffError ? failure.message : '操作失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };
  const label = `${task.title}：`;
  let control;
  if (task.state === 'claimed') {
    control = (
      <button type="button" className={`${styles.small} ${styles.done}`} disabled aria-label={`${label}已领取`}>
        已领取
      </button>
    );
  } else if (task.state === 'claimable') {
    control = (
      <button type="button" className={`${styles.small} ${styles.primary}`} disabled={busy} onClick={() => act(`/tasks/${task.id}/claim`, { 'X-Action-Id': actionId })} aria-label={`${label}领取`}>
        领取
      </button>
    );
  } else if (task.id === 'sign_in' && !signedToday) {
    control = (
      <button type="button" className={`${styles.small} ${styles.primary}`} disabled={busy} onClick={() => act('/tasks/sign-in')} aria-label={`${label}签到`}>
        签到
      </button>
    );
  } else if (task.id === 'share') {
    control = (
      <button type="button" className={`${styles.small} ${styles.secondary}`} disabled={busy} onClick={() => act('/tasks/share')} aria-label={`${label}去分享`}>
        去分享
      </button>
    );
  } else {
    // Watching live is counted by the live room; the others have their own pages.
    const target = task.id === 'risk_test' ? href('/riskAssessment') : task.id === 'first_purchase' ? href('/openMember') : task.id === 'real_name' ? href('/certificationPopup') : null;
    control = target ? (
      <Link className={`${styles.small} ${styles.secondary}`} href={target} aria-label={`${label}去完成`}>
        去完成
      </Link>
    ) : (
      <span className={styles.rowMeta}>进行中</span>
    );
  }
  return (
    <span>
      {control}
      {error ? (
        <span className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
