'use client';

import { buttonClass } from '@/components/ui/button';
import styles from './activity.module.css';
import { useActivityAction } from './use-activity-action';

/** Helping a friend's capsule: once per helper and capsule, decided by the server. */
export function HelpButton({ capsuleId, code }: { capsuleId: number; code: string }) {
  const { busy, problem, run } = useActivityAction('助力失败，请稍后再试');
  return (
    <div className={styles.links}>
      <button type="button" className={buttonClass()} disabled={busy !== null} onClick={() => run(`help:${code}`, `/capsules/${capsuleId}/help`, { code })} data-testid="help-button">
        为好友助力
      </button>
      {problem ? (
        <p className={styles.alert} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
