import { QUESTIONNAIRE_V1 as Q } from '@/lib/compliance/questionnaire-v1';
import type { Answers } from '@/lib/compliance/schemas';
import { scoreQuestionnaire, triggeredConsistencyChecks } from '@/lib/compliance/scoring';

/** Answers scoring as close to `target` as the options allow: the cheapest option everywhere, then greedy upgrades. */
export function answersForScore(target: number, fixed: Answers = {}): Answers {
  const answers: Answers = {};
  let total = 0;
  for (const question of Q.questions) {
    const cheapest = question.options.reduce((low, option) => (option.score < low.score ? option : low));
    const chosen = question.options.find((option) => fixed[question.id]?.includes(option.id)) ?? cheapest;
    answers[question.id] = [chosen.id];
    total += chosen.score;
  }
  for (const question of Q.questions) {
    if (fixed[question.id]) continue;
    const current = question.options.find((option) => option.id === answers[question.id][0])!;
    const best = question.options
      .filter((option) => !option.exclusive && option.score - current.score <= target - total)
      .reduce((high, option) => (option.score > high.score ? option : high), current);
    answers[question.id] = [best.id];
    total += best.score - current.score;
  }
  return answers;
}

/** A complete, signed submission for a target level (the band's middle score), contradictions confirmed. */
export function submissionFor(level: number, { lowest = false } = {}) {
  const band = Q.bands.find((candidate) => candidate.level === level)!;
  // A C1 investor who accepts no loss is 最低类别 (lib/compliance/rules isLowestCategory): others accept a small one.
  const answers = answersForScore(
    Math.floor((band.min + band.max) / 2),
    level === 1 && !lowest ? { q11: ['q11b'] } : {},
  );
  if (level === 1)
    answers[Q.extraQuestion.id] = [lowest ? Q.extraQuestion.lowestOptionId : Q.extraQuestion.options[0].id];
  const result = scoreQuestionnaire(Q, answers);
  if (result.level !== level) throw new Error(`answers score ${result.score} (C${result.level}), wanted C${level}`);
  return {
    version: Q.version,
    answers,
    confirmedChecks: triggeredConsistencyChecks(Q, answers).map((rule) => rule.id),
    signature: '测试用户',
    agreed: true,
  };
}
