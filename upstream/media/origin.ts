import { createReadStream } from 'node:fs';
import { stat, readFile } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';

/**
 * The local upstream's media origin: HLS playlists, segments and replays under /media/…,
 * as a CDN origin serves them. The app never links here: the BFF hands the player /h5/media/… and
 * lib/media/proxy.ts streams it through.
 *   - files are streamed from upstream/media/files (never read whole), with single Range requests
 *     answered 206 + Content-Range, unsatisfiable ones 416;
 *   - playlists name their segments by absolute origin URLs (many CDNs do): exactly what the app's
 *     pass-through must rewrite so the origin's address does not leak to the page;
 *   - /media/__probe/* (development only, like /__dev): a synthetic large or slow body, a stalled
 *     answer and a header echo, so tests can measure streaming, the first-byte deadline and what
 *     the pass-through forwards.
 */
export const MEDIA_PREFIX = '/media/';
const ROOT = path.join(process.cwd(), 'upstream', 'media', 'files');

const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.aac': 'audio/aac',
  '.jpg': 'image/jpeg',
};

const devRoutesEnabled = () => process.env.UPSTREAM_DEV_ROUTES !== '0';

function plain(res: http.ServerResponse, status: number, text: string, headers: http.OutgoingHttpHeaders = {}) {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** One `bytes=a-b` / `bytes=a-` / `bytes=-n` range within size; 'invalid' when it cannot be served, null without one. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'invalid';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'invalid';
  return { start, end };
}

/** A playlist with every segment or key URI made absolute against the origin (what the proxy must undo). */
export function absolutePlaylist(text: string, base: string): string {
  return text
    .split('\n')
    .map((line) => {
      if (line.startsWith('#'))
        return line.replace(/URI="([^"]+)"/g, (_all, uri: string) => `URI="${new URL(uri, base).href}"`);
      return line.trim() === '' ? line : new URL(line.trim(), base).href;
    })
    .join('\n');
}

function sendRanged(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  size: number,
  type: string,
  body: (start: number, end: number) => NodeJS.ReadableStream,
) {
  const range = parseRange(req.headers.range, size);
  if (range === 'invalid') {
    plain(res, 416, 'range not satisfiable', { 'content-range': `bytes */${size}` });
    return;
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  res.writeHead(range ? 206 : 200, {
    'content-type': type,
    'content-length': end - start + 1,
    'accept-ranges': 'bytes',
    'cache-control': 'public, max-age=60',
    ...(range ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
  });
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return;
  }
  const stream = body(start, end);
  stream.pipe(res);
  res.on('close', () => (stream as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.());
}

/** A synthetic body of `size` bytes (byte i is i % 251), produced chunk by chunk with an optional pause: never held whole. */
function* syntheticChunks(start: number, end: number, chunk: number) {
  for (let offset = start; offset <= end; offset += chunk) {
    const length = Math.min(chunk, end - offset + 1);
    const buffer = Buffer.allocUnsafe(length);
    for (let i = 0; i < length; i += 1) buffer[i] = (offset + i) % 251;
    yield buffer;
  }
}

async function probe(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
  const name = url.pathname.slice(`${MEDIA_PREFIX}__probe/`.length);
  if (name === 'headers.ts') {
    const text = JSON.stringify(req.headers);
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
      'set-cookie': 'origin_session=leak; Path=/',
    });
    res.end(text);
    return;
  }
  if (name === 'stall.ts') return; // never answers; the caller's deadline must end it
  if (name === 'bytes.ts') {
    const size = Math.min(Number(url.searchParams.get('size') ?? 1024), 1024 ** 3);
    const chunk = Math.max(1024, Number(url.searchParams.get('chunk') ?? 64 * 1024));
    const delayMs = Math.min(Number(url.searchParams.get('delayMs') ?? 0), 1000);
    const { Readable } = await import('node:stream');
    return sendRanged(req, res, size, 'video/mp2t', (start, end) =>
      Readable.from(
        (async function* () {
          for (const buffer of syntheticChunks(start, end, chunk)) {
            if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
            yield buffer;
          }
        })(),
      ),
    );
  }
  plain(res, 404, 'not found');
}

/** Serves GET/HEAD /media/…; true when the path was the origin's (answered), false otherwise. */
export async function serveMedia(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<boolean> {
  if (!url.pathname.startsWith(MEDIA_PREFIX)) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    plain(res, 405, 'method not allowed', { allow: 'GET, HEAD' });
    return true;
  }
  if (url.pathname.startsWith(`${MEDIA_PREFIX}__probe/`)) {
    if (devRoutesEnabled()) await probe(req, res, url);
    else plain(res, 404, 'not found');
    return true;
  }
  const relative = decodeURIComponent(url.pathname.slice(MEDIA_PREFIX.length));
  const file = path.resolve(ROOT, relative);
  const type = TYPES[path.extname(file)];
  if (!file.startsWith(`${ROOT}${path.sep}`) || !type) {
    plain(res, 404, 'not found');
    return true;
  }
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) {
    plain(res, 404, 'not found');
    return true;
  }
  if (path.extname(file) === '.m3u8') {
    const base = `http://${req.headers.host ?? 'upstream.local'}${url.pathname}`;
    const text = absolutePlaylist(await readFile(file, 'utf8'), base);
    res.writeHead(200, {
      'content-type': type,
      'content-length': Buffer.byteLength(text),
      'cache-control': 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : text);
    return true;
  }
  sendRanged(req, res, info.size, type, (start, end) => createReadStream(file, { start, end }));
  return true;
}
