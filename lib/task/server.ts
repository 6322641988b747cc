import 'server-only';
import { z } from 'zod';
import { upstreamGet, upstreamPost } from '@/lib/http/upstream';
import { readPersonal } from '@/lib/read/server';
import { readAuth } from '@/lib/session/session';
import { claimSchema, taskBoardSchema } from './schemas';
import type { TaskId } from './rules';

export function fetchTaskBoard() {
  return upstreamGet('/tasks', taskBoardSchema);
}

export async function readTaskBoard() {
  const auth = await readAuth();
  return readPersonal('/tasks', () => upstreamGet('/tasks', taskBoardSchema, { auth }));
}

export async function readClaims() {
  const auth = await readAuth();
  return readPersonal('/tasks/claims', () =>
    upstreamGet('/tasks/claims', z.object({ claims: z.array(claimSchema) }), { auth }).then((answer) => answer.claims),
  );
}

export function signIn() {
  return upstreamPost('/tasks/sign-in', taskBoardSchema, { body: {} });
}

export function reportShare() {
  return upstreamPost('/tasks/share', taskBoardSchema, { body: {} });
}

/** Claims a task's reward once per Idempotency-Key; the upstream pays a task once per period whatever the key. */
export function claimTask(id: TaskId, idempotencyKey: string) {
  return upstreamPost(`/tasks/${id}/claim`, claimSchema, { body: {}, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** The live room's heartbeat for the watch-live task: the upstream credits a minute only as wall time passes. */
export function reportWatchMinute() {
  return upstreamPost('/tasks/watch-live/heartbeat', taskBoardSchema, { body: {} });
}
