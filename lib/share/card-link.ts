import { BASE_PATH, stripBasePath, withBasePath } from '@/lib/routes/hrefs';
import { matchRoute } from '@/lib/routes/manifest';
import { safeReturnPath } from '@/lib/routes/return-path';

/**
 * The page a WeChat card link opens: an /h5 path (with or without the prefix) that the manifest
 * knows. Returned without /h5 because redirect() adds the base path. Anything else is refused.
 */
export function wechatCardTarget(raw: string | null): string | null {
  if (!raw) return null;
  const path = raw.startsWith('/') ? raw : `/${raw}`;
  const underBase =
    path === BASE_PATH || [`${BASE_PATH}/`, `${BASE_PATH}?`, `${BASE_PATH}#`].some((prefix) => path.startsWith(prefix))
      ? path
      : withBasePath(path);
  const safe = safeReturnPath(underBase, '');
  if (!safe) return null;
  const appPath = stripBasePath(safe);
  const pathname = appPath.split(/[?#]/)[0];
  if (pathname === '/wxCardLink' || !matchRoute(pathname)) return null;
  return appPath;
}
