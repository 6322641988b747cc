import { QUESTIONNAIRE_V1 as Q } from '@/lib/compliance/questionnaire-v1';
import { checkSuitability, isLowestCategory } from '@/lib/compliance/rules';
import type { Answers } from '@/lib/compliance/schemas';
import { scoreQuestionnaire } from '@/lib/compliance/scoring';

const NOW = new Date('2026-11-21T12:00:00Z');
const FRESH = '2026-06-01T00:00:00Z';
const VALIDITY = 365;

/** PEERS §4 matching table: C1→R1, C2→R1–R2, C3→R1–R3, C4→R1–R4, C5→R1–R5. */
const pairs = [1, 2, 3, 4, 5].flatMap((level) => [1, 2, 3, 4, 5].map((risk) => [level, risk] as const));

describe('suitability gate over every C/R pair', () => {
  it.each(pairs)('C%i buying R%i', (level, risk) => {
    const result = checkSuitability({
      productRisk: risk,
      assessment: { level, lowest: false, evaluatedAt: FRESH },
      now: NOW,
      validityDays: VALIDITY,
    });
    if (risk <= level) {
      expect(result).toMatchObject({ decision: 'match', allowed: true, requiresConfirmation: false });
    } else {
      expect(result).toMatchObject({ decision: 'warn', allowed: false, requiresConfirmation: true });
    }
  });

  it.each(pairs.filter(([level, risk]) => risk > level))(
    'C%i buying R%i is allowed once the warning is confirmed',
    (level, risk) => {
      const result = checkSuitability({
        productRisk: risk,
        assessment: { level, lowest: false, evaluatedAt: FRESH },
        now: NOW,
        validityDays: VALIDITY,
        confirmed: true,
      });
      expect(result).toMatchObject({ decision: 'warn', allowed: true, requiresConfirmation: false });
    },
  );

  it.each([1, 2, 3, 4, 5])(
    'the lowest category buying R%i: only R1, refused otherwise even when "confirmed"',
    (risk) => {
      const result = checkSuitability({
        productRisk: risk,
        assessment: { level: 1, lowest: true, evaluatedAt: FRESH },
        now: NOW,
        validityDays: VALIDITY,
        confirmed: true,
      });
      expect(result.decision).toBe(risk === 1 ? 'match' : 'refuse');
      expect(result.allowed).toBe(risk === 1);
    },
  );

  it('asks a user without an assessment to take one', () => {
    expect(checkSuitability({ productRisk: 1, assessment: null, now: NOW, validityDays: VALIDITY })).toMatchObject({
      decision: 'must-assess',
      allowed: false,
    });
  });

  it.each([
    ['2025-11-21T11:59:59Z', 365, 'expired'],
    ['2025-11-21T12:00:00Z', 365, 'expired'],
    ['2025-11-21T12:00:01Z', 365, 'match'],
    ['2026-10-22T12:00:00Z', 30, 'expired'],
    ['2026-10-23T12:00:00Z', 30, 'match'],
  ] as const)('evaluated %s with validity %i days → %s', (evaluatedAt, validityDays, decision) => {
    const result = checkSuitability({
      productRisk: 1,
      assessment: { level: 5, lowest: false, evaluatedAt },
      now: NOW,
      validityDays,
    });
    expect(result.decision).toBe(decision);
  });
});

describe('风险承受能力最低类别 (实施指引: C1 and no full civil capacity, or no risk tolerance)', () => {
  it.each([
    [1, false, false, false],
    [1, true, false, true],
    [1, false, true, true],
    [1, true, true, true],
    [2, false, true, false],
    [2, true, false, false],
    [5, true, true, false],
  ] as const)(
    'C%i, lacks capacity %s, accepts no loss %s → lowest %s',
    (level, lacksFullCapacity, acceptsNoLoss, lowest) => {
      expect(isLowestCategory({ level, lacksFullCapacity, acceptsNoLoss })).toBe(lowest);
    },
  );

  /** Cheapest answer everywhere (C1), with 保本为主，不能接受本金亏损 or not, and 具有完全民事行为能力. */
  function conservative(noLoss: boolean): Answers {
    const answers: Answers = Object.fromEntries(
      Q.questions.map((q) => [q.id, [q.options.reduce((low, o) => (o.score < low.score ? o : low)).id]]),
    );
    answers.q11 = [noLoss ? 'q11a' : 'q11b'];
    answers.extra = ['extraa'];
    return answers;
  }

  it('an investor who answered 保本为主，不能接受本金亏损 and scored C1 is the lowest category and cannot buy R3 even after confirming', () => {
    const scored = scoreQuestionnaire(Q, conservative(true));
    expect(scored).toMatchObject({ level: 1, lowest: true, maxRisk: 1 });
    const result = checkSuitability({
      productRisk: 3,
      assessment: { level: scored.level, lowest: scored.lowest, evaluatedAt: FRESH },
      now: NOW,
      validityDays: VALIDITY,
      confirmed: true,
    });
    expect(result).toMatchObject({ decision: 'refuse', allowed: false, requiresConfirmation: false });
    expect(result.message).toContain('只能购买R1（低风险）级产品或服务');
  });

  it('a C1 investor who accepts a small loss and has full capacity is C1 保守型, not the lowest: R2 needs the special warning', () => {
    const scored = scoreQuestionnaire(Q, conservative(false));
    expect(scored).toMatchObject({ level: 1, lowest: false });
    const result = checkSuitability({
      productRisk: 2,
      assessment: { level: 1, lowest: false, evaluatedAt: FRESH },
      now: NOW,
      validityDays: VALIDITY,
    });
    expect(result).toMatchObject({ decision: 'warn', allowed: false, requiresConfirmation: true });
    expect(result.message).toBe(
      '该服务风险等级R2（中低风险）高于您的风险承受能力C1（保守型），不适合您购买。如您仍坚持购买，须阅读特别风险警示并书面确认。',
    );
  });
});
