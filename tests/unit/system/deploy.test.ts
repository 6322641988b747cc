import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** deploy/ is checked without a cluster or Docker: scripts/check-deploy.mjs. */
const ROOT = path.resolve(__dirname, '../../..');

function check(folder?: string) {
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts/check-deploy.mjs'), ...(folder ? [folder] : [])],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('deploy/', () => {
  it('its manifests pass the Kubernetes schema and the app rules; the Dockerfile and nginx site pass theirs', () => {
    const { status, output } = check();
    expect(output).toContain('5 manifests valid');
    expect(status).toBe(0);
  });

  it('a broken copy is refused, each problem named', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
    try {
      cpSync(path.join(ROOT, 'deploy'), dir, { recursive: true });
      const edit = (file: string, from: string | RegExp, to: string) =>
        writeFileSync(path.join(dir, file), readFileSync(path.join(dir, file), 'utf8').replace(from, to));
      edit('k8s/deployment.yaml', 'replicas: 2', 'replicas: two');
      edit('k8s/deployment.yaml', /path: \/h5\/api\/health\n(\s+port: http\n\s+periodSeconds: 5)/, 'path: /h5/\n$1');
      edit('k8s/deployment.yaml', 'key: REDIS_URL', 'key: REDIS_ADDRESS');
      edit('k8s/service.yaml', 'sessionAffinity: None', 'sessionAffinity: ClientIP');
      edit('Dockerfile', 'USER h5', 'USER root');
      edit('Dockerfile', ' "--import=./runtime/idle-gc.mjs",', '');
      edit('Dockerfile', 'dirty_decay_ms:1000', 'dirty_decay_ms:-1');
      edit('nginx/h5.conf', 'keepalive 32;', 'keepalive 32;\n    ip_hash;');
      const { status, output } = check(dir);
      expect(status).toBe(1);
      expect(output).toContain('spec/replicas must be integer');
      expect(output).toContain('readinessProbe must GET /h5/api/health');
      expect(output).toContain('REDIS_URL refers to h5-web-secrets/REDIS_ADDRESS');
      expect(output).toContain('sessionAffinity must be None');
      expect(output).toContain('non-root USER');
      expect(output).toContain('CMD must preload runtime/idle-gc.mjs');
      expect(output).toContain('MALLOC_CONF=background_thread:true');
      expect(output).toContain('no sticky sessions (ip_hash');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
