/**
 * Questionnaire rules without zod (so client islands may import them): the question kinds, how an
 * answer sheet is checked against a questionnaire and how a questionnaire's window reads. The
 * upstream checks every submission with these same rules (through lib/questionnaire/schemas).
 */
export type QuestionType = 'single' | 'multiple' | 'text' | 'scale';
export type QuestionnaireStatus = 'upcoming' | 'open' | 'closed';

export interface QuestionOption {
  id: string;
  label: string;
}

export interface QuestionRule {
  id: string;
  type: QuestionType;
  title: string;
  required: boolean;
  options?: QuestionOption[];
  /** multiple: the fewest and most options one may pick. */
  min_choices?: number;
  max_choices?: number;
  /** text: the longest answer in characters. */
  max_length?: number;
  /** scale: the lowest and highest score and what the ends mean. */
  scale_min?: number;
  scale_max?: number;
  low_label?: string;
  high_label?: string;
}

/** One question's answer: picked option ids (single / multiple), text, or a score. */
export interface AnswerInput {
  question_id: string;
  choices?: string[];
  text?: string;
  score?: number;
}

export const TEXT_MAX_LENGTH = 300;
export const QUESTIONNAIRE_STATUS_LABEL: Record<QuestionnaireStatus, string> = {
  upcoming: '即将开始',
  open: '进行中',
  closed: '已结束',
};
export const QUESTION_TYPE_LABEL: Record<QuestionType, string> = {
  single: '单选',
  multiple: '多选',
  text: '问答',
  scale: '打分',
};

/** Whether an answer says anything (an untouched question is unanswered, not wrong). */
export function isAnswered(question: Pick<QuestionRule, 'type'>, answer: AnswerInput | undefined): boolean {
  if (!answer) return false;
  if (question.type === 'text') return (answer.text ?? '').trim().length > 0;
  if (question.type === 'scale') return typeof answer.score === 'number';
  return (answer.choices ?? []).length > 0;
}

function checkOne(question: QuestionRule, answer: AnswerInput, label: string): string | null {
  const optionIds = new Set((question.options ?? []).map((option) => option.id));
  switch (question.type) {
    case 'single': {
      const choices = answer.choices ?? [];
      if (choices.length !== 1 || !optionIds.has(choices[0])) return `${label}请选择一个选项`;
      return null;
    }
    case 'multiple': {
      const choices = answer.choices ?? [];
      if (new Set(choices).size !== choices.length || choices.some((choice) => !optionIds.has(choice)))
        return `${label}的选项无效`;
      const min = question.min_choices ?? 1;
      const max = question.max_choices ?? optionIds.size;
      if (choices.length < min) return `${label}至少选择${min}项`;
      if (choices.length > max) return `${label}最多选择${max}项`;
      return null;
    }
    case 'text': {
      const text = (answer.text ?? '').trim();
      const max = question.max_length ?? TEXT_MAX_LENGTH;
      if ([...text].length > max) return `${label}最多填写${max}字`;
      return null;
    }
    case 'scale': {
      const min = question.scale_min ?? 1;
      const max = question.scale_max ?? 5;
      if (!Number.isInteger(answer.score) || answer.score! < min || answer.score! > max)
        return `${label}请在${min}到${max}分之间打分`;
      return null;
    }
  }
}

/**
 * The first problem of an answer sheet, in question order, as the message a user reads; null when
 * the sheet may be submitted. Required questions must be answered; optional ones may be left out but,
 * when answered, must be valid; an answer to a question the questionnaire does not have is refused.
 */
export function firstAnswerProblem(questions: readonly QuestionRule[], answers: readonly AnswerInput[]): string | null {
  const known = new Set(questions.map((question) => question.id));
  const seen = new Set<string>();
  for (const answer of answers) {
    if (!known.has(answer.question_id)) return '答卷包含不存在的题目，请刷新后重试';
    if (seen.has(answer.question_id)) return '同一题目只能作答一次';
    seen.add(answer.question_id);
  }
  for (const [index, question] of questions.entries()) {
    const label = `第${index + 1}题`;
    const answer = answers.find((candidate) => candidate.question_id === question.id);
    if (!isAnswered(question, answer)) {
      if (question.required) return `${label}为必答题，请作答`;
      continue;
    }
    const problem = checkOne(question, answer!, label);
    if (problem) return problem;
  }
  return null;
}

/** The answers worth storing: unanswered optional questions dropped, text trimmed. */
export function normalizeAnswers(questions: readonly QuestionRule[], answers: readonly AnswerInput[]): AnswerInput[] {
  return questions.flatMap((question): AnswerInput[] => {
    const answer = answers.find((candidate) => candidate.question_id === question.id);
    if (!answer || !isAnswered(question, answer)) return [];
    if (question.type === 'text') return [{ question_id: question.id, text: answer.text!.trim() }];
    if (question.type === 'scale') return [{ question_id: question.id, score: answer.score }];
    return [{ question_id: question.id, choices: [...answer.choices!] }];
  });
}

/** Where a questionnaire's window stands at `now` (ISO times compare as text). */
export function questionnaireStatus(startAt: string, endAt: string, now: string): QuestionnaireStatus {
  if (now < startAt) return 'upcoming';
  if (now >= endAt) return 'closed';
  return 'open';
}

/** A share in whole percent (0 when nobody answered the question). */
export function percentOf(count: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((count * 100) / total);
}

/** /questionnaires 待填写: open now and not yet submitted by the viewer. */
export function questionnairesToAnswer<Q extends { status: QuestionnaireStatus; submitted_at: string | null }>(
  items: readonly Q[],
): Q[] {
  return items.filter((item) => item.status === 'open' && !item.submitted_at);
}

/** /questionnaires 我已参与: submitted by the viewer, whatever the questionnaire's window now. */
export function answeredQuestionnaires<Q extends { submitted_at: string | null }>(items: readonly Q[]): Q[] {
  return items.filter((item) => item.submitted_at);
}

/** /questionnaire/list's tabs: all, or those in one window. */
export function questionnairesInStatus<Q extends { status: QuestionnaireStatus }>(
  items: readonly Q[],
  filter: 'all' | QuestionnaireStatus,
): Q[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.status === filter);
}
