import 'server-only';
import { upstreamGet } from '@/lib/http/upstream';
import { readPersonal, readPublic } from '@/lib/read/server';
import { readAuth } from '@/lib/session/session';
import { inviteOverviewSchema, inviteRulesSchema } from './schemas';

export function fetchInviteOverview() {
  return upstreamGet('/invites', inviteOverviewSchema);
}

/** The viewer's code, invitees (masked) and rewards; reading it settles friends who have paid (upstream/commerce/invite.ts). */
export async function readInviteOverview() {
  const auth = await readAuth();
  return readPersonal('/invites', () => upstreamGet('/invites', inviteOverviewSchema, { auth }));
}

/** The cash-back terms: the same for everyone. */
export function readInviteRules() {
  return readPublic('/invites/rules', () =>
    upstreamGet('/invites/rules', inviteRulesSchema, { options: { needLogin: false } }),
  );
}
