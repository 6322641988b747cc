import 'server-only';
import { z } from 'zod';
import { upstreamGet, upstreamPost, type UpstreamAuth } from '@/lib/http/upstream';
import { readPersonal } from '@/lib/read/server';
import { AppError } from '@/lib/errors';
import { LuckyBagListSchema, LuckyBagSchema, type LuckyBagInput } from '@/lib/live/lucky-bag-schemas';
import { LiveCouponListSchema, LiveCouponSchema, type AnchorCouponForm } from '@/lib/live-coupon/schemas';
import { DataCenterSchema } from './data-schemas';
import { ANCHOR_ERRORS } from './rules';
import {
  AnchorProfileSchema,
  AnchorProgramListSchema,
  AnchorProgramSchema,
  MaterialListSchema,
  MaterialSchema,
  RecruitmentStatusSchema,
  RoomConfigSchema,
  type AnchorProfile,
  type ProgramInput,
} from './schemas';
import type { SettingsKind } from './settings-fields';

import { SettingsValuesSchema } from './settings-schemas';

/**
 * The anchor workbench, server side. Every read is personal (the anchor's own room); the upstream
 * checks the role and ownership, and the BFF checks the role again (`requireActiveAnchor`) before it
 * forwards a write, so a viewer's call never reaches an anchor path with their token alone.
 */
const ME = '/live/anchor/me';

export function getAnchor() {
  return readPersonal(ME, () => upstreamGet(ME, AnchorProfileSchema));
}

/** The BFF's own role check: an active anchor, else 403 仅主播可用 / 主播账号已暂停. */
export async function requireActiveAnchor(auth: UpstreamAuth): Promise<AnchorProfile> {
  const anchor = await upstreamGet(ME, AnchorProfileSchema, { auth });
  if (anchor.status !== 'active')
    throw new AppError(ANCHOR_ERRORS.suspended.code, ANCHOR_ERRORS.suspended.message, { status: 403 });
  return anchor;
}

export const getRoomConfig = () =>
  readPersonal('/live/anchor/room', () => upstreamGet('/live/anchor/room', RoomConfigSchema));
export const listAnchorPrograms = () =>
  readPersonal(
    '/live/anchor/programs',
    async () => (await upstreamGet('/live/anchor/programs', AnchorProgramListSchema)).programs,
  );
export const getAnchorProgram = (id: number) =>
  readPersonal(`/live/anchor/programs/${id}`, () => upstreamGet(`/live/anchor/programs/${id}`, AnchorProgramSchema));
export const listAnchorBags = () =>
  readPersonal(
    '/live/anchor/lucky-bags',
    async () => (await upstreamGet('/live/anchor/lucky-bags', LuckyBagListSchema)).bags,
  );
export const getSettings = (kind: SettingsKind) =>
  readPersonal(`/live/anchor/settings/${kind}`, () =>
    upstreamGet(`/live/anchor/settings/${kind}`, SettingsValuesSchema),
  );
export const getDataCenter = () =>
  readPersonal('/live/anchor/data', async () => (await upstreamGet('/live/anchor/data', DataCenterSchema)).broadcasts);
export const getMyApplication = () =>
  readPersonal(
    '/live/anchor-applications/mine',
    async () => (await upstreamGet('/live/anchor-applications/mine', RecruitmentStatusSchema)).application,
  );

export const listMaterials = () =>
  readPersonal(
    '/live/anchor/materials',
    async () => (await upstreamGet('/live/anchor/materials', MaterialListSchema)).materials,
  );
export const getMaterial = (id: number) =>
  readPersonal(`/live/anchor/materials/${id}`, () => upstreamGet(`/live/anchor/materials/${id}`, MaterialSchema));

export const ViewableUsersSchema = z.object({
  programId: z.number().int(),
  users: z.array(z.object({ mobile: z.string(), addedAt: z.string() })),
});
export const getViewableUsers = (programId: number) =>
  readPersonal(`/live/anchor/programs/${programId}/viewers`, () =>
    upstreamGet(`/live/anchor/programs/${programId}/viewers`, ViewableUsersSchema),
  );

/** Writes (BFF routes): the role checked here first, then the upstream checks role and ownership again. */
export async function anchorWrite<S extends z.ZodType>(
  auth: UpstreamAuth,
  path: string,
  schema: S,
  body: unknown,
): Promise<z.infer<S>> {
  await requireActiveAnchor(auth);
  return upstreamPost(path, schema, { body, auth });
}

/**
 * Creates (programme, lucky bag, coupon, material): the role first, then the route's Idempotency-Key
 * (apiHandler `idempotent`: the same form sent again from one page render is one row) goes upstream.
 */
export async function anchorCreate<S extends z.ZodType>(
  auth: UpstreamAuth,
  path: string,
  schema: S,
  body: unknown,
  key: string,
): Promise<z.infer<S>> {
  await requireActiveAnchor(auth);
  return upstreamPost(path, schema, { body, auth, headers: { 'Idempotency-Key': key } });
}

export const createLuckyBag = (auth: UpstreamAuth, input: LuckyBagInput, key: string) =>
  anchorCreate(auth, '/live/anchor/lucky-bags', LuckyBagSchema, input, key);
export const drawLuckyBag = (auth: UpstreamAuth, bagId: number) =>
  anchorWrite(auth, `/live/anchor/lucky-bags/${bagId}/draw`, LuckyBagSchema, {});
export const listAnchorCoupons = () =>
  readPersonal('/live/anchor/coupons', () => upstreamGet('/live/anchor/coupons', LiveCouponListSchema));
export const createAnchorCoupon = (auth: UpstreamAuth, input: AnchorCouponForm, key: string) =>
  anchorCreate(auth, '/live/anchor/coupons', LiveCouponSchema, input, key);

export const createProgram = (auth: UpstreamAuth, input: ProgramInput, key: string) =>
  anchorCreate(auth, '/live/anchor/programs', AnchorProgramSchema, input, key);
export const saveProgram = (auth: UpstreamAuth, input: ProgramInput, id: number) =>
  anchorWrite(auth, `/live/anchor/programs/${id}`, AnchorProgramSchema, input);
