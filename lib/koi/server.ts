import 'server-only';
import { upstreamGet, upstreamPost, type UpstreamAuth } from '@/lib/http/upstream';
import { readPersonal } from '@/lib/read/server';
import {
  koiActivitySchema,
  koiAwardSchema,
  koiInvitationSchema,
  koiInviteCodeSchema,
  koiInviteSchema,
  koiJoinResultSchema,
  koiParticipationSchema,
  type KoiAddressInput,
} from './schemas';

/**
 * Koi lottery calls of the local upstream (upstream/activity/koi.ts). The activity read carries the
 * viewer's chances, so every read is personal (never shared between viewers).
 */
const OPTIONAL_LOGIN = { needLogin: false, tryLogin: true } as const;

export function inviteCodeOf(raw: string | string[] | undefined): string | null {
  const parsed = koiInviteCodeSchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  return parsed.success ? parsed.data : null;
}

export const fetchKoiActivity = (id: number, auth?: UpstreamAuth | null) =>
  upstreamGet(`/activity/koi/${id}`, koiActivitySchema, { auth, options: OPTIONAL_LOGIN });

export function readKoiActivity(id: number) {
  return readPersonal(`/activity/koi/${id}`, () => fetchKoiActivity(id));
}

export const fetchKoiParticipation = (id: number, auth?: UpstreamAuth | null) =>
  upstreamGet(`/activity/koi/${id}/participation`, koiParticipationSchema, { auth });

export function readKoiParticipation(id: number) {
  return readPersonal(`/activity/koi/${id}/participation`, () => fetchKoiParticipation(id));
}

export function readKoiInvite(id: number) {
  return readPersonal(`/activity/koi/${id}/invite`, () => upstreamGet(`/activity/koi/${id}/invite`, koiInviteSchema));
}

export function readKoiInvitation(id: number, code: string) {
  return readPersonal(`/activity/koi/${id}/invitations/${code}`, () =>
    upstreamGet(`/activity/koi/${id}/invitations/${code}`, koiInvitationSchema, { options: OPTIONAL_LOGIN }),
  );
}

export function joinKoiPool(id: number, poolId: number, idempotencyKey: string, auth: UpstreamAuth | null) {
  return upstreamPost(`/activity/koi/${id}/pools/${poolId}/entries`, koiJoinResultSchema, {
    body: {},
    headers: { 'Idempotency-Key': idempotencyKey },
    auth,
  });
}

export function claimKoiChance(id: number, auth: UpstreamAuth | null) {
  return upstreamPost(`/activity/koi/${id}/chances`, koiActivitySchema, { body: { source: 'signin' }, auth });
}

export function helpKoiFriend(id: number, code: string, auth: UpstreamAuth | null) {
  return upstreamPost(`/activity/koi/${id}/help`, koiInvitationSchema, { body: { code }, auth });
}

export function saveKoiAddress(id: number, poolId: number, input: KoiAddressInput, auth: UpstreamAuth | null) {
  return upstreamPost(`/activity/koi/${id}/pools/${poolId}/address`, koiAwardSchema, { body: input, auth });
}
