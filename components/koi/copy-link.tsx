'use client';

import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import look from '@/components/ui/activity-page.module.css';
import styles from './koi.module.css';

/** The invitation link (absolute), shown in full (it can be long-pressed anywhere) with a copy button. */
export function CopyLink({ url: full }: { url: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(full);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  }
  return (
    <div>
      <p className={styles.linkBox} data-testid="koi-invite-link">
        {full}
      </p>
      <div className={look.actions}>
        <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={copy}>
          复制邀请链接
        </button>
      </div>
      <p className={copied === 'no' ? look.error : look.ok} role="status">
        {copied === 'yes' ? '已复制，发给好友即可助力' : copied === 'no' ? '复制失败，请长按上方链接复制' : ''}
      </p>
    </div>
  );
}
