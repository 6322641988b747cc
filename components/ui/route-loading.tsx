import { headers } from 'next/headers';
import { LOADING_MESSAGE } from '@/lib/errors';
import { matchRoute } from '@/lib/routes/manifest';
import type { LoadingType } from '@/lib/routes/types';
import styles from './route-loading.module.css';
import { Skeleton } from './states';

/** What a route shows while its page loads, by its manifest loadingType (SPEC §2 route meta). */
export function LoadingView({ type, rows = 6 }: { type: LoadingType; rows?: number }) {
  if (type === 'none') return null;
  if (type === 'toast') {
    return (
      <div className={styles.toast} role="status" aria-live="polite" aria-busy="true" data-loading-type="toast">
        <div className={styles.pill}>
          <span className={styles.spinner} aria-hidden="true" />
          {LOADING_MESSAGE}
        </div>
      </div>
    );
  }
  if (type === 'spinner') {
    return (
      <div className={styles.inline} role="status" aria-live="polite" aria-busy="true" data-loading-type="spinner">
        <span className={styles.spinner} aria-hidden="true" />
        <span className="visually-hidden">{LOADING_MESSAGE}</span>
      </div>
    );
  }
  return <Skeleton rows={rows} />;
}

/**
 * A loading.tsx body: the loading view of the route being opened (the proxy names it in
 * x-h5-pathname). One loading file serves a whole route group whose routes differ in loadingType.
 */
export async function RouteLoading({ rows = 6 }: { rows?: number }) {
  const pathname = (await headers()).get('x-h5-pathname') ?? '/';
  const type = matchRoute(pathname)?.route.loadingType ?? 'skeleton';
  return <LoadingView type={type} rows={rows} />;
}
