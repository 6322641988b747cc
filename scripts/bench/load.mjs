/** Load (autocannon, fixed concurrency) and unloaded latency (one keep-alive connection, sub-ms timer). */
import http from 'node:http';
import autocannon from 'autocannon';

/** Requests/s and latency at `connections` concurrent connections for `durationSec`, after a warm-up. */
export async function load(url, { connections, durationSec, warmupSec, headers = {} }) {
  if (warmupSec > 0) await autocannon({ url, connections, duration: warmupSec, headers });
  const result = await autocannon({ url, connections, duration: durationSec, headers });
  return {
    connections,
    durationSec,
    requests: result.requests.total,
    rps: Math.round(result.requests.average * 10) / 10,
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[index] * 100) / 100;
}

/** `samples` sequential requests over one keep-alive connection: latency without queueing. */
export async function sequentialLatency(url, { samples, headers = {} }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  const statuses = new Map();
  const once = () =>
    new Promise((resolve, reject) => {
      const begin = process.hrtime.bigint();
      const request = http.get(url, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          times.push(Number(process.hrtime.bigint() - begin) / 1e6);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          resolve();
        });
      });
      request.on('error', reject);
    });
  for (let i = 0; i < Math.min(50, samples); i += 1) await once();
  times.length = 0;
  statuses.clear();
  for (let i = 0; i < samples; i += 1) await once();
  agent.destroy();
  const sorted = [...times].sort((a, b) => a - b);
  return {
    samples,
    p50Ms: percentile(sorted, 50),
    p90Ms: percentile(sorted, 90),
    p99Ms: percentile(sorted, 99),
    statuses: Object.fromEntries(statuses),
  };
}
