import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { pageMetadata } from '@/lib/routes/page';
import { legalDocumentOrThrow } from './registry';
import { withBasePath } from '@/lib/routes/hrefs';

/** The public origin for canonical links: SITE_URL when configured, else the request's own host. */
async function siteOrigin(): Promise<string> {
  if (process.env.SITE_URL) return process.env.SITE_URL.replace(/\/$/, '');
  const requestHeaders = await headers();
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host') ?? 'localhost';
  const proto = requestHeaders.get('x-forwarded-proto') ?? (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https');
  return `${proto}://${host}`;
}

/** Title from the manifest; description, canonical URL (without query) and indexing for search engines. */
export async function legalMetadata(path: string): Promise<Metadata> {
  const document = legalDocumentOrThrow(path);
  const canonical = `${await siteOrigin()}${withBasePath(path)}`;
  return pageMetadata(path, {
    description: document.summary,
    alternates: { canonical },
    robots: { index: true, follow: true },
    openGraph: { title: document.title, description: document.summary, url: canonical, type: 'article' },
  });
}
