import http from 'node:http';
import { PathRouter } from './router';
import {
  RawEnvelope,
  RawHttpResponse,
  UpstreamError,
  type Db,
  type HandlerContext,
  type UpstreamModule,
  type UpstreamUser,
} from './types';

export type UserResolver = (db: Db, accessToken: string) => Promise<UpstreamUser | 'expired' | null>;
/** A handler that answers on the raw request itself (a streaming media origin); false: not its path. */
export type RawHandler = (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => Promise<boolean>;

const MAX_BODY_BYTES = 1024 * 1024;

function send(res: http.ServerResponse, status: number, body: unknown) {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
  });
  res.end(payload);
}

async function readBody(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new UpstreamError(1003, '请求体过大', 413);
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return undefined;
  const text = Buffer.concat(chunks).toString('utf8');
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    throw new UpstreamError(1003, '请求体不是合法的 JSON', 400);
  }
}

function bearer(req: http.IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

export function createUpstreamServer(
  db: Db,
  modules: UpstreamModule[],
  resolveUser: UserResolver,
  raw?: RawHandler,
): http.Server {
  const router = new PathRouter();
  for (const mod of modules) mod.routes(router);

  return http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://upstream.local');
    const method = req.method ?? 'GET';
    const started = Date.now();
    try {
      if (raw && (await raw(req, res, url))) return;
      const resolved = router.resolve(method, url.pathname);
      if (resolved === null) throw new UpstreamError(404, `接口不存在：${url.pathname}`, 404);
      if (resolved === 'method-not-allowed') throw new UpstreamError(405, '请求方法不被允许', 405);
      const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
      let cachedUser: Promise<UpstreamUser | 'expired' | null> | undefined;
      const lookup = () => {
        const token = bearer(req);
        cachedUser ??= token ? resolveUser(db, token) : Promise.resolve(null);
        return cachedUser;
      };
      const ctx: HandlerContext = {
        method,
        path: url.pathname,
        params: resolved.params,
        query: url.searchParams,
        body,
        headers: req.headers,
        db,
        ip: req.socket.remoteAddress ?? '',
        optionalUser: async () => {
          const user = await lookup();
          return user && user !== 'expired' ? user : null;
        },
        requireUser: async () => {
          if (!bearer(req)) throw new UpstreamError(2008, '用户未登录，请登入', 401);
          const user = await lookup();
          if (!user || user === 'expired') throw new UpstreamError(2009, '用户token已经失效', 401);
          return user;
        },
      };
      const data = await resolved.handler(ctx);
      if (data instanceof RawHttpResponse) {
        res.writeHead(data.status, { ...data.headers, 'content-length': Buffer.byteLength(data.body) });
        res.end(data.body);
      } else if (data instanceof RawEnvelope) send(res, data.status, data.body);
      else send(res, 200, { code: 200, data: data ?? null });
    } catch (error) {
      if (error instanceof UpstreamError) {
        send(res, error.status, { code: error.code, message: error.message });
      } else {
        console.error(`[upstream] ${method} ${url.pathname} failed`, error);
        send(res, 500, { code: 1000, message: '服务内部错误' });
      }
    } finally {
      if (process.env.UPSTREAM_LOG === '1')
        console.log(`[upstream] ${method} ${url.pathname} ${Date.now() - started}ms`);
    }
  });
}
