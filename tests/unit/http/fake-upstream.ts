import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { resetSharedStoreForTests } from '@/lib/store/shared-store';

export interface Hit {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The client's port: the same port on two hits means one kept-alive connection. */
  remotePort: number;
}

type Reply = (hit: Hit, res: http.ServerResponse) => void;

/** A tiny upstream in the test process: each test sets `reply` to decide what the next call gets. */
export async function startFakeUpstream() {
  const hits: Hit[] = [];
  let reply: Reply = (_hit, res) => json(res, 200, { code: 200, data: {} });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const hit = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        remotePort: req.socket.remotePort ?? 0,
      };
      hits.push(hit);
      reply(hit, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    set reply(fn: typeof reply) {
      reply = fn;
    },
    /** Ends every open connection (keep-alive ones included), as an upstream restart would. */
    dropConnections: () => server.closeAllConnections(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(res: http.ServerResponse, status: number, body: unknown) {
  const payload = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(payload);
}

/**
 * One fake upstream for a whole test file: started before the first test with UPSTREAM_URL pointing at
 * it, closed after the last; before each test the shared store is emptied and the recorded hits cleared.
 */
export function fakeUpstreamForFile() {
  let fake: Awaited<ReturnType<typeof startFakeUpstream>>;
  beforeAll(async () => {
    fake = await startFakeUpstream();
    process.env.UPSTREAM_URL = fake.url;
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    await resetSharedStoreForTests();
    fake.hits.length = 0;
  });
  return {
    get url() {
      return fake.url;
    },
    get hits() {
      return fake.hits;
    },
    set reply(fn: Reply) {
      fake.reply = fn;
    },
  };
}
