'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { bffFetch, BffError } from '@/lib/api/client';
import styles from './lucky-bag.module.css';

/** A physical prize's winner gives where it ships, once; the page reads again to show it was received. */
export function LuckyBagAddressForm({ bagId }: { bagId: number }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await bffFetch(`/live/lucky-bags/${bagId}/address`, { body: { name: form.get('name'), mobile: form.get('mobile'), address: form.get('address') } });
      router.refresh();
    } catch (failure) {
      setError(failure instanceof BffError ? failure.message : '提交失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.fieldset} onSubmit={submit} aria-label="填写收货地址">
      <input className={styles.input} name="name" aria-label="收货人" placeholder="收货人" required minLength={2} maxLength={20} />
      <input className={styles.input} name="mobile" aria-label="手机号" placeholder="手机号" inputMode="tel" required pattern="1[3-9]\d{9}" />
      <input className={styles.input} name="address" aria-label="收货地址" placeholder="省市区及详细地址" required minLength={5} maxLength={100} />
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
