'use client';

import { useRouter } from 'next/navigation';
import { useNativeContext } from '@/components/app/native-context';
import { showNativeVipPopup, type MembershipPopupParams } from '@/lib/bridge/calls';
import { closePopup } from './close-popup';
import styles from './popup.module.css';

/**
 * An exclusive offer. Inside an app new enough for the native VIP popup (SPEC §5: iOS 2.0.34 /
 * Android 2.0.37) the purchase continues there with the SPEC §3 membership parameters; otherwise
 * the H5 membership page opens.
 */
export function ExclusiveSpuPopup({ params }: { params: MembershipPopupParams }) {
  const native = useNativeContext();
  const router = useRouter();
  const levelName = params.level === 'SVIP' ? 'SVIP' : 'VIP';
  const buy = () => {
    if (native.inApp && showNativeVipPopup(native, params)) return;
    router.push(`/openMember?${new URLSearchParams({ level: params.level })}`);
  };
  return (
    <div className={styles.mask}>
      <div role="dialog" aria-modal="true" aria-labelledby="popup-title" className={styles.card}>
        <h2 id="popup-title" className={styles.title}>
          您有一份{levelName}专属权益
        </h2>
        <p className={styles.desc}>开通{levelName}会员，解锁专属直播、深度研报和盘中异动提醒。具体价格与权益以支付页展示为准。</p>
        <p className={styles.fine}>投资有风险，服务内容仅供参考，不构成投资建议。</p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => closePopup(native.inApp, { action: 'dismiss' })}>
            暂不需要
          </button>
          <button type="button" className={styles.primary} onClick={buy}>
            立即开通
          </button>
        </div>
      </div>
    </div>
  );
}
