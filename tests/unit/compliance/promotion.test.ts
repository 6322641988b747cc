import { promotableRiskFor } from '@/lib/compliance/rules';
import { promotedPlans, promotionBadge } from '@/lib/member/catalogue';
import { planSchema } from '@/lib/member/schemas';
import { PLANS } from '@/upstream/commerce/member-catalogue';

/** 第二十二条(三): a sale page never promotes (推荐 or any badge) a plan above the viewer's matched R-level. */
const NOW = new Date('2026-11-28T08:00:00Z');
const assessed = (level: number, lowest = false, daysAgo = 10) => ({
  level,
  lowest,
  evaluatedAt: new Date(NOW.getTime() - daysAgo * 86_400_000),
});

describe('promotableRiskFor', () => {
  it.each([
    ['logged out or never assessed', 1, null],
    ['lowest category (C1, accepts no loss)', 1, assessed(1, true)],
    ['C1', 1, assessed(1)],
    ['C2', 2, assessed(2)],
    ['C3', 3, assessed(3)],
    ['C5', 5, assessed(5)],
    ['C5 with an expired assessment', 1, assessed(5, false, 400)],
  ])('%s → R%i', (_name, expected, assessment) => {
    expect(promotableRiskFor(assessment, 365, NOW)).toBe(expected);
  });
});

describe('the catalogue as a sale page shows it', () => {
  const plans = PLANS.map((plan) => planSchema.parse(plan));
  const svipYear = plans.find((plan) => plan.id === 'svip-year')!;
  const vipYear = plans.find((plan) => plan.id === 'vip-year')!;

  it('the seeded badges are there to hide (超值推荐 on the R3 SVIP年卡, 最受欢迎 on the R2 VIP年卡)', () => {
    expect(svipYear).toMatchObject({ risk_level: 3, badge: '超值推荐' });
    expect(vipYear).toMatchObject({ risk_level: 2, badge: '最受欢迎' });
  });

  it('a C2 viewer sees no badge on any R3 plan, and keeps those up to R2', () => {
    const shown = promotedPlans(plans, promotableRiskFor(assessed(2), 365, NOW));
    expect(shown.filter((plan) => plan.risk_level > 2 && plan.badge !== null)).toEqual([]);
    expect(shown.find((plan) => plan.id === 'vip-year')?.badge).toBe('最受欢迎');
    expect(shown.map((plan) => plan.id)).toEqual(plans.map((plan) => plan.id));
  });

  it('a logged-out viewer and the lowest category see no badge on VIP (R2) or SVIP (R3)', () => {
    for (const risk of [promotableRiskFor(null, 365, NOW), promotableRiskFor(assessed(1, true), 365, NOW)]) {
      expect(promotedPlans(plans, risk).filter((plan) => plan.tier !== null && plan.badge !== null)).toEqual([]);
    }
  });

  it('a C3 viewer may be shown 超值推荐 on the SVIP年卡', () => {
    expect(promotionBadge(svipYear, promotableRiskFor(assessed(3), 365, NOW))).toBe('超值推荐');
  });
});
