import { z } from 'zod';
import { UpstreamError, type HandlerContext } from './types';

const MISSING_PARAMETERS = '缺少相关参数';

/**
 * The one way a module reads a request body: checked against a zod schema (the app's own input
 * schema where the BFF has one, so both sides agree), a missing body read as `{}`. A body that does
 * not fit answers 1003 (缺少相关参数, or the schema's own message) with HTTP 400.
 */
export function parseBody<S extends z.ZodType>(schema: S, ctx: Pick<HandlerContext, 'body'>): z.output<S> {
  // A schema's own message (手机号填写错误) wins; zod's English defaults become the catalogue's text.
  const result = schema.safeParse(ctx.body ?? {}, { error: () => MISSING_PARAMETERS });
  if (!result.success) throw new UpstreamError(1003, result.error.issues[0]?.message ?? MISSING_PARAMETERS, 400);
  return result.data;
}

/**
 * A form field read leniently, as the upstream always has: a string (trimmed) or a number as text,
 * absent as ''. Modules that answer their own codes for a bad value (1002 for a mobile) check it after.
 */
export const textField = z
  .union([z.string(), z.number()])
  .optional()
  .transform((value) => (value === undefined ? '' : String(value).trim()));
