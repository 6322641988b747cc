/**
 * Invite cash-back rules without zod. The inviter earns a share of the friend's first paid order,
 * capped per friend; until that order is paid and past its refund window the reward is pending (待到账),
 * then it settles into the inviter's wallet through the ledger's grant() (已到账). Amounts are integer fen.
 */
export interface InviteRules {
  percent: number;
  cap_fen: number;
}

export type InviteRewardStatus = 'PENDING' | 'SETTLED' | 'INELIGIBLE';
export const INVITE_STATUS_LABELS: Record<InviteRewardStatus, string> = {
  PENDING: '待到账',
  SETTLED: '已到账',
  INELIGIBLE: '不计返现',
};

/** The cash-back of one friend's first paid order: floor(percent of the paid amount), at most the cap. */
export function inviteRewardFen(paidFen: number, rules: InviteRules): number {
  if (!Number.isSafeInteger(paidFen) || paidFen <= 0) return 0;
  return Math.min(rules.cap_fen, Math.floor((paidFen * rules.percent) / 100));
}
