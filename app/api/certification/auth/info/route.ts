// POST /h5/api/certification/auth/info – institution authorisation {institution_id, enterprise_id} → status
import { apiHandler } from '@/lib/api/handler';
import { authInfoInputSchema } from '@/lib/compliance/schemas';
import { submitAuthInfo } from '@/lib/compliance/server';

export const POST = apiHandler({ auth: 'required', input: authInfoInputSchema }, ({ auth, input }) =>
  submitAuthInfo(auth, input),
);
