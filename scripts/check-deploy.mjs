#!/usr/bin/env node
/**
 * Checks deploy/ without a cluster or Docker: every Kubernetes manifest is validated against
 * the Kubernetes OpenAPI schema of its kind (kubernetes-models: no kubeconform package installs from
 * npm or Debian), then against what the app needs — probes on /h5/api/health, REDIS_URL and
 * SESSION_SECRET from the Secret, a Service and an HPA that point at the Deployment, no session
 * affinity — and the Dockerfile is read for its stages, user, health check and standalone output.
 *   node scripts/check-deploy.mjs [deploy-folder]     exit 0 = all good; each problem on stderr
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { JEMALLOC_CONF } from '../runtime/allocator.mjs';

const root = path.resolve(process.argv[2] ?? new URL('../deploy', import.meta.url).pathname);
const problems = [];
const problem = (text) => problems.push(text);

const k8sDir = path.join(root, 'k8s');
const docs = [];
for (const file of readdirSync(k8sDir)
  .filter((name) => /\.ya?ml$/.test(name))
  .sort()) {
  for (const doc of yaml.loadAll(readFileSync(path.join(k8sDir, file), 'utf8'))) if (doc) docs.push({ file, doc });
}

for (const { file, doc } of docs) {
  const where = `${file}: ${doc.kind ?? '?'}/${doc.metadata?.name ?? '?'}`;
  if (!doc.apiVersion || !doc.kind) {
    problem(`${where}: apiVersion and kind are required`);
    continue;
  }
  let Model;
  try {
    Model = (await import(`kubernetes-models/${doc.apiVersion}/${doc.kind}`))[doc.kind];
  } catch {
    problem(`${where}: unknown apiVersion/kind ${doc.apiVersion} ${doc.kind}`);
    continue;
  }
  try {
    new Model(doc).validate();
  } catch (error) {
    problem(`${where}: ${error.message}`);
  }
}

const find = (kind) => docs.filter(({ doc }) => doc.kind === kind).map(({ doc }) => doc);
const [deployment] = find('Deployment');
if (!deployment) problem('no Deployment');
else {
  const labels = deployment.spec?.template?.metadata?.labels ?? {};
  const containers = deployment.spec?.template?.spec?.containers ?? [];
  const web = containers[0] ?? {};
  const portNames = new Map((web.ports ?? []).map((port) => [port.name, port.containerPort]));
  for (const probe of ['readinessProbe', 'livenessProbe']) {
    const get = web[probe]?.httpGet;
    if (get?.path !== '/h5/api/health') problem(`Deployment ${probe} must GET /h5/api/health`);
    if (get && typeof get.port === 'string' && !portNames.has(get.port))
      problem(`Deployment ${probe} names port ${get.port}, which the container lacks`);
  }
  if (!deployment.spec?.template?.spec?.securityContext?.runAsNonRoot) problem('Deployment pods must run as non-root');
  const secrets = new Map(
    find('Secret').map((secret) => [secret.metadata.name, { ...secret.stringData, ...secret.data }]),
  );
  for (const name of ['REDIS_URL', 'SESSION_SECRET']) {
    const ref = (web.env ?? []).find((entry) => entry.name === name)?.valueFrom?.secretKeyRef;
    if (!ref) problem(`Deployment must take ${name} from a Secret`);
    else if (!secrets.get(ref.name) || !(ref.key in secrets.get(ref.name)))
      problem(`Deployment ${name} refers to ${ref.name}/${ref.key}, which no manifest defines`);
  }
  const configMaps = new Set(find('ConfigMap').map((map) => map.metadata.name));
  for (const from of web.envFrom ?? [])
    if (from.configMapRef && !configMaps.has(from.configMapRef.name))
      problem(`Deployment envFrom ${from.configMapRef.name}: no such ConfigMap`);
  const selects = (selector) =>
    Object.entries(selector ?? {}).length > 0 &&
    Object.entries(selector).every(([key, value]) => labels[key] === value);
  if (!selects(deployment.spec?.selector?.matchLabels)) problem('Deployment selector does not match its pod labels');
  const services = find('Service');
  if (!services.some((service) => selects(service.spec?.selector))) problem('no Service selects the Deployment pods');
  for (const service of services)
    if (service.spec?.sessionAffinity && service.spec.sessionAffinity !== 'None')
      problem(`Service ${service.metadata.name}: no sticky sessions (sessionAffinity must be None)`);
  const hpa = find('HorizontalPodAutoscaler')[0];
  if (!hpa) problem('no HorizontalPodAutoscaler');
  else if (hpa.spec?.scaleTargetRef?.kind !== 'Deployment' || hpa.spec.scaleTargetRef.name !== deployment.metadata.name)
    problem('the HorizontalPodAutoscaler does not scale the Deployment');
  else if ((hpa.spec.minReplicas ?? 1) < 2) problem('the HorizontalPodAutoscaler must keep at least two instances');
}

const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const lines = dockerfile.split('\n').filter((line) => !line.trim().startsWith('#'));
const instructions = (name) => lines.filter((line) => line.trim().toUpperCase().startsWith(`${name} `));
if (instructions('FROM').length < 2) problem('Dockerfile: a multi-stage build has at least two FROM');
const user = instructions('USER').at(-1)?.trim().split(/\s+/)[1];
if (!user || user === 'root' || user === '0') problem('Dockerfile: the runtime stage must switch to a non-root USER');
if (!/ARG NODE_IMAGE=node:(2[4-9]|[3-9]\d)-/.test(dockerfile))
  problem('Dockerfile: production runs Node 24 LTS or later (Node 20 ended on 2026-04-30)');
if (!/HEALTHCHECK[\s\S]*\/h5\/api\/health/.test(dockerfile))
  problem('Dockerfile: HEALTHCHECK must call /h5/api/health');
// The server starts as scripts/start.mjs starts it in production: the same preloads and heap settings.
const cmd = instructions('CMD').at(-1) ?? '';
for (const preload of ['request-guard', 'rsc-manifests', 'idle-gc'])
  if (!cmd.includes(`--import=./runtime/${preload}.mjs`))
    problem(`Dockerfile: CMD must preload runtime/${preload}.mjs`);
for (const flag of ['--max-old-space-size=', '--max-semi-space-size='])
  if (!cmd.includes(flag)) problem(`Dockerfile: CMD must set ${flag}… as scripts/start.mjs does`);
if (
  !/apt-get install[^\n]*libjemalloc2/.test(dockerfile) ||
  !/ENV[^\n]*LD_PRELOAD=\S*libjemalloc\.so\.2/.test(dockerfile)
)
  problem('Dockerfile: install libjemalloc2 and preload it, as scripts/start.mjs does (runtime/allocator.mjs)');
if (
  !new RegExp(`ENV[^\\n]*MALLOC_CONF=${JEMALLOC_CONF.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`).test(dockerfile)
)
  problem(`Dockerfile: MALLOC_CONF=${JEMALLOC_CONF} as runtime/allocator.mjs sets it`);
if (!/NEXT_OUTPUT=standalone/.test(dockerfile) || !/\.next\/standalone/.test(dockerfile))
  problem('Dockerfile: build and copy the standalone output');

const nginx = readFileSync(path.join(root, 'nginx', 'h5.conf'), 'utf8').replace(/#.*$/gm, '');
if (/\b(ip_hash|sticky|hash)\b/.test(nginx)) problem('nginx h5.conf: no sticky sessions (ip_hash, hash, sticky)');

if (problems.length > 0) {
  for (const text of problems) console.error(`[check-deploy] ${text}`);
  process.exit(1);
}
console.log(
  `[check-deploy] ${docs.length} manifests valid against the Kubernetes schema; Dockerfile and nginx site checked`,
);
