import 'server-only';
import type { IronSession } from 'iron-session';
import { upstreamGet, upstreamPost } from '@/lib/http/upstream';
import { readPersonal } from '@/lib/read/server';
import type { SessionData } from '@/lib/session/config';
import { endSession } from '@/lib/session/login';
import { readAuth } from '@/lib/session/session';
import { smsLimits } from '@/lib/store/rate-limit';
import {
  closureCodeSentSchema,
  closureRequestedSchema,
  closureStateSchema,
  loginDevicesSchema,
  privacySettingsSchema,
  profileSchema,
  signedOutSchema,
  type closureInputSchema,
} from './settings-schemas';
import type { z } from 'zod';

/** Account self-service through the upstream's account module. */

export async function readLoginDevices() {
  const auth = await readAuth();
  return readPersonal('/account/devices', () =>
    upstreamGet('/account/devices', loginDevicesSchema, { auth }).then((answer) => answer.devices),
  );
}

export function fetchLoginDevices() {
  return upstreamGet('/account/devices', loginDevicesSchema);
}

/** Revokes every login of one of the viewer's other devices (another user's device → 404). */
export function signOutDevice(id: number) {
  return upstreamPost(`/account/devices/${id}/sign-out`, signedOutSchema, { body: {} });
}

export async function readPrivacySettings() {
  const auth = await readAuth();
  return readPersonal('/account/privacy', () => upstreamGet('/account/privacy', privacySettingsSchema, { auth }));
}

export function fetchPrivacySettings() {
  return upstreamGet('/account/privacy', privacySettingsSchema);
}

export function savePrivacySettings(personalized: boolean) {
  return upstreamPost('/account/privacy', privacySettingsSchema, { body: { personalized } });
}

export async function readClosureState() {
  const auth = await readAuth();
  return readPersonal('/account/closure', () => upstreamGet('/account/closure', closureStateSchema, { auth }));
}

export function fetchClosureState() {
  return upstreamGet('/account/closure', closureStateSchema);
}

/**
 * The confirmation code goes to the account's own mobile, behind the login's send limits (resend
 * window, daily caps, per-IP bursts) in a budget of its own; a failed send gives it back.
 */
export async function sendClosureCode(session: SessionData, ip: string) {
  const limits = await smsLimits();
  const key = `closure:${session.mobile ?? session.userId ?? session.sid ?? 'app'}`;
  await limits.consumeSms(key, ip);
  try {
    return await upstreamPost('/account/closure/code', closureCodeSentSchema, { body: {} });
  } catch (error) {
    await limits.refundSms(key, ip);
    throw error;
  }
}

/** The request ends every login upstream; this browser's session is ended here too (sid revoked, cookie cleared). */
export async function requestClosure(session: IronSession<SessionData>, input: z.infer<typeof closureInputSchema>) {
  const requested = await upstreamPost('/account/closure', closureRequestedSchema, { body: input });
  await endSession(session);
  return requested;
}

/** The viewer's profile as others see it (nickname). */
export function fetchProfile() {
  return upstreamGet('/account/profile', profileSchema);
}

/** Saves the nickname; the upstream checks it again and refuses disguised contact details (lib/moderation). */
export function saveNickname(nickname: string) {
  return upstreamPost('/account/profile/nickname', profileSchema, { body: { nickname } });
}
