'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useIdempotencyKey } from '@/components/content/use-content-action';
import { bffFetch, BffError, isLoginError } from '@/lib/api/client';
import type { MoneyTree } from '@/lib/activity-hub/schemas';
import { href } from '@/lib/routes/hrefs';
import styles from './activity.module.css';

type Me = NonNullable<MoneyTree['me']>;

/** Watering with finished tasks and picking the ripe fruit; the server decides, the page refreshes. */
export function TreeActions({ treeId, me, running, ripe }: { treeId: number; me: Me; running: boolean; ripe: boolean }) {
  const router = useRouter();
  const idempotency = useIdempotencyKey();
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);

  async function act(action: string, path: string, body: object, done: string) {
    setBusy(action);
    setMessage(null);
    try {
      await bffFetch(path, { method: 'POST', body, headers: { 'Idempotency-Key': idempotency.keyFor(action) } });
      idempotency.done();
      setMessage({ text: done, ok: true });
      router.refresh();
    } catch (error) {
      if (isLoginError(error)) router.refresh();
      setMessage({ text: error instanceof BffError ? error.message : '操作失败，请稍后再试', ok: false });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div data-testid="tree-actions">
      {running && ripe && !me.harvested ? (
        <button type="button" className={styles.primary} disabled={busy !== null} onClick={() => act('harvest', `/money-trees/${treeId}/harvest`, {}, '已摘下果实，等待开奖')} data-testid="harvest">
          摘取果实，参与抽奖
        </button>
      ) : null}
      <ul className={styles.list} aria-label="浇水任务">
        {me.sources.map((source) => (
          <li key={source.task_id} className={styles.row} data-task={source.task_id}>
            <span className={styles.rowMain}>
              <span>{source.title}</span>
              <span className={styles.rowSub}>浇水 +{source.water}</span>
            </span>
            {source.watered ? (
              <span className={styles.done}>已浇水</span>
            ) : !source.done ? (
              <Link className={`${styles.secondary} ${styles.small}`} href={href('/missonCenter')}>
                去完成
              </Link>
            ) : (
              <button
                type="button"
                className={`${styles.primary} ${styles.small}`}
                disabled={busy !== null || !running || ripe}
                onClick={() => act(`water:${source.task_id}`, `/money-trees/${treeId}/water`, { task_id: source.task_id }, `浇水成功，成长值 +${source.water}`)}
              >
                浇水
              </button>
            )}
          </li>
        ))}
      </ul>
      {message ? (
        <p className={message.ok ? styles.ok : styles.alert} role={message.ok ? 'status' : 'alert'} data-testid="tree-message">
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
