'use client';

import { useState } from 'react';
import { useBffAction } from '@/lib/api/use-bff-action';
import { buttonClass } from '@/components/ui/button';
import styles from './member.module.css';

/** Claims one union-member benefit; shows the redemption code, or why it cannot be claimed. */
export function UnionClaimButton({
  partnerId,
  actionId,
  claimedCode,
}: {
  partnerId: number;
  actionId: string;
  claimedCode: string | null;
}) {
  const [code, setCode] = useState(claimedCode);
  const { busy, error, run } = useBffAction({
    action: (_: void, send) => send<{ code: string }>('/member/union/claim', { partner_id: partnerId }),
    fallback: '领取失败，请稍后再试',
    actionId,
    showLoading: true,
    refresh: false,
    onSuccess: (claimed) => setCode(claimed.code),
  });
  const claim = () => run();
  if (code) return <p className={styles.ok}>兑换码：{code}</p>;
  return (
    <>
      <button type="button" className={buttonClass({ block: true })} onClick={claim} disabled={busy}>
        立即领取
      </button>
      {error ? (
        <p className={styles.weak} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
