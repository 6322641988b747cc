// POST /h5/api/certification/portrait – record a completed face-liveness check
import { apiHandler } from '@/lib/api/handler';
import { submitPortrait } from '@/lib/compliance/server';

export const POST = apiHandler({ auth: 'required' }, ({ auth }) => submitPortrait(auth));
