import 'server-only';
import type { ReadResult } from '@/lib/read/result';

/** A page read reused by a BFF GET: its data, or its error thrown for apiHandler's envelope. */
export function throwIfFailed<T>(result: ReadResult<T>): T {
  if (!result.ok) throw result.error;
  return result.data;
}
