import 'server-only';
import { upstreamGet, upstreamPost, type UpstreamAuth } from '@/lib/http/upstream';
import { readPersonal } from '@/lib/read/server';
import {
  latestSubmissionSchema,
  questionnaireDetailSchema,
  questionnaireListSchema,
  questionnaireResultSchema,
  submissionSchema,
  type SubmissionInput,
} from './schemas';

/** Questionnaire calls of the local upstream. Every page of the family needs a login, so reads are personal. */
export function fetchQuestionnaires() {
  return upstreamGet('/questionnaires', questionnaireListSchema).then((answer) => answer.items);
}

export function fetchQuestionnaire(id: number) {
  return upstreamGet(`/questionnaires/${id}`, questionnaireDetailSchema);
}

export function fetchQuestionnaireResult(id: number) {
  return upstreamGet(`/questionnaires/${id}/result`, questionnaireResultSchema);
}

export function submitQuestionnaire(
  id: number,
  input: SubmissionInput,
  idempotencyKey: string,
  auth: UpstreamAuth | null,
) {
  return upstreamPost(`/questionnaires/${id}/submissions`, submissionSchema, {
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
    auth,
  });
}

export function readQuestionnaires() {
  return readPersonal('/questionnaires', fetchQuestionnaires);
}

export function readQuestionnaire(id: number) {
  return readPersonal(`/questionnaires/${id}`, () => fetchQuestionnaire(id));
}

export function readQuestionnaireResult(id: number) {
  return readPersonal(`/questionnaires/${id}/result`, () => fetchQuestionnaireResult(id));
}

/** /questionnairesResult without an id: the viewer's latest submission. */
export function readLatestSubmission() {
  return readPersonal('/questionnaire-submissions/latest', () =>
    upstreamGet('/questionnaire-submissions/latest', latestSubmissionSchema),
  );
}
