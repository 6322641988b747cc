/**
 * Preloaded into the Next server by scripts/start.mjs (NODE_OPTIONS=--import), like request-guard.mjs.
 *
 * Next reads each app route's client-reference manifest (`…_client-reference-manifest.js`, a script
 * assigning one JSON object to `globalThis.__RSC_MANIFEST[route]`) with `vm.runInNewContext` and keeps
 * the context object for the life of the process (next/dist/server/load-manifest.external.js). Every
 * such call makes a new V8 realm — a whole set of built-ins — and the manifest's objects keep it
 * alive: about 200 KiB of heap per route, 437 routes here, ~90 MiB once a long e2e run has opened
 * them all, for a few KiB of JSON each. This preload reads those two-statement scripts as the JSON
 * they are, into the same context object, with no realm; anything else (another script, a manifest of
 * another shape) goes to the real `vm.runInNewContext` untouched.
 */
import vm from 'node:vm';

const HEAD = 'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};';
const ENTRY = /^globalThis\.__RSC_MANIFEST\[("(?:[^"\\]|\\.)*")\] = (.*);$/;

/** The manifest a client-reference script assigns, or null when the script is not exactly that shape. */
export function parseClientReferenceManifest(code) {
  if (typeof code !== 'string' || !code.startsWith(HEAD)) return null;
  const lines = code.split('\n').filter((line) => line.trim() !== '');
  if (lines[0] !== HEAD || lines.length < 2) return null;
  const manifest = {};
  try {
    for (const line of lines.slice(1)) {
      const match = ENTRY.exec(line);
      if (!match) return null;
      manifest[JSON.parse(match[1])] = JSON.parse(match[2]);
    }
  } catch {
    return null;
  }
  return manifest;
}

const runInNewContext = vm.runInNewContext;
vm.runInNewContext = function runManifestWithoutRealm(code, contextObject, options) {
  const manifest =
    contextObject && typeof contextObject === 'object' && !vm.isContext(contextObject)
      ? parseClientReferenceManifest(code)
      : null;
  if (!manifest) return runInNewContext.call(this, code, contextObject, options);
  contextObject.__RSC_MANIFEST = Object.assign(contextObject.__RSC_MANIFEST ?? {}, manifest);
  return Object.values(manifest).at(-1);
};
