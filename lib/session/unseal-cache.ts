import 'server-only';
import { unsealData } from 'iron-session';
import type { SessionData } from './config';
import { processSingleton } from '@/runtime/process-singleton.mjs';

/**
 * Unsealing a session cookie derives two keys (PBKDF2) and checks an HMAC: measured as the largest
 * single cost of an authenticated BFF call (measured in the BFF profile). A browser sends the same seal on
 * every call until it is renewed, so a successful unseal is remembered by the exact seal string —
 * an altered string is a different key and is unsealed (and refused) for real. Entries live at most
 * a minute and never past the seal's own expiry; revocation is checked on every use regardless.
 */
const MAX_ENTRIES = 5000;
const MAX_AGE_MS = 60_000;

interface Entry {
  data: SessionData;
  until: number;
  password: string;
}

const cache = processSingleton('unseal-cache', () => new Map<string, Entry>());

/** Iron seals carry their expiry (epoch ms) as the sixth `*`-separated field; '' = none. */
function sealExpiry(seal: string): number {
  const expiry = Number(seal.split('*')[5]);
  return Number.isFinite(expiry) && expiry > 0 ? expiry : Number.POSITIVE_INFINITY;
}

export async function unsealSession(seal: string, options: { password: string; ttl?: number }): Promise<SessionData> {
  const now = Date.now();
  const hit = cache.get(seal);
  if (hit && hit.until > now && hit.password === options.password) return structuredClone(hit.data);
  if (hit) cache.delete(seal);
  const data = await unsealData<SessionData>(seal, options);
  if (Object.keys(data).length > 0) {
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(seal, {
      data: structuredClone(data),
      until: Math.min(now + MAX_AGE_MS, sealExpiry(seal)),
      password: options.password,
    });
  }
  return data;
}
