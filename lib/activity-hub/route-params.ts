import 'server-only';
import { AppError, ErrorCode } from '@/lib/errors';
import { activityIdOf } from './server';

/** A BFF route's `[id]`: a malformed one is the same 404 as an unknown one. */
export function routeActivityId(raw: string | undefined): number {
  const id = activityIdOf(raw);
  if (id === null) throw new AppError(ErrorCode.MissingParams, '活动不存在', { status: 404 });
  return id;
}
