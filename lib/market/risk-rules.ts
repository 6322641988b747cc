/** What the risk scan counts as a finding (pure: page headline and description). */
import type { RiskItem } from './risk-schemas';

/** 高风险 items, and the flagged ones a user should read (高 or 中); 低 and 未发现 are not flagged. */
export function riskCounts(items: RiskItem[]): { high: number; flagged: number } {
  return {
    high: items.filter((i) => i.severity === 'high').length,
    flagged: items.filter((i) => i.severity === 'high' || i.severity === 'medium').length,
  };
}
