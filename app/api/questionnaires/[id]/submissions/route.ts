// POST /h5/api/questionnaires/{id}/submissions – submits the viewer's answer sheet once (zod, Idempotency-Key)
import { apiHandler } from '@/lib/api/handler';
import { idempotencyKeyOf } from '@/lib/content/server';
import { submissionInputSchema } from '@/lib/questionnaire/schemas';
import { routeQuestionnaireId, submitQuestionnaire } from '@/lib/questionnaire/server';

export const POST = apiHandler({ input: submissionInputSchema }, ({ params, input, request, auth }) => submitQuestionnaire(routeQuestionnaireId(params.id), input, idempotencyKeyOf(request), auth));
