'use client';

import { useState } from 'react';
import { useGuardedAction } from '@/components/live/use-login-action';
import { bffFetch } from '@/lib/api/client';
import { formatCount } from '@/lib/format/amount';
import { showToast } from '@/lib/ui/feedback';
import styles from './content.module.css';

/** Follow or unfollow a topic (login first), with the follower count the server answers. */
export function FollowTopicButton({ topicId, followed: initial, followers: initialFollowers }: { topicId: number; followed: boolean; followers: number }) {
  const [followed, setFollowed] = useState(initial);
  const [followers, setFollowers] = useState(initialFollowers);
  const { busy, trigger } = useGuardedAction(
    () => bffFetch<{ followed: boolean; followers: number }>(`/content/topics/${topicId}/follow`, { method: 'POST', body: { follow: !followed } }),
    (result) => {
      setFollowed(result.followed);
      setFollowers(result.followers);
      void showToast(result.followed ? '已关注话题' : '已取消关注');
    },
  );
  return (
    <>
      <span className={styles.meta} data-testid="topic-followers">
        {formatCount(followers)} 人关注
      </span>
      <button type="button" className={followed ? styles.ghostButton : styles.primaryButton} onClick={trigger} disabled={busy} aria-pressed={followed}>
        {followed ? '已关注' : '+ 关注'}
      </button>
    </>
  );
}
