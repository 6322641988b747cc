'use client';

import { AppLink as Link } from '@/components/ui/app-link';
import { useState } from 'react';
import { useBffAction } from '@/lib/api/use-bff-action';
import { CLOSURE_COOLING_DAYS } from '@/lib/account/settings-rules';
import { formatChinaDateTime } from '@/lib/format/china-time';
import { href } from '@/lib/routes/hrefs';
import { useCountdown } from './use-countdown';
import { buttonClass } from '@/components/ui/button';
import styles from './settings.module.css';

/** /sendMessage: the code sent to the account's own mobile confirms the request; the session ends with it. */
export function ClosureConfirm({ mobileMasked, forfeit }: { mobileMasked: string; forfeit: boolean }) {
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [done, setDone] = useState<{ delete_after: string } | null>(null);
  const countdown = useCountdown();

  const { busy, error, run } = useBffAction({
    action: async (step: 'code' | 'confirm', send) => {
      if (step === 'code') {
        const answer = await send<{ resend_after: number }>('/account/closure/code');
        setSent(true);
        countdown.start(answer.resend_after);
      } else {
        setDone(
          await send<{ delete_after: string }>(
            '/account/closure',
            { code, forfeit, agree: true },
            { showLoading: true },
          ),
        );
      }
    },
    fallback: '操作失败，请稍后再试',
    refresh: false,
  });
  const sendCode = () => run('code');
  const confirm = () => run('confirm');

  if (done) {
    return (
      <section className={styles.card} aria-live="polite" data-testid="closure-requested">
        <h2>注销申请已提交</h2>
        <p className={styles.ok}>您已退出登录。账号将于 {formatChinaDateTime(done.delete_after)} 后永久删除。</p>
        <p className={styles.status}>{CLOSURE_COOLING_DAYS} 天冷静期内重新登录，即视为撤销注销申请。</p>
        <div className={styles.cardActions}>
          <Link className={buttonClass({ variant: 'neutral', block: true })} href={href('/')}>
            返回首页
          </Link>
        </div>
      </section>
    );
  }
  return (
    <form className={styles.card} onSubmit={(event) => (event.preventDefault(), void confirm())} aria-label="短信验证">
      <h2>验证身份</h2>
      <p className={styles.status}>为保障账号安全，请输入发送至 {mobileMasked} 的验证码。提交后您将立即退出登录。</p>
      <div className={styles.inline}>
        <label className={styles.field}>
          短信验证码
          <input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
        </label>
        <button
          type="button"
          className={buttonClass({ variant: 'neutral' })}
          onClick={() => void sendCode()}
          disabled={busy || countdown.left > 0}
        >
          {countdown.left > 0 ? `${countdown.left}秒后重发` : sent ? '重新获取' : '获取验证码'}
        </button>
      </div>
      {sent ? <p className={styles.status}>验证码已发送至 {mobileMasked}</p> : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.cardActions}>
        <button type="submit" className={buttonClass({ block: true })} disabled={busy || code.length !== 6}>
          确认注销
        </button>
      </div>
    </form>
  );
}
