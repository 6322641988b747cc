// GET /h5/api/certification/info – real-name detail (masked), evaluation.option_value, auth status and the SPEC §4 verdict
import { apiHandler } from '@/lib/api/handler';
import { fetchCertificationInfo } from '@/lib/compliance/server';

export const GET = apiHandler({ auth: 'required' }, ({ auth }) => fetchCertificationInfo(auth));
