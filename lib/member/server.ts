import 'server-only';
import { z } from 'zod';
import { upstreamGet, upstreamPost } from '@/lib/http/upstream';
import { readPersonal, readPublic } from '@/lib/read/server';
import { readAuth } from '@/lib/session/session';
import { readPromotableRisk } from '@/lib/compliance/server';
import { headlinePlan, promotedPlans } from './catalogue';
import {
  autoRenewListSchema,
  autoRenewSchema,
  campaignSchema,
  membershipSchema,
  planSchema,
  rightsMatrixSchema,
  unionClaimSchema,
  unionMemberSchema,
} from './schemas';

/** The pay flow records suitability per product: a plan's product id is the membership's rule. */
export { suitabilityProductOf } from './rules';

/** Membership reads: the catalogue is public (cached, served stale); the member's own state is personal. */
export function readPlans() {
  return readPublic('/member/plans', () =>
    upstreamGet('/member/plans', z.object({ plans: z.array(planSchema) }), { options: { needLogin: false } }).then(
      (answer) => answer.plans,
    ),
  );
}

/** A sale, conversion or open-member page's campaign: its hero, copy and plan set. */
export function readCampaign(slug: string) {
  return readPublic(`/member/campaigns/${slug}`, () =>
    upstreamGet(`/member/campaigns/${encodeURIComponent(slug)}`, campaignSchema, { options: { needLogin: false } }),
  );
}

/** The catalogue as a sale page shows it to the viewer: promotional badges only where they may be promoted (promotableRiskFor). */
export async function readPromotedPlans() {
  const [plans, promotableRisk] = await Promise.all([readPlans(), readPromotableRisk()]);
  return plans.ok ? { ...plans, data: promotedPlans(plans.data, promotableRisk) } : plans;
}

/** A campaign as its page shows it to the viewer (readPromotedPlans). */
export async function readPromotedCampaign(slug: string) {
  const [campaign, promotableRisk] = await Promise.all([readCampaign(slug), readPromotableRisk()]);
  return campaign.ok
    ? { ...campaign, data: { ...campaign.data, plans: promotedPlans(campaign.data.plans, promotableRisk) } }
    : campaign;
}

/** Whether the SVIP upgrade may be named and pushed to the viewer: its R-level within what may be promoted to them. */
export async function readMayPromoteSvip(): Promise<boolean> {
  const [plans, promotableRisk] = await Promise.all([readPlans(), readPromotableRisk()]);
  const svip = plans.ok ? headlinePlan(plans.data, 'SVIP') : null;
  return svip !== null && svip.risk_level <= promotableRisk;
}

export function readRights() {
  return readPublic('/member/rights', () =>
    upstreamGet('/member/rights', rightsMatrixSchema, { options: { needLogin: false } }),
  );
}

export function readUnionMember() {
  return readPublic('/member/union', () =>
    upstreamGet('/member/union', unionMemberSchema, { options: { needLogin: false } }),
  );
}

export async function readUnionRecords() {
  const auth = await readAuth();
  return readPersonal('/member/union/records', () =>
    upstreamGet('/member/union/records', z.object({ records: z.array(unionClaimSchema) }), { auth }).then(
      (answer) => answer.records,
    ),
  );
}

/** The viewer's membership, or null when logged out. */
export async function readMembership() {
  const auth = await readAuth();
  if (!auth) return { ok: true as const, data: null, stale: false, asOf: Date.now() };
  return readPersonal('/member/membership', () => upstreamGet('/member/membership', membershipSchema, { auth }));
}

export function claimUnionBenefit(partnerId: number, idempotencyKey: string) {
  return upstreamPost('/member/union/claim', unionClaimSchema, {
    body: { partner_id: partnerId },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** The viewer's auto-renewing subscriptions (the BFF answers them as the list). */
export function readAutoRenewals() {
  return upstreamGet('/member/auto-renew', autoRenewListSchema);
}

/** The same for a page: none when logged out, and a failed read shows no switch rather than a wrong one. */
export async function readMyAutoRenewals() {
  const auth = await readAuth();
  if (!auth) return [];
  const read = await readPersonal('/member/auto-renew', () =>
    upstreamGet('/member/auto-renew', autoRenewListSchema, { auth }),
  );
  return read.ok ? read.data.subscriptions : [];
}

export function switchAutoRenew(id: number, enabled: boolean, idempotencyKey: string) {
  return upstreamPost(`/member/auto-renew/${id}`, autoRenewSchema, {
    body: { enabled },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
