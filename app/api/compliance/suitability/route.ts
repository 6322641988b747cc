// GET /h5/api/compliance/suitability?risk=3&product_id=… – the suitability gate: match / warn / refuse / must-assess / expired
import { apiHandler } from '@/lib/api/handler';
import { suitabilityInputSchema } from '@/lib/compliance/schemas';
import { suitabilityFor } from '@/lib/compliance/server';

export const GET = apiHandler({ auth: 'required', input: suitabilityInputSchema }, ({ auth, input }) =>
  suitabilityFor(auth, input.risk, input.product_id),
);
