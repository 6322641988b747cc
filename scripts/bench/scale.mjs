/**
 * Throughput of one page through nginx with one and with two instances behind it (issue 20): the
 * rig of the scale-out suite (tests/scale/cluster.ts: redis-server, the local upstream, two instances
 * of one build, nginx with deploy/nginx/h5.conf), loaded with autocannon. On a 2-core machine the two
 * instances share the cores with nginx, Redis, the upstream and autocannon itself: the ratio says
 * what a second instance buys here, not what it buys on a machine with cores to spare.
 */
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { BASE_PATH, ROOT } from './config.mjs';
import { load } from './load.mjs';

export const SCALE_ROUTE = '/tool/lhb/today';

export async function measureScale({ settings, distDir, log }) {
  const { Cluster } = await tsImport(path.join(ROOT, 'tests/scale/cluster.ts'), import.meta.url);
  const cluster = new Cluster({ runDir: path.join(os.tmpdir(), 'h5-bench-scale'), distDir });
  try {
    log(`scale: starting redis-server, the upstream, two instances of ${distDir} and nginx …`);
    await cluster.start();
    const url = `${cluster.url}${BASE_PATH}${SCALE_ROUTE}`;
    const options = { connections: settings.connections, durationSec: settings.durationSec, warmupSec: settings.warmupSec };
    await cluster.balance(['a']);
    const one = await load(url, options);
    log(`scale: one instance ${one.rps} req/s (p50 ${one.p50Ms} ms, non-2xx ${one.non2xx})`);
    await cluster.balance(['a', 'b']);
    const two = await load(url, options);
    log(`scale: two instances ${two.rps} req/s (p50 ${two.p50Ms} ms, non-2xx ${two.non2xx})`);
    return { route: SCALE_ROUTE, cores: os.cpus().length, one, two, ratio: one.rps > 0 ? Math.round((two.rps / one.rps) * 100) / 100 : null };
  } finally {
    await cluster.stop();
  }
}
