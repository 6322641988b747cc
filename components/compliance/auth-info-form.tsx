'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useBffAction } from '@/lib/api/use-bff-action';
import { buttonClass } from '@/components/ui/button';
import styles from './compliance.module.css';

/** POST certification/auth/info: the institution and enterprise ids the user was given by the institution. */
export function AuthInfoForm() {
  const router = useRouter();
  const [institution, setInstitution] = useState('');
  const [enterprise, setEnterprise] = useState('');
  const [answer, setAnswer] = useState<string | null>(null);
  const action = useBffAction({
    action: (ids: { institution_id: string; enterprise_id: string }, send) =>
      send<{ status: number; institution_name: string | null }>('/certification/auth/info', ids),
    fallback: '提交失败，请稍后再试',
    refresh: false,
    onSuccess: (result) => {
      setAnswer(
        result.status === 1
          ? `已完成${result.institution_name ?? '机构'}授权认证`
          : '机构编号与企业编号不匹配，请核对后重试',
      );
      if (result.status === 1) router.refresh();
    },
  });
  const pending = action.busy;
  const message = action.error ?? answer;
  const submit = () => (
    setAnswer(null),
    void action.run({ institution_id: institution.trim(), enterprise_id: enterprise.trim() })
  );
  return (
    <form
      id="auth-info"
      onSubmit={(event) => {
        event.preventDefault();
        if (institution.trim() && enterprise.trim()) void submit();
      }}
    >
      <label className={styles.field}>
        <span>机构编号</span>
        <input
          name="institution_id"
          inputMode="numeric"
          value={institution}
          onChange={(event) => setInstitution(event.target.value)}
          maxLength={32}
        />
      </label>
      <label className={styles.field}>
        <span>企业编号</span>
        <input
          name="enterprise_id"
          inputMode="numeric"
          value={enterprise}
          onChange={(event) => setEnterprise(event.target.value)}
          maxLength={32}
        />
      </label>
      {message ? (
        <p className={styles.muted} role="status">
          {message}
        </p>
      ) : null}
      <button
        type="submit"
        className={buttonClass({ block: true })}
        disabled={pending || !institution.trim() || !enterprise.trim()}
      >
        {pending ? '提交中…' : '提交授权'}
      </button>
    </form>
  );
}
