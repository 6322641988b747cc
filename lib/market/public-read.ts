import 'server-only';
import type { z } from 'zod';
import { upstreamGet } from '@/lib/http/upstream';
import { readKey, readPublic } from '@/lib/read/server';
import type { ReadResult } from '@/lib/read/result';

/**
 * One read of public market data, for every lib/market/*-server.ts: through the shared cache, served stale
 * while the upstream is down. Callers pass parameters already checked (lib/market/params.ts,
 * lib/market/tool-params.ts), so a bad parameter never reaches the upstream and nothing is cached under a bad key.
 */
export function readMarket<S extends z.ZodType>(
  path: string,
  schema: S,
  query: Record<string, string | number | undefined> = {},
): Promise<ReadResult<z.infer<S>>> {
  return readPublic(readKey(path, query), () => upstreamGet(path, schema, { query, options: { needLogin: false } }));
}
