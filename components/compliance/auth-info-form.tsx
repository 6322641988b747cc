'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { bffFetch, BffError } from '@/lib/api/client';
import { buttonClass } from '@/components/ui/button';
import styles from './compliance.module.css';

/** POST certification/auth/info: the institution and enterprise ids the user was given by the institution. */
export function AuthInfoForm() {
  const router = useRouter();
  const [institution, setInstitution] = useState('');
  const [enterprise, setEnterprise] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async () => {
    setPending(true);
    setMessage(null);
    try {
      const result = await bffFetch<{ status: number; institution_name: string | null }>('/certification/auth/info', {
        body: { institution_id: institution.trim(), enterprise_id: enterprise.trim() },
      });
      setMessage(result.status === 1 ? `已完成${result.institution_name ?? '机构'}授权认证` : '机构编号与企业编号不匹配，请核对后重试');
      if (result.status === 1) router.refresh();
    } catch (error) {
      setMessage(error instanceof BffError ? error.message : '提交失败，请稍后再试');
    } finally {
      setPending(false);
    }
  };
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
        <input name="institution_id" inputMode="numeric" value={institution} onChange={(event) => setInstitution(event.target.value)} maxLength={32} />
      </label>
      <label className={styles.field}>
        <span>企业编号</span>
        <input name="enterprise_id" inputMode="numeric" value={enterprise} onChange={(event) => setEnterprise(event.target.value)} maxLength={32} />
      </label>
      {message ? <p className={styles.muted} role="status">{message}</p> : null}
      <button type="submit" className={buttonClass({ block: true })} disabled={pending || !institution.trim() || !enterprise.trim()}>
        {pending ? '提交中…' : '提交授权'}
      </button>
    </form>
  );
}
