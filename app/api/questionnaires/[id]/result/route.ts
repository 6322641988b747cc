// GET /h5/api/questionnaires/{id}/result – the viewer's own answers and everyone's totals
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { fetchQuestionnaireResult } from '@/lib/questionnaire/server';

export const GET = apiHandler({ params: idParams('id', '问卷不存在') }, ({ params }) =>
  fetchQuestionnaireResult(params.id),
);
