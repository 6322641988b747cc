import { QUESTIONNAIRE_V1 as Q } from '@/lib/compliance/questionnaire-v1';
import { questionnaireSchema, type Answers } from '@/lib/compliance/schemas';
import {
  levelForScore,
  needsExtraQuestion,
  scoreQuestionnaire,
  triggeredConsistencyChecks,
  validateAnswers,
} from '@/lib/compliance/scoring';

/** Picks, for every question, the option with the given index (clamped to the last option). */
function answersAt(index: number | ((questionIndex: number) => number)): Answers {
  return Object.fromEntries(
    Q.questions.map((question, questionIndex) => {
      const wanted = typeof index === 'function' ? index(questionIndex) : index;
      const option = question.options[Math.min(wanted, question.options.length - 1)];
      return [question.id, [option.id]];
    }),
  );
}

function maxAnswers(): Answers {
  return Object.fromEntries(
    Q.questions.map((question) => [
      question.id,
      [question.options.reduce((best, option) => (option.score > best.score && !option.exclusive ? option : best)).id],
    ]),
  );
}

function minAnswers(): Answers {
  return Object.fromEntries(
    Q.questions.map((q) => [q.id, [q.options.reduce((low, o) => (o.score < low.score ? o : low)).id]]),
  );
}

describe('questionnaire 2026.1', () => {
  it('is valid, has at least 15 questions and an extra question', () => {
    expect(questionnaireSchema.parse(Q).questions.length).toBeGreaterThanOrEqual(15);
    expect(Q.extraQuestion.options.map((o) => o.id)).toContain(Q.extraQuestion.lowestOptionId);
  });

  it('scores 100 at most and 4 at least', () => {
    expect(scoreQuestionnaire(Q, maxAnswers()).score).toBe(100);
    // 学历, 金融资产 and 投资期限 give every answer at least one point.
    expect(scoreQuestionnaire(Q, minAnswers()).score).toBe(4);
  });

  it.each([
    [0, 1],
    [19, 1],
    [20, 2],
    [39, 2],
    [40, 3],
    [59, 3],
    [60, 4],
    [79, 4],
    [80, 5],
    [100, 5],
  ])('score %i is C%i', (score, level) => {
    expect(levelForScore(Q, score)).toBe(level);
  });

  it('bands cover 0–100 without gaps or overlaps', () => {
    for (let score = 0; score <= 100; score += 1) {
      expect(Q.bands.filter((band) => score >= band.min && score <= band.max)).toHaveLength(1);
    }
  });

  it('a multi-choice question scores its highest option', () => {
    const answers = { ...answersAt(0), q3: ['q3a', 'q3d'] };
    const base = scoreQuestionnaire(Q, { ...answersAt(0), q3: ['q3a'] }).score;
    expect(scoreQuestionnaire(Q, answers).score - base).toBe(10 - 2);
  });

  it('lowest category only when C1 and the extra question answers 否 or the answer is 保本为主，不能接受本金亏损', () => {
    const low = { ...minAnswers(), q11: ['q11b'] };
    expect(scoreQuestionnaire(Q, { ...minAnswers(), extra: ['extraa'] })).toMatchObject({
      level: 1,
      lowest: true,
      maxRisk: 1,
    });
    expect(scoreQuestionnaire(Q, low).level).toBe(1);
    expect(needsExtraQuestion(Q, low)).toBe(true);
    expect(scoreQuestionnaire(Q, { ...low, extra: ['extrab'] })).toMatchObject({ level: 1, lowest: true, maxRisk: 1 });
    expect(scoreQuestionnaire(Q, { ...low, extra: ['extraa'] })).toMatchObject({ level: 1, lowest: false, maxRisk: 1 });
    const high = maxAnswers();
    expect(needsExtraQuestion(Q, high)).toBe(false);
    expect(scoreQuestionnaire(Q, { ...high, extra: ['extrab'] })).toMatchObject({
      level: 5,
      lowest: false,
      maxRisk: 5,
    });
  });

  it('validates missing, unknown and exclusive answers', () => {
    expect(validateAnswers(Q, answersAt(1))).toEqual([]);
    const { q5: _omit, ...missing } = answersAt(1);
    expect(validateAnswers(Q, missing)).toEqual(['q5:missing']);
    expect(validateAnswers(Q, { ...answersAt(1), q4: ['zzz'] })).toEqual(['q4:unknown-option']);
    expect(validateAnswers(Q, { ...answersAt(1), q4: ['q4a', 'q4b'] })).toEqual(['q4:single']);
    expect(validateAnswers(Q, { ...answersAt(1), q3: ['q3a', 'q3e'] })).toEqual(['q3:exclusive']);
  });

  it.each([
    [{ q13: ['q13a'], q6: ['q6d'], q15: ['q15a'] }, ['student-high-assets']],
    [{ q13: ['q13a'], q15: ['q15d'], q6: ['q6a'] }, ['student-business-income']],
    [{ q6: ['q6a'], q15: ['q15b'] }, ['small-assets-interest-income']],
    [{ q3: ['q3e'], q5: ['q5c'] }, ['no-experience-rich-knowledge']],
    [{ q11: ['q11a'], q10: ['q10e'] }, ['no-loss-high-risk-products']],
    [{ q13: ['q13c'], q6: ['q6d'], q15: ['q15c'] }, []],
  ])('consistency checks %#', (overrides, expected) => {
    const answers = { ...answersAt(2), ...overrides };
    expect(triggeredConsistencyChecks(Q, answers).map((rule) => rule.id)).toEqual(expected);
  });
});
