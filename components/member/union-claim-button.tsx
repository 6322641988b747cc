'use client';

import { useState } from 'react';
import { bffFetch, BffError } from '@/lib/api/client';
import { buttonClass } from '@/components/ui/button';
import styles from './member.module.css';

/** Claims one union-member benefit; shows the redemption code, or why it cannot be claimed. */
export function UnionClaimButton({ partnerId, actionId, claimedCode }: { partnerId: number; actionId: string; claimedCode: string | null }) {
  const [code, setCode] = useState(claimedCode);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const claim = async () => {
    setBusy(true);
    setError(null);
    try {
      const claimed = await bffFetch<{ code: string }>('/member/union/claim', { body: { partner_id: partnerId }, headers: { 'X-Action-Id': actionId }, showLoading: true });
      setCode(claimed.code);
    } catch (failure) {
      setError(failure instanceof BffError ? failure.message : '领取失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };
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
