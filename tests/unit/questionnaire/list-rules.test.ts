import {
  answeredQuestionnaires,
  questionnairesInStatus,
  questionnairesToAnswer,
  type QuestionnaireStatus,
} from '@/lib/questionnaire/rules';

const q = (id: number, status: QuestionnaireStatus, submitted_at: string | null = null) => ({
  id,
  status,
  submitted_at,
});
const items = [
  q(1, 'open'),
  q(2, 'open', '2026-11-01T00:00:00Z'),
  q(3, 'upcoming'),
  q(4, 'closed', '2026-10-01T00:00:00Z'),
  q(5, 'closed'),
];

test('待填写: open and not yet submitted — never an upcoming or closed one', () => {
  expect(questionnairesToAnswer(items).map((i) => i.id)).toEqual([1]);
});

test('我已参与: every submitted questionnaire, closed ones included', () => {
  expect(answeredQuestionnaires(items).map((i) => i.id)).toEqual([2, 4]);
});

test('a questionnaire is never both to answer and answered; empty lists stay empty', () => {
  const todo = new Set(questionnairesToAnswer(items).map((i) => i.id));
  expect(answeredQuestionnaires(items).some((i) => todo.has(i.id))).toBe(false);
  expect(questionnairesToAnswer([])).toEqual([]);
  expect(answeredQuestionnaires([])).toEqual([]);
});

test.each([
  ['all', [1, 2, 3, 4, 5]],
  ['open', [1, 2]],
  ['upcoming', [3]],
  ['closed', [4, 5]],
] as const)('questionnairesInStatus(%s)', (filter, ids) => {
  expect(questionnairesInStatus(items, filter).map((i) => i.id)).toEqual(ids);
});
