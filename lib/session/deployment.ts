import 'server-only';

/**
 * Production = the build serving real users: NODE_ENV production against the company's upstream
 * (H5_ENV=production or H5_ENV=test overrides). Test deployments and the local upstream are not.
 */
export function isProductionDeployment(env: Record<string, string | undefined> = process.env): boolean {
  if (env.H5_ENV === 'production') return true;
  if (env.H5_ENV) return false;
  return env.NODE_ENV === 'production' && !(env.UPSTREAM_SANDBOX === '1' || !env.UPSTREAM_URL);
}

/** SPEC §4: logout removes both tokens and, outside production, goes to the get-token route. */
export function afterLogoutPath(env: Record<string, string | undefined> = process.env): string | null {
  return isProductionDeployment(env) ? null : '/h5/get-token';
}
