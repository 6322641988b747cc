'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useIdempotencyKey } from '@/components/content/use-content-action';
import { bffFetch, BffError, isLoginError } from '@/lib/api/client';
import styles from './activity.module.css';

/** Helping a friend's capsule: once per helper and capsule, decided by the server. */
export function HelpButton({ capsuleId, code }: { capsuleId: number; code: string }) {
  const router = useRouter();
  const idempotency = useIdempotencyKey();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function help() {
    setBusy(true);
    setProblem(null);
    try {
      await bffFetch(`/capsules/${capsuleId}/help`, { method: 'POST', body: { code }, headers: { 'Idempotency-Key': idempotency.keyFor(code) } });
      idempotency.done();
      router.refresh();
    } catch (error) {
      if (isLoginError(error)) router.refresh();
      setProblem(error instanceof BffError ? error.message : '助力失败，请稍后再试');
      setBusy(false);
    }
  }

  return (
    <div className={styles.links}>
      <button type="button" className={styles.primary} disabled={busy} onClick={help} data-testid="help-button">
        为好友助力
      </button>
      {problem ? (
        <p className={styles.alert} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
