'use client';

import { useState } from 'react';
import { APP_FIRST } from '@/components/open-app/app-first-features';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { capsulePicksProblem } from '@/lib/activity-hub/rules';
import type { Capsule } from '@/lib/activity-hub/schemas';
import { formatFen } from '@/lib/format/fen';
import { buttonClass } from '@/components/ui/button';
import styles from './activity.module.css';
import { useBffAction } from '@/lib/api/use-bff-action';

/** Choosing the picks to seal, confirmed before sealing (a seal cannot be changed); the server checks them again (pool, limit, window) and its word is final. */
export function SealForm({
  capsuleId,
  pool,
  limit,
  actionId,
}: {
  capsuleId: number;
  pool: Capsule['pool'];
  limit: number;
  actionId: string;
}) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [asking, setAsking] = useState<string[] | null>(null);
  const {
    busy,
    error: problem,
    setError: setProblem,
    run,
  } = useBffAction({
    action: (codes: string[], send) => send(`/capsules/${capsuleId}/seal`, { codes }),
    fallback: '封存失败，请稍后再试',
    appFirst: APP_FIRST.sealCapsule,
    actionId,
  });

  const toggle = (code: string, on: boolean) =>
    setChosen((current) => (on ? [...current, code] : current.filter((item) => item !== code)));

  function seal(event: React.FormEvent) {
    event.preventDefault();
    const codes = pool.map((stock) => stock.code).filter((code) => chosen.includes(code));
    const found = capsulePicksProblem(
      codes,
      pool.map((stock) => stock.code),
      limit,
    );
    setProblem(found);
    if (!found) setAsking(codes);
  }

  function confirmSeal(codes: string[]) {
    setAsking(null);
    void run(codes);
  }

  return (
    <form onSubmit={seal} noValidate data-testid="seal-form">
      <fieldset className={styles.picks}>
        <legend>
          选择你看好的股票（已选 {chosen.length}/{limit}）
        </legend>
        {pool.map((stock) => (
          <label key={stock.code} className={styles.pick}>
            <input
              type="checkbox"
              name="codes"
              value={stock.code}
              checked={chosen.includes(stock.code)}
              onChange={(event) => toggle(stock.code, event.target.checked)}
            />
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
        <button type="submit" className={buttonClass()} disabled={busy}>
          封存胶囊
        </button>
      </div>
      {asking ? (
        <ConfirmDialog
          title="确认封存"
          confirmLabel="确认封存"
          cancelLabel="再想想"
          onConfirm={() => confirmSeal(asking)}
          onCancel={() => setAsking(null)}
        >
          <p>
            封存：
            {pool
              .filter((stock) => asking.includes(stock.code))
              .map((stock) => stock.name)
              .join('、')}
          </p>
          <p>按封存日收盘价记录，封存后不能修改或撤回。</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
