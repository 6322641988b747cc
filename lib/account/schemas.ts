import { z } from 'zod';
import { ERROR_MESSAGES } from '@/lib/errors';
import { MOBILE_PATTERN, SMS_CODE_PATTERN } from './rules';

/** Login contract (SPEC §3 "SMS login payload", §5 messages), shared by the form, the BFF and the local upstream. */
export { MOBILE_PATTERN, RESEND_SECONDS, SMS_CODE_TTL_SECONDS, SMS_MAX_WRONG_TRIES } from './rules';

export const mobileSchema = z
  .string({ error: ERROR_MESSAGES[1002] })
  .trim()
  .regex(MOBILE_PATTERN, ERROR_MESSAGES[1002]);
export const smsCodeSchema = z
  .string({ error: ERROR_MESSAGES[2005] })
  .trim()
  .regex(SMS_CODE_PATTERN, ERROR_MESSAGES[2005]);

export const smsCodeRequestSchema = z.object({
  mobile: mobileSchema,
  type: z.enum(['auth', 'login', 'register']).default('auth'),
});
export type SmsCodeRequest = z.infer<typeof smsCodeRequestSchema>;

/** What the browser posts to log in: the refresh grant is the server's own and is refused here. */
export const smsLoginSchema = z.object({
  grant_type: z.literal('sms').default('sms'),
  mobile: mobileSchema,
  code: smsCodeSchema,
  invitation_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{0,16}$/, '邀请码格式错误')
    .default(''),
  type_param: z.string().trim().max(32).default(''),
  agreement: z.literal(true, { error: ERROR_MESSAGES[2002] }),
});
export type SmsLogin = z.infer<typeof smsLoginSchema>;

// The token answer belongs to the session layer (lib/session depends on no domain).
export { tokenResponseSchema } from '@/lib/session/tokens';

export const smsSentSchema = z.object({
  mobile: z.string(),
  expires_in: z.number().int().positive(),
  resend_after: z.number().int().positive(),
});

/** What the browser learns about its session: never a token. */
export const sessionViewSchema = z.object({
  loggedIn: z.boolean(),
  mobile: z.string().nullable(),
  vip_level: z.enum(['NotLoggedIn', 'NONE', 'VIP', 'SVIP']),
  source: z.enum(['sms', 'app']).nullable(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

/** 13800000001 → 138****0001 */
export function maskMobile(mobile: string): string {
  return MOBILE_PATTERN.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '';
}
