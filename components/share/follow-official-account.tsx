'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogText } from '@/components/ui/dialog';
import { OFFICIAL_ACCOUNT_NAME, OFFICIAL_ACCOUNT_URL } from '@/lib/share/app-links';
import { QrImage } from './qr-image';
import styles from './follow-official-account.module.css';

const COLLAPSED_KEY = 'h5_follow_collapsed';

/**
 * The "follow the official account" dialog (SPEC §1), persistent in this sense: in WeChat a small
 * entry stays on every page; it opens the QR dialog, which can be closed and reopened at will. The
 * entry can be tucked away for the rest of the visit and comes back on the next one. It never opens
 * by itself, so reading is never blocked.
 */
export function FollowOfficialAccount() {
  const [open, setOpen] = useState(false);
  // Rendered only in the browser (Providers loads it with ssr: false), so storage is readable here.
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return sessionStorage.getItem(COLLAPSED_KEY) === '1';
    } catch {
      return false;
    }
  });
  const collapse = () => {
    setCollapsed(true);
    try {
      sessionStorage.setItem(COLLAPSED_KEY, '1');
    } catch {
      // storage unavailable: collapsed for this page only
    }
  };
  return (
    <>
      {!collapsed ? (
        <div className={styles.entry}>
          <button type="button" className={styles.open} onClick={() => setOpen(true)}>
            关注公众号
          </button>
          <button type="button" className={styles.hide} onClick={collapse} aria-label="本次不再显示关注入口">
            ×
          </button>
        </div>
      ) : null}
      {open ? <FollowDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

export function FollowDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={`关注「${OFFICIAL_ACCOUNT_NAME}」公众号`} onClose={onClose} dismissOnMask className={styles.dialog}>
      <DialogText>
        <p>长按识别二维码关注，第一时间接收直播提醒、异动推送和活动通知。</p>
      </DialogText>
      <QrImage text={OFFICIAL_ACCOUNT_URL} label={`${OFFICIAL_ACCOUNT_NAME}公众号二维码`} />
      <Button block onClick={onClose}>
        我知道了
      </Button>
    </Dialog>
  );
}
