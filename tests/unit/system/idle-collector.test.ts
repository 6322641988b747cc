import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { idleCollector } from '@/runtime/idle-collector.mjs';

describe('idleCollector: one collection per quiet period, never while requests keep coming', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('no collection before the first request, however long the server idles', () => {
    const collect = jest.fn();
    idleCollector(20_000, collect);
    jest.advanceTimersByTime(120_000);
    expect(collect).not.toHaveBeenCalled();
  });

  test('a steady stream of requests, each within the idle time of the last, never collects', () => {
    const collect = jest.fn();
    const collector = idleCollector(20_000, collect);
    for (let i = 0; i < 50; i += 1) {
      collector.onRequest();
      jest.advanceTimersByTime(19_000);
    }
    expect(collect).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  test('one collection per quiet period: none again until another request has come and gone quiet', () => {
    const collect = jest.fn();
    const collector = idleCollector(20_000, collect);
    collector.onRequest();
    jest.advanceTimersByTime(200_000);
    expect(collect).toHaveBeenCalledTimes(1);
    collector.onRequest();
    jest.advanceTimersByTime(19_999);
    expect(collect).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(collect).toHaveBeenCalledTimes(2);
  });

  test('stop cancels a pending collection', () => {
    const collect = jest.fn();
    const collector = idleCollector(20_000, collect);
    collector.onRequest();
    collector.stop();
    jest.advanceTimersByTime(60_000);
    expect(collect).not.toHaveBeenCalled();
  });
});

describe('runtime/idle-gc.mjs preloaded into a server', () => {
  // A server answers one request, then idles for 900 ms; --trace-gc prints the reason of each collection
  // ("testing" is a gc() call).
  const server = `
    import http from 'node:http';
    const server = http.createServer((request, response) => response.end('ok')).listen(0, async () => {
      await (await fetch('http://127.0.0.1:' + server.address().port + '/')).text();
      console.log('app sees gc: ' + typeof globalThis.gc);
      setTimeout(() => server.close(), 900);
    });`;
  const run = (idleMs: string) =>
    spawnSync(
      process.execPath,
      ['--trace-gc', `--import=${path.resolve('runtime/idle-gc.mjs')}`, '--input-type=module', '-e', server],
      { env: { ...process.env, H5_IDLE_GC_MS: idleMs }, encoding: 'utf8', timeout: 20_000 },
    ).stdout;

  test('one memory-reducing collection after the quiet period, and the app never sees a gc function', () => {
    const out = run('300');
    expect(out).toContain('app sees gc: undefined');
    // V8's last-resort collection is a burst of memory-reducing mark-compacts (it repeats while they free
    // anything); a second quiet-period call would come ≥ 300 ms later.
    const collections = out.split('\n').filter((line) => line.includes('Mark-Compact') && line.includes('testing'));
    expect(collections.length).toBeGreaterThanOrEqual(1);
    for (const line of collections) expect(line).toContain('Mark-Compact (reduce)');
    const times = collections.map((line) => Number(/\s(\d+) ms: Mark-Compact/.exec(line)?.[1]));
    expect(Math.max(...times) - Math.min(...times)).toBeLessThan(150);
  });

  test('H5_IDLE_GC_MS=0 turns it off', () => {
    const out = run('0');
    expect(out).toContain('app sees gc: undefined');
    expect(out).not.toContain('testing');
  });
});
