import { matchRoute } from '@/lib/routes/manifest';
import { safeReturnPath } from '@/lib/routes/return-path';

/**
 * The page a WeChat card link opens: an /h5 path (with or without the prefix) that the manifest
 * knows. Returned without /h5 because redirect() adds the base path. Anything else is refused.
 */
export function wechatCardTarget(raw: string | null): string | null {
  if (!raw) return null;
  const safe = safeReturnPath(raw.startsWith('/') ? raw : `/${raw}`, '');
  if (!safe) return null;
  const withoutBase = safe === '/h5' ? '/' : safe.startsWith('/h5/') ? safe.slice(3) : safe;
  const pathname = withoutBase.split(/[?#]/)[0];
  if (pathname === '/wxCardLink' || !matchRoute(pathname)) return null;
  return withoutBase;
}
