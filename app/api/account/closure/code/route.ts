// POST /h5/api/account/closure/code – sends the cancellation's confirmation code to the account's own mobile
import { apiHandler } from '@/lib/api/handler';
import { sendClosureCode } from '@/lib/account/settings-server';

export const POST = apiHandler({}, ({ session, ip }) => sendClosureCode(session, ip));
