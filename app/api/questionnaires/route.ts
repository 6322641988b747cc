// GET /h5/api/questionnaires – every questionnaire with its window and whether the viewer has answered it
import { apiHandler } from '@/lib/api/handler';
import { fetchQuestionnaires } from '@/lib/questionnaire/server';

export const GET = apiHandler({}, async () => ({ items: await fetchQuestionnaires() }));
