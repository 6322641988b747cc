'use client';

import { useState } from 'react';
import { APP_FIRST } from '@/components/open-app/app-first-features';
import { useBffAction } from '@/lib/api/use-bff-action';
import { buttonClass } from '@/components/ui/button';
import look from '@/components/ui/activity-page.module.css';

/** Tea-party sign-up: name and mobile, checked on the server; one seat per user. */
export function TeaPartySignupForm({ eventId, actionId }: { eventId: number; actionId: string }) {
  const [form, setForm] = useState({ name: '', phone: '' });
  const signUp = useBffAction({
    action: (body: typeof form, send) => send(`/activity/events/${eventId}/signups`, body),
    fallback: '报名失败，请稍后再试',
    appFirst: APP_FIRST.signUpEvent,
    actionId,
  });
  const { busy, error: problem } = signUp;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    void signUp.run(form);
  }

  return (
    <form onSubmit={submit} noValidate data-testid="tea-party-form">
      <div className={look.field}>
        <label htmlFor="signup-name">姓名</label>
        <input
          id="signup-name"
          name="name"
          autoComplete="name"
          value={form.name}
          onChange={(event) => setForm({ ...form, name: event.target.value })}
        />
      </div>
      <div className={look.field}>
        <label htmlFor="signup-phone">手机号</label>
        <input
          id="signup-phone"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          value={form.phone}
          onChange={(event) => setForm({ ...form, phone: event.target.value })}
        />
      </div>
      {problem ? (
        <p className={look.error} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={look.actions}>
        <button type="submit" className={buttonClass({ block: true })} disabled={busy}>
          {busy ? '提交中...' : '免费报名（每人限 1 席）'}
        </button>
      </div>
    </form>
  );
}
