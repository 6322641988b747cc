import { z } from 'zod';

/** The upstream's token answer (SPEC §7): what a login or a refresh hands the session. */
export const tokenResponseSchema = z.object({
  token_type: z.string().min(1),
  access_token: z.string().min(16),
  refresh_token: z.string().min(16),
  expires_in: z.number().int().positive().optional(),
  user_id: z.number().int().positive().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
