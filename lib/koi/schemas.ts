import { z } from 'zod';
import { ACTIVITY_PHASES } from '@/lib/activity/phase';
import { DRAW_STATUSES } from '@/lib/draw/schemas';
import { KOI_PRIZE_KINDS } from './rules';

/** Koi lottery contract, shared by the BFF, the pages and the local upstream (`satisfies`). */
export const koiPrizeSchema = z.object({
  name: z.string(),
  count: z.number().int().positive(),
  kind: z.enum(KOI_PRIZE_KINDS),
});

export const koiPoolSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Chances one entry costs. */
  cost: z.number().int().positive(),
  drawId: z.number().int(),
  seedHash: z.string(),
  /** Revealed once drawn. */
  seed: z.string().nullable(),
  status: z.enum(DRAW_STATUSES),
  participants: z.number().int().nonnegative(),
  prizes: z.array(koiPrizeSchema),
  /** Masked nicknames in pick order, once drawn. */
  winners: z.array(z.object({ nickname: z.string(), prizeName: z.string() })),
  /** Recomputed from the revealed seed on the server: hash and winners match. Null before the draw. */
  verified: z.boolean().nullable(),
  me: z.object({ joined: z.boolean(), prizeName: z.string().nullable() }).nullable(),
});
export type KoiPool = z.infer<typeof koiPoolSchema>;

export const koiActivitySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  intro: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  phase: z.enum(ACTIVITY_PHASES),
  limits: z.object({ base: z.number().int(), signinDaily: z.number().int(), inviteMax: z.number().int() }),
  pools: z.array(koiPoolSchema),
  me: z
    .object({
      chances: z.number().int().nonnegative(),
      signinClaimedToday: z.boolean(),
      signedInToday: z.boolean(),
      invitesHelped: z.number().int().nonnegative(),
    })
    .nullable(),
});
export type KoiActivity = z.infer<typeof koiActivitySchema>;

/** A join's answer: small, so a hundred joins at once stay quick; the page re-reads the activity after. */
export const koiJoinResultSchema = z.object({
  poolId: z.number().int(),
  joined: z.literal(true),
  participants: z.number().int().positive(),
  chances: z.number().int().nonnegative(),
});

export const koiChanceEntrySchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  reason: z.string(),
  memo: z.string(),
  at: z.string(),
});

export const koiAwardSchema = z.object({
  poolId: z.number().int(),
  poolName: z.string(),
  prizeName: z.string(),
  kind: z.enum(KOI_PRIZE_KINDS),
  /** granted: paid to the coupon wallet / cai-dan / balance; address_needed → address_saved for physical prizes; failed: not payable (shown, support follows up). */
  status: z.enum(['granted', 'address_needed', 'address_saved', 'failed']),
  contact: z.object({ name: z.string(), phone: z.string(), address: z.string() }).nullable(),
});
export type KoiAward = z.infer<typeof koiAwardSchema>;

export const koiParticipationSchema = z.object({
  activity: z.object({ id: z.number().int(), title: z.string(), phase: z.enum(ACTIVITY_PHASES), endAt: z.string() }),
  chances: z.number().int().nonnegative(),
  entries: z.array(koiChanceEntrySchema),
  pools: z.array(
    z.object({
      poolId: z.number().int(),
      name: z.string(),
      joined: z.boolean(),
      result: z.enum(['not_joined', 'pending', 'won', 'lost']),
      prizeName: z.string().nullable(),
    }),
  ),
  awards: z.array(koiAwardSchema),
});
export type KoiParticipation = z.infer<typeof koiParticipationSchema>;

export const koiInviteSchema = z.object({
  activityId: z.number().int(),
  code: z.string(),
  helpers: z.array(z.object({ nickname: z.string(), at: z.string() })),
  inviteMax: z.number().int(),
});
export type KoiInvite = z.infer<typeof koiInviteSchema>;

/** What an invitee sees of an invitation: whose it is (masked) and the activity. */
export const koiInvitationSchema = z.object({
  code: z.string(),
  inviter: z.string(),
  activity: z.object({
    id: z.number().int(),
    title: z.string(),
    intro: z.string(),
    phase: z.enum(ACTIVITY_PHASES),
    endAt: z.string(),
  }),
  helps: z.number().int().nonnegative(),
  inviteMax: z.number().int(),
  me: z.object({ helped: z.boolean(), isInviter: z.boolean() }).nullable(),
});
export type KoiInvitation = z.infer<typeof koiInvitationSchema>;

export const koiInviteCodeSchema = z.string().regex(/^[A-Z0-9]{8}$/, { error: '邀请码无效' });

export const koiChanceInputSchema = z.object({ source: z.literal('signin', { error: '机会来源无效' }) });
export const koiHelpInputSchema = z.object({ code: koiInviteCodeSchema });

/** Contact for a physical prize: one message per field, catalogue wording for the mobile (SPEC §8 1002). */
export const koiAddressInputSchema = z.object({
  name: z
    .string({ error: '收货人：请填写 2–20 个字' })
    .trim()
    .refine((value) => [...value].length >= 2 && [...value].length <= 20, { error: '收货人：请填写 2–20 个字' }),
  phone: z
    .string({ error: '手机号填写错误' })
    .trim()
    .regex(/^1[3-9]\d{9}$/, { error: '手机号填写错误' }),
  address: z
    .string({ error: '收货地址：请填写 5–100 个字' })
    .trim()
    .refine((value) => [...value].length >= 5 && [...value].length <= 100, { error: '收货地址：请填写 5–100 个字' }),
});
export type KoiAddressInput = z.infer<typeof koiAddressInputSchema>;
