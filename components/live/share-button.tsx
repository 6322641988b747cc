'use client';

import { useEffect } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { showToast } from '@/lib/ui/feedback';
import styles from './live-room.module.css';
import { pageUrl } from '@/lib/routes/hrefs';
import { TRACKING } from '@/lib/tracking/definitions';
import { track } from '@/lib/tracking/tracker';

const OUTCOME_MESSAGE = {
  'wechat-menu': '请点击右上角「…」分享给好友',
  copied: '链接已复制，快去分享吧',
  failed: '分享失败，请稍后再试',
} as const;

// The share code (WeChat queue, native share, clipboard) loads after the room is shown, not with its first
// scripts; by the time of a tap it has arrived, so the share still runs inside the tap's user activation.
const loadShare = () => import('@/lib/share/share');

/** Shares the room's share page (/share-live-room/v2), which renders its preview on the server. */
export function ShareButton({ roomId, title, desc }: { roomId: number; title: string; desc: string }) {
  const { environment } = useNativeContext();
  useEffect(() => {
    void loadShare().then(({ setPageShare }) =>
      setPageShare({ title, desc, link: `${window.location.origin}${pageUrl('/share-live-room/v2', { roomId })}` }),
    );
  }, [roomId, title, desc]);

  const shareClick = (shareType: 'link' | 'poster') =>
    track({ ...TRACKING.liveDetail.events.shareClick, eventAttr: { room_id: roomId, share_type: shareType } });

  const share = async () => {
    shareClick('link');
    const { shareCurrentPage } = await loadShare();
    const outcome = await shareCurrentPage(environment);
    if (outcome in OUTCOME_MESSAGE) void showToast(OUTCOME_MESSAGE[outcome as keyof typeof OUTCOME_MESSAGE]);
  };

  // In the app: the room's poster (its title and the QR code of the share page) as an image share.
  const sharePosterImage = async () => {
    shareClick('poster');
    const { sharePoster } = await loadShare();
    const outcome = await sharePoster(environment, {
      title,
      desc,
      link: `${window.location.origin}${pageUrl('/share-live-room/v2', { roomId })}`,
    });
    if (outcome === 'failed') void showToast(OUTCOME_MESSAGE.failed);
  };

  return (
    <>
      <button type="button" className={styles.share} onClick={share} aria-label="分享直播间">
        分享
      </button>
      {environment === 'app' ? (
        <button
          type="button"
          className={styles.share}
          onClick={() => void sharePosterImage()}
          aria-label="分享直播间海报"
        >
          海报
        </button>
      ) : null}
    </>
  );
}
