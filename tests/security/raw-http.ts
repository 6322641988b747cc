import http from 'node:http';
import { BASE_URL } from '../contract/bff-helpers';

export interface RawResponse {
  /** 0 when the server closed the connection before answering (it stopped reading the body). */
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A request made the way an attacker's script makes it: from a chosen loopback source address (the
 * server sees a distinct client), any headers, a body that may be streamed without a length.
 */
export function rawRequest(
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
    from = '127.0.0.1',
    chunks,
  }: { method?: string; headers?: Record<string, string>; body?: string; from?: string; chunks?: string[] } = {},
): Promise<RawResponse> {
  const url = new URL(path, BASE_URL);
  return new Promise((resolve, reject) => {
    let answered = false;
    // agent: false — a fresh connection each time, never one left half-written by an earlier refusal.
    const request = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers,
        localAddress: from,
        agent: false,
      },
      (response) => {
        answered = true;
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (!answered && (error.code === 'EPIPE' || error.code === 'ECONNRESET'))
        resolve({ status: 0, headers: {}, body: '' });
      else reject(error);
    });
    if (!chunks) return void request.end(body);
    // Streamed like a slow client: the next chunk goes only after the last was taken, and the
    // stream stops as soon as the server has answered (a refusal need not read the rest).
    const write = (index: number) => {
      if (answered || request.destroyed) return;
      if (index >= chunks.length) return void request.end();
      request.write(chunks[index], () => setImmediate(() => write(index + 1)));
    };
    write(0);
  });
}

/** A loopback source address no earlier run of the same server is likely to have used. */
export function freshLoopback(): string {
  return `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;
}
