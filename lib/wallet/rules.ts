/**
 * Wallet rules without zod (the withdrawal form runs them in the browser too). Money is integer fen;
 * the limits themselves come from the upstream (`WithdrawRules`), these functions only apply them.
 */
import { formatFen } from '@/lib/format/fen';

export type LedgerAsset = 'cash' | 'cash_frozen' | 'caidan';
export type WithdrawalStatus = 'PENDING' | 'PAID' | 'FAILED';
export type WithdrawAccountType = 'alipay' | 'wechat' | 'bank';

export interface WithdrawRules {
  min_fen: number;
  max_fen: number;
  daily_max_fen: number;
  daily_count: number;
  /** Fee in basis points of the amount, rounded up to the fen, never below fee_min_fen. */
  fee_bp: number;
  fee_min_fen: number;
}

export const WITHDRAWAL_STATUS_LABEL: Record<WithdrawalStatus, string> = {
  PENDING: '审核中',
  PAID: '已到账',
  FAILED: '失败',
};
export const ACCOUNT_TYPE_LABEL: Record<WithdrawAccountType, string> = {
  alipay: '支付宝',
  wechat: '微信',
  bank: '银行卡',
};

/** What each cash movement is called in 资金明细. */
export const CASH_KIND_LABEL: Record<string, string> = {
  task_reward: '任务奖励',
  exchange: '财蛋兑换',
  withdraw_freeze: '提现',
  withdraw_release: '提现退回',
  withdraw_paid: '提现到账',
  grant: '活动奖励',
  invite: '邀请返现',
  invite_clawback: '返现收回',
  debt_repay: '返现追回',
  prize: '抽奖奖品',
};

export function withdrawFeeFen(amountFen: number, rules: Pick<WithdrawRules, 'fee_bp' | 'fee_min_fen'>): number {
  if (!Number.isSafeInteger(amountFen) || amountFen <= 0) return 0;
  const proportional = Math.ceil((amountFen * rules.fee_bp) / 10_000);
  return Math.max(rules.fee_min_fen, proportional);
}

export interface WithdrawState {
  available_fen: number;
  today_fen: number;
  today_count: number;
  realname: boolean;
  account: { type: WithdrawAccountType; masked: string } | null;
}

/** Why this amount cannot be withdrawn now (Chinese, shown next to the field), or null. */
export function withdrawRefusal(amountFen: number, rules: WithdrawRules, state: WithdrawState): string | null {
  if (!state.realname) return '提现前请先完成实名认证';
  if (!state.account) return '请先绑定提现账户';
  if (!Number.isSafeInteger(amountFen) || amountFen <= 0) return '请输入正确的提现金额';
  if (amountFen < rules.min_fen) return `单笔最低提现${formatFen(rules.min_fen)}元`;
  if (amountFen > rules.max_fen) return `单笔最高提现${formatFen(rules.max_fen)}元`;
  if (state.today_count >= rules.daily_count) return `每日最多提现${rules.daily_count}次`;
  if (state.today_fen + amountFen > rules.daily_max_fen)
    return `每日提现额度为${formatFen(rules.daily_max_fen)}元，今日剩余${formatFen(Math.max(0, rules.daily_max_fen - state.today_fen))}元`;
  if (amountFen > state.available_fen) return '可提现余额不足';
  if (withdrawFeeFen(amountFen, rules) >= amountFen) return '提现金额需大于手续费';
  return null;
}

/** '12.5' / '12.50' / '12' → 1250 fen; anything else (3 decimals, letters, negative) → null. */
export function parseYuanToFen(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** One line of 资金明细 as the user reads it: a movement of their own cash. */
export interface CashMovement {
  id: number;
  title: string;
  memo: string;
  at: string;
  delta: number;
}

interface CashEntryInput {
  id: number;
  asset: LedgerAsset;
  delta: number;
  kind: string;
  ref_id: string;
  memo: string;
  at: string;
}

/**
 * 资金明细 shows one line per movement of the user's cash: the frozen account's legs (the double entry of
 * a withdrawal, DOMAIN-MODEL "a movement and its counter-movement") stay internal and only name the state
 * of the withdrawal line — 提现中 while it is reviewed, 提现到账 once paid, 提现（已退回） after a failure,
 * whose refund is its own +line.
 */
export function cashMovements(entries: readonly CashEntryInput[]): CashMovement[] {
  const settled = new Map<string, 'paid' | 'released'>();
  for (const entry of entries) {
    if (entry.asset !== 'cash_frozen') continue;
    if (entry.kind === 'withdraw_paid') settled.set(entry.ref_id, 'paid');
    if (entry.kind === 'withdraw_release') settled.set(entry.ref_id, 'released');
  }
  return entries
    .filter((entry) => entry.asset === 'cash')
    .map((entry) => {
      let title = CASH_KIND_LABEL[entry.kind] ?? entry.memo;
      if (entry.kind === 'withdraw_freeze') {
        const state = settled.get(entry.ref_id);
        title = state === 'paid' ? '提现到账' : state === 'released' ? '提现（已退回）' : '提现中';
      }
      return {
        id: entry.id,
        title,
        memo: entry.kind === 'withdraw_freeze' ? '提现申请' : entry.memo,
        at: entry.at,
        delta: entry.delta,
      };
    });
}
