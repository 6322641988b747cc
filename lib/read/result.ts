import { AppError, ErrorCode } from '@/lib/errors';

/**
 * What a page gets from a read (ARCHITECTURE rule 8): the data with its as-of time — `stale` when it
 * is the last good copy served because the upstream failed — or the error to show in <ReadError>.
 * Rule-free so client components may import the type.
 */
export type ReadOk<T> = { ok: true; data: T; stale: boolean; asOf: number };
export type ReadFailure = { ok: false; error: AppError };
export type ReadResult<T> = ReadOk<T> | ReadFailure;

/**
 * A page parameter that cannot be served (a malformed code, an unknown tab): a 400 failure with the
 * reason, answered before any read, so nothing is asked upstream or cached for it. <ReadError> shows it
 * with the §8 1003 title and a way back.
 */
export function badInput(message: string): ReadFailure {
  return { ok: false, error: new AppError(ErrorCode.MissingParams, message, { status: 400, details: PAGE_INPUT }) };
}

/** Told apart from an upstream's 400 (a refusal in its own words, or a field name the user never sees). */
const PAGE_INPUT = 'page-input';

export function isBadInput(error: AppError): boolean {
  return error.status === 400 && error.details === PAGE_INPUT;
}

/** Reshape the data of a successful read; a failure passes through. */
export function mapRead<T, U>(result: ReadResult<T>, reshape: (data: T) => U): ReadResult<U> {
  return result.ok ? { ...result, data: reshape(result.data) } : result;
}

/** Several reads as one: fails with the first failure, stale when any part is, as of the oldest part. */
export function combineReads<T extends readonly ReadResult<unknown>[]>(
  ...results: T
): ReadResult<{ [K in keyof T]: T[K] extends ReadResult<infer D> ? D : never }> {
  const failed = results.find((result) => !result.ok);
  if (failed && !failed.ok) return failed;
  const oks = results as unknown as ReadOk<unknown>[];
  return {
    ok: true,
    data: oks.map((result) => result.data) as { [K in keyof T]: T[K] extends ReadResult<infer D> ? D : never },
    stale: oks.some((result) => result.stale),
    asOf: Math.min(...oks.map((result) => result.asOf)),
  };
}
