/** Load (autocannon, fixed concurrency) and unloaded latency (one keep-alive connection, sub-ms timer). */
import http from 'node:http';
import autocannon from 'autocannon';

/** Requests/s and latency at `connections` concurrent connections for `durationSec`, after a warm-up. */
export async function load(url, { connections, durationSec, warmupSec, headers = {}, method = 'GET', body }) {
  if (warmupSec > 0) await autocannon({ url, connections, duration: warmupSec, headers, method, body });
  const result = await autocannon({ url, connections, duration: durationSec, headers, method, body });
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

/**
 * Requests/s of several targets at `connections`, measured in alternating slices (target A, B, A, B …)
 * of `sliceSec`, `rounds` each: a ratio of two of them is not moved by the machine getting busier or
 * quieter between two separate runs. rps = all requests / all slice time; p50 = median of the slices'
 * p50s; p99 = the highest slice p99.
 */
export async function interleavedLoad(targets, { connections, sliceSec, rounds }) {
  const slices = Object.fromEntries(targets.map((target) => [target.name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const target of targets) {
      slices[target.name].push(
        await load(target.url, { connections, durationSec: sliceSec, warmupSec: 0, headers: target.headers ?? {} }),
      );
    }
  }
  const result = {};
  for (const [name, runs] of Object.entries(slices)) {
    const requests = runs.reduce((sum, run) => sum + run.requests, 0);
    const p50s = runs.map((run) => run.p50Ms).sort((a, b) => a - b);
    result[name] = {
      connections,
      durationSec: sliceSec * rounds,
      slices: rounds,
      requests,
      rps: Math.round((requests / (sliceSec * rounds)) * 10) / 10,
      sliceRps: runs.map((run) => run.rps),
      p50Ms: p50s[Math.floor((p50s.length - 1) / 2)],
      p90Ms: Math.max(...runs.map((run) => run.p90Ms)),
      p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
      maxMs: Math.max(...runs.map((run) => run.maxMs)),
      non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
      errors: runs.reduce((sum, run) => sum + run.errors, 0),
      timeouts: runs.reduce((sum, run) => sum + run.timeouts, 0),
    };
  }
  return result;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[index] * 100) / 100;
}

function timedRequest(url, agent, headers, method = 'GET', body) {
  return new Promise((resolve, reject) => {
    const begin = process.hrtime.bigint();
    const request = http.request(url, { agent, headers, method }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ ms: Number(process.hrtime.bigint() - begin) / 1e6, status: response.statusCode }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Unloaded latency of several targets, requests interleaved round-robin (each target on its own
 * keep-alive connection) so that every target sees the same machine noise. `samples` per target.
 */
export async function interleavedLatency(targets, { samples, maxSec = Infinity }) {
  const state = targets.map((target) => ({
    ...target,
    agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
    times: [],
    statuses: new Map(),
  }));
  const warmup = Math.min(20, Math.ceil(samples / 10));
  let deadline = Infinity;
  for (let i = 0; i < warmup + samples; i += 1) {
    // A slow (busy) machine stops at the time cap, but never below 10 rounds.
    if (i === warmup) deadline = Date.now() + maxSec * 1000;
    if (i >= warmup + 10 && Date.now() > deadline) break;
    for (const target of state) {
      const { ms, status } = await timedRequest(
        target.url,
        target.agent,
        target.headers ?? {},
        target.method,
        target.body,
      );
      if (i < warmup) continue;
      target.times.push(ms);
      target.statuses.set(status, (target.statuses.get(status) ?? 0) + 1);
    }
  }
  const result = {};
  for (const target of state) {
    target.agent.destroy();
    const sorted = [...target.times].sort((a, b) => a - b);
    result[target.name] = {
      samples: target.times.length,
      p50Ms: percentile(sorted, 50),
      p90Ms: percentile(sorted, 90),
      p99Ms: percentile(sorted, 99),
      statuses: Object.fromEntries(target.statuses),
    };
  }
  return result;
}

/** `samples` sequential requests over one keep-alive connection: latency without queueing. */
export async function sequentialLatency(url, { samples, maxSec, headers = {} }) {
  return (await interleavedLatency([{ name: 'only', url, headers }], { samples, maxSec })).only;
}
