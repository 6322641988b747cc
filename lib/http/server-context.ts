import 'server-only';
import { DEVICE_ID_COOKIE, deviceFromRequest } from './device';
import type { RequestContext, UpstreamAuth } from './request-context';
import { processSingleton } from '@/runtime/process-singleton.mjs';

type PageAuthReader = () => Promise<UpstreamAuth | null>;

// A process slot, not a module variable: instrumentation and each route bundle load their own copy
// of this module, and the reader registered once at start-up must be seen by all of them.
const holder = processSingleton<{ reader?: PageAuthReader }>('page-auth-reader', () => ({}));

/**
 * lib/session registers how a page's session is read (read-only). The dependency points from the
 * session layer to this one, never back: lib/http knows only this signature.
 */
export function registerPageAuthReader(reader: PageAuthReader): void {
  holder.reader = reader;
}

/**
 * Outside apiHandler (server components), the request context comes from next/headers: device
 * headers from the page request and the session read-only (cookies cannot be written there, so no
 * refresh). Outside any request (scripts, tests) there is none.
 */
export async function fallbackRequestContext(): Promise<RequestContext | undefined> {
  try {
    const { cookies, headers } = await import('next/headers');
    const [requestHeaders, cookieStore] = await Promise.all([headers(), cookies()]);
    const readAuth = holder.reader;
    return {
      device: deviceFromRequest(requestHeaders, cookieStore.get(DEVICE_ID_COOKIE)?.value ?? null),
      auth: readAuth ? await readAuth() : null,
    };
  } catch {
    return undefined;
  }
}
