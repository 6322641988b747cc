// GET /h5/api/questionnaires/{id} – one questionnaire with its questions (unknown id → 404)
import { apiHandler } from '@/lib/api/handler';
import { fetchQuestionnaire, routeQuestionnaireId } from '@/lib/questionnaire/server';

export const GET = apiHandler({}, ({ params }) => fetchQuestionnaire(routeQuestionnaireId(params.id)));
