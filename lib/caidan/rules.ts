/**
 * Cai-dan (财蛋) rules without zod. Cai-dan is a virtual item counted in whole units: copy never
 * calls it money or 元 (App Store rule) — it is "个财蛋". Exchange happens at the upstream's rate,
 * in whole rate steps so both legs are integers.
 */
export interface ExchangeRate {
  /** `caidan_units` cai-dan ⇄ `cash_fen` fen, exchanged in whole steps. */
  caidan_units: number;
  cash_fen: number;
  /** Smallest cai-dan amount for one exchange. */
  min_caidan: number;
}

export type ExchangeDirection = 'caidan_to_cash' | 'cash_to_caidan';

export const CAIDAN_KIND_LABEL: Record<string, string> = {
  task_reward: '任务奖励',
  exchange: '兑换',
  grant: '活动奖励',
  invite: '邀请奖励',
  prize: '抽奖奖品',
};

/** The other leg of an exchange, or a refusal when the amount is not a whole number of rate steps. */
export function exchangeLegs(
  direction: ExchangeDirection,
  amount: number,
  rate: ExchangeRate,
): { caidan: number; cash_fen: number } | { refusal: string } {
  if (!Number.isSafeInteger(amount) || amount <= 0) return { refusal: '请输入正确的数量' };
  if (direction === 'caidan_to_cash') {
    if (amount < rate.min_caidan) return { refusal: `最少兑换${rate.min_caidan}个财蛋` };
    if (amount % rate.caidan_units !== 0) return { refusal: `财蛋数量需为${rate.caidan_units}的整数倍` };
    return { caidan: amount, cash_fen: (amount / rate.caidan_units) * rate.cash_fen };
  }
  if (amount % rate.cash_fen !== 0) return { refusal: `金额需为${rate.cash_fen / 100}元的整数倍` };
  const caidan = (amount / rate.cash_fen) * rate.caidan_units;
  if (caidan < rate.min_caidan) return { refusal: `最少兑换${rate.min_caidan}个财蛋` };
  return { caidan, cash_fen: amount };
}
/** Where /llczd/m/caidanPayMiddle leaves the pay result (SPEC §2) for the app and the cai-dan centre. */
export const CAIDAN_PAY_RESULT_KEY = 'caidan_pay_result';
