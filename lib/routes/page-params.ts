import 'server-only';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReadResult } from '@/lib/read/result';
import { withBasePath } from '@/lib/routes/hrefs';
import { routeIdOf } from '@/lib/routes/route-id';

type RawParam = string | string[] | undefined;

/** An id from a page's query (`?roomId=`): null when absent or malformed (lib/routes/route-id). */
export function idParam(raw: RawParam): number | null {
  return routeIdOf(raw);
}

/** An id from a page's query with the page's default when absent or malformed. */
export function idParamOr(raw: RawParam, fallback: number): number {
  return routeIdOf(raw) ?? fallback;
}

/** A page's dynamic `[segment]` id: malformed → the 404 page, like an id that does not exist. */
export async function pageId<K extends string>(params: Promise<Record<K, string>>, key: K): Promise<number> {
  const id = routeIdOf((await params)[key]);
  if (id === null) notFound();
  return id;
}

/** A read of something that does not exist is the 404 page; other failures render <ReadError>. */
export function orNotFound<T>(read: ReadResult<T>): ReadResult<T> {
  if (!read.ok && read.error.status === 404) notFound();
  return read;
}

/** The URL a login should come back to. */
export async function currentUrl(fallback: string): Promise<string> {
  return (await headers()).get('x-h5-url') ?? withBasePath(fallback);
}
