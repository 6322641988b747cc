'use client';

import { useState } from 'react';
import { useBffAction } from '@/lib/api/use-bff-action';
import { pageUrl } from '@/lib/routes/hrefs';
import { buttonClass } from '@/components/ui/button';
import styles from './contest.module.css';

/** Sign-up for the current period (SPEC §7 activity/stock/certification): the rules must be accepted first. */
export function EntryForm({ activityId }: { activityId: number }) {
  const [agreed, setAgreed] = useState(false);
  const {
    busy,
    error: problem,
    setError: setProblem,
    run,
  } = useBffAction({
    action: (_: void, send) => send('/activity/stock/certification', { activity_id: activityId, agreement: true }),
    fallback: '报名失败，请稍后再试',
  });

  async function enter(event: React.FormEvent) {
    event.preventDefault();
    if (!agreed) {
      setProblem('请先阅读并同意活动规则');
      return;
    }
    await run();
  }

  return (
    <form onSubmit={enter} noValidate>
      <label className={styles.check}>
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        <span>
          我已阅读并同意<a href={pageUrl('/stock-contest/rule')}>《选股大赛规则》</a>
          ，知晓比赛使用虚拟资金、不构成投资建议。
        </span>
      </label>
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <button className={buttonClass({ block: true })} type="submit" disabled={busy}>
        {busy ? '报名中...' : '立即报名参赛'}
      </button>
    </form>
  );
}
