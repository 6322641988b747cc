'use client';

import { AppLink as Link } from '@/components/ui/app-link';
import { useState } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { buttonClass } from '@/components/ui/button';
import layout from '@/components/ui/layout.module.css';
import forms from '@/components/ui/form.module.css';
import { APP_FIRST } from '@/components/open-app/app-first-features';
import { useBffAction } from '@/lib/api/use-bff-action';
import { nativeBack } from '@/lib/bridge/calls';
import { href } from '@/lib/routes/hrefs';
import type { TaskState } from '@/lib/task/rules';

/** 领取财蛋: today's sign-in and its cai-dan in one tap (sign in, then claim once with this render's action id). */
export function SignInPopup({
  state,
  units,
  streak,
  actionId,
}: {
  state: TaskState | 'unsigned';
  units: number;
  streak: number;
  actionId: string;
}) {
  const native = useNativeContext();
  const [claimed, setClaimed] = useState(state === 'claimed');
  const { busy, error, run } = useBffAction({
    action: async (_: void, send) => {
      if (state === 'unsigned') await send('/tasks/sign-in');
      await send('/tasks/sign_in/claim', {}, { showLoading: true });
    },
    fallback: '领取失败，请稍后再试',
    appFirst: APP_FIRST.signIn,
    actionId,
    refresh: false,
    onSuccess: () => setClaimed(true),
  });
  const claim = () => run();
  return (
    <section className={layout.card} aria-labelledby="sign-in-popup">
      <h2 id="sign-in-popup" className={layout.rowTitle}>
        {claimed ? '今日财蛋已领取' : `签到第${state === 'unsigned' ? streak + 1 : streak}天`}
      </h2>
      <strong className={layout.big}>{units}个财蛋</strong>
      {error ? (
        <p className={forms.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={layout.actions}>
        {claimed ? (
          native.inApp ? (
            <button type="button" className={buttonClass({ block: true })} onClick={() => nativeBack({ close: true })}>
              知道了
            </button>
          ) : (
            <Link className={buttonClass({ block: true })} href={href('/llczd/m/caidanCenter')}>
              去财蛋中心
            </Link>
          )
        ) : (
          <button type="button" className={buttonClass({ block: true })} onClick={claim} disabled={busy}>
            签到领取
          </button>
        )}
      </div>
    </section>
  );
}
