import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { LIVE_CLOCK, MARKET_TODAY } from '../fixtures/clocks';

export const COMPAT_PORT = Number(process.env.COMPAT_PORT ?? 3260);
export const BASE_URL = `http://localhost:${COMPAT_PORT}`;
export const UPSTREAM_URL = `http://127.0.0.1:${COMPAT_PORT + 1}`;

/**
 * The production build with its local upstream, started the way users start it (scripts/start.mjs),
 * on the pinned clocks of the e2e suite and with the bridge simulator allowed (in-app journeys).
 * A server already answering on COMPAT_PORT is reused outside CI.
 */
export async function startServer(): Promise<() => Promise<void>> {
  if (!process.env.CI && (await healthy())) return async () => {};
  const database =
    COMPAT_PORT === 3260 ? `test-results/upstream-compat.db` : `test-results/upstream-compat-${COMPAT_PORT}.db`;
  fs.mkdirSync('test-results', { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(database + suffix, { force: true });
  // Its own process group, so the app, Next's server process and the upstream all stop together.
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(COMPAT_PORT),
      UPSTREAM_PORT: String(COMPAT_PORT + 1),
      UPSTREAM_DB: database,
      UPSTREAM_URL: '',
      SESSION_SECRET: 'compat-session-secret-0123456789abcdef-0123456789',
      MARKET_TODAY,
      LIVE_CLOCK,
      H5_BRIDGE_SIMULATOR: '1',
      // Plain http on localhost: Chromium before 89 drops Secure cookies from http://localhost, so the
      // session of a login would never stick on the old engines (production is https).
      H5_INSECURE_COOKIES: '1',
      SMS_IP_ALLOWLIST: '127.0.0.1,::1',
      PUBLIC_HOSTS: `localhost:${COMPAT_PORT}`,
    },
  });
  const deadline = Date.now() + 120_000;
  while (!(await healthy())) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode}) before answering`);
    if (Date.now() > deadline) throw new Error('the app did not answer /h5/api/health in 120 s');
    await sleep(300);
  }
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-(child.pid as number), 'SIGTERM');
    await exited;
  };
}

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`${BASE_URL}/h5/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}
