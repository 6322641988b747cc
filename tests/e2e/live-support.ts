import type { APIRequestContext } from '@playwright/test';

/** Helpers for the live specs: a real SMS login through the BFF, codes read from the upstream dev outbox. */
export const UPSTREAM = `http://127.0.0.1:${Number(process.env.E2E_UPSTREAM_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 1)}`;

export function randomMobile(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** Logs the request context (a browser context's `request` shares its cookies) in as a fresh user. */
export async function loginAs(request: APIRequestContext, mobile = randomMobile()): Promise<string> {
  const sent = await request.post('/h5/api/uaa/oauth/sms-code', { data: { mobile } });
  if (!sent.ok()) throw new Error(`sms-code failed: ${sent.status()} ${await sent.text()}`);
  const outbox = await request.get(`${UPSTREAM}/__dev/sms?mobile=${mobile}`);
  const { data } = (await outbox.json()) as { data: { code: string } };
  const login = await request.post('/h5/api/uaa/oauth/token', {
    data: { grant_type: 'sms', mobile, code: data.code, agreement: true },
  });
  if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
  return mobile;
}

/** Asks the upstream to drop every chat subscription of a room, as a failover would. */
export async function dropChatConnections(request: APIRequestContext, roomId: number): Promise<void> {
  const response = await request.post(`${UPSTREAM}/__dev/live/rooms/${roomId}/reconnect`);
  if (!response.ok()) throw new Error(`drop failed: ${response.status()}`);
}
