import 'server-only';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { profileUserIdSchema } from '@/lib/account/settings-schemas';
import type { DeviceInfo } from '@/lib/http/device';
import { runWithRequestContext } from '@/lib/http/request-context';
import { upstreamGet } from '@/lib/http/upstream';
import { processSingleton } from '@/runtime/process-singleton.mjs';

/**
 * The user id behind the app's token. An SMS login's token answer names the user (user_id); the app
 * hands the H5 only its token, so a session built from it learns the id from the viewer's own profile
 * (GET /account/profile, which answers user_id beside the nickname). The java-style services read it
 * in the userId header (SPEC §3), tracking in each event's user_id.
 *
 * Learned once per token: the answer is remembered by the token's hash (a token never changes hands),
 * one lookup at a time per token (lru-cache's fetch shares a lookup in flight); a failed lookup is not
 * retried for a minute and leaves the id out, as before. The lookup never fails the request that needed it.
 */
const MAX_ENTRIES = 5000;
const KNOWN_MS = 6 * 60 * 60_000;
const FAILED_MS = 60_000;
/** A page waits at most this long for the lookup: the id is worth less than the page. */
const LOOKUP_TIMEOUT_MS = 2000;

interface Lookup {
  token: string;
  device: DeviceInfo;
}

const cache = processSingleton(
  'app-user-ids',
  () =>
    new LRUCache<string, { userId: number | null }, Lookup>({
      max: MAX_ENTRIES,
      fetchMethod: async (_key, _stale, { options, context }) => {
        const userId = await lookup(context);
        options.ttl = userId === null ? FAILED_MS : KNOWN_MS;
        return { userId };
      },
    }),
);

async function lookup({ token, device }: Lookup): Promise<number | null> {
  const auth = { accessToken: token, tokenType: 'Bearer', userId: null };
  try {
    // Its own request context: the token and device given here, never the page's (which is what asks).
    const profile = await runWithRequestContext({ device, auth }, () =>
      upstreamGet('/account/profile', profileUserIdSchema, { options: { timeoutMs: LOOKUP_TIMEOUT_MS } }),
    );
    return profile.user_id;
  } catch {
    return null;
  }
}

/** The user id of the app's token (from memory, else from the upstream once), or null when unknown. */
export async function appUserId(token: string, device: DeviceInfo): Promise<number | null> {
  const key = createHash('sha256').update(token).digest('base64url');
  return (await cache.fetch(key, { context: { token, device } }))?.userId ?? null;
}

/** Tests: forget every learned id. */
export function resetAppUserIdsForTests(): void {
  cache.clear();
}
