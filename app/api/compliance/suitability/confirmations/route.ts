// POST /h5/api/compliance/suitability/confirmations – record the user's explicit confirmation of a mismatch warning
import { apiHandler } from '@/lib/api/handler';
import { suitabilityConfirmInputSchema } from '@/lib/compliance/schemas';
import { confirmSuitability } from '@/lib/compliance/server';

export const POST = apiHandler({ auth: 'required', input: suitabilityConfirmInputSchema }, ({ auth, input }) =>
  confirmSuitability(auth, input),
);
