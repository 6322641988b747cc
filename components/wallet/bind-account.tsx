'use client';

import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useBffAction } from '@/lib/api/use-bff-action';
import { bindAccountInputSchema } from '@/lib/wallet/schemas';
import { buttonClass } from '@/components/ui/button';
import layout from '@/components/ui/layout.module.css';
import forms from '@/components/ui/form.module.css';

/** 绑定收款账户 on the withdrawal page (after 实名认证): an Alipay account in the verified name, confirmed before it is saved. */
export function BindAccount({ actionId }: { actionId: string }) {
  const [account, setAccount] = useState('');
  const [asking, setAsking] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const { busy, error, run } = useBffAction({
    action: (payout: string, send) => send('/wallet/account', { type: 'alipay', account: payout }),
    fallback: '绑定失败，请稍后再试',
    actionId,
    onSuccess: () => setAsking(false),
  });
  const check = () => {
    const parsed = bindAccountInputSchema.safeParse({ type: 'alipay', account });
    setInvalid(parsed.success ? null : (parsed.error.issues[0]?.message ?? '请输入正确的支付宝账号'));
    if (parsed.success) setAsking(true);
  };
  const bind = () => void run(account.trim());
  return (
    <section className={layout.card} aria-labelledby="bind-account-title">
      <h2 id="bind-account-title" className={layout.rowTitle}>
        绑定收款账户
      </h2>
      <label className={forms.field}>
        支付宝账号（手机号或邮箱）
        <input
          autoComplete="off"
          value={account}
          onChange={(event) => setAccount(event.target.value)}
          aria-invalid={invalid ? true : undefined}
        />
      </label>
      {invalid ? (
        <p className={forms.error} role="alert">
          {invalid}
        </p>
      ) : null}
      <p className={layout.rowMeta}>提现将转入该支付宝账户，账户实名须与您的实名认证信息一致。</p>
      <div className={layout.actions}>
        <button
          type="button"
          className={buttonClass({ block: true })}
          onClick={check}
          disabled={busy || account.trim() === ''}
        >
          绑定
        </button>
      </div>
      {asking ? (
        <ConfirmDialog
          title="确认绑定收款账户"
          confirmLabel="确认绑定"
          busy={busy}
          error={error}
          onConfirm={bind}
          onCancel={() => setAsking(false)}
        >
          <p>支付宝账号：{account.trim()}</p>
          <p>绑定后提现将转入该账户，请确认账号无误。</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
