'use client';

import { AppLink as Link } from '@/components/ui/app-link';
import { useState } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { buttonClass } from '@/components/ui/button';
import styles from '@/components/wallet/money.module.css';
import { bffFetch, BffError } from '@/lib/api/client';
import { nativeBack } from '@/lib/bridge/calls';
import { href } from '@/lib/routes/hrefs';
import type { TaskState } from '@/lib/task/rules';

/** 领取财蛋: today's sign-in and its cai-dan in one tap (sign in, then claim once with this render's action id). */
export function SignInPopup({ state, units, streak, actionId }: { state: TaskState | 'unsigned'; units: number; streak: number; actionId: string }) {
  const native = useNativeContext();
  const [claimed, setClaimed] = useState(state === 'claimed');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const claim = async () => {
    setBusy(true);
    setError(null);
    try {
      if (state === 'unsigned') await bffFetch('/tasks/sign-in', { body: {} });
      await bffFetch('/tasks/sign_in/claim', { body: {}, headers: { 'X-Action-Id': actionId }, showLoading: true });
      setClaimed(true);
    } catch (failure) {
      setError(failure instanceof BffError ? failure.message : '领取失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.card} aria-labelledby="sign-in-popup">
      <h2 id="sign-in-popup" className={styles.rowTitle}>
        {claimed ? '今日财蛋已领取' : `签到第${state === 'unsigned' ? streak + 1 : streak}天`}
      </h2>
      <strong className={styles.big}>{units}个财蛋</strong>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        {claimed ? (
          native.inApp ? (
            <button type="button" className={buttonClass({ block: true })} onClick={() => nativeBack({ close: true })}>
              知道了
            </button>
          ) : (
            <Link className={buttonClass({ block: true })} href={href('/llczd/m/caidanCenter')}>
              去财蛋中心
            </Link>
          )
        ) : (
          <button type="button" className={buttonClass({ block: true })} onClick={claim} disabled={busy}>
            签到领取
          </button>
        )}
      </div>
    </section>
  );
}
