import { checkSuitability } from '@/lib/compliance/suitability';

const NOW = new Date('2026-11-21T12:00:00Z');
const FRESH = '2026-06-01T00:00:00Z';
const VALIDITY = 365;

/** PEERS §4 matching table: C1→R1, C2→R1–R2, C3→R1–R3, C4→R1–R4, C5→R1–R5. */
const pairs = [1, 2, 3, 4, 5].flatMap((level) => [1, 2, 3, 4, 5].map((risk) => [level, risk] as const));

describe('suitability gate over every C/R pair', () => {
  it.each(pairs)('C%i buying R%i', (level, risk) => {
    const result = checkSuitability({ productRisk: risk, assessment: { level, lowest: false, evaluatedAt: FRESH }, now: NOW, validityDays: VALIDITY });
    if (risk <= level) {
      expect(result).toMatchObject({ decision: 'match', allowed: true, requiresConfirmation: false });
    } else {
      expect(result).toMatchObject({ decision: 'warn', allowed: false, requiresConfirmation: true });
    }
  });

  it.each(pairs.filter(([level, risk]) => risk > level))('C%i buying R%i is allowed once the warning is confirmed', (level, risk) => {
    const result = checkSuitability({
      productRisk: risk,
      assessment: { level, lowest: false, evaluatedAt: FRESH },
      now: NOW,
      validityDays: VALIDITY,
      confirmed: true,
    });
    expect(result).toMatchObject({ decision: 'warn', allowed: true, requiresConfirmation: false });
  });

  it.each([1, 2, 3, 4, 5])('the lowest category buying R%i: only R1, refused otherwise even when "confirmed"', (risk) => {
    const result = checkSuitability({
      productRisk: risk,
      assessment: { level: 1, lowest: true, evaluatedAt: FRESH },
      now: NOW,
      validityDays: VALIDITY,
      confirmed: true,
    });
    expect(result.decision).toBe(risk === 1 ? 'match' : 'refuse');
    expect(result.allowed).toBe(risk === 1);
  });

  it('asks a user without an assessment to take one', () => {
    expect(checkSuitability({ productRisk: 1, assessment: null, now: NOW, validityDays: VALIDITY })).toMatchObject({ decision: 'must-assess', allowed: false });
  });

  it.each([
    ['2025-11-21T11:59:59Z', 365, 'expired'],
    ['2025-11-21T12:00:00Z', 365, 'expired'],
    ['2025-11-21T12:00:01Z', 365, 'match'],
    ['2026-10-22T12:00:00Z', 30, 'expired'],
    ['2026-10-23T12:00:00Z', 30, 'match'],
  ] as const)('evaluated %s with validity %i days → %s', (evaluatedAt, validityDays, decision) => {
    const result = checkSuitability({ productRisk: 1, assessment: { level: 5, lowest: false, evaluatedAt }, now: NOW, validityDays });
    expect(result.decision).toBe(decision);
  });
});
