'use client';

import { useState } from 'react';
import { useGuardedAction } from '@/components/live/use-login-action';
import { bffFetch } from '@/lib/api/client';
import { showToast } from '@/lib/ui/feedback';
import styles from './content.module.css';

/** Follow or unfollow a topic (login first); the follower count is the server's. */
export function FollowTopicButton({ topicId, followed: initial, onFollowers }: { topicId: number; followed: boolean; onFollowers?: (count: number) => void }) {
  const [followed, setFollowed] = useState(initial);
  const { busy, trigger } = useGuardedAction(
    () => bffFetch<{ followed: boolean; followers: number }>(`/content/topics/${topicId}/follow`, { method: 'POST', body: { follow: !followed } }),
    (result) => {
      setFollowed(result.followed);
      onFollowers?.(result.followers);
      void showToast(result.followed ? '已关注话题' : '已取消关注');
    },
  );
  return (
    <button type="button" className={followed ? styles.ghostButton : styles.primaryButton} onClick={trigger} disabled={busy} aria-pressed={followed}>
      {followed ? '已关注' : '+ 关注'}
    </button>
  );
}
