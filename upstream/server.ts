/**
 * The local upstream: a standalone server implementing the upstream side of every call the app
 * makes, with its state in an embedded SQL database file (libSQL) that survives restarts; the market
 * data alone is generated in memory from the market date (upstream/market/module.ts).
 *   UPSTREAM_PORT  port to listen on (default 3001)
 *   UPSTREAM_DB    database file (default upstream/data/upstream.db; ':memory:' for throwaway runs)
 */
import path from 'node:path';
import { openDatabase, prepareModules } from './core/database';
import { createUpstreamServer } from './core/server';
import { serveMedia } from './media/origin';
import { MODULES } from './registry';
import { resolveAccessToken } from '@/upstream/account/auth';

async function main() {
  const port = Number(process.env.UPSTREAM_PORT ?? 3001);
  const file = process.env.UPSTREAM_DB ?? path.join(process.cwd(), 'upstream', 'data', 'upstream.db');
  const db = openDatabase(file);
  const started = Date.now();
  await prepareModules(db, MODULES);
  const server = createUpstreamServer(db, MODULES, resolveAccessToken, serveMedia);
  server.keepAliveTimeout = 65_000;
  server.listen(port, '127.0.0.1', () => {
    console.log(`[upstream] listening on http://127.0.0.1:${port} (db ${file}, ready in ${Date.now() - started} ms)`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  console.error('[upstream] failed to start', error);
  process.exit(1);
});
