'use client';

import { useNativeContext } from '@/components/app/native-context';
import { showNativeVipPopup, type MembershipPopupParams } from '@/lib/bridge/calls';
import { closePopup } from './close-popup';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogText } from '@/components/ui/dialog';
import styles from './popup.module.css';
import { useAppNavigation } from '@/components/ui/use-app-navigation';

/**
 * An exclusive offer. Inside an app new enough for the native VIP popup (SPEC §5: iOS 2.0.34 /
 * Android 2.0.37) the purchase continues there with the SPEC §3 membership parameters; otherwise
 * the H5 membership page opens.
 */
export function ExclusiveSpuPopup({ params }: { params: MembershipPopupParams }) {
  const native = useNativeContext();
  const navigation = useAppNavigation();
  const levelName = params.level === 'SVIP' ? 'SVIP' : 'VIP';
  const buy = () => {
    if (native.inApp && showNativeVipPopup(native, params)) return;
    navigation.push(`/openMember?${new URLSearchParams({ level: params.level })}`);
  };
  return (
    <Dialog title={`您有一份${levelName}专属权益`} onClose={() => closePopup(native.inApp, { action: 'dismiss' })}>
      <DialogText>
        <p>开通{levelName}会员，解锁专属直播、深度研报和盘中异动提醒。具体价格与权益以支付页展示为准。</p>
      </DialogText>
      <p className={styles.fine}>投资有风险，服务内容仅供参考，不构成投资建议。</p>
      <DialogActions>
        <Button variant="secondary" onClick={() => closePopup(native.inApp, { action: 'dismiss' })}>
          暂不需要
        </Button>
        <Button onClick={buy}>立即开通</Button>
      </DialogActions>
    </Dialog>
  );
}
