import 'server-only';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReadResult } from '@/lib/read/result';
import { withBasePath } from '@/lib/routes/hrefs';
import { activityIdOf } from './server';

/** A page's activity id: malformed → the 404 page, like an unknown one. */
export async function pageActivityId(params: Promise<{ id: string }>): Promise<number> {
  const id = activityIdOf((await params).id);
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
