import 'server-only';
import { AppError } from '@/lib/errors';
import { upstreamGet, upstreamPost, type UpstreamAuth } from '@/lib/http/upstream';
import { readPersonal } from '@/lib/read/server';
import { eventIdSchema, eventSchema, type TeaPartySignupInput } from './schemas';

/** Event activities of the local upstream (upstream/modules/events.ts); reads carry the viewer's own state. */
const OPTIONAL_LOGIN = { needLogin: false, tryLogin: true } as const;

export function readEvent(id: number) {
  return readPersonal(`/activity/events/${id}`, () => upstreamGet(`/activity/events/${id}`, eventSchema, { options: OPTIONAL_LOGIN }));
}

export function routeEventId(raw: string | string[] | undefined): number {
  const parsed = eventIdSchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) throw new AppError(4401, '活动不存在', { status: 404 });
  return parsed.data;
}

export function signUpForEvent(id: number, input: TeaPartySignupInput, idempotencyKey: string, auth: UpstreamAuth | null) {
  return upstreamPost(`/activity/events/${id}/signups`, eventSchema, { body: input, headers: { 'Idempotency-Key': idempotencyKey }, auth });
}

export function setEventReminder(id: number, on: boolean, auth: UpstreamAuth | null) {
  return upstreamPost(`/activity/events/${id}/reminder`, eventSchema, { body: { on }, auth });
}

export function checkInEvent(id: number, auth: UpstreamAuth | null) {
  return upstreamPost(`/activity/events/${id}/checkins`, eventSchema, { body: {}, auth });
}
