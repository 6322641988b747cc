/**
 * The gate between the build and old phones, run by `npm run test:e2e` after `next build`:
 *   node --import tsx scripts/client-audit.ts [--dist=.next]
 * 1. Syntax and ECMAScript APIs: es-check over every client chunk against package.json's browserslist.
 * 2. Private class methods (`#m() {}`), parsed by Chromium only from 84, which es-check reports together
 *    with private fields (parsed from 74).
 * 3. Web APIs es-check does not know, each with its first version (MDN browser-compat-data).
 * A finding passes only when the target has it after all (IGNORED, with the reason) or the legacy
 * polyfill script provides it (lib/browser/legacy-polyfills.ts). Next's `noModule` polyfill file is
 * skipped: only browsers without ES modules load it.
 * Closes with "N passed, N failed" (one check per chunk); exits 1 on any finding.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { OLDEST_SUPPORTED } from '../lib/browser/engine';
import { LEGACY_POLYFILLS } from '../lib/browser/legacy-polyfills';

const dist = process.argv.find((arg) => arg.startsWith('--dist='))?.slice(7) ?? process.env.NEXT_DIST_DIR ?? '.next';
const browserslist = (
  JSON.parse(fs.readFileSync('package.json', 'utf8')) as { browserslist: string[] }
).browserslist.join(', ');

/** es-check features the target has although es-check files them under a later ES version. */
const IGNORED: Record<string, string> = {
  globalThis: 'Chrome 71, Safari 12.1',
  BigInt: 'Chrome 67, Safari 14',
  BigInt64Array: 'Chrome 67, Safari 15',
  BigUint64Array: 'Chrome 67, Safari 15',
  PromiseAllSettled: 'Chrome 76, Safari 13',
  PrivateClassFields: 'fields from Chrome 74, Safari 14.1; private methods are checked separately below',
  // Next's polyfill-module runs before any app code in every browser (next/dist/build/polyfills).
  ArrayPrototypeAt: "Next's module polyfill",
  ObjectHasOwn: "Next's module polyfill",
};
/** es-check's names for the APIs of LEGACY_POLYFILLS that es-check knows. */
const ES_CHECK_NAMES: Record<string, string> = {};

/** Web APIs: a call of one of these needs the version given, unless the code tests for it first. */
const WEB_APIS: { api: string; pattern: RegExp; chromium: number; webkit: number; guard?: RegExp }[] = [
  { api: 'structuredClone', pattern: /\bstructuredClone\(/, chromium: 98, webkit: 15.4 },
  {
    api: 'crypto.randomUUID',
    pattern: /\.randomUUID\(\)/g,
    chromium: 92,
    webkit: 15.4,
    guard: /"randomUUID"\s*in\s*crypto\s*\?\s*crypto\.randomUUID\(\)|try\s*\{\s*return\s+crypto\.randomUUID\(\)/g,
  },
  { api: 'AbortSignal.timeout', pattern: /AbortSignal\.timeout\(/, chromium: 103, webkit: 16 },
  { api: 'AbortSignal.any', pattern: /AbortSignal\.any\(/, chromium: 116, webkit: 17.4 },
  { api: 'Element.replaceChildren', pattern: /\.replaceChildren\(/, chromium: 86, webkit: 14 },
  { api: 'Intl.Segmenter', pattern: /Intl\.Segmenter\b/, chromium: 87, webkit: 14.1 },
  { api: 'Element.checkVisibility', pattern: /\.checkVisibility\(/, chromium: 105, webkit: 17.4 },
  { api: 'showPopover', pattern: /\.showPopover\(/, chromium: 114, webkit: 17 },
  { api: 'HTMLDialogElement.showModal', pattern: /\.showModal\(/, chromium: 37, webkit: 15.4 },
  { api: 'navigator.userActivation', pattern: /navigator\.userActivation\b/, chromium: 72, webkit: 16.4 },
  { api: 'Array.fromAsync', pattern: /Array\.fromAsync\(/, chromium: 121, webkit: 16.4 },
];

const target = { chromium: Number(OLDEST_SUPPORTED.chromium), webkit: Number(OLDEST_SUPPORTED.webkit) };
const polyfilled = new Set<string>(LEGACY_POLYFILLS.map((polyfill) => polyfill.api));

function clientChunks(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'build-manifest.json'), 'utf8')) as {
    polyfillFiles?: string[];
  };
  const skipped = new Set((manifest.polyfillFiles ?? []).map((file) => path.join(dist, file)));
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.js') && !skipped.has(full)) files.push(full);
    }
  };
  walk(path.join(dist, 'static', 'chunks'));
  return files.sort();
}

/** es-check's findings per file: "Unsupported features detected: A, B (chrome 78 requires 85)". */
function esCheckFindings(files: string[]): Map<string, string[]> {
  const ignore = [...Object.keys(IGNORED), ...[...polyfilled].map((api) => ES_CHECK_NAMES[api]).filter(Boolean)].join(
    ',',
  );
  let output = '';
  try {
    output = execFileSync(
      process.execPath,
      [
        require.resolve('es-check/index.js'),
        'checkBrowser',
        ...files,
        `--browserslistQuery=${browserslist}`,
        '--checkFeatures',
        '--module',
        '--noColor',
        `--ignore=${ignore}`,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    output = `${failed.stdout ?? ''}\n${failed.stderr ?? ''}`;
  }
  const findings = new Map<string, string[]>();
  for (const match of output.matchAll(/erroring file: (\S+)[\s\S]*?error: (.+)/g)) {
    const file = path.normalize(match[1]);
    findings.set(file, [...(findings.get(file) ?? []), match[2].replace(/^Error: /, '').trim()]);
  }
  return findings;
}

function ownFindings(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  const privateMethod = /[;{}]\s*(?:static\s+)?(?:async\s+)?(?:\*\s*)?#[A-Za-z_$][\w$]*\s*\(/.exec(code);
  if (privateMethod)
    found.push(
      `private class method (Chromium 84, Safari 15): …${code.slice(privateMethod.index, privateMethod.index + 40)}…`,
    );
  for (const web of WEB_APIS) {
    if (polyfilled.has(web.api) || (web.chromium <= target.chromium && web.webkit <= target.webkit)) continue;
    const uses = code.match(new RegExp(web.pattern.source, 'g'))?.length ?? 0;
    const guarded = web.guard ? (code.match(web.guard)?.length ?? 0) : 0;
    if (uses > guarded)
      found.push(`${web.api} (Chromium ${web.chromium}, Safari ${web.webkit}) called without a feature test`);
  }
  return found;
}

const files = clientChunks();
const esCheck = esCheckFindings(files);
let failed = 0;
for (const file of files) {
  const findings = [...(esCheck.get(path.normalize(file)) ?? []), ...ownFindings(file)];
  if (!findings.length) continue;
  failed += 1;
  console.log(`✘ ${file}\n    ${findings.join('\n    ')}`);
}
console.log(`[client-audit] ${files.length} client chunks against "${browserslist}"`);
console.log(`${files.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
