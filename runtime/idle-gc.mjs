/**
 * Preloaded into the production Next server (scripts/start.mjs, deploy/Dockerfile): one memory-reducing
 * full collection when the server has had no request for H5_IDLE_GC_MS (default 20 000 ms; 0 turns it off).
 *
 * Why: V8 collects its old generation when allocation asks for it, so after a burst the heap keeps the
 * burst's size while the server idles, and a regular full collection frees objects but keeps their pages.
 * After the bench's memory soak next-server's RSS a minute later was 409–413 MiB with a regular collection
 * and 245–264 MiB with this one (bench/README.md, "Memory after a soak").
 * It runs only when nobody is waiting for an answer, and at most once per quiet period.
 *
 * The `gc` function comes from a throwaway context created while --expose-gc is briefly on, so the
 * app's own global scope never gets a `gc`.
 */
import diagnosticsChannel from 'node:diagnostics_channel';
import v8 from 'node:v8';
import vm from 'node:vm';
import { idleCollector } from './idle-collector.mjs';

const idleMs = process.env.H5_IDLE_GC_MS === undefined ? 20_000 : Number(process.env.H5_IDLE_GC_MS);

if (idleMs > 0) {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc');
  v8.setFlagsFromString('--no-expose-gc');
  // 'last-resort': V8's memory-reducing full collection (compacts and gives emptied pages back to the
  // system), not the regular one, which keeps the heap's pages for the next burst.
  const collector = idleCollector(idleMs, () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' }));
  diagnosticsChannel.subscribe('http.server.request.start', () => collector.onRequest());
}
