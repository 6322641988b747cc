/** Chat delivery: scripts/bench-chat.mjs against the bench's app, `clients` SSE viewers in one room. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './config.mjs';

export function measureChat({ app, upstream, clients }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'bench-chat.mjs')], {
      env: { ...process.env, BASE_URL: app, UPSTREAM_URL: upstream, CLIENTS: String(clients) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`bench-chat exit ${code}: ${stderr.slice(-300)}`));
      try {
        resolve(JSON.parse(stdout.slice(stdout.indexOf('{'))));
      } catch (error) {
        reject(new Error(`bench-chat printed no JSON: ${error.message}: ${stdout.slice(-200)}`));
      }
    });
  });
}
