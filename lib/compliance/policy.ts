/** How long a risk assessment stays valid; configurable (PEERS §4: commonly 1–2 years). */
export const DEFAULT_EVALUATION_VALIDITY_DAYS = 365;

export function evaluationValidityDays(env: Record<string, string | undefined> = process.env): number {
  const days = Number(env.EVALUATION_VALIDITY_DAYS);
  return Number.isInteger(days) && days > 0 ? days : DEFAULT_EVALUATION_VALIDITY_DAYS;
}
