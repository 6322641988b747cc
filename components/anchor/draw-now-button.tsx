'use client';

import { useBffAction } from '@/lib/api/use-bff-action';
import { buttonClass } from '@/components/ui/button';
import styles from './anchor.module.css';

/** The anchor draws before the countdown ends; the server draws, this only asks. */
export function DrawNowButton({ bagId }: { bagId: number }) {
  const {
    busy,
    error: message,
    run: draw,
  } = useBffAction({
    action: (_: void, send) => send(`/live/anchor/lucky-bags/${bagId}/draw`),
    fallback: '开奖失败，请稍后再试',
  });
  return (
    <>
      <button
        type="button"
        className={buttonClass({ variant: 'secondary', block: true, size: 'lg' })}
        onClick={() => void draw()}
        disabled={busy}
      >
        {busy ? '开奖中…' : '立即开奖'}
      </button>
      {message ? (
        <p className={styles.fieldError} role="alert">
          {message}
        </p>
      ) : null}
    </>
  );
}
