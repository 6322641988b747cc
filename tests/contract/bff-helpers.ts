import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { sealData, unsealData } from 'iron-session';

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://localhost:${PORT}`;
export const UPSTREAM_URL = `http://127.0.0.1:${Number(process.env.E2E_UPSTREAM_PORT ?? PORT + 1)}`;
/** The secret playwright.config.ts gives the test server. */
const SESSION_SECRET = 'e2e-session-secret-0123456789abcdef-0123456789';
export const SESSION_COOKIE = '__Host-h5_session';

let mobileSequence = 0;

/**
 * A mobile number no other test of this run has used (each has its own SMS resend window): the time
 * (0.1 s steps), the Playwright worker and a per-worker sequence, so a hundred made in one
 * millisecond — or by both workers at once — never collide (random digits did, one time in a few).
 */
export function freshMobile(): string {
  mobileSequence = (mobileSequence + 1) % 1000;
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 10;
  return `19${String(Math.floor(Date.now() / 100) % 1e5).padStart(5, '0')}${worker}${String(mobileSequence).padStart(3, '0')}`;
}

export async function newClient(extraHTTPHeaders?: Record<string, string>): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders });
}

export async function upstream(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: UPSTREAM_URL });
}

export async function outboxCode(mobile: string): Promise<string> {
  const up = await upstream();
  const response = await up.get(`/__dev/sms?mobile=${mobile}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { code: number; data: { mobile: string; code: string; sentAt: string } };
  await up.dispose();
  return body.data.code;
}

export async function sendCode(client: APIRequestContext, mobile: string) {
  return client.post('/h5/api/uaa/oauth/sms-code', { data: { mobile } });
}

/** The SMS login a user does: code from the outbox, agreement accepted. */
export async function login(client: APIRequestContext, mobile = freshMobile()): Promise<string> {
  expect((await sendCode(client, mobile)).status()).toBe(200);
  const code = await outboxCode(mobile);
  const response = await client.post('/h5/api/uaa/oauth/token', {
    data: { grant_type: 'sms', mobile, code, agreement: true },
  });
  expect(response.status(), await response.text()).toBe(200);
  return mobile;
}

export async function sessionCookie(client: APIRequestContext): Promise<string | undefined> {
  const state = await client.storageState();
  return state.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
}

export async function unsealSession(
  seal: string,
): Promise<{ accessToken?: string; refreshToken?: string; sid?: string; accessExpiresAt?: number }> {
  return unsealData(seal, { password: SESSION_SECRET });
}

/** Seals session data as the server would (tests craft sessions in states hard to reach by waiting). */
export async function sealSession(data: Record<string, unknown>): Promise<string> {
  return sealData(data, { password: SESSION_SECRET, ttl: 30 * 24 * 3600 });
}

export async function authStats(mobile: string) {
  const up = await upstream();
  const body = (await (await up.get(`/__dev/auth-stats?mobile=${mobile}`)).json()) as {
    data: { families: number; refreshes: number; reuseRevocations: number; revoked: number };
  };
  await up.dispose();
  return body.data;
}

export async function expireAccessTokens(mobile: string) {
  const up = await upstream();
  await up.post('/__dev/expire-access', { data: { mobile } });
  await up.dispose();
}
