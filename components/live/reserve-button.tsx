'use client';

import { useState } from 'react';
import { bffFetch } from '@/lib/api/client';
import { showToast } from '@/lib/ui/feedback';
import styles from './programs.module.css';
import { useGuardedAction } from './use-login-action';

export function ReserveButton({ programId, reserved: initial, reservations: initialCount }: { programId: number; reserved: boolean; reservations: number }) {
  const [state, setState] = useState({ reserved: initial, reservations: initialCount });
  const { busy, trigger: toggle } = useGuardedAction(
    () => bffFetch<{ reserved: boolean; reservations: number }>(`/live/programs/${programId}/reserve`, { method: 'POST', body: { reserve: !state.reserved } }),
    (result) => {
      setState(result);
      void showToast(result.reserved ? '预约成功，开播前会提醒您' : '已取消预约');
    },
  );

  return (
    <button type="button" className={state.reserved ? styles.reserved : styles.reserve} onClick={toggle} disabled={busy} aria-pressed={state.reserved}>
      {state.reserved ? '已预约' : '预约'} · {state.reservations}
    </button>
  );
}
