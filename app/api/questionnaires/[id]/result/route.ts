// GET /h5/api/questionnaires/{id}/result – the viewer's own answers and everyone's totals
import { apiHandler } from '@/lib/api/handler';
import { fetchQuestionnaireResult, routeQuestionnaireId } from '@/lib/questionnaire/server';

export const GET = apiHandler({}, ({ params }) => fetchQuestionnaireResult(routeQuestionnaireId(params.id)));
