// POST /h5/api/uaa/oauth/JinliToken – the Jinli login, same payload as the SMS login (SPEC §7)
import { apiHandler } from '@/lib/api/handler';
import { smsLoginSchema } from '@/lib/account/schemas';
import { loginWithSms } from '@/lib/account/server';

export const POST = apiHandler({ auth: 'none', input: smsLoginSchema }, ({ input, session, request, ip }) =>
  loginWithSms(session, input, '/uaa/oauth/JinliToken', { ip, userAgent: request.headers.get('user-agent') ?? '' }),
);
