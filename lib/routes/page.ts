import type { Metadata } from 'next';
import { routeOrThrow } from './manifest';


/** Page metadata from the manifest: the title of every page comes from lib/routes. */
export function pageMetadata(path: string, extra: Metadata = {}): Metadata {
  const route = routeOrThrow(path);
  return {
    title: route.title,
    ...extra,
  };
}
