import 'server-only';
import { DEVICE_ID_COOKIE, deviceFromRequest } from './device';
import type { RequestContext } from './request-context';

/**
 * Outside apiHandler (server components), the request context comes from next/headers: device
 * headers from the page request and the session read-only (cookies cannot be written there, so no
 * refresh). Outside any request (scripts, tests) there is none.
 */
export async function fallbackRequestContext(): Promise<RequestContext | undefined> {
  try {
    const { cookies, headers } = await import('next/headers');
    const [requestHeaders, cookieStore] = await Promise.all([headers(), cookies()]);
    const { readAuth } = await import('@/lib/session/session');
    return {
      device: deviceFromRequest(requestHeaders, cookieStore.get(DEVICE_ID_COOKIE)?.value ?? null),
      auth: await readAuth(),
    };
  } catch {
    return undefined;
  }
}
