// POST /h5/api/questionnaires/{id}/submissions – submits the viewer's answer sheet once (zod, Idempotency-Key)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { idempotencyKeyOf } from '@/lib/content/server';
import { submissionInputSchema } from '@/lib/questionnaire/schemas';
import { submitQuestionnaire } from '@/lib/questionnaire/server';

export const POST = apiHandler({ input: submissionInputSchema, params: idParams('id', '问卷不存在') }, ({ params, input, request, auth }) => submitQuestionnaire(params.id, input, idempotencyKeyOf(request), auth));
