'use client';

import { useState } from 'react';
import { isLoginError, postBff } from '@/lib/live/bff-client';
import { showToast } from '@/lib/ui/feedback';
import styles from './programs.module.css';
import { useLoginAction } from './use-login-action';

export function ReserveButton({ programId, reserved: initial, reservations: initialCount }: { programId: number; reserved: boolean; reservations: number }) {
  const [state, setState] = useState({ reserved: initial, reservations: initialCount });
  const [busy, setBusy] = useState(false);
  const login = useLoginAction();

  const toggle = async () => {
    setBusy(true);
    try {
      const result = await postBff<{ reserved: boolean; reservations: number }>(`/live/programs/${programId}/reserve`, { reserve: !state.reserved });
      setState(result);
      void showToast(result.reserved ? '预约成功，开播前会提醒您' : '已取消预约');
    } catch (error) {
      if (isLoginError(error)) await login();
      else void showToast(error instanceof Error ? error.message : '操作失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className={state.reserved ? styles.reserved : styles.reserve} onClick={toggle} disabled={busy} aria-pressed={state.reserved}>
      {state.reserved ? '已预约' : '预约'} · {state.reservations}
    </button>
  );
}
