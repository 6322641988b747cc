import 'server-only';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReadResult } from '@/lib/read/result';
import { withBasePath } from '@/lib/routes/hrefs';
import { koiIdOf } from './server';

/** A koi page's `{id}`: malformed → the 404 page, like an id that does not exist. */
export async function koiPageId(params: Promise<{ id: string }>): Promise<number> {
  const id = koiIdOf((await params).id);
  if (id === null) notFound();
  return id;
}

/** An upstream 404 (no such activity) is the 404 page; other failures render <ReadError>. */
export function notFoundOn404<T>(read: ReadResult<T>): ReadResult<T> {
  if (!read.ok && read.error.status === 404) notFound();
  return read;
}

/** This request's own address (with /h5), the return path of a login. */
export async function currentUrl(fallback: string): Promise<string> {
  return (await headers()).get('x-h5-url') ?? withBasePath(fallback);
}
