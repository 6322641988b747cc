'use client';

import { useBffAction } from '@/lib/api/use-bff-action';
import { buttonClass } from '@/components/ui/button';
import styles from './compliance.module.css';
import { useAppNavigation } from '@/components/ui/use-app-navigation';

/**
 * Face liveness. In the app the Alipay certification SDK runs it; the result comes back to this page,
 * which records it (the local upstream stands in for the provider's verdict).
 */
export function PortraitCheck({ disabled }: { disabled: boolean }) {
  const navigation = useAppNavigation();
  const {
    busy: pending,
    error,
    run,
  } = useBffAction({
    action: (_: void, send) => send('/certification/portrait'),
    fallback: '认证失败，请稍后再试',
    refresh: false,
    onSuccess: () => navigation.push('/authentication/info'),
  });
  const start = () => void run();
  return (
    <>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className={buttonClass({ block: true })} disabled={disabled || pending} onClick={start}>
        {pending ? '认证中…' : '开始人脸识别'}
      </button>
    </>
  );
}
