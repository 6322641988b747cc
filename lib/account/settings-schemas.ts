import { z } from 'zod';
import { nicknameProblem } from './nickname';
import { smsCodeSchema } from './schemas';

/** Contracts of the account self-service pages, shared by the BFF, the pages and the local upstream. */

export const loginDeviceSchema = z.object({
  id: z.number().int().positive(),
  model: z.string(),
  os: z.string(),
  app_version: z.string(),
  channel: z.string(),
  ip_masked: z.string(),
  ip_city: z.string(),
  first_login_at: z.string(),
  last_login_at: z.string(),
  current: z.boolean(),
});
export type LoginDevice = z.infer<typeof loginDeviceSchema>;
export const loginDevicesSchema = z.object({ devices: z.array(loginDeviceSchema) });
export const signedOutSchema = z.object({ signed_out: z.literal(true), sessions: z.number().int().nonnegative() });

export const privacySettingsSchema = z.object({ personalized: z.boolean(), updated_at: z.string().nullable() });
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;
export const privacyInputSchema = z.object({ personalized: z.boolean({ error: '缺少相关参数' }) });

/** The profile name others see (lib/account/nickname for the rule). */
export const nicknameInputSchema = z.object({
  nickname: z
    .string({ error: '请输入昵称' })
    .trim()
    .superRefine((nickname, ctx) => {
      const problem = nicknameProblem(nickname);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export const profileSchema = z.object({ nickname: z.string() });
export type Profile = z.infer<typeof profileSchema>;
/** The same answer's user id: how a session built from the app's token (which names no user) learns it (lib/session/app-user). */
export const profileUserIdSchema = z.object({ user_id: z.number().int().positive() });

export const closureCheckSchema = z.object({
  key: z.enum(['unpaid_orders', 'refunding_orders', 'paid_service', 'cash_balance', 'pending_withdrawal']),
  title: z.string(),
  passed: z.boolean(),
  detail: z.string(),
  /** Passable by an explicit forfeit instead (the remaining paid service). */
  forfeitable: z.boolean(),
});
export type ClosureCheck = z.infer<typeof closureCheckSchema>;

export const closureStateSchema = z.object({
  status: z.enum(['NONE', 'COOLING']),
  mobile_masked: z.string(),
  checks: z.array(closureCheckSchema),
  requested_at: z.string().nullable(),
  delete_after: z.string().nullable(),
  /** The latest request a login took back during its cooling-off, if any. */
  cancelled_at: z.string().nullable(),
  /** Why the latest request was cancelled by the deletion job (money arrived during the cooling-off); null when a login took it back. */
  cancelled_reason: z.string().nullable().default(null),
});
export type ClosureState = z.infer<typeof closureStateSchema>;

export const closureInputSchema = z.object({
  code: smsCodeSchema,
  forfeit: z.boolean().default(false),
  agree: z.literal(true, { error: '请先阅读并同意注销须知' }),
});
export const closureRequestedSchema = z.object({
  status: z.literal('COOLING'),
  requested_at: z.string(),
  delete_after: z.string(),
});
export const closureCodeSentSchema = z.object({
  mobile: z.string(),
  expires_in: z.number().int().positive(),
  resend_after: z.number().int().positive(),
});
