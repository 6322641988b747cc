'use client';

import { useState } from 'react';
import { APP_FIRST } from '@/components/open-app/app-first-features';
import { useBffAction } from '@/lib/api/use-bff-action';
import styles from './content.module.css';

/** Like or unlike a comment or a post (login first); shows the count the server answers. */
export function LikeButton({
  path,
  liked: initialLiked,
  likes: initialLikes,
  label,
}: {
  path: string;
  liked: boolean;
  likes: number;
  label: string;
}) {
  const [state, setState] = useState({ liked: initialLiked, likes: initialLikes });
  const { busy, run } = useBffAction({
    action: (like: boolean, send) => send<{ liked: boolean; likes: number }>(path, { like }),
    fallback: '操作失败',
    appFirst: (like) => (like ? APP_FIRST.like : null),
    toastError: true,
    refresh: false,
    onSuccess: setState,
  });
  return (
    <button
      type="button"
      className={styles.linkButton}
      onClick={() => void run(!state.liked)}
      disabled={busy}
      aria-pressed={state.liked}
    >
      {state.liked ? '已赞' : '赞'} {state.likes}
      <span className="visually-hidden">
        （{state.liked ? '取消点赞' : '点赞'}
        {label}）
      </span>
    </button>
  );
}
