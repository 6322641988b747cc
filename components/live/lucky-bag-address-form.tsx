'use client';

import type { FormEvent } from 'react';
import { useBffAction } from '@/lib/api/use-bff-action';
import styles from './lucky-bag.module.css';

/** A physical prize's winner gives where it ships, once; the page reads again to show it was received. */
export function LuckyBagAddressForm({ bagId }: { bagId: number }) {
  const { busy, error, run } = useBffAction({
    action: (
      contact: {
        name: FormDataEntryValue | null;
        mobile: FormDataEntryValue | null;
        address: FormDataEntryValue | null;
      },
      send,
    ) => send(`/live/lucky-bags/${bagId}/address`, contact),
    fallback: '提交失败，请稍后再试',
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run({ name: form.get('name'), mobile: form.get('mobile'), address: form.get('address') });
  };
  return (
    <form className={styles.fieldset} onSubmit={submit} aria-label="填写收货地址">
      <input
        className={styles.input}
        name="name"
        aria-label="收货人"
        placeholder="收货人"
        required
        minLength={2}
        maxLength={20}
      />
      <input
        className={styles.input}
        name="mobile"
        aria-label="手机号"
        placeholder="手机号"
        inputMode="tel"
        required
        pattern="1[3-9]\d{9}"
      />
      <input
        className={styles.input}
        name="address"
        aria-label="收货地址"
        placeholder="省市区及详细地址"
        required
        minLength={5}
        maxLength={100}
      />
      {error ? (
        <p className={styles.bad} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.button} disabled={busy}>
        {busy ? '提交中' : '提交收货地址'}
      </button>
    </form>
  );
}
