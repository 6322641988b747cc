import 'server-only';
import { z } from 'zod';
import { routeIdOf } from '@/lib/routes/route-id';

/** A path segment holding an id (lib/routes/route-id); `notFound` is the message of the 404. */
export function routeIdSchema(notFound: string) {
  return z.string({ error: notFound }).transform((raw, ctx) => {
    const id = routeIdOf(raw);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: notFound });
      return z.NEVER;
    }
    return id;
  });
}

/**
 * `apiHandler({ params: idParams('id', '活动不存在') })` or `idParams(['roomId', 'couponId'])`: each named
 * segment an id; `notFound` is the message of the 404 a malformed one answers.
 */
export function idParams<const K extends string>(names: K | readonly K[], notFound = '内容不存在') {
  const keys: readonly K[] = typeof names === 'string' ? [names] : names;
  const shape = Object.fromEntries(keys.map((name) => [name, routeIdSchema(notFound)]));
  return z.object(shape as Record<K, ReturnType<typeof routeIdSchema>>);
}
