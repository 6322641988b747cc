'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { bffFetch } from '@/lib/api/client';
import { LIVE_COUPON_STATE_LABELS, type LiveCouponState } from '@/lib/live-coupon/rules';
import { showToast } from '@/lib/ui/feedback';
import styles from './live-coupon.module.css';
import { useGuardedAction } from './use-login-action';

/**
 * The claim button of one live coupon. The server decides (stock, limit, window); a double tap sends
 * the same action id, so it is one claim. After a claim the page reads again for the new stock.
 */
export function LiveCouponClaim({ roomId, couponId, name, initial, actionId }: { roomId: number; couponId: number; name: string; initial: LiveCouponState; actionId: string }) {
  const [state, setState] = useState(initial);
  const router = useRouter();
  const { busy, trigger } = useGuardedAction(
    () => bffFetch(`/live/rooms/${roomId}/coupons/${couponId}/claim`, { body: {}, headers: { 'X-Action-Id': actionId } }),
    () => {
      setState('claimed');
      void showToast('领取成功，已存入卡券包');
      router.refresh();
    },
  );
  if (state !== 'claimable') return <span className={styles.state}>{LIVE_COUPON_STATE_LABELS[state]}</span>;
  return (
    <button type="button" className={styles.button} disabled={busy} onClick={() => void trigger()}>
      {busy ? '领取中' : '立即领取'}
      <span className="visually-hidden">：{name}</span>
    </button>
  );
}
