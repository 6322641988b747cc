'use client';

import { AppLink as Link } from '@/components/ui/app-link';
import { useState } from 'react';
import { useBffAction } from '@/lib/api/use-bff-action';
import { href } from '@/lib/routes/hrefs';
import {
  ACCOUNT_TYPE_LABEL,
  WITHDRAWAL_STATUS_LABEL,
  parseYuanToFen,
  withdrawFeeFen,
  withdrawRefusal,
  type WithdrawAccountType,
  type WithdrawRules,
} from '@/lib/wallet/rules';
import { formatFen } from '@/lib/format/fen';
import { BindAccount } from './bind-account';
import { buttonClass } from '@/components/ui/button';
import layout from '@/components/ui/layout.module.css';
import forms from '@/components/ui/form.module.css';

interface Props {
  actionId: string;
  availableFen: number;
  rules: WithdrawRules;
  realname: boolean;
  account: { type: WithdrawAccountType; masked: string } | null;
  todayFen: number;
  todayCount: number;
}

/** Amount → fee and arrival shown → SMS code to the user's own mobile → confirm (one action id, one withdrawal). */
export function WithdrawForm({ actionId, availableFen, rules, realname, account, todayFen, todayCount }: Props) {
  const [amountText, setAmountText] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [done, setDone] = useState<{ status: 'PENDING' | 'PAID' | 'FAILED'; arrival_fen: number } | null>(null);
  const amountFen = parseYuanToFen(amountText);
  const refusal =
    amountText === ''
      ? null
      : amountFen === null
        ? '请输入正确的提现金额'
        : withdrawRefusal(amountFen, rules, {
            available_fen: availableFen,
            today_fen: todayFen,
            today_count: todayCount,
            realname,
            account,
          });
  const fee = amountFen ? withdrawFeeFen(amountFen, rules) : 0;

  const { busy, error, run } = useBffAction({
    action: async (step: 'code' | 'confirm', send) => {
      if (step === 'code') {
        setSentTo((await send<{ mobile: string }>('/wallet/withdrawals/code')).mobile);
        return;
      }
      const { ticket } = await send<{ ticket: string }>('/wallet/withdrawals/verify', { code });
      setDone(
        await send<{ status: 'PENDING'; arrival_fen: number }>(
          '/wallet/withdrawals',
          { amount_fen: amountFen, ticket },
          { showLoading: true },
        ),
      );
    },
    fallback: '提现失败，请稍后再试',
    actionId,
    refresh: false,
  });
  const sendCode = () => run('code');
  const confirm = () => run('confirm');

  if (done) {
    return (
      <section className={layout.card} aria-live="polite">
        <p className={forms.ok}>
          提现申请已提交（{WITHDRAWAL_STATUS_LABEL[done.status]}），预计到账{formatFen(done.arrival_fen)}元。
        </p>
        <div className={layout.actions}>
          <Link className={buttonClass({ block: true })} href={href('/walletCenter/cashingRecords')}>
            查看提现记录
          </Link>
        </div>
      </section>
    );
  }
  const blocked = !realname || !account;
  // A missing verification or account is explained (with its way onward) above the form, once.
  const shown = blocked ? null : refusal;
  const form = (
    <form className={layout.card} onSubmit={(event) => (event.preventDefault(), void confirm())} aria-label="提现">
      <p className={layout.rowMeta}>
        到账账户：{account ? `${ACCOUNT_TYPE_LABEL[account.type]} ${account.masked}` : '未绑定'} · 可提现
        {formatFen(availableFen)}元
      </p>
      <label className={forms.field}>
        提现金额（元）
        <input
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
          placeholder={`${formatFen(rules.min_fen)}起`}
          disabled={blocked}
        />
      </label>
      <dl className={layout.facts}>
        <dt>手续费</dt>
        <dd>{formatFen(fee)}元</dd>
        <dt>实际到账</dt>
        <dd>{amountFen && !refusal ? formatFen(amountFen - fee) : '0.00'}元</dd>
        <dt>今日剩余额度</dt>
        <dd>{formatFen(Math.max(0, rules.daily_max_fen - todayFen))}元</dd>
      </dl>
      {shown ? (
        <p className={forms.error} role="alert">
          {shown}
        </p>
      ) : null}
      <div className={forms.inline}>
        <label className={forms.field}>
          短信验证码
          <input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            disabled={blocked}
          />
        </label>
        <button
          type="button"
          className={buttonClass({ variant: 'neutral' })}
          onClick={sendCode}
          disabled={busy || blocked || !amountFen || Boolean(refusal)}
        >
          {sentTo ? '重新获取' : '获取验证码'}
        </button>
      </div>
      {sentTo ? <p className={layout.rowMeta}>验证码已发送至{sentTo}</p> : null}
      {error ? (
        <p className={forms.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={layout.actions}>
        <button
          type="submit"
          className={buttonClass({ block: true })}
          disabled={busy || blocked || !amountFen || Boolean(refusal) || code.length !== 6}
        >
          确认提现
        </button>
      </div>
    </form>
  );
  return (
    <>
      {!realname ? (
        <section className={layout.card} aria-labelledby="withdraw-realname">
          <h2 id="withdraw-realname" className={layout.rowTitle}>
            提现前请先完成实名认证
          </h2>
          <p className={layout.rowMeta}>
            为保障资金安全，提现只能转入与您实名一致的账户。认证完成后回到本页绑定收款账户。
          </p>
          <div className={layout.actions}>
            <Link className={buttonClass({ block: true })} href={href('/verified')}>
              去实名认证
            </Link>
          </div>
        </section>
      ) : null}
      {realname && !account ? <BindAccount actionId={actionId} /> : null}
      {form}
    </>
  );
}
