'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { bffFetch, BffError } from '@/lib/api/client';
import { buttonClass } from '@/components/ui/button';
import styles from './anchor.module.css';

/** The anchor draws before the countdown ends; the server draws, this only asks. */
export function DrawNowButton({ bagId }: { bagId: number }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const draw = async () => {
    setBusy(true);
    try {
      await bffFetch(`/live/anchor/lucky-bags/${bagId}/draw`, { method: 'POST', body: {} });
      router.refresh();
    } catch (error) {
      setMessage(error instanceof BffError ? error.message : '开奖失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={buttonClass({ variant: 'secondary', block: true, size: 'lg' })} onClick={() => void draw()} disabled={busy}>
        {busy ? '开奖中…' : '立即开奖'}
      </button>
      {message ? <p className={styles.fieldError} role="alert">{message}</p> : null}
    </>
  );
}
