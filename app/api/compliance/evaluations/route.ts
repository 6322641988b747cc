// GET /h5/api/compliance/evaluations – the user's latest assessment; POST – submit answers with the signed confirmation
import { apiHandler } from '@/lib/api/handler';
import { upstreamPost } from '@/lib/http/upstream';
import { evaluationSchema, evaluationSubmitSchema } from '@/lib/compliance/schemas';
import { fetchLatestEvaluation } from '@/lib/compliance/server';

export const GET = apiHandler({ auth: 'required' }, ({ auth }) => fetchLatestEvaluation(auth));

export const POST = apiHandler({ auth: 'required', input: evaluationSubmitSchema }, ({ auth, input }) =>
  upstreamPost('/compliance/evaluations', evaluationSchema, { auth: auth ?? undefined, body: input }),
);
