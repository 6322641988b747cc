import { INVESTOR_LEVEL_NAMES, RISK_LEVEL_NAMES, maxRiskFor } from './levels';

/** The user's current assessment as the gate needs it; null when the user never took one. */
export interface AssessmentFacts {
  level: number;
  lowest: boolean;
  evaluatedAt: string | Date;
}

export type SuitabilityDecision = 'match' | 'warn' | 'refuse' | 'must-assess' | 'expired';

export interface SuitabilityResult {
  decision: SuitabilityDecision;
  /** May the sale proceed now (match, or warn with a recorded confirmation)? */
  allowed: boolean;
  /** warn: the user must explicitly confirm the special risk warning (and it is recorded) before buying. */
  requiresConfirmation: boolean;
  message: string;
}

export interface SuitabilityQuery {
  productRisk: number;
  assessment: AssessmentFacts | null;
  now?: Date;
  validityDays: number;
  /** The user already confirmed this product's special risk warning under the current assessment (recorded upstream). */
  confirmed?: boolean;
}

export function assessmentExpiresAt(evaluatedAt: string | Date, validityDays: number): Date {
  return new Date(new Date(evaluatedAt).getTime() + validityDays * 24 * 60 * 60 * 1000);
}

export function isAssessmentExpired(expiresAt: string | Date, now: Date = new Date()): boolean {
  return new Date(expiresAt).getTime() <= now.getTime();
}

/**
 * 风险承受能力最低类别, as《证券经营机构投资者适当性管理实施指引（试行）》defines it: C1 includes
 * the lowest category, which is a C1 investor who (一) lacks full civil capacity or (二) has no risk
 * tolerance / is unwilling to bear any loss (the questionnaire's 保本为主，不能接受本金亏损).
 */
export function isLowestCategory(facts: {
  level: number;
  lacksFullCapacity: boolean;
  acceptsNoLoss: boolean;
}): boolean {
  return facts.level === 1 && (facts.lacksFullCapacity || facts.acceptsNoLoss);
}

const riskLabel = (risk: number) => `R${risk}（${RISK_LEVEL_NAMES[risk] ?? '未知风险'}）`;
const investorLabel = (level: number) => `C${level}（${INVESTOR_LEVEL_NAMES[level] ?? '未知'}）`;

/**
 * The suitability gate, checked when an order is created and again whenever a payment starts.
 * 《证券期货投资者适当性管理办法》(证监会令第130号):
 * - 第十八条: the firm judges which products suit which investor categories: R-level ≤ C-level matches.
 * - 第十九条: after being told a product does not suit them, an investor who still asks for a product
 *   riskier than their tolerance may buy it only once the firm has confirmed they are NOT in the lowest
 *   category and given a special written risk warning (特别的书面风险警示) that they confirm; online the
 *   confirmation is electronic and recorded (第二十四条 留痕).
 * - 第二十二条(五): never sell the lowest category anything above its tolerance (R1) — no confirmation
 *   lifts this; 第二十二条(三): never actively promote a mismatched product (so a mismatch is a warning
 *   the investor overrides, never an offer).
 * - 第二十一条: a changed assessment changes the match, so an order created under an older one is
 *   judged by the current one when it is paid.
 */
export function checkSuitability({
  productRisk,
  assessment,
  now = new Date(),
  validityDays,
  confirmed = false,
}: SuitabilityQuery): SuitabilityResult {
  if (!assessment) {
    return {
      decision: 'must-assess',
      allowed: false,
      requiresConfirmation: false,
      message: '购买前请先完成风险承受能力测评',
    };
  }
  if (assessmentExpiresAt(assessment.evaluatedAt, validityDays).getTime() <= now.getTime()) {
    return {
      decision: 'expired',
      allowed: false,
      requiresConfirmation: false,
      message: '您的风险测评已过期，请重新测评',
    };
  }
  const maxRisk = assessment.lowest ? 1 : maxRiskFor(assessment.level);
  if (productRisk <= maxRisk) {
    return {
      decision: 'match',
      allowed: true,
      requiresConfirmation: false,
      message: `该服务风险等级${riskLabel(productRisk)}与您的风险承受能力相匹配`,
    };
  }
  if (assessment.lowest) {
    return {
      decision: 'refuse',
      allowed: false,
      requiresConfirmation: false,
      message: `您属于风险承受能力最低类别，只能购买R1（低风险）级产品或服务，不能购买该服务（${riskLabel(productRisk)}），确认也不能购买。如您的情况已发生变化，可重新测评。`,
    };
  }
  return {
    decision: 'warn',
    allowed: confirmed,
    requiresConfirmation: !confirmed,
    message: `该服务风险等级${riskLabel(productRisk)}高于您的风险承受能力${investorLabel(assessment.level)}，不适合您购买。如您仍坚持购买，须阅读特别风险警示并书面确认。`,
  };
}

/**
 * The highest product risk level a page may promote to this viewer: a 推荐 or other promotional badge,
 * a highlighted or preselected plan. 第二十二条(三) forbids actively recommending a product or service
 * that does not match the investor's risk tolerance, so promotion stops at the viewer's matched R-level
 * (R1 for the lowest category, 第二十二条(五)). Which products match is known only from a valid
 * assessment: a viewer who is logged out, never assessed or whose assessment expired may be in any
 * category, the lowest included, so only what suits every investor (R1) is promoted to them. The
 * products stay on sale to everyone; the gate of `checkSuitability` decides at the order.
 */
export function promotableRiskFor(
  assessment: AssessmentFacts | null,
  validityDays: number,
  now: Date = new Date(),
): number {
  if (!assessment || assessmentExpiresAt(assessment.evaluatedAt, validityDays).getTime() <= now.getTime()) return 1;
  return assessment.lowest ? 1 : maxRiskFor(assessment.level);
}
