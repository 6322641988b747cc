// POST /h5/api/uaa/oauth/token – SMS login (grant_type sms); tokens stay in the sealed session cookie
import { apiHandler } from '@/lib/api/handler';
import { smsLoginSchema } from '@/lib/account/schemas';
import { loginWithSms } from '@/lib/account/server';

export const POST = apiHandler({ auth: 'none', input: smsLoginSchema }, ({ input, session, request, ip }) =>
  loginWithSms(session, input, '/uaa/oauth/token', { ip, userAgent: request.headers.get('user-agent') ?? '' }),
);
