'use client';

import type { ReactNode } from 'react';
import { useBffAction } from '@/lib/api/use-bff-action';
import { buttonClass } from '@/components/ui/button';
import look from '@/components/ui/activity-page.module.css';
import styles from './koi.module.css';

/**
 * One button for one activity action (join a pool, claim a chance, help a friend, check in…): posts
 * to the BFF, then re-renders the page with the server's new state. An idempotent route gets the
 * page's action id, so a retry after a lost answer never spends a chance twice. The server's refusal is shown.
 */
export function ActivityActionButton({
  path,
  body = {},
  actionId,
  children,
  busyLabel = '处理中...',
  disabled = false,
  wide = false,
  testId,
  appFirst,
}: {
  path: string;
  body?: unknown;
  /** The page's action id, for a route that derives its Idempotency-Key from it. */
  actionId?: string;
  children: ReactNode;
  busyLabel?: string;
  disabled?: boolean;
  wide?: boolean;
  testId?: string;
  /** Outside the app, the open-app offer comes first for this feature (components/open-app/app-first-features). */
  appFirst?: string;
}) {
  const {
    run,
    busy,
    error: problem,
  } = useBffAction({
    action: (_: void, send) => send(path, body),
    fallback: '操作失败，请稍后再试',
    actionId,
    appFirst,
  });

  return (
    <div className={wide ? styles.wide : undefined}>
      <button
        type="button"
        className={`${buttonClass()} ${wide ? styles.wide : ''}`}
        onClick={() => void run()}
        disabled={busy || disabled}
        data-testid={testId}
      >
        {busy ? busyLabel : children}
      </button>
      {problem ? (
        <p className={look.error} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
