#!/usr/bin/env node
/**
 * Starts the app on $PORT (default 3000, base path /h5) with the local upstream on $UPSTREAM_PORT
 * (default 3001). When UPSTREAM_URL is set the local upstream is not started.
 *   node scripts/start.mjs        production (after `next build`)
 *   node scripts/start.mjs --dev  development (next dev)
 */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { allocatorEnv } from '../runtime/allocator.mjs';

const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '3000';
const upstreamPort = process.env.UPSTREAM_PORT ?? '3001';
const children = [];

function run(command, args, env) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (shuttingDown) return;
    console.error(`[start] ${command} ${args.join(' ')} exited (${signal ?? code}); stopping`);
    shutdown(code ?? 1);
  });
  return child;
}

let shuttingDown = false;
function shutdown(code = 0) {
  shuttingDown = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${url}`);
}

const env = {};
if (!process.env.UPSTREAM_URL) {
  run(process.execPath, ['--import', 'tsx', 'upstream/server.ts'], { UPSTREAM_PORT: upstreamPort });
  await waitFor(`http://127.0.0.1:${upstreamPort}/__health`, 60_000);
  env.UPSTREAM_URL = `http://127.0.0.1:${upstreamPort}`;
  env.UPSTREAM_SANDBOX = '1';
}

// Checks Next cannot make itself (the client's TCP address, a malformed router-state header) are made
// at the socket by a preload, inherited by any worker Next forks: runtime/request-guard.mjs.
// The route manifests are read without a V8 realm each (~90 MiB of heap saved): runtime/rsc-manifests.mjs.
const requestGuard = new URL('../runtime/request-guard.mjs', import.meta.url).href;
const rscManifests = new URL('../runtime/rsc-manifests.mjs', import.meta.url).href;
// A bounded heap in production (H5_MAX_HEAP_MIB, default 512): V8 otherwise grows the old generation
// towards a quarter of the machine's memory before it collects in earnest (next-server stood at 2.2 GiB
// after the bench). The live heap is well under the bound but not small: every app route opened keeps
// its server bundle, and the page cache holds up to 16 MiB; a long e2e run measured ~190 MiB live, and
// 256 MiB ran out of heap after 25 min of it. A --max-old-space-size in NODE_OPTIONS comes later and wins.
// Memory settings of production, measured with the bench's memory soak (6 min, 8 connections, ~43,000
// requests; bench/README "Memory after a soak"): a young generation of 16 MiB a semi-space instead of
// V8's larger default, jemalloc (runtime/allocator.mjs: it gives freed memory back; glibc with two
// arenas where it is missing), and one memory-reducing collection once the server has idled 20 s
// (runtime/idle-gc.mjs; H5_IDLE_GC_MS=0 turns it off). Without them next-server stood at 526 MiB RSS at
// the soak's plateau and after it; with them 386 MiB, and 216 MiB idle.
const heap = dev
  ? []
  : [`--max-old-space-size=${Number(process.env.H5_MAX_HEAP_MIB) || 512}`, '--max-semi-space-size=16'];
const idleGc = new URL('../runtime/idle-gc.mjs', import.meta.url).href;
// next.config.mts is loaded by Node's own type stripping (no SWC binding in the server process): its
// imports of lib/*.ts are ES modules in a package without "type", which Node says once per file.
env.NODE_OPTIONS = [
  ...heap,
  ...(process.env.NODE_OPTIONS?.includes('MODULE_TYPELESS_PACKAGE_JSON')
    ? []
    : ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON']),
  process.env.NODE_OPTIONS,
  `--import=${requestGuard}`,
  `--import=${rscManifests}`,
  ...(dev ? [] : [`--import=${idleGc}`]),
]
  .filter(Boolean)
  .join(' ');
if (!dev) Object.assign(env, allocatorEnv());

const nextBin = new URL('../node_modules/next/dist/bin/next', import.meta.url).pathname;
run(
  process.execPath,
  [nextBin, dev ? 'dev' : 'start', '-p', port, ...(dev ? [] : ['-H', process.env.HOST ?? '0.0.0.0'])],
  env,
);
