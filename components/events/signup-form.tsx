'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useIdempotencyKey } from '@/components/content/use-content-action';
import { bffFetch, BffError } from '@/lib/api/client';
import { buttonClass } from '@/components/ui/button';
import styles from '@/components/koi/koi.module.css';

/** Tea-party sign-up: name and mobile, checked on the server; one seat per user. */
export function TeaPartySignupForm({ eventId }: { eventId: number }) {
  const router = useRouter();
  const idempotency = useIdempotencyKey();
  const [form, setForm] = useState({ name: '', phone: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await bffFetch(`/activity/events/${eventId}/signups`, { method: 'POST', body: form, headers: { 'Idempotency-Key': idempotency.keyFor(JSON.stringify(form)) } });
      idempotency.done();
      router.refresh();
    } catch (error) {
      if (error instanceof BffError && error.status !== 0) idempotency.done();
      setProblem(error instanceof BffError ? error.message : '报名失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="tea-party-form">
      <div className={styles.field}>
        <label htmlFor="signup-name">姓名</label>
        <input id="signup-name" name="name" autoComplete="name" value={form.name} onChange={(event) => setForm({ ...form, name: event.target.value })} />
      </div>
      <div className={styles.field}>
        <label htmlFor="signup-phone">手机号</label>
        <input id="signup-phone" name="phone" type="tel" inputMode="numeric" autoComplete="tel" value={form.phone} onChange={(event) => setForm({ ...form, phone: event.target.value })} />
      </div>
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={buttonClass({ block: true })} disabled={busy}>
          {busy ? '提交中...' : '免费报名（每人限 1 席）'}
        </button>
      </div>
    </form>
  );
}
