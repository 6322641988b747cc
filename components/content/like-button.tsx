'use client';

import { useState } from 'react';
import { useGuardedAction } from '@/components/live/use-login-action';
import { bffFetch } from '@/lib/api/client';
import styles from './content.module.css';

/** Like or unlike a comment or a post (login first); shows the count the server answers. */
export function LikeButton({ path, liked: initialLiked, likes: initialLikes, label }: { path: string; liked: boolean; likes: number; label: string }) {
  const [state, setState] = useState({ liked: initialLiked, likes: initialLikes });
  const { busy, trigger } = useGuardedAction(
    () => bffFetch<{ liked: boolean; likes: number }>(path, { method: 'POST', body: { like: !state.liked } }),
    (result) => setState(result),
  );
  return (
    <button type="button" className={styles.linkButton} onClick={trigger} disabled={busy} aria-pressed={state.liked}>
      {state.liked ? '已赞' : '赞'} {state.likes}
      <span className="visually-hidden">（{state.liked ? '取消点赞' : '点赞'}{label}）</span>
    </button>
  );
}
