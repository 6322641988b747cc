// GET /h5/api/questionnaires/{id} – one questionnaire with its questions (unknown id → 404)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { fetchQuestionnaire } from '@/lib/questionnaire/server';

export const GET = apiHandler({ params: idParams('id', '问卷不存在') }, ({ params }) => fetchQuestionnaire(params.id));
