'use client';

import { useState } from 'react';
import type { Environment } from '@/lib/bridge/native-context';
import type { ShareConfig } from '@/lib/share/config';
import type { TrackEvent } from '@/lib/tracking/events';
import { track } from '@/lib/tracking/tracker';
import { shareCurrentPage, sharePoster } from '@/lib/share/share';
import { showToast } from '@/lib/ui/feedback';
import { Dialog } from '@/components/ui/dialog';
import styles from './share.module.css';

/**
 * Share this page: the app's share sheet, WeChat's top-right menu (with a hint), or the system/clipboard.
 * With `poster` the app receives the poster image (QR code of poster.link) instead of a link card;
 * with `event` each tap is tracked.
 */
export function ShareButton({
  environment,
  label = '分享给好友',
  poster,
  event,
}: {
  environment: Environment;
  label?: string;
  poster?: Partial<ShareConfig> & { link: string };
  event?: TrackEvent;
}) {
  const [hint, setHint] = useState(false);
  const share = async () => {
    if (event) track(event);
    const outcome = poster ? await sharePoster(environment, poster) : await shareCurrentPage(environment);
    if (outcome === 'wechat-menu') setHint(true);
    else if (outcome === 'copied') void showToast('链接已复制，快去分享吧');
    else if (outcome === 'failed') void showToast('分享失败，请稍后重试');
  };
  return (
    <>
      <button type="button" className={styles.button} onClick={() => void share()}>
        {label}
      </button>
      {hint ? (
        <Dialog label="分享提示" placement="cover" onClose={() => setHint(false)}>
          {/* The whole screen points at WeChat's menu: a tap anywhere (or Escape) puts it away. */}
          <div className={styles.hintTap} onClick={() => setHint(false)}>
            <p className={styles.hintText}>
              <span className={styles.arrow} aria-hidden>
                ↗
              </span>
              点击右上角「···」，选择「发送给朋友」或「分享到朋友圈」
            </p>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
