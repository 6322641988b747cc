'use client';

import { useState } from 'react';
import { isLoginError, postBff } from '@/lib/live/bff-client';
import { showToast } from '@/lib/ui/feedback';
import styles from './live-room.module.css';
import { useLoginAction } from './use-login-action';

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
  const [busy, setBusy] = useState(false);
  const login = useLoginAction();

  const toggle = async () => {
    setBusy(true);
    try {
      const result = await postBff<{ followed: boolean; fans: number }>(`/live/teachers/${teacherId}/follow`, { follow: !followed });
      setFollowed(result.followed);
      onFans?.(result.fans);
      void showToast(result.followed ? '关注成功' : '已取消关注');
    } catch (error) {
      if (isLoginError(error)) await login();
      else void showToast(error instanceof Error ? error.message : '操作失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className={`${followed ? styles.followed : styles.follow} ${variant === 'light' ? styles.onLight : ''}`} onClick={toggle} disabled={busy} aria-pressed={followed}>
      {followed ? '已关注' : '+ 关注'}
    </button>
  );
}
