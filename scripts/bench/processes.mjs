/** Builds and servers for the bench: the product (scripts/start.mjs) and the floor app, each in its own process group. */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DIST_DIR, FLOOR_DIR, FLOOR_TEMPLATE, ROOT, UPSTREAM_DB } from './config.mjs';

const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
export const LOG_DIR = path.join(ROOT, 'bench', 'out', 'logs');
const started = new Set();

function logFile(name) {
  fs.mkdirSync(LOG_DIR, { recursive: true });
  return fs.openSync(path.join(LOG_DIR, `${name}.log`), 'w');
}

function tail(name, lines = 40) {
  try {
    return fs
      .readFileSync(path.join(LOG_DIR, `${name}.log`), 'utf8')
      .split('\n')
      .slice(-lines)
      .join('\n');
  } catch {
    return '';
  }
}

function run(name, args, { cwd, env }) {
  const out = logFile(name);
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', out, out],
    detached: true,
  });
  started.add(child);
  child.on('exit', () => started.delete(child));
  return child;
}

async function runToEnd(name, args, options) {
  const begin = Date.now();
  const child = run(name, args, options);
  const code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
  if (code !== 0)
    throw new Error(`${name} failed (exit ${code}); last lines of bench/out/logs/${name}.log:\n${tail(name)}`);
  return Math.round((Date.now() - begin) / 100) / 10;
}

/** Hash of the floor template and the Next version: a floor build is reused only when both match. */
function floorFingerprint() {
  const hash = crypto.createHash('sha1');
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(FLOOR_TEMPLATE, full)).update(fs.readFileSync(full));
    }
  };
  walk(FLOOR_TEMPLATE);
  hash.update(JSON.stringify(JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).browserslist));
  hash.update(fs.readFileSync(path.join(ROOT, 'node_modules', 'next', 'package.json')));
  return hash.digest('hex');
}

export function floorBuildIsCurrent() {
  try {
    return hasBuild(FLOOR_DIR) && fs.readFileSync(path.join(FLOOR_DIR, '.fingerprint'), 'utf8') === floorFingerprint();
  } catch {
    return false;
  }
}

/** Copies the floor template to a temp dir whose node_modules links to the project's, and builds it. */
export async function buildFloor() {
  fs.rmSync(FLOOR_DIR, { recursive: true, force: true });
  fs.cpSync(FLOOR_TEMPLATE, FLOOR_DIR, { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(FLOOR_DIR, 'node_modules'));
  // The same browser targets as the app, so the floor is Next's own weight for the engines we support.
  const { browserslist } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  fs.writeFileSync(
    path.join(FLOOR_DIR, 'package.json'),
    `${JSON.stringify({ name: 'h5-bench-floor', private: true, browserslist })}\n`,
  );
  const seconds = await runToEnd('build-floor', [NEXT_BIN, 'build'], {
    cwd: FLOOR_DIR,
    env: { NEXT_DIST_DIR: DIST_DIR },
  });
  fs.writeFileSync(path.join(FLOOR_DIR, '.fingerprint'), floorFingerprint());
  return seconds;
}

export async function buildApp() {
  // next build adds its build folder's type globs to tsconfig.json; the bench's folder is not the project's.
  const tsconfig = path.join(ROOT, 'tsconfig.json');
  const before = fs.readFileSync(tsconfig, 'utf8');
  try {
    return await runToEnd('build-app', [NEXT_BIN, 'build'], { cwd: ROOT, env: { NEXT_DIST_DIR: DIST_DIR } });
  } finally {
    fs.writeFileSync(tsconfig, before);
  }
}

export function hasBuild(dir) {
  return fs.existsSync(path.join(dir, DIST_DIR, 'BUILD_ID'));
}

async function waitForHttp(url, name, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited early (${child.exitCode}):\n${tail(name)}`);
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`timed out waiting for ${url}:\n${tail(name)}`);
}

/** A server already listening would be measured instead of ours: refuse to start. */
async function assertPortFree(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
  } catch {
    return;
  }
  throw new Error(`port ${port} is already in use: stop whatever listens there (an earlier bench run?) and retry`);
}

export async function startApp(ports) {
  await assertPortFree(ports.app);
  await assertPortFree(ports.upstream);
  fs.rmSync(UPSTREAM_DB, { force: true });
  for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(UPSTREAM_DB + suffix, { force: true });
  const child = run('app', [path.join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: {
      PORT: String(ports.app),
      UPSTREAM_PORT: String(ports.upstream),
      UPSTREAM_DB,
      NEXT_DIST_DIR: DIST_DIR,
      HOST: '127.0.0.1',
      // As in production: a real secret (a missing one is a per-request warning and not what ships).
      SESSION_SECRET: process.env.SESSION_SECRET ?? crypto.randomBytes(32).toString('hex'),
    },
  });
  await waitForHttp(`http://127.0.0.1:${ports.app}/h5/api/health`, 'app', child);
  return child;
}

export async function startFloor(ports) {
  await assertPortFree(ports.floor);
  const child = run('floor', [NEXT_BIN, 'start', '-p', String(ports.floor), '-H', '127.0.0.1'], {
    cwd: FLOOR_DIR,
    env: { NEXT_DIST_DIR: DIST_DIR },
  });
  await waitForHttp(`http://127.0.0.1:${ports.floor}/h5`, 'floor', child);
  return child;
}

/** Ends every process group this run started (by id), then waits briefly for them to go. */
export async function stopAll() {
  for (const child of started) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  const deadline = Date.now() + 5000;
  while (started.size > 0 && Date.now() < deadline) await sleep(100);
  for (const child of started) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

function childrenOf(pid) {
  const result = [];
  let tasks = [];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return result;
  }
  for (const task of tasks) {
    try {
      const text = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (text) result.push(...text.split(/\s+/).map(Number));
    } catch {
      // task ended
    }
  }
  return result;
}

function commandLine(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return '';
  }
}

/** The process tree under `pid` with each command line. */
export function processTree(pid) {
  const all = [];
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.shift();
    all.push({ pid: current, cmd: commandLine(current) });
    queue.push(...childrenOf(current));
  }
  return all;
}

/** VmRSS and VmHWM (peak) in MiB of one process. */
export function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (key) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMiB: Math.round(kib('VmRSS') / 1024), peakMiB: Math.round(kib('VmHWM') / 1024) };
}

/** The next-server process (Next sets its title) and the upstream process under a server tree. */
export function serverProcesses(rootPid) {
  const tree = processTree(rootPid);
  return {
    next: tree.find((entry) => entry.cmd.startsWith('next-server')) ?? null,
    upstream: tree.find((entry) => entry.cmd.includes('upstream/server.ts')) ?? null,
  };
}
