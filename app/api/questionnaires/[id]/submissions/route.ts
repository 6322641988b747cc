// POST /h5/api/questionnaires/{id}/submissions – submits the viewer's answer sheet once (zod, Idempotency-Key)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { submissionInputSchema } from '@/lib/questionnaire/schemas';
import { submitQuestionnaire } from '@/lib/questionnaire/server';

export const POST = apiHandler(
  {
    input: submissionInputSchema,
    params: idParams('id', '问卷不存在'),
    idempotent: { scope: 'questionnaire', choice: (input, params) => [params.id, JSON.stringify(input)] },
  },
  ({ params, input, idempotencyKey, auth }) => submitQuestionnaire(params.id, input, idempotencyKey, auth),
);
