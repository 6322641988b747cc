'use client';

import { useState } from 'react';
import { useBffAction } from '@/lib/api/use-bff-action';
import { buttonClass } from '@/components/ui/button';
import look from '@/components/ui/activity-page.module.css';

/** Contact for a physical prize; the server validates it (zod) and its message is shown per failure. */
export function KoiAddressForm({
  activityId,
  poolId,
  initial,
}: {
  activityId: number;
  poolId: number;
  initial: { name: string; phone: string; address: string } | null;
}) {
  const [form, setForm] = useState(initial ?? { name: '', phone: '', address: '' });
  const [saved, setSaved] = useState(false);
  const {
    busy,
    error: problem,
    run,
  } = useBffAction({
    action: (contact: typeof form, send) => send(`/activity/koi/${activityId}/pools/${poolId}/address`, contact),
    fallback: '保存失败，请稍后再试',
    onSuccess: () => setSaved(true),
  });
  const prefix = `award-${poolId}`;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSaved(false);
    await run(form);
  }

  return (
    <form onSubmit={submit} noValidate data-testid="koi-address-form">
      <div className={look.field}>
        <label htmlFor={`${prefix}-name`}>收货人</label>
        <input
          id={`${prefix}-name`}
          name="name"
          autoComplete="name"
          value={form.name}
          onChange={(event) => setForm({ ...form, name: event.target.value })}
        />
      </div>
      <div className={look.field}>
        <label htmlFor={`${prefix}-phone`}>手机号</label>
        <input
          id={`${prefix}-phone`}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          value={form.phone}
          onChange={(event) => setForm({ ...form, phone: event.target.value })}
        />
      </div>
      <div className={look.field}>
        <label htmlFor={`${prefix}-address`}>收货地址</label>
        <textarea
          id={`${prefix}-address`}
          name="address"
          autoComplete="street-address"
          rows={3}
          value={form.address}
          onChange={(event) => setForm({ ...form, address: event.target.value })}
        />
      </div>
      {problem ? (
        <p className={look.error} role="alert">
          {problem}
        </p>
      ) : null}
      {saved ? (
        <p className={look.ok} role="status">
          已保存，奖品将在活动结束后 15 个工作日内寄出
        </p>
      ) : null}
      <div className={look.actions}>
        <button type="submit" className={buttonClass({ block: true })} disabled={busy}>
          {busy ? '保存中...' : initial ? '更新收货信息' : '提交收货信息'}
        </button>
      </div>
    </form>
  );
}
