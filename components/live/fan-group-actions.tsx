'use client';

import { useRouter } from 'next/navigation';
import { bffFetch } from '@/lib/api/client';
import { TRACKING } from '@/lib/tracking/definitions';
import { track } from '@/lib/tracking/tracker';
import { showToast } from '@/lib/ui/feedback';
import styles from './lucky-bag.module.css';
import { useGuardedAction } from './use-login-action';

/** 加入粉丝团: free; the page re-reads to show the level card. */
export function JoinFanGroupButton({ teacherId }: { teacherId: number }) {
  const router = useRouter();
  const { busy, trigger } = useGuardedAction(
    () => bffFetch(`/live/fan-groups/${teacherId}/join`, { method: 'POST', body: {} }),
    () => {
      track({ ...TRACKING.fanGroup.events.joined, eventAttr: { teacher_id: teacherId } });
      void showToast('已加入粉丝团');
      router.refresh();
    },
  );
  return (
    <button type="button" className={styles.button} onClick={() => (track({ ...TRACKING.fanGroup.events.joinClick, eventAttr: { teacher_id: teacherId } }), void trigger())} disabled={busy}>
      加入粉丝团
    </button>
  );
}

/** 领取: the server checks the task is done today and not yet claimed. */
export function ClaimTaskButton({ teacherId, task, points }: { teacherId: number; task: string; points: number }) {
  const router = useRouter();
  const { busy, trigger } = useGuardedAction(
    () => bffFetch(`/live/fan-groups/${teacherId}/tasks/${task}/claim`, { method: 'POST', body: {} }),
    () => {
      track({ ...TRACKING.fanGroup.events.taskClaim, eventAttr: { teacher_id: teacherId, task, points } });
      void showToast(`亲密度 +${points}`);
      router.refresh();
    },
  );
  return (
    <button type="button" className={styles.ghost} onClick={() => void trigger()} disabled={busy}>
      领取 +{points}
    </button>
  );
}
