'use client';

import { useNativeContext } from '@/components/app/native-context';
import { sharePoster } from '@/lib/share/share';
import type { TrackEvent } from '@/lib/tracking/events';
import { track } from '@/lib/tracking/tracker';
import { showToast } from '@/lib/ui/feedback';

/**
 * 分享海报 in the app: the poster (title, line of text, QR code of `link`) goes to the app's share
 * sheet as an image (share type erCodeImage). Outside the app the page offers its link instead, so
 * nothing is rendered there. With `event` each tap is tracked.
 */
export function PosterShareButton({
  title,
  desc,
  link,
  className,
  label = '分享海报',
  event,
}: {
  title: string;
  desc: string;
  link: string;
  className?: string;
  label?: string;
  event?: TrackEvent;
}) {
  const { environment } = useNativeContext();
  if (environment !== 'app') return null;
  const share = async () => {
    if (event) track(event);
    if ((await sharePoster(environment, { title, desc, link })) === 'failed') void showToast('分享失败，请稍后重试');
  };
  return (
    <button type="button" className={className} onClick={() => void share()}>
      {label}
    </button>
  );
}
