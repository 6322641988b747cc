/**
 * Turbopack production chunks push `[script, id, factory, id, factory, …]` onto globalThis.TURBOPACK.
 * Evaluating a chunk in an empty VM context (factories are not called) yields its modules; a module
 * is "framework" when a module with the same token shape (identifiers and numbers blanked, so
 * mangling and module ids do not matter) exists in the floor app. The rest is the app's own JS,
 * named by its exports (looked up in the project source) or by library signatures.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { ROOT } from './config.mjs';

/** Strings that survive minification and name the library a module comes from. */
const SIGNATURES = [
  ['antd-mobile', /["'`]adm-[a-z]/],
  ['@tanstack/query', /No QueryClient set|QueryObserver|queryHash/],
  ['lightweight-charts', /crosshairMarkerVisible|fancy-canvas/],
  ['hls.js', /Illegal hls\.js config|MANIFEST_LOADING/],
  ['zod', /\$ZodType|Invalid input: expected/],
  ['crypto-js', /Malformed UTF-8 data/],
  ['qrcode', /bad maskPattern/],
  ['react-dom', /react\.dev\/errors/],
];

export function parseModules(code) {
  const sandbox = { TURBOPACK: [] };
  sandbox.globalThis = sandbox;
  sandbox.self = sandbox;
  try {
    vm.runInNewContext(code, sandbox, { timeout: 2000 });
  } catch {
    return null;
  }
  const modules = [];
  for (const entry of sandbox.TURBOPACK) {
    if (!Array.isArray(entry)) continue;
    for (let i = 1; i < entry.length - 1; i += 1) {
      if (typeof entry[i] !== 'number' || typeof entry[i + 1] !== 'function') continue;
      const src = entry[i + 1].toString();
      modules.push({ src, rawBytes: Buffer.byteLength(src), key: src.replace(/[A-Za-z_$][\w$]*|\d+/g, 'i') });
      i += 1;
    }
  }
  return modules;
}

let sourceIndex = null;
/** export name → project files that export it, and every project file's text (app/, components/, lib/). */
function projectSources() {
  if (sourceIndex) return sourceIndex;
  sourceIndex = { exports: new Map(), texts: new Map() };
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(tsx?|mjs|js)$/.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        const file = path.relative(ROOT, full);
        sourceIndex.texts.set(file, text);
        for (const match of text.matchAll(
          /export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)/g,
        )) {
          const list = sourceIndex.exports.get(match[1]) ?? [];
          list.push(file);
          sourceIndex.exports.set(match[1], list);
        }
      }
    }
  };
  for (const dir of ['app', 'components', 'lib']) if (fs.existsSync(path.join(ROOT, dir))) walk(path.join(ROOT, dir));
  return sourceIndex;
}

/** The project files holding most of a module's distinctive string literals (for modules whose exports are mangled). */
function fileByStrings(src) {
  const literals = [...new Set([...src.matchAll(/"([^"\\(){}[\];=]{4,80})"/g)].map((m) => m[1].trim()))]
    .filter(
      (text) =>
        text.length >= 4 && !/^[a-z]{4,9}$/.test(text) && !/^(use (strict|client)|__esModule|default)$/.test(text),
    )
    .slice(0, 40);
  if (literals.length === 0) return [];
  const scored = [];
  for (const [file, text] of projectSources().texts) {
    let hits = 0;
    for (const literal of literals) if (text.includes(literal)) hits += 1;
    if (hits > 0) scored.push({ file, hits });
  }
  scored.sort((a, b) => b.hits - a.hits);
  const top = scored[0];
  if (!top || top.hits < Math.min(2, literals.length)) return [];
  // Scope hoisting merges several files into one module: name the ones holding most of its strings.
  return scored
    .filter((entry) => entry.hits * 2 >= top.hits)
    .slice(0, 3)
    .map((entry) => entry.file);
}

/** Export names of a CommonJS module compiled by Next (`var n={Name:function(){return …}}`): Next's own client code. */
function cjsExports(src) {
  if (!src.includes('__esModule')) return [];
  const match = /var [\w$]+(?:,[\w$]+)*=\{((?:[\w$]+:function\(\)\{return [\w$.]+\},?)+)\}/.exec(src);
  return match ? [...match[1].matchAll(/([\w$]+):function/g)].map((m) => m[1]).slice(0, 4) : [];
}

/** Turbopack writes an ES module's exports as `e.s(["Name", 0, getter, …])`. */
function exportsOf(src) {
  if (!/\.s\(\[/.test(src)) return [];
  // Production builds may mangle export names to one or two letters: those name nothing.
  return [...new Set([...src.matchAll(/[[,]"([A-Za-z_$][\w$]*)",\d,/g)].map((m) => m[1]))].filter(
    (name) => name !== 'default' && name.length > 2,
  );
}

export function describeModule(src) {
  const libraries = SIGNATURES.filter(([, pattern]) => pattern.test(src)).map(([name]) => name);
  const exported = exportsOf(src);
  const index = projectSources().exports;
  const files = [...new Set(exported.flatMap((name) => index.get(name) ?? []))];
  // A file exporting most of the names is the module; several candidates are all listed.
  const scored = files.map((file) => [file, exported.filter((name) => (index.get(name) ?? []).includes(file)).length]);
  const best = Math.max(0, ...scored.map(([, count]) => count));
  const antd = [...new Set([...src.matchAll(/["'`]adm-([a-z]+)["'`]/g)].map((m) => m[1]))];
  const hint = [...src.matchAll(/"([^"\\(){}[\];=]{6,60})"/g)]
    .map((m) => m[1])
    .find((text) => !/^use (strict|client)$|^function$|^undefined$|^object$/.test(text));
  let named = scored
    .filter(([, count]) => count === best && best > 0)
    .map(([file]) => file)
    .slice(0, 3);
  if (named.length === 0 && libraries.length === 0) {
    named = fileByStrings(src);
  }
  return {
    hint: hint ?? null,
    nextInternals: named.length === 0 ? cjsExports(src) : [],
    files: named,
    exports: exported.slice(0, 6),
    libraries,
    antdComponents: antd.slice(0, 20),
  };
}

/** Modules of `chunks` (with .code) that the floor does not have, largest first, with an estimated gzip share. */
export function appModules(chunks, floorKeys) {
  const result = [];
  for (const chunk of chunks) {
    const modules = chunk.modules ?? [];
    const total = modules.reduce((sum, mod) => sum + mod.rawBytes, 0) || 1;
    for (const mod of modules) {
      if (floorKeys.has(mod.key)) continue;
      result.push({
        chunk: chunk.file,
        rawBytes: mod.rawBytes,
        gzipBytesEst: Math.round((chunk.gzipBytes * mod.rawBytes) / total),
        ...describeModule(mod.src),
      });
    }
  }
  return result.sort((a, b) => b.rawBytes - a.rawBytes);
}

export function moduleLabel(mod) {
  const libraries = mod.libraries.filter((name) => name !== 'antd-mobile' || mod.antdComponents.length === 0);
  const parts = [];
  if (mod.files.length) parts.push(mod.files.join(' | '));
  if (mod.antdComponents.length) parts.push(`antd-mobile (${mod.antdComponents.slice(0, 8).join(', ')})`);
  if (libraries.length) parts.push(`[${libraries.join(', ')}]`);
  if (parts.length === 0 && mod.nextInternals?.length) parts.push(`next internals (${mod.nextInternals.join(', ')})`);
  if (parts.length === 0 && mod.hint) parts.push(`module with "${mod.hint.slice(0, 40)}"`);
  if (parts.length === 0)
    parts.push(mod.exports.length ? `module exporting ${mod.exports.join(', ')}` : 'unnamed module');
  return parts.join(' ');
}
