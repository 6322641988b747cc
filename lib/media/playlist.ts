/**
 * Media paths and HLS playlist rewriting for the /h5/media pass-through (lib/media/proxy.ts). Pure
 * functions: the BFF (which URL the player gets) and the proxy (what it forwards) share them.
 */
const MEDIA_EXTENSIONS = ['.m3u8', '.ts', '.m4s', '.mp4', '.aac', '.vtt', '.key'];
const SEGMENT = /^[\w.-]+$/;

/** `/media/a/b/c.ts`: path segments of letters, digits, `_`, `-`, `.` (no `..`) and a media extension. */
export function isMediaPath(pathname: string): boolean {
  if (!pathname.startsWith('/media/')) return false;
  const parts = pathname.slice('/media/'.length).split('/');
  if (parts.some((part) => !SEGMENT.test(part) || part === '.' || part === '..')) return false;
  return MEDIA_EXTENSIONS.some((extension) => pathname.endsWith(extension));
}

/** An upstream media path (`/live/test/index.m3u8`) as the player loads it: `/h5/media/live/test/index.m3u8`. */
export function publicMediaPath(upstreamPath: string, publicPrefix: string): string | null {
  const media = `/media${upstreamPath}`;
  return isMediaPath(media) ? `${publicPrefix}${upstreamPath}` : null;
}

function rewriteUri(uri: string, origin: string, publicPrefix: string): string {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return uri; // relative: resolves against the playlist's own first-party URL
  }
  if (url.origin !== origin || !url.pathname.startsWith('/media/')) return uri; // another host: not ours to hide
  return `${publicPrefix}${url.pathname.slice('/media'.length)}${url.search}`;
}

/**
 * A playlist with every absolute URL of the media origin (URI lines and URI="…" attributes) turned
 * into the first-party path; everything else byte for byte as it came.
 */
export function rewritePlaylist(text: string, origin: string, publicPrefix: string): string {
  const base = new URL(origin).origin;
  return text
    .split('\n')
    .map((line) => {
      if (line.startsWith('#'))
        return line.replace(/URI="([^"]+)"/g, (_all, uri: string) => `URI="${rewriteUri(uri, base, publicPrefix)}"`);
      const trimmed = line.trim();
      return trimmed === '' ? line : line.replace(trimmed, rewriteUri(trimmed, base, publicPrefix));
    })
    .join('\n');
}
