import type http from 'node:http';
import { createProxyMiddleware, proxyEventsPlugin, type Options, type RequestHandler } from 'http-proxy-middleware';
import { sendErrorEnvelope } from '@/lib/api/node-response';
import { ERROR_MESSAGES, ErrorCode } from '@/lib/errors';
import { MEDIA_FIRST_BYTE_MS, MEDIA_PUBLIC_PREFIX, mediaOriginUrl } from './config';
import { isMediaPath, rewritePlaylist } from './playlist';

/**
 * /h5/media/… — the first-party media path: HLS playlists, segments and replays reach the
 * player from the page's own origin, so ad-blockers and WeChat's domain rules cannot separate the
 * video from the page. A pass-through over http-proxy-middleware on Node's own request/response
 * (pages/api/media, the one Next mechanism that hands them over):
 *   - segments stream: the origin's response is piped as it arrives, never held whole, Range and
 *     206/Content-Range/416 pass both ways;
 *   - playlists (small, capped) are the only bodies read, and only to rewrite absolute URLs of the
 *     origin to /h5/media/… — relative URIs and other hosts stay as they are;
 *   - the origin must start answering within MEDIA_FIRST_BYTE_MS, else 504 with the §8 envelope;
 *   - only the headers a media request needs go out (no cookie, no Authorization, no client
 *     address), and the origin's cookies never come back.
 */
const FORWARDED_REQUEST_HEADERS = new Set(['range', 'if-range', 'if-none-match', 'if-modified-since', 'accept']);
const DROPPED_RESPONSE_HEADERS = ['set-cookie', 'set-cookie2', 'server', 'x-powered-by', 'via', 'keep-alive'];
const PLAYLIST_MAX_BYTES = 1024 * 1024;
const FIRST_BYTE_TIMEOUT = 'MEDIA_FIRST_BYTE_TIMEOUT';

type Req = http.IncomingMessage;
type Res = http.ServerResponse;

/** The origin path of a request to /h5/media/… (or its rewrite target /h5/api/media/…), null when it is not a media path. */
export function originPathOf(url: string | undefined): string | null {
  const raw = url ?? '';
  const at = raw.indexOf('/media/');
  if (at < 0) return null;
  const [pathname, search] = raw.slice(at).split('?', 2);
  if (!isMediaPath(pathname)) return null;
  return search ? `${pathname}?${search}` : pathname;
}

export interface MediaProxyOptions {
  origin?: string;
  firstByteMs?: number;
}

export function createMediaProxy(options: MediaProxyOptions = {}): (req: Req, res: Res) => void {
  const origin = (options.origin ?? mediaOriginUrl()).replace(/\/+$/, '');
  const firstByteMs = options.firstByteMs ?? MEDIA_FIRST_BYTE_MS;
  const timers = new WeakMap<Req, ReturnType<typeof setTimeout>>();

  const common: Options<Req, Res> = {
    target: origin,
    changeOrigin: true,
    xfwd: false,
    // Our own error answer and event wiring: the default plugins would write an HTML error page.
    ejectPlugins: true,
    plugins: [proxyEventsPlugin],
    pathRewrite: (_path: string, req: Req) => originPathOf(req.url) ?? '/media/__invalid',
  };

  const on = {
    proxyReq(proxyReq: http.ClientRequest, req: Req) {
      for (const name of proxyReq.getHeaderNames()) {
        if (!FORWARDED_REQUEST_HEADERS.has(name) && name !== 'host') proxyReq.removeHeader(name);
      }
      proxyReq.setHeader('accept-encoding', 'identity');
      const timer = setTimeout(
        () =>
          proxyReq.destroy(
            Object.assign(new Error('media origin: no first byte in time'), { code: FIRST_BYTE_TIMEOUT }),
          ),
        firstByteMs,
      );
      timers.set(req, timer);
      proxyReq.on('response', () => clearTimeout(timer));
      proxyReq.on('close', () => clearTimeout(timer));
    },
    error(error: Error & { code?: string }, req: Req, res: Res | import('node:net').Socket) {
      clearTimeout(timers.get(req));
      if (!('writeHead' in res)) {
        res.destroy();
        return;
      }
      if (error.code === FIRST_BYTE_TIMEOUT)
        sendErrorEnvelope(res, 504, ErrorCode.RequestFailed, '请求超时，请稍后再试');
      else sendErrorEnvelope(res, 502, ErrorCode.RequestFailed, ERROR_MESSAGES[ErrorCode.RequestFailed]);
    },
  };

  const cleanHeaders = (proxyRes: Req) => {
    for (const name of DROPPED_RESPONSE_HEADERS) delete proxyRes.headers[name];
    const location = proxyRes.headers.location;
    if (location) proxyRes.headers.location = rewritePlaylist(location, origin, MEDIA_PUBLIC_PREFIX).trim();
  };

  const segments: RequestHandler<Req, Res> = createProxyMiddleware<Req, Res>({
    ...common,
    on: { ...on, proxyRes: (proxyRes) => cleanHeaders(proxyRes) },
  });

  const playlists: RequestHandler<Req, Res> = createProxyMiddleware<Req, Res>({
    ...common,
    selfHandleResponse: true,
    on: {
      ...on,
      proxyRes(proxyRes, req, res) {
        cleanHeaders(proxyRes);
        const chunks: Buffer[] = [];
        let size = 0;
        proxyRes.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > PLAYLIST_MAX_BYTES) {
            proxyRes.destroy();
            sendErrorEnvelope(res, 502, ErrorCode.BadUpstreamData, ERROR_MESSAGES[ErrorCode.BadUpstreamData]);
            return;
          }
          chunks.push(chunk);
        });
        proxyRes.on('end', () => {
          if (res.headersSent) return;
          const status = proxyRes.statusCode ?? 502;
          const headers = { ...proxyRes.headers };
          delete headers['content-length'];
          delete headers['transfer-encoding'];
          const body =
            status === 200
              ? rewritePlaylist(Buffer.concat(chunks).toString('utf8'), origin, MEDIA_PUBLIC_PREFIX)
              : Buffer.concat(chunks);
          res.writeHead(status, { ...headers, 'content-length': Buffer.byteLength(body) });
          res.end(req.method === 'HEAD' ? undefined : body);
        });
        proxyRes.on('error', () =>
          sendErrorEnvelope(res, 502, ErrorCode.RequestFailed, ERROR_MESSAGES[ErrorCode.RequestFailed]),
        );
      },
    },
  });

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      sendErrorEnvelope(res, 405, ErrorCode.MissingParams, '请求方法不被允许');
      return;
    }
    const path = originPathOf(req.url);
    if (!path) {
      sendErrorEnvelope(res, 404, 404, '资源不存在');
      return;
    }
    const handler = path.split('?')[0].endsWith('.m3u8') ? playlists : segments;
    void handler(req, res, (error?: unknown) => {
      if (error) sendErrorEnvelope(res, 502, ErrorCode.RequestFailed, ERROR_MESSAGES[ErrorCode.RequestFailed]);
    });
  };
}
