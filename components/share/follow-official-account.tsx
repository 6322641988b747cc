'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogText } from '@/components/ui/dialog';
import { OFFICIAL_ACCOUNT_NAME, OFFICIAL_ACCOUNT_URL } from '@/lib/share/app-links';
import { QrImage } from './qr-image';
import styles from './follow-official-account.module.css';

/** The user's answer, kept across visits: once followed or closed, the dialog never opens by itself again. */
const ANSWER_KEY = 'h5:follow-oa';
/** Shown this visit (session) already. */
const SHOWN_KEY = 'h5:follow-oa:shown';
/** Time on the page before the dialog opens: the page is read first. */
export const FOLLOW_DIALOG_DELAY_MS = 1500;

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string) {
  try {
    storage().setItem(key, value);
  } catch {
    // storage unavailable: the answer holds for this page only
  }
}

const FIELDS = 'input:not([type="hidden"]), textarea, select, [contenteditable="true"]';

/**
 * The page asks the user for input (a form, a chat box, an agreement box): the dialog would cover it,
 * so it is not opened there. Nor over an open dialog of the page's own.
 */
function pageHasInputs(): boolean {
  const main = document.querySelector('main') ?? document.body;
  const visible = Array.from(main.querySelectorAll<HTMLElement>(FIELDS)).some(
    (field) => field.getClientRects().length > 0,
  );
  return visible || document.querySelector('[aria-modal="true"]') !== null;
}

/**
 * The "follow the official account" dialog of SPEC §1, in WeChat (WechatSetup mounts it): it opens by
 * itself once per visit, on the first page without input fields, until the user follows or closes it
 * — that answer is remembered. It never covers an input, and nothing of it stays on the page.
 */
export function FollowOfficialAccount() {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (read(() => localStorage, ANSWER_KEY) || read(() => sessionStorage, SHOWN_KEY)) return;
    const timer = window.setTimeout(() => {
      // A page with fields keeps its turn for a later page of the visit.
      if (pageHasInputs()) return;
      write(() => sessionStorage, SHOWN_KEY, '1');
      setOpen(true);
    }, FOLLOW_DIALOG_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  const answer = (value: 'followed' | 'closed') => {
    write(() => localStorage, ANSWER_KEY, value);
    setOpen(false);
  };
  return open ? <FollowDialog onFollowed={() => answer('followed')} onClose={() => answer('closed')} /> : null;
}

export function FollowDialog({ onClose, onFollowed }: { onClose: () => void; onFollowed?: () => void }) {
  return (
    <Dialog
      title={`关注「${OFFICIAL_ACCOUNT_NAME}」公众号`}
      onClose={onClose}
      dismissOnMask
      className={styles.dialog}
      testId="follow-official-account"
    >
      <DialogText>
        <p>长按识别二维码关注，第一时间接收直播提醒、异动推送和活动通知。</p>
      </DialogText>
      <QrImage text={OFFICIAL_ACCOUNT_URL} label={`${OFFICIAL_ACCOUNT_NAME}公众号二维码`} />
      <DialogActions layout="stack">
        {onFollowed ? (
          <Button block onClick={onFollowed}>
            我已关注
          </Button>
        ) : null}
        <Button block variant={onFollowed ? 'text' : 'primary'} onClick={onClose}>
          {onFollowed ? '暂不关注' : '我知道了'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
