'use client';

import { useRef, useState } from 'react';
import { bffFetch } from '@/lib/api/client';
import { newIdempotencyKey } from '@/lib/content/rules';
import { href } from '@/lib/routes/hrefs';
import styles from '../common/market.module.css';
import { useAppNavigation } from '@/components/ui/use-app-navigation';

/**
 * 确认使用: spends one free diagnosis, then opens the report. One request id per confirmation, so a
 * double tap or a retry after a lost answer spends one use only (the upstream keys on it).
 */
export function UseFreeButton({ scene, code, label }: { scene: string; code: string; label: string }) {
  const navigation = useAppNavigation();
  const id = useRef(newIdempotencyKey());
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await bffFetch('/stockDiagnosisPay/useFree', { body: { scene, code, request_id: id.current }, showLoading: true, errorHandle: true });
      navigation.push(href('/aiDiagnosisSecond', { code }));
    } catch {
      setPending(false);
    }
  };
  return (
    <button type="button" className={styles.button} onClick={confirm} disabled={pending} data-testid="use-free">
      {pending ? '正在确认…' : label}
    </button>
  );
}
