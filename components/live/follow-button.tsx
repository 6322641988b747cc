'use client';

import { useState } from 'react';
import { useAppFirst } from '@/components/open-app/app-first';
import { bffFetch } from '@/lib/api/client';
import { showToast } from '@/lib/ui/feedback';
import styles from './live-room.module.css';
import { useGuardedAction } from './use-login-action';

export function FollowButton({
  teacherId,
  followed: initial,
  onFans,
  variant = 'dark',
}: {
  teacherId: number;
  followed: boolean;
  onFans?: (fans: number) => void;
  /** 'light' on the white list pages, 'dark' in the live room. */
  variant?: 'dark' | 'light';
}) {
  const [followed, setFollowed] = useState(initial);
  const { busy, trigger: toggle } = useGuardedAction(
    () => bffFetch<{ followed: boolean; fans: number }>(`/live/teachers/${teacherId}/follow`, { method: 'POST', body: { follow: !followed } }),
    (result) => {
      setFollowed(result.followed);
      onFans?.(result.fans);
      void showToast(result.followed ? '关注成功' : '已取消关注');
    },
  );

  // Following is app-first (SPEC §1): outside the app the open-app offer comes first, then the browser.
  const { run, offer } = useAppFirst();
  const onClick = () => (followed ? void toggle() : run({ feature: '关注老师', inBrowser: () => void toggle() }));

  return (
    <>
      <button type="button" className={`${followed ? styles.followed : styles.follow} ${variant === 'light' ? styles.onLight : ''}`} onClick={onClick} disabled={busy} aria-pressed={followed}>
        {followed ? '已关注' : '+ 关注'}
      </button>
      {offer}
    </>
  );
}
