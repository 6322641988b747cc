'use client';

import { useState } from 'react';
import { APP_FIRST } from '@/components/open-app/app-first-features';
import { useBffAction } from '@/lib/api/use-bff-action';
import { formatCount } from '@/lib/format/amount';
import styles from './content.module.css';

/** Follow or unfollow a topic (login first), with the follower count the server answers. */
export function FollowTopicButton({
  topicId,
  followed: initial,
  followers: initialFollowers,
}: {
  topicId: number;
  followed: boolean;
  followers: number;
}) {
  const [followed, setFollowed] = useState(initial);
  const [followers, setFollowers] = useState(initialFollowers);
  const { busy, run } = useBffAction({
    action: (follow: boolean, send) =>
      send<{ followed: boolean; followers: number }>(`/content/topics/${topicId}/follow`, { follow }),
    fallback: '操作失败',
    appFirst: (follow) => (follow ? APP_FIRST.followTopic : null),
    toastError: true,
    refresh: false,
    successToast: (result) => (result.followed ? '已关注话题' : '已取消关注'),
    onSuccess: (result) => {
      setFollowed(result.followed);
      setFollowers(result.followers);
    },
  });
  return (
    <>
      <span className={styles.meta} data-testid="topic-followers">
        {formatCount(followers)} 人关注
      </span>
      <button
        type="button"
        className={followed ? styles.ghostButton : styles.primaryButton}
        onClick={() => void run(!followed)}
        disabled={busy}
        aria-pressed={followed}
      >
        {followed ? '已关注' : '+ 关注'}
      </button>
    </>
  );
}
