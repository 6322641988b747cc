import 'server-only';
import type { z } from 'zod';
import { upstreamPost } from '@/lib/http/upstream';
import { combineReads, mapRead } from '@/lib/read/result';
import { readPersonal } from '@/lib/read/server';
import { equityVipQueryInputSchema, identityCardSchema, userLevelSchema, vipEquitySchema } from './schemas';

/**
 * The equity centre's user-growth calls (SPEC §7: POSTs, login required). The user-growth service is
 * one of the java-style services: it reads the deviceId, deviceType and userId headers (SPEC §3).
 */
const GROWTH_OPTIONS = { javaHeaders: true } as const;

export function readUserLevel() {
  return upstreamPost('/user-growth/v1/app/user/level/show', userLevelSchema, { body: {}, options: GROWTH_OPTIONS });
}

export function readIdentityCard() {
  return upstreamPost('/user-growth/v1/app/user/identity/card', identityCardSchema, {
    body: {},
    options: GROWTH_OPTIONS,
  });
}

export function queryVipEquities(input: z.infer<typeof equityVipQueryInputSchema>) {
  return upstreamPost('/user-growth/v1/app/user/equity/vip/query', vipEquitySchema, {
    body: input,
    options: GROWTH_OPTIONS,
  });
}

/** The equity centre's state (SPEC §3): identity, growth level and VIP equities, read for this viewer only. */
export async function readEquityCenter() {
  const [identity, level, equities] = await Promise.all([
    readPersonal('/user-growth/identity', () => readIdentityCard()),
    readPersonal('/user-growth/level', () => readUserLevel()),
    readPersonal('/user-growth/equity', () => queryVipEquities({})),
  ]);
  return mapRead(combineReads(identity, level, equities), ([i, l, e]) => ({ identity: i, level: l, equities: e }));
}
