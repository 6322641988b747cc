'use client';

import { useEffect, useMemo, useState, useSyncExternalStore, type FormEvent } from 'react';
import type { SessionView } from '@/lib/account/schemas';
import { MOBILE_PATTERN, RESEND_SECONDS } from '@/lib/account/rules';
import { BffError } from '@/lib/api/client';
import { useBffAction } from '@/lib/api/use-bff-action';
import { ERROR_MESSAGES } from '@/lib/errors';
import { notifyRequestError } from '@/lib/ui/feedback';
import { liveSentCode, loginProblem, resendLeft, SENT_CODE_KEY, type LoginField, type SentCode } from './login-rules';
import styles from './login-form.module.css';
import { useCountdown } from './use-countdown';
import { pageUrl } from '@/lib/routes/hrefs';
import { safeReturnPath } from '@/lib/routes/return-path';

const noSubscribe = () => () => undefined;

function readSentCode(): string | null {
  try {
    return window.sessionStorage.getItem(SENT_CODE_KEY);
  } catch {
    return null;
  }
}

function writeSentCode(sent: SentCode | null): void {
  try {
    if (sent) window.sessionStorage.setItem(SENT_CODE_KEY, JSON.stringify(sent));
    else window.sessionStorage.removeItem(SENT_CODE_KEY);
  } catch {
    // Storage off (private mode): the form still works within this page.
  }
}

/** Mobile + SMS code login (SPEC §5 messages, 60 s resend, toast 2001) returning to `returnTo`. */
export function LoginForm({ returnTo, invitation: invitedWith = '' }: { returnTo: string; invitation?: string }) {
  // After a reload the code sent before still logs in, and the resend wait goes on where it was.
  const storedSent = useSyncExternalStore(noSubscribe, readSentCode, () => null);
  const restored = useMemo(() => liveSentCode(storedSent), [storedSent]);
  const [typedMobile, setMobile] = useState<string | null>(null);
  const mobile = typedMobile ?? restored?.mobile ?? '';
  const [code, setCode] = useState('');
  const [invitation, setInvitation] = useState(invitedWith);
  const [agreed, setAgreed] = useState(false);
  const [sentHere, setSentTo] = useState<string | null>(null);
  const sentTo = sentHere ?? restored?.mobile ?? null;
  const [problem, setProblem] = useState<{ field: LoginField; message: string } | null>(null);
  // After a login the browser leaves for returnTo: the form stays busy until it has gone.
  const [leaving, setLeaving] = useState(false);
  const countdown = useCountdown();
  const { start: startCountdown } = countdown;
  useEffect(() => {
    const left = restored ? resendLeft(restored) : 0;
    if (left > 0) startCountdown(left);
  }, [restored]); // eslint-disable-line react-hooks/exhaustive-deps -- start is a new function each render

  // A 400/401 answer belongs to a field (wrong code, mobile refused); anything else is a §8 toast.
  const fail = (error: unknown, field: LoginField) => {
    const bff = error instanceof BffError ? error : new BffError(1004, ERROR_MESSAGES[1004], 0);
    if (bff.status === 400 || bff.status === 401) setProblem({ field, message: bff.message });
    else void notifyRequestError(bff);
  };

  // Both calls are the login itself: no login flow for a 401, no page refresh, the form shows failures.
  const sms = useBffAction<string, { resend_after: number }>({
    action: (target, send) => send<{ resend_after: number }>('/uaa/oauth/sms-code', { mobile: target, type: 'auth' }),
    fallback: ERROR_MESSAGES[1004],
    onLoginError: 'message',
    refresh: false,
    successToast: ERROR_MESSAGES[2001],
    onSuccess: (sent, target) => {
      setSentTo(target);
      countdown.start(sent.resend_after || RESEND_SECONDS);
      writeSentCode({ mobile: target, sentAt: Date.now(), resendAfter: sent.resend_after || RESEND_SECONDS });
    },
    onError: (_message, error) => {
      // Refused as too soon: a code for this mobile is already out, so the form accepts it.
      if (error instanceof BffError && error.status === 429) {
        setSentTo(mobile.trim());
        setProblem({ field: 'code', message: '验证码已发送，请输入短信中的验证码' });
        return;
      }
      fail(error, 'mobile');
    },
  });

  const token = useBffAction<{ mobile: string; code: string; invitation: string }, SessionView>({
    action: ({ mobile: target, code: typed, invitation: invitationCode }, send) =>
      send<SessionView>('/uaa/oauth/token', {
        grant_type: 'sms',
        mobile: target,
        code: typed,
        invitation_code: invitationCode,
        agreement: true,
      }),
    fallback: ERROR_MESSAGES[1004],
    onLoginError: 'message',
    refresh: false,
    successToast: '登录成功',
    onSuccess: () => {
      setLeaving(true);
      writeSentCode(null);
      // The server checked returnTo; checked again here because this is where the browser goes.
      window.location.assign(safeReturnPath(returnTo, pageUrl('/login')));
    },
    onError: (_message, error) => fail(error, 'code'),
  });

  const busy = sms.busy ? 'sms' : token.busy || leaving ? 'login' : null;

  const requestCode = () => {
    const target = mobile.trim();
    if (!MOBILE_PATTERN.test(target)) return setProblem({ field: 'mobile', message: ERROR_MESSAGES[1002] });
    setProblem(null);
    void sms.run(target);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = loginProblem({ mobile, code, agreed, sentTo });
    setProblem(found);
    if (found) return;
    void token.run({ mobile: mobile.trim(), code: code.trim(), invitation: invitation.trim() });
  };

  const errorFor = (field: LoginField) =>
    problem?.field === field ? (
      <p className={styles.error} role="alert" id={`login-${field}-error`}>
        {problem.message}
      </p>
    ) : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h2 className={styles.heading}>手机号登录</h2>
      <p className={styles.lead}>未注册的手机号验证后将自动注册</p>
      <label className={styles.field}>
        <span className={styles.label}>手机号</span>
        <input
          name="mobile"
          type="text"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          placeholder="请输入手机号"
          value={mobile}
          onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
          aria-invalid={problem?.field === 'mobile'}
        />
      </label>
      {errorFor('mobile')}
      <div className={styles.field}>
        <label className={styles.label} htmlFor="login-code">
          验证码
        </label>
        <input
          id="login-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="请输入验证码"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          aria-invalid={problem?.field === 'code'}
        />
        <button
          type="button"
          className={styles.codeButton}
          onClick={requestCode}
          disabled={countdown.left > 0 || busy !== null}
        >
          {countdown.left > 0 ? `${countdown.left}秒后重新获取` : sentTo ? '重新获取' : '获取验证码'}
        </button>
      </div>
      {errorFor('code')}
      <label className={styles.field}>
        <span className={styles.label}>邀请码</span>
        <input
          name="invitation_code"
          maxLength={16}
          placeholder="选填"
          value={invitation}
          onChange={(e) => setInvitation(e.target.value)}
        />
      </label>
      <label className={styles.agreement}>
        <input type="checkbox" name="agreement" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <span>
          我已阅读并同意<a href={pageUrl('/userServiceAgreement')}>《用户服务协议》</a>和
          <a href={pageUrl('/privacyPolicyStatement')}>《隐私政策》</a>
        </span>
      </label>
      {errorFor('agreement')}
      <button type="submit" className={styles.submit} disabled={busy !== null}>
        {busy === 'login' ? '登录中…' : '登录'}
      </button>
    </form>
  );
}
