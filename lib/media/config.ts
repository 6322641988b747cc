/**
 * Where the media origin lives and how the app exposes it. No `server-only` here: the pass-through
 * runs in a pages-router API route (Node request/response), which is not a react-server bundle.
 */
import { BASE_PATH } from '@/lib/routes/hrefs';

/** The first-party prefix the player loads media from (pages/api/media via the rewrite in next.config.ts). */
export const MEDIA_PUBLIC_PREFIX = `${BASE_PATH}/media`;

/** How long the origin may take to start answering a media request before the player gets a 504. */
export const MEDIA_FIRST_BYTE_MS = Number(process.env.MEDIA_FIRST_BYTE_MS ?? 4000);

/** MEDIA_ORIGIN_URL, else the upstream (UPSTREAM_URL or the local upstream beside the app), which serves /media/…. */
export function mediaOriginUrl(): string {
  const configured = process.env.MEDIA_ORIGIN_URL || process.env.UPSTREAM_URL;
  if (configured) return configured.replace(/\/+$/, '');
  return `http://127.0.0.1:${process.env.UPSTREAM_PORT ?? 3001}`;
}
