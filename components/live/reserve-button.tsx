'use client';

import { useState } from 'react';
import { APP_FIRST } from '@/components/open-app/app-first-features';
import { useBffAction } from '@/lib/api/use-bff-action';
import styles from './programs.module.css';

export function ReserveButton({
  programId,
  reserved: initial,
  reservations: initialCount,
}: {
  programId: number;
  reserved: boolean;
  reservations: number;
}) {
  const [state, setState] = useState({ reserved: initial, reservations: initialCount });
  const { busy, run } = useBffAction({
    action: (reserve: boolean, send) =>
      send<{ reserved: boolean; reservations: number }>(`/live/programs/${programId}/reserve`, { reserve }),
    fallback: '操作失败',
    appFirst: (reserve) => (reserve ? APP_FIRST.reserve : null),
    toastError: true,
    refresh: false,
    successToast: (result) => (result.reserved ? '预约成功，开播前会提醒您' : '已取消预约'),
    onSuccess: setState,
  });

  return (
    <button
      type="button"
      className={state.reserved ? styles.reserved : styles.reserve}
      onClick={() => void run(!state.reserved)}
      disabled={busy}
      aria-pressed={state.reserved}
    >
      {state.reserved ? '已预约' : '预约'} · {state.reservations}
    </button>
  );
}
