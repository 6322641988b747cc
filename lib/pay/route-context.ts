import 'server-only';
import type { ApiContext } from '@/lib/api/handler';
import type { ConfirmContext } from './server';

/** The pay routes' shared context: the token, the request headers (channel, consent device) and the action's key. */
export function payContext(ctx: ApiContext<unknown, ConfirmContext['auth'], unknown>): ConfirmContext {
  return { auth: ctx.auth, headers: ctx.request.headers, idempotencyKey: ctx.idempotencyKey };
}
