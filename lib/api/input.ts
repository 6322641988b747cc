import 'server-only';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { AppError, ERROR_MESSAGES, ErrorCode } from '@/lib/errors';

/** JSON forms are small: a route that needs more says so (ApiConfig.maxBodyBytes). */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

const bodyTooLarge = () => new AppError(ErrorCode.MissingParams, '请求内容过大', { status: 413 });
const notJson = () => new AppError(ErrorCode.MissingParams, '请求格式错误，请使用 JSON', { status: 415 });
const malformed = () => new AppError(ErrorCode.MissingParams, '请求格式错误', { status: 400 });

function isJsonType(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
}

/** Reads the body up to `limit` bytes and stops there: an oversized body is never held whole. */
async function readLimited(request: NextRequest, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw bodyTooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw bodyTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The raw input of a BFF call: the query for GET/HEAD, else the JSON body (size-limited, JSON only:
 * 413 past the limit, 415 for any other content type, 400 when it does not parse). An empty body is {}.
 */
export async function readInput(request: NextRequest, maxBodyBytes = DEFAULT_MAX_BODY_BYTES): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return Object.fromEntries(request.nextUrl.searchParams);
  const text = await readLimited(request, maxBodyBytes);
  if (!text.trim()) return {};
  if (!isJsonType(request.headers.get('content-type'))) throw notJson();
  try {
    return JSON.parse(text);
  } catch {
    throw malformed();
  }
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
};
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const SCALAR_TYPES = new Set([
  'string',
  'number',
  'bigint',
  'boolean',
  'enum',
  'literal',
  'date',
  'template_literal',
  'nan',
]);
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'catch',
  'readonly',
  'nonoptional',
  'success',
]);

function expectsScalar(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (SCALAR_TYPES.has(def.type)) return true;
  if (WRAPPERS.has(def.type) && def.innerType) return expectsScalar(def.innerType);
  if (def.type === 'pipe' && def.in) return expectsScalar(def.in);
  if (def.type === 'union' && def.options) return def.options.every(expectsScalar);
  return false;
}

function unwrap(schema: z.ZodType): Def {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  return def;
}

/**
 * Where the schema expects a scalar (string, number, …) and the client sent an object or array, the
 * top-level field holding it; else null. Checked before parsing, so `z.coerce` can never turn `{}` into
 * "[object Object]" in any route's schema.
 */
export function nonScalarField(schema: z.ZodType, value: unknown, path: Array<string | number> = []): string | null {
  const isComposite = typeof value === 'object' && value !== null;
  if (expectsScalar(schema)) return isComposite ? String(path[0] ?? '(body)') : null;
  if (!isComposite) return null;
  const def = unwrap(schema);
  if (def.type === 'object' && def.shape && !Array.isArray(value)) {
    for (const [key, field] of Object.entries(def.shape)) {
      const found = nonScalarField(field, (value as Record<string, unknown>)[key], [...path, key]);
      if (found) return found;
    }
  }
  if (def.type === 'array' && def.element && Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nonScalarField(def.element, item, [...path, index]);
      if (found) return found;
    }
  }
  return null;
}

const CATALOGUE_BY_MESSAGE = new Map<string, number>(
  Object.entries(ERROR_MESSAGES).map(([code, message]) => [message, Number(code)]),
);
// Our schemas write their messages in Chinese; zod's own words are English and never reach a user.
const AUTHORED = /[\u3400-\u9fff]/;

/**
 * What a user sees for bad input: the catalogue's message the schema names (e.g. 1002 手机号填写错误),
 * or a Chinese message the schema authored, else 1003 缺少相关参数 with the field — never the
 * validator's own text.
 */
export function inputErrorOf(issue: { message?: string; path?: ReadonlyArray<PropertyKey> } | undefined): {
  code: number;
  message: string;
} {
  // The field a user filled in: the top-level name, not an index inside it.
  const field = issue?.path?.length ? String(issue.path[0]) : '';
  const message = issue?.message ?? '';
  const code = CATALOGUE_BY_MESSAGE.get(message);
  if (code !== undefined && code !== ErrorCode.MissingParams) return { code, message };
  if (code === undefined && AUTHORED.test(message)) return { code: ErrorCode.MissingParams, message };
  return { code: ErrorCode.MissingParams, message: field ? `${ERROR_MESSAGES[1003]}：${field}` : ERROR_MESSAGES[1003] };
}
