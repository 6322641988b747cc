import 'server-only';
import { createHash } from 'node:crypto';
import { z } from 'zod';
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
 * one lookup at a time per token; a failed lookup is not retried for a minute and leaves the id out,
 * as before. The lookup never fails the request that needed it.
 */
const profileUserSchema = z.object({ user_id: z.number().int().positive() });

const MAX_ENTRIES = 5000;
const KNOWN_MS = 6 * 60 * 60_000;
const FAILED_MS = 60_000;
/** A page waits at most this long for the lookup: the id is worth less than the page. */
const LOOKUP_TIMEOUT_MS = 2000;

interface Entry {
  userId: number | null;
  until: number;
}

const cache = processSingleton('app-user-ids', () => ({
  known: new Map<string, Entry>(),
  pending: new Map<string, Promise<number | null>>(),
}));

const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

async function lookup(token: string, device: DeviceInfo): Promise<number | null> {
  const auth = { accessToken: token, tokenType: 'Bearer', userId: null };
  try {
    // Its own request context: the token and device given here, never the page's (which is what asks).
    const profile = await runWithRequestContext({ device, auth }, () =>
      upstreamGet('/account/profile', profileUserSchema, { options: { timeoutMs: LOOKUP_TIMEOUT_MS } }),
    );
    return profile.user_id;
  } catch {
    return null;
  }
}

/** The user id of the app's token (from memory, else from the upstream once), or null when unknown. */
export async function appUserId(token: string, device: DeviceInfo): Promise<number | null> {
  const key = keyOf(token);
  const now = Date.now();
  const hit = cache.known.get(key);
  if (hit && hit.until > now) return hit.userId;
  if (hit) cache.known.delete(key);
  const running = cache.pending.get(key);
  if (running) return running;
  const promise = lookup(token, device).then((userId) => {
    cache.pending.delete(key);
    if (cache.known.size >= MAX_ENTRIES) cache.known.delete(cache.known.keys().next().value as string);
    cache.known.set(key, { userId, until: Date.now() + (userId === null ? FAILED_MS : KNOWN_MS) });
    return userId;
  });
  cache.pending.set(key, promise);
  return promise;
}

/** Tests: forget every learned id. */
export function resetAppUserIdsForTests(): void {
  cache.known.clear();
  cache.pending.clear();
}
