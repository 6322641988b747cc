'use client';

import { APP_FIRST } from '@/components/open-app/app-first-features';
import { buttonClass } from '@/components/ui/button';
import styles from './activity.module.css';
import { useBffAction } from '@/lib/api/use-bff-action';

/** Helping a friend's capsule: once per helper and capsule, decided by the server. */
export function HelpButton({ capsuleId, code, actionId }: { capsuleId: number; code: string; actionId: string }) {
  const {
    busy,
    error: problem,
    run,
  } = useBffAction({
    action: (_: void, send) => send(`/capsules/${capsuleId}/help`, { code }),
    fallback: '助力失败，请稍后再试',
    appFirst: APP_FIRST.helpCapsule,
    actionId,
  });
  return (
    <div className={styles.links}>
      <button
        type="button"
        className={buttonClass()}
        disabled={busy}
        onClick={() => void run()}
        data-testid="help-button"
      >
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
