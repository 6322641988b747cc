// GET /h5/api/compliance/questionnaire – the current (or ?version=) risk-tolerance questionnaire
import { z } from 'zod';
import { apiHandler } from '@/lib/api/handler';
import { fetchQuestionnaire } from '@/lib/compliance/server';

const input = z.object({ version: z.string().max(20).optional() });

export const GET = apiHandler({ auth: 'none', input }, ({ input }) => fetchQuestionnaire(input.version));
