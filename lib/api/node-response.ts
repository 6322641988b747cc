import type { ServerResponse } from 'node:http';

/**
 * The §8 error envelope on Node's own response (pages/api routes: the chat stream, the media
 * pass-through), as errorResponse (lib/api/handler.ts) writes it on a NextResponse. A response that
 * has already begun can no longer change its status: it is cut, and the client sees the stream end.
 */
export function sendErrorEnvelope(res: ServerResponse, status: number, code: number, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ code, message });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}
