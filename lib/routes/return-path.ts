/**
 * The one rule for every return or target parameter (`redirect` of /login, `from` of /download and
 * /abnormal, `target` of /transitPage, `returnTo` of the compliance flows, …): the value must be a
 * path of this app, under /h5, on our own origin — decided on the URL as a browser resolves it, not on
 * the raw text, because dot segments, encoded dots and backslashes collapse `/h5/..//evil.example`
 * into a protocol-relative `//evil.example` only after normalisation. Anything else gives the fallback.
 * Runs in the browser too (the login form checks again before it navigates).
 */

import { BASE_PATH as BASE } from './base-path';

/** A placeholder origin to resolve against; a value that leaves it is not ours. */
const PROBE_ORIGIN = 'http://h5.invalid';
const MAX_LENGTH = 2048;

/** Control characters, any whitespace (Unicode too) and backslashes: never in a return path we accept. */
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\s\\\u200b-\u200f\u2028\u2029\ufeff]/;

/** Percent-decodes until stable (double encodings included); null when an encoding is malformed. */
function fullyDecoded(text: string): string | null {
  let current = text;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** True when a decoded path could still mean another place once some later layer decodes it. */
function hasHiddenSegments(decodedPath: string): boolean {
  return (
    FORBIDDEN.test(decodedPath) ||
    decodedPath.includes('//') ||
    /(^|\/)\.{1,2}(\/|$)/.test(decodedPath) ||
    !(decodedPath === BASE || decodedPath.startsWith(`${BASE}/`))
  );
}

/**
 * A same-origin path under /h5 ('/h5', '/h5/…', with its query and hash), normalised as the browser
 * would request it; `fallback` for everything else. Accepts the first value of a repeated parameter.
 */
export function safeReturnPath(
  candidate: string | readonly string[] | null | undefined,
  fallback = `${BASE}/`,
): string {
  const raw = typeof candidate === 'string' ? candidate : candidate?.[0];
  if (!raw || raw.length > MAX_LENGTH) return fallback;
  // Only a path: no scheme, no authority, nothing the URL parser would quietly strip or rewrite.
  if (!raw.startsWith('/') || raw.startsWith('//') || FORBIDDEN.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN || url.username || url.password) return fallback;
  const path = url.pathname;
  // The normalised path itself, and what it would become if a server or router decoded it again.
  if (hasHiddenSegments(path)) return fallback;
  const decoded = fullyDecoded(path);
  if (decoded === null || hasHiddenSegments(decoded)) return fallback;
  const rest = `${url.search}${url.hash}`;
  if (FORBIDDEN.test(rest)) return fallback;
  return `${path}${rest}`;
}
