import { maxRiskFor } from './levels';

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
  /** warn: the user must explicitly confirm the mismatch (and it is recorded) before buying. */
  requiresConfirmation: boolean;
  message: string;
}

export interface SuitabilityQuery {
  productRisk: number;
  assessment: AssessmentFacts | null;
  now?: Date;
  validityDays: number;
  /** The user already confirmed this product's mismatch warning (recorded upstream). */
  confirmed?: boolean;
}

export function assessmentExpiresAt(evaluatedAt: string | Date, validityDays: number): Date {
  return new Date(new Date(evaluatedAt).getTime() + validityDays * 24 * 60 * 60 * 1000);
}

/**
 * The suitability gate (适当性, PEERS §4): match when the product's R-level is within the investor's
 * C-level; the lowest category may only take R1 and is refused anything else, even with a warning;
 * any other mismatch needs a special warning the investor explicitly confirms.
 */
export function checkSuitability({ productRisk, assessment, now = new Date(), validityDays, confirmed = false }: SuitabilityQuery): SuitabilityResult {
  if (!assessment) {
    return { decision: 'must-assess', allowed: false, requiresConfirmation: false, message: '购买前请先完成风险承受能力测评' };
  }
  if (assessmentExpiresAt(assessment.evaluatedAt, validityDays).getTime() <= now.getTime()) {
    return { decision: 'expired', allowed: false, requiresConfirmation: false, message: '您的风险测评已过期，请重新测评' };
  }
  const maxRisk = assessment.lowest ? 1 : maxRiskFor(assessment.level);
  if (productRisk <= maxRisk) {
    return { decision: 'match', allowed: true, requiresConfirmation: false, message: `您的风险承受能力与该产品（R${productRisk}）相匹配` };
  }
  if (assessment.lowest) {
    return {
      decision: 'refuse',
      allowed: false,
      requiresConfirmation: false,
      message: `您属于风险承受能力最低类别，仅可购买R1级产品或服务，不能购买该产品（R${productRisk}）`,
    };
  }
  return {
    decision: 'warn',
    allowed: confirmed,
    requiresConfirmation: !confirmed,
    message: `该产品风险等级（R${productRisk}）高于您的风险承受能力（C${assessment.level}），请阅读风险不匹配警示并确认`,
  };
}

export function isAssessmentExpired(expiresAt: string | Date, now: Date = new Date()): boolean {
  return new Date(expiresAt).getTime() <= now.getTime();
}
