/**
 * Throughput of one page through nginx with one and with two instances behind it: the
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
    const options = {
      connections: settings.connections,
      durationSec: settings.durationSec,
      warmupSec: settings.warmupSec,
    };
    // Both instances warm (JIT, page and data caches) before anything counts.
    await load(url, { ...options, durationSec: settings.warmupSec * 2, warmupSec: 0 });
    // One, two, one, two: a machine whose load drifts during the run does not favour either side.
    const runs = { one: [], two: [] };
    for (const side of ['one', 'two', 'one', 'two']) {
      await cluster.balance(side === 'one' ? ['a'] : ['a', 'b']);
      const run = await load(url, options);
      runs[side].push(run);
      log(
        `scale: ${side === 'one' ? 'one instance ' : 'two instances'} ${run.rps} req/s (p50 ${run.p50Ms} ms, non-2xx ${run.non2xx}, load ${os.loadavg()[0].toFixed(1)})`,
      );
    }
    const best = (list) => list.reduce((a, b) => (b.rps > a.rps ? b : a));
    const one = best(runs.one);
    const two = best(runs.two);
    return {
      route: SCALE_ROUTE,
      cores: os.cpus().length,
      loadAverage: os.loadavg().map((value) => value.toFixed(2)),
      one,
      two,
      runs,
      ratio: one.rps > 0 ? Math.round((two.rps / one.rps) * 100) / 100 : null,
    };
  } finally {
    await cluster.stop();
  }
}
