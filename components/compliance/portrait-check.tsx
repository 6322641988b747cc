'use client';

import { useState } from 'react';
import { bffFetch, BffError } from '@/lib/api/client';
import { buttonClass } from '@/components/ui/button';
import styles from './compliance.module.css';
import { useAppNavigation } from '@/components/ui/use-app-navigation';

/**
 * Face liveness. In the app the Alipay certification SDK runs it; the result comes back to this page,
 * which records it (the local upstream stands in for the provider's verdict).
 */
export function PortraitCheck({ disabled }: { disabled: boolean }) {
  const navigation = useAppNavigation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setPending(true);
    setError(null);
    try {
      await bffFetch('/certification/portrait', { method: 'POST' });
      navigation.push('/authentication/info');
    } catch (caught) {
      setError(caught instanceof BffError ? caught.message : '认证失败，请稍后再试');
      setPending(false);
    }
  };
  return (
    <>
      {error ? <p className={styles.error} role="alert">{error}</p> : null}
      <button type="button" className={buttonClass({ block: true })} disabled={disabled || pending} onClick={start}>
        {pending ? '认证中…' : '开始人脸识别'}
      </button>
    </>
  );
}
