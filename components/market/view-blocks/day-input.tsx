'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useEffectEvent, useRef, useTransition } from 'react';
import styles from './market.module.css';
import { withBasePath } from '@/lib/routes/hrefs';

/**
 * A GET form (works without JavaScript); with it, picking a day navigates at once. The server rolls a
 * non-trading day back to the last trading day and says so.
 */
export function DayInput({
  action,
  date,
  min,
  max,
  hidden,
}: {
  action: string;
  date: string;
  min: string;
  max: string;
  hidden: Record<string, string>;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const input = useRef<HTMLInputElement>(null);
  const go = (value: string) => {
    if (!value) return;
    const query = new URLSearchParams({ ...hidden, date: value });
    startTransition(() => router.replace(`${action}?${query}`, { scroll: false }));
  };
  // A day picked before the page hydrated fired no onChange (React attaches it at hydration): go now.
  const pickedBeforeHydration = useEffectEvent(() => {
    const value = input.current?.value;
    if (value && value !== date) go(value);
  });
  useEffect(() => pickedBeforeHydration(), []);
  return (
    <form className={styles.form} action={withBasePath(action)} method="get" aria-busy={pending}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="visually-hidden" htmlFor="trading-day">
        交易日
      </label>
      <input
        ref={input}
        id="trading-day"
        className={styles.input}
        type="date"
        name="date"
        defaultValue={date}
        min={min}
        max={max}
        onChange={(event) => go(event.currentTarget.value)}
      />
      <button className={styles.button} type="submit">
        {pending ? '加载中' : '查询'}
      </button>
    </form>
  );
}
