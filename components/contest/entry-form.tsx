'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { bffFetch, BffError } from '@/lib/api/client';
import { pageUrl } from '@/lib/routes/hrefs';
import { buttonClass } from '@/components/ui/button';
import styles from './contest.module.css';

/** Sign-up for the current period (SPEC §7 activity/stock/certification): the rules must be accepted first. */
export function EntryForm({ activityId }: { activityId: number }) {
  const router = useRouter();
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function enter(event: React.FormEvent) {
    event.preventDefault();
    if (!agreed) {
      setProblem('请先阅读并同意活动规则');
      return;
    }
    setBusy(true);
    try {
      await bffFetch('/activity/stock/certification', { method: 'POST', body: { activity_id: activityId, agreement: true } });
      router.refresh();
    } catch (error) {
      setProblem(error instanceof BffError ? error.message : '报名失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={enter} noValidate>
      <label className={styles.check}>
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        <span>
          我已阅读并同意<a href={pageUrl('/stock-contest/rule')}>《选股大赛规则》</a>，知晓比赛使用虚拟资金、不构成投资建议。
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
