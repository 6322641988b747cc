import { Disclaimer } from '@/components/compliance/disclaimer';
import { AsOf, ErrorState } from '@/components/ui/states';
import type { AppError } from '@/lib/errors';
import { messageFor } from '@/lib/errors';
import { withBasePath } from '@/lib/routes/hrefs';

/** 数据截至 … (stale-labelled) and the SPEC §9 disclaimer, at the foot of every market view. */
export function ViewFooter({ asOf, stale = false, note }: { asOf?: string; stale?: boolean; note?: string }) {
  return (
    <footer>
      {asOf ? <AsOf time={asOf} stale={stale} note={note} /> : null}
      <Disclaimer />
    </footer>
  );
}

/** The error state of a failed read, with a retry link that reloads the same URL (no JS needed). */
export function ReadError({ error, retryHref }: { error: AppError; retryHref: string }) {
  return (
    <>
      <ErrorState description={`${messageFor(error.code, error.message)}（${error.code}）`} retryHref={withBasePath(retryHref)} />
      <ViewFooter />
    </>
  );
}
