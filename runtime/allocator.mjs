/**
 * The memory allocator of the production server: jemalloc when the machine has it (Debian's
 * `libjemalloc2`, which deploy/Dockerfile installs and redis-server already brings), preloaded into
 * next-server by scripts/start.mjs; glibc's malloc otherwise, limited to two arenas.
 *
 * Why: after the bench's memory soak about 150 MiB of next-server's RSS was outside V8's heap (zlib
 * streams of compressed answers, Buffers, the HTTP parser) and glibc kept it when the server idled:
 * its arenas hold freed memory and nothing in Node calls `malloc_trim`. jemalloc's background thread
 * gives dirty pages back once they have been unused for `dirty_decay_ms` (bench/README.md, "Memory
 * after a soak").
 *
 * `H5_MALLOC=system` keeps glibc's malloc; a LD_PRELOAD already set is left alone.
 */
import fs from 'node:fs';

/** Where Debian's libjemalloc2 puts the library, by architecture. */
export const JEMALLOC_PATHS = [
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
];

/**
 * Two arenas as for glibc below; freed pages go back to the system after 1 s unused (muzzy pages at
 * once), by jemalloc's background thread, so an idle server shrinks without a request to trigger it.
 */
export const JEMALLOC_CONF = 'background_thread:true,narenas:2,dirty_decay_ms:1000,muzzy_decay_ms:0';

/** The environment variables that select the allocator of the server process. */
export function allocatorEnv(env = process.env, exists = fs.existsSync) {
  if (env.LD_PRELOAD) return {};
  const glibc = { MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2' };
  if (env.H5_MALLOC === 'system') return glibc;
  const library = JEMALLOC_PATHS.find((candidate) => exists(candidate));
  if (!library) return glibc;
  return { LD_PRELOAD: library, MALLOC_CONF: env.MALLOC_CONF ?? JEMALLOC_CONF };
}
