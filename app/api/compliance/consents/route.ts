// GET /h5/api/compliance/consents – the user's consent records; POST – record acceptance of an agreement version
import { apiHandler } from '@/lib/api/handler';
import { consentInputSchema } from '@/lib/compliance/schemas';
import { listConsents, recordConsent } from '@/lib/compliance/server';
import { consentDevice } from '@/lib/compliance/device';

export const GET = apiHandler({ auth: 'required' }, ({ auth }) => listConsents(auth));

export const POST = apiHandler({ auth: 'required', input: consentInputSchema }, ({ auth, input, request }) =>
  recordConsent(auth, { ...input, ...consentDevice(request.headers, input) }),
);
