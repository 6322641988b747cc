// GET /h5/api/certification/has-evaluation – whether the user holds a valid (unexpired) risk assessment
import { apiHandler } from '@/lib/api/handler';
import { fetchHasEvaluation } from '@/lib/compliance/server';

export const GET = apiHandler({ auth: 'required' }, ({ auth }) => fetchHasEvaluation(auth));
