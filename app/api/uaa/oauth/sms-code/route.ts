// POST /h5/api/uaa/oauth/sms-code – sends a login SMS code (no login; 1 per mobile per 60 s, daily caps)
import { apiHandler } from '@/lib/api/handler';
import { smsCodeRequestSchema } from '@/lib/account/schemas';
import { sendSmsCode } from '@/lib/account/server';

export const POST = apiHandler({ auth: 'none', input: smsCodeRequestSchema }, ({ input, ip }) =>
  sendSmsCode(input, ip),
);
