'use client';

import { APP_FIRST } from '@/components/open-app/app-first-features';
import { useBffAction } from '@/lib/api/use-bff-action';
import { TRACKING } from '@/lib/tracking/definitions';
import { track } from '@/lib/tracking/tracker';
import styles from './lucky-bag.module.css';

/** 加入粉丝团: free; the page re-reads to show the level card. */
export function JoinFanGroupButton({ teacherId }: { teacherId: number }) {
  const { busy, run: trigger } = useBffAction({
    action: (_: void, send) => send(`/live/fan-groups/${teacherId}/join`),
    fallback: '操作失败',
    appFirst: APP_FIRST.joinFanGroup,
    toastError: true,
    successToast: '已加入粉丝团',
    onSuccess: () => track({ ...TRACKING.fanGroup.events.joined, eventAttr: { teacher_id: teacherId } }),
  });
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => (
        track({ ...TRACKING.fanGroup.events.joinClick, eventAttr: { teacher_id: teacherId } }),
        void trigger()
      )}
      disabled={busy}
    >
      加入粉丝团
    </button>
  );
}

/** 领取: the server checks the task is done today and not yet claimed. */
export function ClaimTaskButton({ teacherId, task, points }: { teacherId: number; task: string; points: number }) {
  const { busy, run: trigger } = useBffAction({
    action: (_: void, send) => send(`/live/fan-groups/${teacherId}/tasks/${task}/claim`),
    fallback: '操作失败',
    appFirst: APP_FIRST.claimReward,
    toastError: true,
    successToast: `亲密度 +${points}`,
    onSuccess: () =>
      track({ ...TRACKING.fanGroup.events.taskClaim, eventAttr: { teacher_id: teacherId, task, points } }),
  });
  return (
    <button type="button" className={styles.ghost} onClick={() => void trigger()} disabled={busy}>
      领取 +{points}
    </button>
  );
}
