'use client';

import { useBffAction } from '@/lib/api/use-bff-action';
import { buttonClass } from '@/components/ui/button';
import styles from './anchor.module.css';

/** 开播 / 下播: the server issues (or revokes) the push URL's key; the page re-reads to show it. */
export function BroadcastToggle({ broadcasting }: { broadcasting: boolean }) {
  const {
    busy,
    error: message,
    run,
  } = useBffAction({
    action: (action: 'start' | 'stop', send) => send('/live/anchor/room/broadcast', { action }),
    fallback: '操作失败，请稍后再试',
  });
  const toggle = () => run(broadcasting ? 'stop' : 'start');
  return (
    <>
      <button
        type="button"
        className={
          broadcasting
            ? buttonClass({ variant: 'secondary', block: true, size: 'lg' })
            : buttonClass({ block: true, size: 'lg' })
        }
        onClick={() => void toggle()}
        disabled={busy}
      >
        {broadcasting ? '下播' : '开播'}
      </button>
      {message ? (
        <p className={styles.fieldError} role="alert">
          {message}
        </p>
      ) : null}
    </>
  );
}
