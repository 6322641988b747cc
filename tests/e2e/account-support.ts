import { expect, type APIRequestContext } from '@playwright/test';
import { UPSTREAM } from './live-support';

/** Helpers of the account journeys: a second login of one mobile, the dev outbox, the deletion job. */
export const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-S9180 Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

/** Ages the last code to `mobile` past its resend window (a minute passes for the upstream). */
export async function ageSms(request: APIRequestContext, mobile: string) {
  expect((await request.post(`${UPSTREAM}/__dev/age-sms`, { data: { mobile, seconds: 61 } })).ok()).toBe(true);
}

export async function outboxCode(request: APIRequestContext, mobile: string): Promise<string> {
  const outbox = (await (await request.get(`${UPSTREAM}/__dev/sms?mobile=${mobile}`)).json()) as {
    data: { code: string };
  };
  return outbox.data.code;
}

/** A later login of a mobile that logged in moments ago (the code asked of the upstream, as a minute later). */
export async function loginAgain(request: APIRequestContext, mobile: string) {
  await ageSms(request, mobile);
  expect((await request.post(`${UPSTREAM}/uaa/oauth/sms-code`, { data: { mobile } })).ok()).toBe(true);
  const login = await request.post('/h5/api/uaa/oauth/token', {
    data: { grant_type: 'sms', mobile, code: await outboxCode(request, mobile), agreement: true },
  });
  expect(login.status(), await login.text()).toBe(200);
}

/** The deletion job with a pinned clock: `now` is when it runs. */
/** The deletion job at `now`, for this mobile's account only (other tests' requests are theirs). */
export async function runDeletionJob(request: APIRequestContext, now: string, mobile: string): Promise<number> {
  const answer = await request.post(`${UPSTREAM}/__dev/account/closures/run`, { data: { now, mobile } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { deleted: number } }).data.deleted;
}
