import { expect, type APIRequestContext } from '@playwright/test';
import { newClient, outboxCode, upstream } from './bff-helpers';

/** Helpers of the account self-service contract tests (devices, privacy, cancellation). */
export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
export const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-S9180 Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

/** Time passes in the upstream: the last code to `mobile` is older than its resend window. */
export async function ageSms(mobile: string) {
  const up = await upstream();
  expect((await up.post('/__dev/age-sms', { data: { mobile, seconds: 61 } })).status()).toBe(200);
  await up.dispose();
}

/**
 * A later login of a mobile that logged in moments ago: the code is asked of the upstream directly,
 * as the BFF's resend window would allow a minute later; the login itself goes through the BFF.
 */
export async function loginAgain(client: APIRequestContext, mobile: string) {
  await ageSms(mobile);
  const up = await upstream();
  expect((await up.post('/uaa/oauth/sms-code', { data: { mobile } })).status()).toBe(200);
  await up.dispose();
  const response = await client.post('/h5/api/uaa/oauth/token', {
    data: { grant_type: 'sms', mobile, code: await outboxCode(mobile), agreement: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function clientWithUa(userAgent: string) {
  return newClient({ 'user-agent': userAgent });
}

/** The SMS-confirmed cancellation request (code sent to the account's own mobile). */
export async function requestClosure(client: APIRequestContext, mobile: string, forfeit = false) {
  await ageSms(mobile);
  const sent = await client.post('/h5/api/account/closure/code');
  expect(sent.status(), await sent.text()).toBe(200);
  return client.post('/h5/api/account/closure', { data: { code: await outboxCode(mobile), forfeit, agree: true } });
}

/** The deletion job at `now`, for this mobile's account only (other tests' requests are theirs). */
export async function runDeletionJob(now: string, mobile: string) {
  const up = await upstream();
  const answer = await up.post('/__dev/account/closures/run', { data: { now, mobile } });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { data: { deleted: number } };
  await up.dispose();
  return body.data.deleted;
}
