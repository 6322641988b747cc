'use client';

import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { useIdempotencyKey } from '@/components/content/use-content-action';
import { bffFetch, BffError, isLoginError } from '@/lib/api/client';
import { buttonClass } from '@/components/ui/button';
import styles from './koi.module.css';

/**
 * One button for one activity action (join a pool, claim a chance, help a friend, check in…): posts
 * to the BFF, then re-renders the page with the server's new state. A retry of the same press keeps
 * its Idempotency-Key, so a lost answer never spends a chance twice. The server's refusal is shown.
 */
export function ActivityActionButton({
  path,
  body = {},
  idempotent = false,
  children,
  busyLabel = '处理中...',
  disabled = false,
  wide = false,
  testId,
}: {
  path: string;
  body?: unknown;
  idempotent?: boolean;
  children: ReactNode;
  busyLabel?: string;
  disabled?: boolean;
  wide?: boolean;
  testId?: string;
}) {
  const router = useRouter();
  const idempotency = useIdempotencyKey();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function run() {
    setBusy(true);
    setProblem(null);
    try {
      await bffFetch(path, { method: 'POST', body, headers: idempotent ? { 'Idempotency-Key': idempotency.keyFor(`${path}:${JSON.stringify(body)}`) } : undefined });
      idempotency.done();
      router.refresh();
    } catch (error) {
      if (isLoginError(error)) router.refresh();
      // A definite refusal ends this press; a network failure keeps the key for the retry.
      if (error instanceof BffError && error.status !== 0) idempotency.done();
      setProblem(error instanceof BffError ? error.message : '操作失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={wide ? styles.wide : undefined}>
      <button type="button" className={`${buttonClass()} ${wide ? styles.wide : ''}`} onClick={run} disabled={busy || disabled} data-testid={testId}>
        {busy ? busyLabel : children}
      </button>
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
