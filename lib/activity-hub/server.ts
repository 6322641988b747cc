import 'server-only';
import { upstreamGet, upstreamPost, type UpstreamAuth } from '@/lib/http/upstream';
import { readPersonal, readPublic } from '@/lib/read/server';
import { readAuth } from '@/lib/session/session';
import type { TaskId } from '@/lib/task/rules';
import {
  activityHubSchema,
  capsuleHelpTargetSchema,
  capsuleHistorySchema,
  capsuleInviteSchema,
  capsuleSchema,
  capsuleStockSchema,
  moneyTreeSchema,
} from './schemas';

/**
 * Reads and actions of the activity hub, the money tree and the capsule. The hub list is the same
 * for everyone (public, served stale while the upstream is down); an activity's page carries the
 * viewer's own tree or capsule, so it is read per viewer.
 */
export function readActivityHub() {
  return readPublic('/activities', () =>
    upstreamGet('/activities', activityHubSchema, { auth: null, options: { needLogin: false } }),
  );
}

async function personal<T>(path: string, load: (auth: UpstreamAuth | null) => Promise<T>) {
  const auth = await readAuth();
  return readPersonal(path, () => load(auth));
}

export function fetchMoneyTree(id: number, auth?: UpstreamAuth | null) {
  return upstreamGet(`/money-trees/${id}`, moneyTreeSchema, {
    ...(auth === undefined ? {} : { auth }),
    options: { tryLogin: true },
  });
}

export function readMoneyTree(id: number) {
  return personal(`/money-trees/${id}`, (auth) => fetchMoneyTree(id, auth));
}

export function waterMoneyTree(id: number, taskId: TaskId, idempotencyKey: string) {
  return upstreamPost(`/money-trees/${id}/water`, moneyTreeSchema, {
    body: { task_id: taskId },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function harvestMoneyTree(id: number, idempotencyKey: string) {
  return upstreamPost(`/money-trees/${id}/harvest`, moneyTreeSchema, {
    body: {},
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function fetchCapsule(id: number, auth?: UpstreamAuth | null) {
  return upstreamGet(`/capsules/${id}`, capsuleSchema, {
    ...(auth === undefined ? {} : { auth }),
    options: { tryLogin: true },
  });
}

export function readCapsule(id: number) {
  return personal(`/capsules/${id}`, (auth) => fetchCapsule(id, auth));
}

export function readCapsuleStock(id: number, code: string) {
  const path = `/capsules/${id}/stocks/${encodeURIComponent(code)}`;
  return readPublic(path, () => upstreamGet(path, capsuleStockSchema, { auth: null, options: { needLogin: false } }));
}

export function readCapsuleHistory() {
  return personal('/capsules/history', (auth) => upstreamGet('/capsules/history', capsuleHistorySchema, { auth }));
}

export function readCapsuleInvite(id: number) {
  return personal(`/capsules/${id}/invite`, (auth) =>
    upstreamGet(`/capsules/${id}/invite`, capsuleInviteSchema, { auth }),
  );
}

export function readCapsuleHelpTarget(id: number, code: string) {
  return personal(`/capsules/${id}/help?code=${code}`, (auth) =>
    upstreamGet(`/capsules/${id}/help`, capsuleHelpTargetSchema, {
      auth,
      query: { code },
      options: { tryLogin: true },
    }),
  );
}

export function sealCapsule(id: number, codes: string[], idempotencyKey: string) {
  return upstreamPost(`/capsules/${id}/seal`, capsuleSchema, {
    body: { codes },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function helpCapsuleFriend(id: number, code: string, idempotencyKey: string) {
  return upstreamPost(`/capsules/${id}/help`, capsuleHelpTargetSchema, {
    body: { code },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
