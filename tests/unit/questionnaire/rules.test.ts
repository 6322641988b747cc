import {
  firstAnswerProblem,
  normalizeAnswers,
  percentOf,
  questionnaireStatus,
  type QuestionRule,
} from '@/lib/questionnaire/rules';
import { formatChinaDateTime } from '@/lib/format/china-time';
import { answersSchemaFor } from '@/lib/questionnaire/schemas';

const QUESTIONS: QuestionRule[] = [
  { id: 'q1', type: 'scale', title: '满意度', required: true, scale_min: 1, scale_max: 5 },
  {
    id: 'q2',
    type: 'single',
    title: '常用服务',
    required: true,
    options: [
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B' },
    ],
  },
  {
    id: 'q3',
    type: 'multiple',
    title: '改进',
    required: true,
    min_choices: 1,
    max_choices: 2,
    options: [
      { id: 'x', label: 'X' },
      { id: 'y', label: 'Y' },
      { id: 'z', label: 'Z' },
    ],
  },
  { id: 'q4', type: 'text', title: '建议', required: false, max_length: 10 },
];
const COMPLETE = [
  { question_id: 'q1', score: 4 },
  { question_id: 'q2', choices: ['a'] },
  { question_id: 'q3', choices: ['x', 'z'] },
];
const replace = (questionId: string, answer: object) =>
  COMPLETE.map((item) => (item.question_id === questionId ? { question_id: questionId, ...answer } : item));

describe('questionnaire answer rules', () => {
  test('a complete sheet passes; the optional text may be left out or filled', () => {
    expect(firstAnswerProblem(QUESTIONS, COMPLETE)).toBeNull();
    expect(firstAnswerProblem(QUESTIONS, [...COMPLETE, { question_id: 'q4', text: '  很好  ' }])).toBeNull();
    expect(firstAnswerProblem(QUESTIONS, [...COMPLETE, { question_id: 'q4', text: '   ' }])).toBeNull();
  });

  test('every required question must be answered, named by its number', () => {
    expect(firstAnswerProblem(QUESTIONS, [])).toBe('第1题为必答题，请作答');
    expect(
      firstAnswerProblem(
        QUESTIONS,
        COMPLETE.filter((item) => item.question_id !== 'q3'),
      ),
    ).toBe('第3题为必答题，请作答');
    expect(firstAnswerProblem(QUESTIONS, replace('q2', { choices: [] }))).toBe('第2题为必答题，请作答');
  });

  test('single: exactly one known option', () => {
    expect(firstAnswerProblem(QUESTIONS, replace('q2', { choices: ['a', 'b'] }))).toBe('第2题请选择一个选项');
    expect(firstAnswerProblem(QUESTIONS, replace('q2', { choices: ['nope'] }))).toBe('第2题请选择一个选项');
  });

  test('multiple: known, distinct options within the limits', () => {
    expect(firstAnswerProblem(QUESTIONS, replace('q3', { choices: ['x', 'y', 'z'] }))).toBe('第3题最多选择2项');
    expect(firstAnswerProblem(QUESTIONS, replace('q3', { choices: ['x', 'x'] }))).toBe('第3题的选项无效');
    expect(firstAnswerProblem(QUESTIONS, replace('q3', { choices: ['w'] }))).toBe('第3题的选项无效');
  });

  test('scale: a whole score within the range; text: within its length', () => {
    expect(firstAnswerProblem(QUESTIONS, replace('q1', { score: 6 }))).toBe('第1题请在1到5分之间打分');
    expect(firstAnswerProblem(QUESTIONS, replace('q1', { score: 2.5 }))).toBe('第1题请在1到5分之间打分');
    expect(firstAnswerProblem(QUESTIONS, replace('q1', { score: 0 }))).toBe('第1题请在1到5分之间打分');
    expect(firstAnswerProblem(QUESTIONS, [...COMPLETE, { question_id: 'q4', text: '一二三四五六七八九十十一' }])).toBe(
      '第4题最多填写10字',
    );
  });

  test('answers to unknown or repeated questions are refused', () => {
    expect(firstAnswerProblem(QUESTIONS, [...COMPLETE, { question_id: 'q9', choices: ['a'] }])).toBe(
      '答卷包含不存在的题目，请刷新后重试',
    );
    expect(firstAnswerProblem(QUESTIONS, [...COMPLETE, { question_id: 'q1', score: 3 }])).toBe('同一题目只能作答一次');
  });

  test('the zod schema of a questionnaire carries the same message', () => {
    const schema = answersSchemaFor(QUESTIONS);
    expect(schema.safeParse({ answers: COMPLETE }).success).toBe(true);
    const failed = schema.safeParse({ answers: replace('q3', { choices: [] }) });
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0].message).toBe('第3题为必答题，请作答');
    expect(schema.safeParse({ answers: 'q1=5' }).success).toBe(false);
  });

  test('normalize keeps only answered questions, text trimmed, fields of the question kind', () => {
    const sheet = [...replace('q1', { score: 5, text: 'ignored' }), { question_id: 'q4', text: ' 好 ' }];
    expect(normalizeAnswers(QUESTIONS, sheet)).toEqual([
      { question_id: 'q1', score: 5 },
      { question_id: 'q2', choices: ['a'] },
      { question_id: 'q3', choices: ['x', 'z'] },
      { question_id: 'q4', text: '好' },
    ]);
    expect(normalizeAnswers(QUESTIONS, [{ question_id: 'q4', text: '  ' }])).toEqual([]);
  });

  test('window, percentages and Beijing time', () => {
    expect(
      questionnaireStatus('2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z', '2026-10-31T23:59:59.999Z'),
    ).toBe('upcoming');
    expect(
      questionnaireStatus('2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z'),
    ).toBe('open');
    expect(
      questionnaireStatus('2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'),
    ).toBe('closed');
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
    expect(formatChinaDateTime('2026-11-20T16:30:00.000Z')).toBe('2026-11-21 00:30');
    expect(formatChinaDateTime('oops')).toBe('--');
  });
});
