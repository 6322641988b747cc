import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMediaProxy, originPathOf } from '@/lib/media/proxy';
import { isMediaPath, rewritePlaylist } from '@/lib/media/playlist';
import { absolutePlaylist, parseRange, serveMedia } from '@/upstream/media/origin';

/**
 * The /h5/media pass-through (lib/media/proxy.ts) in front of the local upstream's media origin
 * (upstream/media/origin.ts), both in this process over real sockets: streaming without holding a
 * segment, Range both ways, playlist rewriting, the first-byte deadline and the headers it forwards.
 */
let origin: http.Server;
let front: http.Server;
let originUrl: string;
let base: string;
/** Bytes the origin has handed to its socket so far (the test reads it against what the client took). */
let originWritten = 0;

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

beforeAll(async () => {
  origin = http.createServer((req, res) => {
    const write = res.write.bind(res) as (chunk: Buffer, ...rest: unknown[]) => boolean;
    res.write = ((chunk: Buffer, ...rest: unknown[]) => {
      originWritten += chunk.length;
      return write(chunk, ...rest);
    }) as typeof res.write;
    void serveMedia(req, res, new URL(req.url ?? '/', 'http://origin.local')).then((served) => {
      if (!served) res.writeHead(404).end();
    });
  });
  originUrl = await listen(origin);
  const proxy = createMediaProxy({ origin: originUrl, firstByteMs: 400 });
  front = http.createServer((req, res) => proxy(req, res));
  base = `${await listen(front)}/h5`;
});

afterAll(async () => {
  origin.closeAllConnections();
  front.closeAllConnections();
  await Promise.all([new Promise((resolve) => origin.close(resolve)), new Promise((resolve) => front.close(resolve))]);
});

describe('media paths and playlists', () => {
  it('accepts media files only, never a path outside /media', () => {
    expect(isMediaPath('/media/live/test/index.m3u8')).toBe(true);
    expect(isMediaPath('/media/live/test/index0.ts')).toBe(true);
    expect(isMediaPath('/media/live/../../etc/passwd.ts')).toBe(false);
    expect(isMediaPath('/media/live/test/index.html')).toBe(false);
    expect(isMediaPath('/api/live/rooms.ts')).toBe(false);
    expect(originPathOf('/h5/api/media/live/test/index0.ts?v=2')).toBe('/media/live/test/index0.ts?v=2');
    expect(originPathOf('/h5/media/live/%2e%2e/x.ts')).toBeNull();
  });

  it('rewrites only the origin’s absolute URLs', () => {
    const text = [
      '#EXTM3U',
      '#EXT-X-KEY:METHOD=AES-128,URI="http://127.0.0.1:3001/media/keys/k1.key"',
      'http://127.0.0.1:3001/media/live/test/index0.ts',
      'index1.ts',
      'https://cdn.example.com/media/live/test/index2.ts',
      '',
    ].join('\n');
    expect(rewritePlaylist(text, 'http://127.0.0.1:3001', '/h5/media').split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-KEY:METHOD=AES-128,URI="/h5/media/keys/k1.key"',
      '/h5/media/live/test/index0.ts',
      'index1.ts',
      'https://cdn.example.com/media/live/test/index2.ts',
      '',
    ]);
  });

  it('parses single byte ranges like RFC 9110', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=1000-', 1000)).toBe('invalid');
    expect(parseRange(undefined, 1000)).toBeNull();
    expect(absolutePlaylist('#EXTM3U\nindex0.ts', 'http://o:1/media/live/test/index.m3u8')).toBe(
      '#EXTM3U\nhttp://o:1/media/live/test/index0.ts',
    );
  });
});

describe('the pass-through', () => {
  it('serves the demo playlist with first-party segment URLs that then load', async () => {
    const playlist = await fetch(`${base}/media/live/test/index.m3u8`);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = await playlist.text();
    expect(text).not.toContain(originUrl);
    expect(text).toContain('/h5/media/live/test/index0.ts');
    const segment = await fetch(`${base.replace(/\/h5$/, '')}/h5/media/live/test/index0.ts`);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect((await segment.arrayBuffer()).byteLength).toBe(Number(segment.headers.get('content-length')));
  });

  it('answers a Range request with 206 and the right Content-Range, 416 when unsatisfiable', async () => {
    const partial = await fetch(`${base}/media/live/test/index0.ts`, { headers: { range: 'bytes=188-375' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toMatch(/^bytes 188-375\/\d+$/);
    const bytes = new Uint8Array(await partial.arrayBuffer());
    expect(bytes.length).toBe(188);
    expect(bytes[0]).toBe(0x47); // an MPEG-TS packet starts at every 188th byte
    const beyond = await fetch(`${base}/media/live/test/index0.ts`, { headers: { range: 'bytes=99999999-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toMatch(/^bytes \*\/\d+$/);
  });

  it('streams a large segment: first bytes before the origin has written the last, and a slow player holds the origin back', async () => {
    const size = 64 * 1024 * 1024;
    originWritten = 0;
    const response = await fetch(`${base}/media/__probe/bytes.ts?size=${size}&chunk=524288&delayMs=2`);
    const reader = response.body!.getReader();
    let received = 0;
    let writtenAtFirstByte = 0;
    let aheadWhilePaused = 0;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      if (received === 0) {
        writtenAtFirstByte = originWritten;
        // The player stops reading for a while: with backpressure end to end the origin stops too.
        await new Promise((resolve) => setTimeout(resolve, 600));
        aheadWhilePaused = originWritten - value.length;
      }
      // The synthetic body: byte i is i % 251 — nothing lost or reordered on the way.
      if (value[0] !== received % 251) throw new Error(`byte ${received} is ${value[0]}`);
      received += value.length;
    }
    expect(received).toBe(size);
    // A buffering proxy would deliver its first byte only after the origin wrote all 64 MiB.
    expect(writtenAtFirstByte).toBeLessThan(size);
    // Paused 600 ms (the origin could have sent all 64 MiB): only socket and stream buffers ahead
    // (6.4 MiB measured over loopback, whose kernel buffers autotune to a few MiB per hop).
    expect(aheadWhilePaused).toBeLessThan(32 * 1024 * 1024);
  }, 30_000);

  it('ends a request whose origin does not start answering in time with a 504 envelope', async () => {
    const response = await fetch(`${base}/media/__probe/stall.ts`);
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ code: 1004, message: '请求超时，请稍后再试' });
  });

  it('forwards no cookie, token or client address and passes back no origin cookie', async () => {
    const response = await fetch(`${base}/media/__probe/headers.ts`, {
      headers: {
        cookie: 'h5_session=secret',
        authorization: 'Bearer token-1',
        'x-forwarded-for': '10.0.0.9',
        range: 'bytes=0-',
        'x-device-id': 'd1',
      },
    });
    const seen = (await response.json()) as Record<string, string>;
    expect(seen.cookie).toBeUndefined();
    expect(seen.authorization).toBeUndefined();
    expect(seen['x-forwarded-for']).toBeUndefined();
    expect(seen['x-device-id']).toBeUndefined();
    expect(seen.range).toBe('bytes=0-');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses other methods and non-media paths without calling the origin', async () => {
    expect((await fetch(`${base}/media/live/test/index0.ts`, { method: 'POST', body: 'x' })).status).toBe(405);
    expect((await fetch(`${base}/media/live/test/secret.json`)).status).toBe(404);
    expect((await fetch(`${base}/media/live/test/missing.ts`)).status).toBe(404);
  });
});
