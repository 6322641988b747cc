import type { Plan } from './schemas';
import type { Tier } from './rules';

/** The plan a page offers for a tier when it offers one: the year plan at list price, else the first of the tier. */
export function headlinePlan(plans: readonly Plan[], tier: Tier): Plan | null {
  const ofTier = plans.filter((plan) => plan.tier === tier && !plan.product && !plan.prepay && !plan.coupon_gift);
  return ofTier.find((plan) => plan.duration === 'year') ?? ofTier[0] ?? null;
}

/** A plan's promotional badge (推荐, 最受欢迎, …) for a viewer who may be promoted plans up to `promotableRisk` (promotableRiskFor); none above it. */
export function promotionBadge(plan: Pick<Plan, 'badge' | 'risk_level'>, promotableRisk: number): string | null {
  return plan.risk_level <= promotableRisk ? plan.badge : null;
}

/** The plans as a page may show them to this viewer: the same plans, with no promotional badge above `promotableRisk`. */
export function promotedPlans<P extends Pick<Plan, 'badge' | 'risk_level'>>(
  plans: readonly P[],
  promotableRisk: number,
): P[] {
  return plans.map((plan) => (promotionBadge(plan, promotableRisk) === plan.badge ? plan : { ...plan, badge: null }));
}
