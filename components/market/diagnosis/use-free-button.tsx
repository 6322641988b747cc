'use client';

import { useRef, useState } from 'react';
import { useBffAction } from '@/lib/api/use-bff-action';
import { newIdempotencyKey } from '@/lib/content/rules';
import { href } from '@/lib/routes/hrefs';
import styles from '../view-blocks/market.module.css';
import { useAppNavigation } from '@/components/ui/use-app-navigation';

/**
 * 确认使用: spends one free diagnosis, then opens the report. One request id per confirmation, so a
 * double tap or a retry after a lost answer spends one use only (the upstream keys on it).
 */
export function UseFreeButton({ scene, code, label }: { scene: string; code: string; label: string }) {
  const navigation = useAppNavigation();
  const id = useRef(newIdempotencyKey());
  // The report opens next: the button stays 正在确认… until it has.
  const [leaving, setLeaving] = useState(false);
  const spend = useBffAction<void, unknown>({
    // The same request id for every try of this confirmation: the BFF route is idempotent on it.
    action: (_, send) => send('/stockDiagnosisPay/useFree', { scene, code, request_id: id.current }),
    fallback: '确认失败，请稍后再试',
    showLoading: true,
    toastError: true,
    refresh: false,
    onSuccess: () => {
      setLeaving(true);
      navigation.push(href('/aiDiagnosisSecond', { code }));
    },
  });
  const pending = spend.busy || leaving;
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => void spend.run()}
      disabled={pending}
      data-testid="use-free"
    >
      {pending ? '正在确认…' : label}
    </button>
  );
}
