// GET|POST /h5/api/account/closure – cancellation pre-checks and state; the SMS-confirmed request (ends the session)
import { apiHandler } from '@/lib/api/handler';
import { closureInputSchema } from '@/lib/account/settings-schemas';
import { fetchClosureState, requestClosure } from '@/lib/account/settings-server';

export const GET = apiHandler({}, () => fetchClosureState());
export const POST = apiHandler({ input: closureInputSchema }, ({ input, session }) => requestClosure(session, input));
