import type { Answers, Questionnaire } from './schemas';
import { maxRiskFor } from './levels';
import { isLowestCategory } from './rules';

export interface ScoreResult {
  score: number;
  level: number;
  lowest: boolean;
  maxRisk: number;
}

/** Which answers are missing or invalid; empty when the questionnaire is complete. */
export function validateAnswers(questionnaire: Questionnaire, answers: Answers): string[] {
  const problems: string[] = [];
  for (const question of questionnaire.questions) {
    const chosen = answers[question.id];
    if (!chosen || chosen.length === 0) {
      problems.push(`${question.id}:missing`);
      continue;
    }
    const ids = new Set(question.options.map((option) => option.id));
    if (chosen.some((id) => !ids.has(id))) problems.push(`${question.id}:unknown-option`);
    if (question.type === 'single' && chosen.length > 1) problems.push(`${question.id}:single`);
    const exclusive = question.options.filter((option) => option.exclusive).map((option) => option.id);
    if (chosen.length > 1 && chosen.some((id) => exclusive.includes(id))) problems.push(`${question.id}:exclusive`);
  }
  return problems;
}

/** A multi-choice question scores its highest chosen option (broker practice), a single one its option. */
export function questionScore(questionnaire: Questionnaire, questionId: string, chosen: string[]): number {
  const question = questionnaire.questions.find((candidate) => candidate.id === questionId);
  if (!question) return 0;
  return Math.max(0, ...question.options.filter((option) => chosen.includes(option.id)).map((option) => option.score));
}

export function totalScore(questionnaire: Questionnaire, answers: Answers): number {
  return questionnaire.questions.reduce(
    (sum, question) => sum + questionScore(questionnaire, question.id, answers[question.id] ?? []),
    0,
  );
}

export function levelForScore(questionnaire: Questionnaire, score: number): number {
  const band = questionnaire.bands.find((candidate) => score >= candidate.min && score <= candidate.max);
  if (band) return band.level;
  return score < Math.min(...questionnaire.bands.map((b) => b.min)) ? 1 : 5;
}

/** The extra question is asked only of C1 (保守型) investors; its "否" answer means 最低类别 (so does a no-loss answer). */
export function needsExtraQuestion(questionnaire: Questionnaire, answers: Answers): boolean {
  return levelForScore(questionnaire, totalScore(questionnaire, answers)) === 1;
}

export function scoreQuestionnaire(questionnaire: Questionnaire, answers: Answers): ScoreResult {
  const score = totalScore(questionnaire, answers);
  const level = levelForScore(questionnaire, score);
  const extra = answers[questionnaire.extraQuestion.id] ?? [];
  const chosen = Object.values(answers).flat();
  const lowest = isLowestCategory({
    level,
    lacksFullCapacity: extra.includes(questionnaire.extraQuestion.lowestOptionId),
    acceptsNoLoss: questionnaire.noLossOptionIds.some((id) => chosen.includes(id)),
  });
  return { score, level, lowest, maxRisk: lowest ? 1 : maxRiskFor(level) };
}

/** Consistency rules whose answers all hold: the user must confirm each before submitting. */
export function triggeredConsistencyChecks(questionnaire: Questionnaire, answers: Answers) {
  return questionnaire.consistencyRules.filter((rule) =>
    rule.when.every((condition) => (answers[condition.question] ?? []).some((id) => condition.options.includes(id))),
  );
}
