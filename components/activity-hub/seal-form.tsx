'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useIdempotencyKey } from '@/components/content/use-content-action';
import { bffFetch, BffError, isLoginError } from '@/lib/api/client';
import { capsulePicksProblem } from '@/lib/activity-hub/rules';
import type { Capsule } from '@/lib/activity-hub/schemas';
import { formatFen } from '@/lib/format/fen';
import styles from './activity.module.css';

/** Choosing the picks to seal; the server checks them again (pool, limit, window) and its word is final. */
export function SealForm({ capsuleId, pool, limit }: { capsuleId: number; pool: Capsule['pool']; limit: number }) {
  const router = useRouter();
  const idempotency = useIdempotencyKey();
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (code: string, on: boolean) => setChosen((current) => (on ? [...current, code] : current.filter((item) => item !== code)));

  async function seal(event: React.FormEvent) {
    event.preventDefault();
    const codes = pool.map((stock) => stock.code).filter((code) => chosen.includes(code));
    const found = capsulePicksProblem(codes, pool.map((stock) => stock.code), limit);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      await bffFetch(`/capsules/${capsuleId}/seal`, { method: 'POST', body: { codes }, headers: { 'Idempotency-Key': idempotency.keyFor(codes.join(',')) } });
      idempotency.done();
      router.refresh();
    } catch (error) {
      if (isLoginError(error)) router.refresh();
      setProblem(error instanceof BffError ? error.message : '封存失败，请稍后再试');
      setBusy(false);
    }
  }

  return (
    <form onSubmit={seal} noValidate data-testid="seal-form">
      <fieldset className={styles.picks}>
        <legend>
          选择你看好的股票（已选 {chosen.length}/{limit}）
        </legend>
        {pool.map((stock) => (
          <label key={stock.code} className={styles.pick}>
            <input type="checkbox" name="codes" value={stock.code} checked={chosen.includes(stock.code)} onChange={(event) => toggle(stock.code, event.target.checked)} />
            <span className={styles.pickInfo}>
              <span>
                {stock.name} <span className={styles.code}>{stock.code}</span>
              </span>
              <span>{formatFen(stock.close_fen)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {problem ? (
        <p className={styles.alert} role="alert" data-testid="seal-problem">
          {problem}
        </p>
      ) : null}
      <div className={styles.links}>
        <button type="submit" className={styles.primary} disabled={busy}>
          封存胶囊
        </button>
      </div>
    </form>
  );
}
