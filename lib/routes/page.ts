import type { Metadata } from 'next';
import { routeOrThrow } from './manifest';

/**
 * Page metadata from the manifest: the title of every page comes from lib/routes, and a page search
 * engines are not to list (`indexable: false`) says noindex unless the page states its own robots.
 */
export function pageMetadata(path: string, extra: Metadata = {}): Metadata {
  const route = routeOrThrow(path);
  return {
    title: route.title,
    ...(route.indexable ? {} : { robots: { index: false, follow: true } }),
    ...extra,
  };
}
