/**
 * The cookie policy shared by the proxy, next.config and lib/session (no server-only: the proxy and
 * the config file import it too).
 */

/** Session cookie names (production uses the __Host- prefix). */
export const SESSION_COOKIE_NAMES = ['__Host-h5_session', 'h5_session'] as const;

/**
 * Production flags: Secure cookies, the `__Host-` name and HSTS. H5_INSECURE_COOKIES=1 is the explicit
 * escape hatch for serving a production build over plain http on a non-localhost host (browsers
 * accept Secure cookies from http://localhost, so tests don't need it).
 */
export function productionCookies(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV === 'production' && env.H5_INSECURE_COOKIES !== '1';
}
