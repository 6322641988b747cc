import 'server-only';
import { AppError, ErrorCode } from '@/lib/errors';
import type { ApiContext } from '@/lib/api/handler';
import { readActionId } from './action-key';
import type { ConfirmContext } from './server';

/** The pay routes' shared context: the action id the page was rendered with, the session scope and origin. */
export function payContext(ctx: ApiContext<unknown, ConfirmContext['auth'], unknown>): ConfirmContext {
  const actionId = readActionId(ctx.request.headers);
  if (!actionId) throw new AppError(ErrorCode.MissingParams, '页面已过期，请刷新后重试', { status: 400 });
  return {
    auth: ctx.auth,
    headers: ctx.request.headers,
    sessionScope: ctx.session.sid ?? String(ctx.session.userId ?? ''),
    actionId,
  };
}
