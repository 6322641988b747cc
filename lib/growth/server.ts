import 'server-only';
import type { z } from 'zod';
import { upstreamPost } from '@/lib/http/upstream';
import { equityVipQueryInputSchema, identityCardSchema, userLevelSchema, vipEquitySchema } from './schemas';

/** The equity centre's user-growth calls (SPEC §7: POSTs, login required). */
export function readUserLevel() {
  return upstreamPost('/user-growth/v1/app/user/level/show', userLevelSchema, { body: {} });
}

export function readIdentityCard() {
  return upstreamPost('/user-growth/v1/app/user/identity/card', identityCardSchema, { body: {} });
}

export function queryVipEquities(input: z.infer<typeof equityVipQueryInputSchema>) {
  return upstreamPost('/user-growth/v1/app/user/equity/vip/query', vipEquitySchema, { body: input });
}
