'use client';

import { useState } from 'react';
import { useBffAction } from '@/lib/api/use-bff-action';
import { isValidIdNumber } from '@/lib/compliance/identity';
import { buttonClass } from '@/components/ui/button';
import styles from './compliance.module.css';
import { pageUrl } from '@/lib/routes/hrefs';
import { useAppNavigation } from '@/components/ui/use-app-navigation';

/** Name and resident ID number; the check digit is verified before anything is sent. */
export function RealnameForm() {
  const navigation = useAppNavigation();
  const [name, setName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [agreed, setAgreed] = useState(false);
  const {
    busy: pending,
    error,
    setError,
    run,
  } = useBffAction({
    action: async (person: { name: string; id_number: string }, send) => {
      await send('/certification/realname', person);
      await send('/compliance/consents', { agreement_id: 'ocrAgreement', version: 'V1.0' }).catch(() => null);
    },
    fallback: '提交失败，请稍后再试',
    refresh: false,
    onSuccess: () => navigation.push('/authentication/authForAli'),
  });
  const submit = async () => {
    if (!/^[\u4e00-\u9fa5·]{2,20}$/.test(name.trim())) return setError('请输入身份证上的中文姓名');
    if (!isValidIdNumber(idNumber)) return setError('身份证号码格式错误');
    await run({ name: name.trim(), id_number: idNumber.trim().toUpperCase() });
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (agreed) void submit();
      }}
    >
      <label className={styles.field}>
        <span>真实姓名</span>
        <input
          name="name"
          autoComplete="name"
          value={name}
          maxLength={20}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <label className={styles.field}>
        <span>身份证号码</span>
        <input
          name="id_number"
          autoComplete="off"
          value={idNumber}
          maxLength={18}
          onChange={(event) => setIdNumber(event.target.value)}
        />
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        <span>
          我同意<a href={pageUrl('/ocrAgreement')}>《身份信息采集授权书》</a>，授权使用上述信息核验身份。
        </span>
      </label>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <p />
      <button type="submit" className={buttonClass({ block: true })} disabled={pending || !agreed}>
        {pending ? '提交中…' : '提交认证'}
      </button>
    </form>
  );
}
