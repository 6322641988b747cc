'use client';

import { useState } from 'react';
import { APP_FIRST } from '@/components/open-app/app-first-features';
import { useBffAction } from '@/lib/api/use-bff-action';
import styles from './live-room.module.css';

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
  const follow = useBffAction({
    action: (on: boolean, send) =>
      send<{ followed: boolean; fans: number }>(`/live/teachers/${teacherId}/follow`, { follow: on }),
    fallback: '操作失败',
    toastError: true,
    refresh: false,
    // Following is app-first (SPEC §1): outside the app the open-app offer comes first; unfollowing is not.
    appFirst: (on) => (on ? APP_FIRST.followTeacher : null),
    successToast: (result) => (result.followed ? '关注成功' : '已取消关注'),
    onSuccess: (result) => {
      setFollowed(result.followed);
      onFans?.(result.fans);
    },
  });
  const { busy } = follow;
  const onClick = () => void follow.run(!followed);

  return (
    <button
      type="button"
      className={`${followed ? styles.followed : styles.follow} ${variant === 'light' ? styles.onLight : ''}`}
      onClick={onClick}
      disabled={busy}
      aria-pressed={followed}
    >
      {followed ? '已关注' : '+ 关注'}
    </button>
  );
}
