import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { LIVE_CLOCK, MARKET_TODAY } from '../fixtures/clocks';

/**
 * The scale-out rig: redis-server, the local upstream, two production instances of the app
 * (the same build, SESSION_SECRET and REDIS_URL) and nginx running deploy/nginx/h5.conf round-robin in
 * front of them. Every process gets its own process group so a test can kill an instance whole (its
 * scripts/start.mjs and the Next server under it) and the rig can always clean up after itself.
 *
 * Ports: SCALE_PORT=N pins nginx to N, the upstream to N+1, the instances to N+2 and N+3 and Redis to
 * N+10 (a developer's assigned range); unset, free ports are taken.
 */
// The repository (loaded by tsx from scripts/bench, __dirname may not point into it: then the cwd, as npm runs it).
const FROM_FILE = path.resolve(__dirname, '../..');
export const ROOT = existsSync(path.join(FROM_FILE, 'deploy', 'nginx', 'h5.conf')) ? FROM_FILE : process.cwd();
export const NGINX_SITE = path.join(ROOT, 'deploy/nginx/h5.conf');
export const SESSION_SECRET = 'scale-session-secret-0123456789abcdef-0123456789';
export type Instance = 'a' | 'b';

// Debian puts nginx in /usr/sbin, which a non-root PATH may lack.
const NGINX = process.env.NGINX_BIN ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function answers(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  await response.body?.cancel();
  return response.ok;
}

function redisPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

export interface ClusterOptions {
  /** Logs, the upstream database and nginx's files (default test-results/scale). */
  runDir?: string;
  /** The build the instances serve (NEXT_DIST_DIR; default the app's .next). */
  distDir?: string;
  /** Extra environment of both instances. */
  env?: Record<string, string>;
}

export class Cluster {
  readonly ports = { nginx: 0, upstream: 0, a: 0, b: 0, redis: 0 };
  private readonly processes = new Map<string, ChildProcess>();
  private readonly runDir: string;
  /** The instances nginx balances over. */
  private balanced: Instance[] = ['a', 'b'];

  constructor(private readonly options: ClusterOptions = {}) {
    this.runDir = options.runDir ?? path.join(ROOT, 'test-results', 'scale');
  }

  /** The app through nginx, and each instance directly (localhost: the browser rules for Secure cookies apply). */
  get url() {
    return `http://localhost:${this.ports.nginx}`;
  }
  instanceUrl(name: Instance) {
    return `http://localhost:${this.ports[name]}`;
  }
  get upstreamUrl() {
    return `http://127.0.0.1:${this.ports.upstream}`;
  }
  get redisUrl() {
    return `redis://127.0.0.1:${this.ports.redis}`;
  }
  get nginxConf() {
    return path.join(this.runDir, 'nginx', 'nginx.conf');
  }
  get accessLog() {
    return path.join(this.runDir, 'nginx', 'access.log');
  }

  async start(): Promise<void> {
    const base = Number(process.env.SCALE_PORT ?? 0);
    if (base)
      Object.assign(this.ports, { nginx: base, upstream: base + 1, a: base + 2, b: base + 3, redis: base + 10 });
    else for (const key of Object.keys(this.ports) as Array<keyof Cluster['ports']>) this.ports[key] = await freePort();
    for (const port of Object.values(this.ports)) await Cluster.assertFree(port);
    rmSync(this.runDir, { recursive: true, force: true });
    mkdirSync(this.runDir, { recursive: true });
    process.once('exit', this.killAll);
    await this.startRedis();
    await this.startUpstream();
    await Promise.all([this.startInstance('a'), this.startInstance('b')]);
    await this.startNginx();
  }

  private spawnLogged(name: string, command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
    const log = openSync(path.join(this.runDir, `${name}.log`), 'a');
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', log, log],
      detached: true,
    });
    closeSync(log);
    this.processes.set(name, child);
    return child;
  }

  /** Ends a process group (members may outlive their leader) and waits for its leader to exit. */
  private async end(name: string, signal: NodeJS.Signals): Promise<void> {
    const child = this.processes.get(name);
    this.processes.delete(name);
    if (!child?.pid) return;
    const running = child.exitCode === null && child.signalCode === null;
    const exited = running ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve();
    try {
      process.kill(-child.pid, signal);
    } catch {
      return; // the whole group is gone already
    }
    await exited;
  }

  /** A port still held (by a process a crashed run left behind) would be used instead of ours: refuse. */
  private static async assertFree(port: number): Promise<void> {
    const taken = () =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
    // A process just killed may hold its port for a moment.
    await waitUntil(
      async () => !(await taken()),
      `port ${port} to be free: stop what listens there (a scale run left behind?) or set SCALE_PORT`,
      5_000,
    );
  }

  /** Last resort when the worker exits without afterAll (a crash, a timeout): no process outlives it. */
  private readonly killAll = () => {
    for (const child of this.processes.values()) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone already
      }
    }
  };

  async startRedis(): Promise<void> {
    await Cluster.assertFree(this.ports.redis);
    this.spawnLogged('redis', 'redis-server', [
      '--port',
      String(this.ports.redis),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    await waitUntil(() => redisPing(this.ports.redis), 'redis-server', 15_000);
  }

  async stopRedis(): Promise<void> {
    await this.end('redis', 'SIGTERM');
  }

  private async startUpstream(): Promise<void> {
    const db = path.join(this.runDir, 'upstream.db');
    this.spawnLogged('upstream', process.execPath, ['--import', 'tsx', 'upstream/server.ts'], {
      UPSTREAM_PORT: String(this.ports.upstream),
      UPSTREAM_DB: db,
      MARKET_TODAY,
      LIVE_CLOCK,
      // No grace for a refresh token spent twice: two instances refreshing one session would end it.
      UPSTREAM_REFRESH_GRACE_S: '0',
    });
    await waitUntil(() => answers(`${this.upstreamUrl}/__health`), 'the local upstream', 90_000);
  }

  async startInstance(name: Instance): Promise<void> {
    await Cluster.assertFree(this.ports[name]);
    this.spawnLogged(`instance-${name}`, process.execPath, ['scripts/start.mjs'], {
      PORT: String(this.ports[name]),
      HOST: '127.0.0.1',
      UPSTREAM_URL: this.upstreamUrl,
      UPSTREAM_SANDBOX: '1',
      SESSION_SECRET,
      REDIS_URL: this.redisUrl,
      MARKET_TODAY,
      LIVE_CLOCK,
      TRUST_PROXY: '1',
      SMS_IP_ALLOWLIST: '127.0.0.1,::1',
      SMS_DAILY_PER_MOBILE: '3',
      PUBLIC_HOSTS: `localhost:${this.ports.nginx}`,
      ...(this.options.distDir ? { NEXT_DIST_DIR: this.options.distDir } : {}),
      ...this.options.env,
    });
    await waitUntil(() => answers(`${this.instanceUrl(name)}/h5/api/health`), `instance ${name}`, 90_000);
  }

  /** SIGKILL: the instance dies mid-request, as a crashed pod does (no graceful shutdown). */
  async killInstance(name: Instance): Promise<void> {
    await this.end(`instance-${name}`, 'SIGKILL');
  }

  private async startNginx(): Promise<void> {
    const dir = path.join(this.runDir, 'nginx');
    mkdirSync(path.join(dir, 'tmp'), { recursive: true, mode: 0o777 });
    // What deploy/nginx/h5.conf leaves to each deployment: the instances and the listen line.
    writeFileSync(
      path.join(dir, 'h5-upstream.conf'),
      this.balanced.map((name) => `server 127.0.0.1:${this.ports[name]} max_fails=1 fail_timeout=2s;\n`).join(''),
    );
    writeFileSync(path.join(dir, 'h5-listen.conf'), `listen 127.0.0.1:${this.ports.nginx};\n`);
    writeFileSync(
      this.nginxConf,
      `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  log_format scale '$request_method $uri $status $upstream_addr';
  access_log ${this.accessLog} scale;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  include ${NGINX_SITE};
}
`,
    );
    const check = spawnSync(NGINX, ['-t', '-q', '-c', this.nginxConf, '-p', dir]);
    if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);
    this.spawnLogged('nginx', NGINX, ['-c', this.nginxConf, '-p', dir, '-g', 'daemon off;']);
    await waitUntil(() => answers(`${this.url}/h5/api/health`), 'nginx', 15_000);
  }

  /** Restarts nginx balancing over these instances only (the bench's one-instance run). */
  async balance(names: Instance[]): Promise<void> {
    await this.end('nginx', 'SIGTERM');
    this.balanced = names;
    await this.startNginx();
  }

  /** The configuration nginx runs, every included file with its name (nginx -T). */
  dumpNginxConfig(): string {
    const result = spawnSync(NGINX, ['-T', '-q', '-c', this.nginxConf, '-p', path.dirname(this.nginxConf)], {
      encoding: 'utf8',
    });
    return result.stdout;
  }

  /** Which instance answered each request nginx logged since `from` (a line count). */
  accessLines(from = 0): Array<{ method: string; uri: string; status: number; instance: Instance | null }> {
    let text = '';
    try {
      text = readFileSync(this.accessLog, 'utf8');
    } catch {
      return [];
    }
    return text
      .split('\n')
      .filter(Boolean)
      .slice(from)
      .map((line) => {
        const [method, uri, status, upstream] = line.split(' ');
        // A retried request lists every address tried: the last one answered it.
        const last = upstream?.split(', ').at(-1) ?? '';
        const instance = last.endsWith(`:${this.ports.a}`) ? 'a' : last.endsWith(`:${this.ports.b}`) ? 'b' : null;
        return { method, uri, status: Number(status), instance };
      });
  }

  async stop(): Promise<void> {
    for (const name of ['nginx', 'instance-a', 'instance-b', 'upstream', 'redis'])
      await this.end(name, 'SIGTERM').catch(() => undefined);
    process.removeListener('exit', this.killAll);
  }
}
