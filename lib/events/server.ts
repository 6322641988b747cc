import 'server-only';
import { upstreamGet, upstreamPost, type UpstreamAuth } from '@/lib/http/upstream';
import { readPersonal } from '@/lib/read/server';
import { eventSchema, type TeaPartySignupInput } from './schemas';

/** Event activities of the local upstream (upstream/activity/events.ts); reads carry the viewer's own state. */
const OPTIONAL_LOGIN = { needLogin: false, tryLogin: true } as const;

export function readEvent(id: number) {
  return readPersonal(`/activity/events/${id}`, () =>
    upstreamGet(`/activity/events/${id}`, eventSchema, { options: OPTIONAL_LOGIN }),
  );
}

export function signUpForEvent(
  id: number,
  input: TeaPartySignupInput,
  idempotencyKey: string,
  auth: UpstreamAuth | null,
) {
  return upstreamPost(`/activity/events/${id}/signups`, eventSchema, {
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
    auth,
  });
}

export function setEventReminder(id: number, on: boolean, auth: UpstreamAuth | null) {
  return upstreamPost(`/activity/events/${id}/reminder`, eventSchema, { body: { on }, auth });
}

export function checkInEvent(id: number, auth: UpstreamAuth | null) {
  return upstreamPost(`/activity/events/${id}/checkins`, eventSchema, { body: {}, auth });
}
