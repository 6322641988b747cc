'use client';

import { useEffect, useState } from 'react';
import { bffFetch } from '@/lib/api/client';
import { formatCount } from '@/lib/format/amount';
import type { RoomLikes } from '@/lib/live/schemas';
import styles from './live-room.module.css';
import { APP_FIRST } from '@/components/open-app/app-first-features';
import { useBffAction } from '@/lib/api/use-bff-action';

/** 点赞 in the live room: the room's count, one more per tap (stored upstream, limited per viewer like chat). */
export function LikeButton({ roomId }: { roomId: number }) {
  const [likes, setLikes] = useState<number | null>(null);
  const [mine, setMine] = useState(0);

  useEffect(() => {
    let cancelled = false;
    bffFetch<RoomLikes>(`/live/rooms/${roomId}/likes`)
      .then((result) => {
        if (cancelled) return;
        setLikes(result.likes);
        setMine(result.mine ?? 0);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [roomId]);

  const { busy, run } = useBffAction({
    action: (_: void, send) => send<RoomLikes>(`/live/rooms/${roomId}/likes`),
    fallback: '操作失败',
    appFirst: APP_FIRST.like,
    toastError: true,
    refresh: false,
    onSuccess: (result) => {
      setLikes(result.likes);
      setMine(result.mine ?? 0);
    },
  });

  return (
    <button
      type="button"
      className={`${styles.like} ${mine > 0 ? styles.liked : ''}`}
      onClick={() => void run()}
      disabled={busy}
      aria-label={likes === null ? '点赞' : `点赞，已有${likes}个赞`}
      data-testid="like-button"
    >
      <span aria-hidden="true">♥</span>{' '}
      <span data-testid="like-count">{likes === null ? '点赞' : formatCount(likes)}</span>
    </button>
  );
}
