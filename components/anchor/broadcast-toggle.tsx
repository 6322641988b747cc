'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { bffFetch, BffError } from '@/lib/api/client';
import { buttonClass } from '@/components/ui/button';
import styles from './anchor.module.css';

/** 开播 / 下播: the server issues (or revokes) the push URL's key; the page re-reads to show it. */
export function BroadcastToggle({ broadcasting }: { broadcasting: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const toggle = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await bffFetch('/live/anchor/room/broadcast', { method: 'POST', body: { action: broadcasting ? 'stop' : 'start' } });
      router.refresh();
    } catch (error) {
      setMessage(error instanceof BffError ? error.message : '操作失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={broadcasting ? buttonClass({ variant: 'secondary', block: true, size: 'lg' }) : buttonClass({ block: true, size: 'lg' })} onClick={() => void toggle()} disabled={busy}>
        {broadcasting ? '下播' : '开播'}
      </button>
      {message ? <p className={styles.fieldError} role="alert">{message}</p> : null}
    </>
  );
}
