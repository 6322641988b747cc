import type { Plan } from './schemas';
import type { Tier } from './rules';

/** The plan a page offers for a tier when it offers one: the year plan at list price, else the first of the tier. */
export function headlinePlan(plans: readonly Plan[], tier: Tier): Plan | null {
  const ofTier = plans.filter((plan) => plan.tier === tier && !plan.product && !plan.prepay && !plan.coupon_gift);
  return ofTier.find((plan) => plan.duration === 'year') ?? ofTier[0] ?? null;
}
