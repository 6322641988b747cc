/** Investor levels and the product risk levels they match (PEERS §4 matching table). */
export const INVESTOR_LEVEL_NAMES: Record<number, string> = {
  1: '保守型',
  2: '相对保守型',
  3: '稳健型',
  4: '相对积极型',
  5: '积极型',
};

export const RISK_LEVEL_NAMES: Record<number, string> = {
  1: '低风险',
  2: '中低风险',
  3: '中风险',
  4: '中高风险',
  5: '高风险',
};

export const LOWEST_CATEGORY_NAME = '风险承受能力最低类别';

/** C1 → R1 … C5 → R1–R5; the lowest category is C1 and may only take R1. */
export function maxRiskFor(level: number): number {
  return Math.min(Math.max(Math.trunc(level), 1), 5);
}

export function investorLevelLabel(level: number, lowest: boolean): string {
  if (lowest) return `C1（${LOWEST_CATEGORY_NAME}）`;
  return `C${level}（${INVESTOR_LEVEL_NAMES[level]}）`;
}

export function matchedRiskLabel(level: number): string {
  const max = maxRiskFor(level);
  return max === 1 ? 'R1（低风险）' : `R1–R${max}（${RISK_LEVEL_NAMES[1]}至${RISK_LEVEL_NAMES[max]}）`;
}
