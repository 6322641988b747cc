'use client';

import { useState } from 'react';
import { APP_FIRST } from '@/components/open-app/app-first-features';
import { useBffAction } from '@/lib/api/use-bff-action';
import { LIVE_COUPON_STATE_LABELS, type LiveCouponState } from '@/lib/live-coupon/rules';
import styles from './live-coupon.module.css';

/**
 * The claim button of one live coupon. The server decides (stock, limit, window); a double tap sends
 * the same action id, so it is one claim. After a claim the page reads again for the new stock.
 */
export function LiveCouponClaim({
  roomId,
  couponId,
  name,
  initial,
  actionId,
}: {
  roomId: number;
  couponId: number;
  name: string;
  initial: LiveCouponState;
  actionId: string;
}) {
  const [state, setState] = useState(initial);
  const { busy, run: trigger } = useBffAction({
    action: (_: void, send) => send(`/live/rooms/${roomId}/coupons/${couponId}/claim`),
    fallback: '操作失败',
    appFirst: APP_FIRST.claimCoupon,
    actionId,
    toastError: true,
    successToast: '领取成功，已存入卡券包',
    onSuccess: () => setState('claimed'),
  });
  if (state !== 'claimable') return <span className={styles.state}>{LIVE_COUPON_STATE_LABELS[state]}</span>;
  return (
    <button type="button" className={styles.button} disabled={busy} onClick={() => void trigger()}>
      {busy ? '领取中' : '立即领取'}
      <span className="visually-hidden">：{name}</span>
    </button>
  );
}
