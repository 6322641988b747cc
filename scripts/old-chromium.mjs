#!/usr/bin/env node
/**
 * Real old Chromium builds for the old-engine tests (tests/compat), from the npm registry: the
 * `chrome-aws-lambda` package ships a brotli-compressed headless Chromium and its libraries.
 *   node scripts/old-chromium.mjs install [78 92 …]   download and unpack (skips what is there)
 *   node scripts/old-chromium.mjs path 78              print the executable's path
 * Unpacked under node_modules/.cache/old-chromium/<major>/ (a fresh `npm ci` starts without them).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

/** Chromium major → the chrome-aws-lambda release that ships it (STACK-NOTES, checked with --version). */
export const OLD_CHROMIUM = { 78: '1.20.4', 80: '2.1.1', 83: '3.1.1', 88: '5.5.0', 90: '8.0.2', 92: '10.1.0' };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = path.join(root, 'node_modules', '.cache', 'old-chromium');

export function oldChromiumDir(major) {
  return path.join(cacheDir, String(major));
}

/** Executable, the environment it needs (its own libraries first), and the flags it runs with. */
export function oldChromium(major) {
  const dir = oldChromiumDir(major);
  const executablePath = path.join(dir, 'chromium');
  if (!fs.existsSync(executablePath)) {
    throw new Error(`Chromium ${major} is not installed: run \`node scripts/old-chromium.mjs install ${major}\``);
  }
  const libraries = [path.join(dir, 'lib'), path.join(dir, 'lib', 'lib'), path.join(dir, 'swiftshader'), dir].filter(
    (p) => fs.existsSync(p),
  );
  return {
    executablePath,
    env: { ...process.env, LD_LIBRARY_PATH: [...libraries, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':') },
    // Built for a sandboxless host (AWS Lambda). Not --single-process: it cannot open incognito contexts.
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-zygote',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--mute-audio',
    ],
  };
}

function install(major) {
  const version = OLD_CHROMIUM[major];
  if (!version)
    throw new Error(
      `no chrome-aws-lambda release known for Chromium ${major} (known: ${Object.keys(OLD_CHROMIUM).join(', ')})`,
    );
  const dir = oldChromiumDir(major);
  if (fs.existsSync(path.join(dir, 'chromium'))) return;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `old-chromium-${major}-`));
  try {
    const tarball = execFileSync(
      'npm',
      ['pack', `chrome-aws-lambda@${version}`, '--silent', '--pack-destination', work],
      { cwd: work, encoding: 'utf8' },
    )
      .trim()
      .split('\n')
      .pop();
    execFileSync('tar', ['xzf', path.join(work, tarball), '-C', work]);
    const bin = path.join(work, 'package', 'bin');
    const staging = `${dir}.partial`;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.mkdirSync(staging, { recursive: true });
    for (const file of fs.readdirSync(bin)) {
      if (!file.endsWith('.br')) continue;
      const unpacked = zlib.brotliDecompressSync(fs.readFileSync(path.join(bin, file)));
      if (file.endsWith('.tar.br')) {
        const archive = path.join(work, file.slice(0, -3));
        fs.writeFileSync(archive, unpacked);
        execFileSync('tar', ['xf', archive, '-C', staging]);
      } else {
        fs.writeFileSync(path.join(staging, file.slice(0, -3)), unpacked, { mode: 0o755 });
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(staging, dir);
    console.log(`[old-chromium] Chromium ${major} (chrome-aws-lambda@${version}) in ${path.relative(root, dir)}`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [command, ...majors] = process.argv.slice(2);
  if (command === 'install') for (const major of majors.length ? majors : ['78', '92']) install(Number(major));
  else if (command === 'path') console.log(oldChromium(Number(majors[0])).executablePath);
  else {
    console.error('usage: node scripts/old-chromium.mjs install [major …] | path <major>');
    process.exit(2);
  }
}
