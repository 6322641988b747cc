import 'server-only';
import { sealData } from 'iron-session';
import type { NextRequest } from 'next/server';
import { DEVICE_ID_COOKIE, deviceFromRequest } from '@/lib/http/device';
import { runWithRequestContext } from '@/lib/http/request-context';
import { sessionOptions } from './config';
import { needsProactiveRefresh } from './login';
import { renewSession } from './renew';
import { isSessionRevoked } from './revocation';
import { unsealSession } from './unseal-cache';

export interface RenewedCookie {
  name: string;
  /** '' = the session ended (refresh refused): the cookie is cleared. */
  value: string;
  maxAge: number;
}

/**
 * Pages cannot write cookies, so an access token past its expiry is renewed here, in the proxy,
 * before the page renders: the page then reads the new cookie and its server calls succeed.
 * Never throws: a failure leaves the request as it was (the BFF still refreshes on demand).
 */
export async function renewExpiredSession(request: NextRequest): Promise<RenewedCookie | null> {
  const options = sessionOptions();
  const seal = request.cookies.get(options.cookieName)?.value;
  if (!seal) return null;
  try {
    const data = await unsealSession(seal, { password: options.password as string, ttl: options.ttl });
    if (!needsProactiveRefresh(data) || (data.sid && (await isSessionRevoked(data.sid)))) return null;
    const device = deviceFromRequest(request.headers, request.cookies.get(DEVICE_ID_COOKIE)?.value ?? null);
    const renewed = await runWithRequestContext({ device, auth: null }, () => renewSession(data));
    if (!renewed) return { name: options.cookieName, value: '', maxAge: 0 };
    const ttl = options.ttl ?? 0;
    return {
      name: options.cookieName,
      value: await sealData(data, { password: options.password, ttl }),
      maxAge: ttl - 60,
    };
  } catch {
    return null;
  }
}
