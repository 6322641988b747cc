'use client';

import { AppLink as Link } from '@/components/ui/app-link';
import { useState } from 'react';
import { APP_FIRST, type AppFirstFeature } from '@/components/open-app/app-first-features';
import type { MoneyTree } from '@/lib/activity-hub/schemas';
import { href } from '@/lib/routes/hrefs';
import { buttonClass } from '@/components/ui/button';
import styles from './activity.module.css';
import { useBffAction } from '@/lib/api/use-bff-action';

type Me = NonNullable<MoneyTree['me']>;

/** Watering with finished tasks and picking the ripe fruit; the server decides, the page refreshes. */
export function TreeActions({
  treeId,
  me,
  running,
  ripe,
  actionId,
}: {
  treeId: number;
  me: Me;
  running: boolean;
  ripe: boolean;
  actionId: string;
}) {
  const [done, setDone] = useState<string | null>(null);
  const {
    busy,
    error: problem,
    run,
  } = useBffAction({
    action: (act: { path: string; body: object; success: string; feature: AppFirstFeature }, send) =>
      send(act.path, act.body),
    fallback: '操作失败，请稍后再试',
    appFirst: (act) => act.feature,
    actionId,
    onSuccess: (_data, act) => setDone(act.success),
  });

  function act(feature: AppFirstFeature, path: string, body: object, success: string) {
    setDone(null);
    void run({ path, body, success, feature });
  }

  return (
    <div data-testid="tree-actions">
      {running && ripe && !me.harvested ? (
        <button
          type="button"
          className={buttonClass()}
          disabled={busy}
          onClick={() => act(APP_FIRST.harvestTree, `/money-trees/${treeId}/harvest`, {}, '已摘下果实，等待开奖')}
          data-testid="harvest"
        >
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
              <Link className={buttonClass({ variant: 'secondary', size: 'sm' })} href={href('/missonCenter')}>
                去完成
              </Link>
            ) : (
              <button
                type="button"
                className={buttonClass({ size: 'sm' })}
                disabled={busy || !running || ripe}
                onClick={() =>
                  act(
                    APP_FIRST.waterTree,
                    `/money-trees/${treeId}/water`,
                    { task_id: source.task_id },
                    `浇水成功，成长值 +${source.water}`,
                  )
                }
              >
                浇水
              </button>
            )}
          </li>
        ))}
      </ul>
      {problem ? (
        <p className={styles.alert} role="alert" data-testid="tree-message">
          {problem}
        </p>
      ) : done ? (
        <p className={styles.ok} role="status" data-testid="tree-message">
          {done}
        </p>
      ) : null}
    </div>
  );
}
