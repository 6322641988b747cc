import { readFileSync } from 'node:fs';
import http from 'node:http';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import IORedis from 'ioredis';
import { unsealData } from 'iron-session';
import { freshMobile } from '../contract/bff-helpers';
import { Cluster, NGINX_SITE, SESSION_SECRET, type Instance } from './cluster';
import { openStream } from '../fixtures/sse-stream';

/**
 * Two production instances behind nginx (deploy/nginx/h5.conf, round-robin, no sticky
 * sessions) share everything a second instance would otherwise get wrong through Redis. One rig for
 * the whole file (tests/scale/cluster.ts); the tests run in order because two of them kill things.
 */
test.describe.configure({ mode: 'serial' });

const SESSION_COOKIE = '__Host-h5_session';
const ROOM = 5;
const ANCHOR = '13900000005';
const cluster = new Cluster();
let redis: IORedis;
const contexts: APIRequestContext[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await cluster.start();
  redis = new IORedis(cluster.redisUrl, { maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
});

test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.dispose()));
  redis?.disconnect();
  await cluster.stop();
});

async function client(): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: cluster.url });
  contexts.push(context);
  return context;
}

/** The SMS login a user does, through `base` (nginx unless an instance is named). */
async function login(context: APIRequestContext, mobile = freshMobile(), base = cluster.url): Promise<string> {
  const sent = await context.post(`${base}/h5/api/uaa/oauth/sms-code`, { data: { mobile } });
  expect(sent.status(), await sent.text()).toBe(200);
  const outbox = await context.get(`${cluster.upstreamUrl}/__dev/sms?mobile=${mobile}`);
  const { data } = (await outbox.json()) as { data: { code: string } };
  const token = await context.post(`${base}/h5/api/uaa/oauth/token`, {
    data: { grant_type: 'sms', mobile, code: data.code, agreement: true },
  });
  expect(token.status(), await token.text()).toBe(200);
  return mobile;
}

async function sessionCookie(context: APIRequestContext): Promise<string> {
  const cookie = (await context.storageState()).cookies.find((each) => each.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie');
  return cookie.value;
}

async function loggedIn(base: string, seal: string): Promise<boolean> {
  const response = await fetch(`${base}/h5/api/session`, { headers: { cookie: `${SESSION_COOKIE}=${seal}` } });
  return ((await response.json()) as { data: { loggedIn: boolean } }).data.loggedIn;
}

function sendSms(base: string, mobile: string) {
  return fetch(`${base}/h5/api/uaa/oauth/sms-code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile }),
  });
}

async function postChat(context: APIRequestContext, content: string, base = cluster.url): Promise<number> {
  const response = await context.post(`${base}/h5/api/live/rooms/${ROOM}/chat/messages`, { data: { content } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** A GET with exactly these headers (Node's fetch will not set Host): the same page-cache key on both instances. */
function rawGet(
  port: number,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on('error', reject);
  });
}

const isMessage = (id: number) => (event: { type: string; id?: string }) =>
  event.type === 'message' && event.id === String(id);

test('nginx runs deploy/nginx/h5.conf as committed and spreads requests over both instances', async () => {
  const dump = cluster.dumpNginxConfig();
  expect(dump).toContain(`# configuration file ${NGINX_SITE}:\n${readFileSync(NGINX_SITE, 'utf8')}`);
  const from = cluster.accessLines().length;
  for (let index = 0; index < 6; index += 1) expect((await fetch(`${cluster.url}/h5/api/session`)).status).toBe(200);
  // nginx writes a request's log line after it has sent the answer: wait for all six.
  await expect.poll(() => cluster.accessLines(from).length).toBe(6);
  const served = cluster.accessLines(from).map((line) => line.instance);
  expect(served.filter((name) => name === 'a')).toHaveLength(3);
  expect(served.filter((name) => name === 'b')).toHaveLength(3);
});

test("crawlers find the app's robots.txt at the host's root, naming the sitemap index", async () => {
  const answer = await fetch(`${cluster.url}/robots.txt`);
  expect(answer.status).toBe(200);
  const text = await answer.text();
  expect(text).toContain('Disallow: /h5/api/');
  expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/h5\/sitemap\.xml$/m);
});

test('log in through A, use the session through B; log out through B, the old cookie replayed through A is refused', async () => {
  const context = await client();
  await login(context, freshMobile(), cluster.instanceUrl('a'));
  const seal = await sessionCookie(context);
  expect(await loggedIn(cluster.instanceUrl('b'), seal)).toBe(true);
  expect((await context.get(`${cluster.instanceUrl('b')}/h5/api/vip/status`)).status()).toBe(200);
  const out = await context.post(`${cluster.instanceUrl('b')}/h5/api/session/logout`);
  expect(out.status()).toBe(200);
  const replay = await fetch(`${cluster.instanceUrl('a')}/h5/api/vip/status`, {
    headers: { cookie: `${SESSION_COOKIE}=${seal}` },
  });
  expect(replay.status).toBe(401);
  expect(await loggedIn(cluster.instanceUrl('a'), seal)).toBe(false);
  // The logout is on record for every instance, not only in the upstream (whose revoke is best effort).
  const { sid } = await unsealData<{ sid: string }>(seal, { password: SESSION_SECRET });
  expect(await redis.exists(`h5:session:revoked:${sid}`)).toBe(1);
});

test('SMS: a resend within 60 s is refused whichever instance gets it; the daily cap counts sends on both', async () => {
  const first = freshMobile();
  expect((await sendSms(cluster.instanceUrl('a'), first)).status).toBe(200);
  const again = await sendSms(cluster.instanceUrl('b'), first);
  expect(again.status).toBe(429);
  expect(((await again.json()) as { message: string }).message).toMatch(/验证码发送过于频繁/);

  const viaNginx = freshMobile();
  const statuses = [(await sendSms(cluster.url, viaNginx)).status, (await sendSms(cluster.url, viaNginx)).status];
  expect(statuses).toEqual([200, 429]);

  // The instances run with SMS_DAILY_PER_MOBILE=3. The 60 s passing is played by dropping the BFF's
  // resend lock and ageing the upstream's last code (it has its own resend rule).
  const capped = freshMobile();
  const sixtySecondsLater = async () => {
    await redis.del(`h5:sms-resend:${capped}`);
    expect(
      (
        await fetch(`${cluster.upstreamUrl}/__dev/age-sms`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ mobile: capped, seconds: 61 }),
        })
      ).ok,
    ).toBe(true);
  };
  const order: Instance[] = ['a', 'b', 'a'];
  for (const name of order) {
    expect((await sendSms(cluster.instanceUrl(name), capped)).status).toBe(200);
    await sixtySecondsLater();
  }
  expect(await redis.get(`h5:sms-day-mobile:${capped}`)).toBe('3');
  const fourth = await sendSms(cluster.instanceUrl('b'), capped);
  expect(fourth.status).toBe(429);
  expect(((await fourth.json()) as { message: string }).message).toMatch(/今日获取验证码次数已达上限/);
});

test('50 concurrent requests with an expired access token over both instances make exactly one upstream refresh', async () => {
  const context = await client();
  const mobile = await login(context);
  const seal = await sessionCookie(context);
  const before = await unsealData<{ refreshToken: string }>(seal, { password: SESSION_SECRET });
  expect((await context.post(`${cluster.upstreamUrl}/__dev/expire-access`, { data: { mobile } })).ok()).toBe(true);
  const from = cluster.accessLines().length;
  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      fetch(`${cluster.url}/h5/api/vip/status`, { headers: { cookie: `${SESSION_COOKIE}=${seal}` } }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
  await expect
    .poll(() => cluster.accessLines(from).filter((line) => line.uri === '/h5/api/vip/status').length)
    .toBe(50);
  const served = cluster.accessLines(from).filter((line) => line.uri === '/h5/api/vip/status');
  expect(new Set(served.map((line) => line.instance))).toEqual(new Set(['a', 'b']));
  const stats = (await (await context.get(`${cluster.upstreamUrl}/__dev/auth-stats?mobile=${mobile}`)).json()) as {
    data: { refreshes: number; reuseRevocations: number };
  };
  // The upstream runs with no grace window: a second spend of the token anywhere would be taken for theft.
  expect(stats.data).toMatchObject({ refreshes: 1, reuseRevocations: 0, revoked: 0 });
  // Every answer renewed the cookie to the one new pair, whichever instance gave it.
  const renewed = await Promise.all(
    answers.map(async (answer) => {
      const cookie = answer.headers.getSetCookie().find((each) => each.startsWith(`${SESSION_COOKIE}=`));
      return cookie
        ? (
            await unsealData<{ refreshToken: string }>(cookie.split(';')[0].slice(SESSION_COOKIE.length + 1), {
              password: SESSION_SECRET,
            })
          ).refreshToken
        : null;
    }),
  );
  const pairs = new Set(renewed.filter(Boolean));
  expect(pairs.size).toBe(1);
  expect(pairs.has(before.refreshToken)).toBe(false);
});

test('a page one instance rendered is served from the shared cache by the other', async () => {
  const headers = {
    host: `localhost:${cluster.ports.nginx}`,
    'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) scale-suite',
  };
  const first = await rawGet(cluster.ports.a, '/h5/tool/lhb/today?scale=1', headers);
  expect(first.status).toBe(200);
  expect(first.headers['x-h5-page-cache']).toBe('miss');
  const second = await rawGet(cluster.ports.b, '/h5/tool/lhb/today?scale=1', headers);
  expect(second.status).toBe(200);
  expect(second.headers['x-h5-page-cache']).toBe('hit');
  expect(second.body).toContain('龙虎榜');
});

test('chat: a message posted through one instance reaches SSE clients on both within 1 s; a removal leaves both', async () => {
  const viewer = await client();
  await login(viewer);
  const anchor = await client();
  await login(anchor, ANCHOR);
  const onA = await openStream(cluster.instanceUrl('a'), ROOM);
  await onA.until((event) => event.type === 'ready');
  const viewersBefore = Number(JSON.parse((await onA.until((event) => event.type === 'viewers')).data).viewers);
  const joined = Date.now();
  const onB = await openStream(cluster.instanceUrl('b'), ROOM);
  await onB.until((event) => event.type === 'ready');
  // B's viewer reaches A's count through the fan-out at once, not at A's next own report (5 s).
  await onA.until(
    (event) => event.type === 'viewers' && Number(JSON.parse(event.data).viewers) === viewersBefore + 1,
    2_000,
  );
  expect(Date.now() - joined).toBeLessThan(2_000);
  // One instance holds the room's upstream subscription; the other hears it through Redis.
  expect(await redis.get(`h5:live:feed-lease:${ROOM}`)).toMatch(/^bff-/);

  for (const [via, other] of [
    ['a', 'b'],
    ['b', 'a'],
  ] as const) {
    const started = Date.now();
    const id = await postChat(viewer, `从 ${via} 发出 ${Date.now() % 100000}`, cluster.instanceUrl(via));
    await Promise.all([onA.until(isMessage(id), 1_000), onB.until(isMessage(id), 1_000)]);
    expect(Date.now() - started, `posted on ${via}, seen on ${other}`).toBeLessThan(1_000);
  }

  const id = await postChat(viewer, '这条会被主播删除');
  await Promise.all([onA.until(isMessage(id)), onB.until(isMessage(id))]);
  const started = Date.now();
  expect(
    (
      await anchor.post(`${cluster.instanceUrl('b')}/h5/api/live/rooms/${ROOM}/chat/messages/${id}/moderate`, {
        data: { action: 'remove' },
      })
    ).status(),
  ).toBe(200);
  const removed = (event: { type: string; data: string }) =>
    event.type === 'removed' && (JSON.parse(event.data) as number[]).includes(id);
  await Promise.all([onA.until(removed, 1_000), onB.until(removed, 1_000)]);
  expect(Date.now() - started).toBeLessThan(1_000);
  onA.close();
  onB.close();
});

test('kill instance A mid-run: requests go on through B, no chat message lost, nobody logged out; A restarts and rejoins', async () => {
  test.setTimeout(150_000);
  const posters = [await client(), await client()];
  for (const poster of posters) await login(poster);
  const seals = await Promise.all(posters.map(sessionCookie));
  const onA = await openStream(cluster.instanceUrl('a'), ROOM);
  const onB = await openStream(cluster.instanceUrl('b'), ROOM);
  await Promise.all([onA.until((event) => event.type === 'ready'), onB.until((event) => event.type === 'ready')]);

  const sent: number[] = [];
  for (const poster of posters) sent.push(await postChat(poster, `故障前 ${sent.length}`));
  await onA.until(isMessage(sent[1]));

  await cluster.killInstance('a');
  await onA.ended;
  const seenOnA = onA.messageIds();
  // The viewer who was on A reconnects through nginx with Last-Event-ID, as EventSource does.
  const resumed = await openStream(cluster.url, ROOM, Math.max(...seenOnA));

  const from = cluster.accessLines().length;
  for (let round = 0; round < 2; round += 1)
    for (const poster of posters) sent.push(await postChat(poster, `故障中 ${sent.length}`));
  for (const seal of seals)
    for (let index = 0; index < 4; index += 1) expect(await loggedIn(cluster.url, seal)).toBe(true);
  expect(cluster.accessLines(from).every((line) => line.status < 500)).toBe(true);

  // Every message reaches B's viewers (the chat lease moves to B if A held it) and the resumed viewer.
  for (const id of sent) await onB.until(isMessage(id), 15_000);
  for (const id of sent.filter((each) => !seenOnA.includes(each))) await resumed.until(isMessage(id), 15_000);

  await cluster.startInstance('a');
  expect(await loggedIn(cluster.instanceUrl('a'), seals[0])).toBe(true);
  // nginx takes A back once its fail_timeout has passed: wait for a request it answers.
  const rejoin = cluster.accessLines().length;
  const deadline = Date.now() + 20_000;
  while (!cluster.accessLines(rejoin).some((line) => line.instance === 'a' && line.status === 200)) {
    expect(Date.now(), 'A answers through nginx again').toBeLessThan(deadline);
    expect(await loggedIn(cluster.url, seals[1])).toBe(true);
  }
  onB.close();
  resumed.close();
});

test('Redis stops: pages keep serving, SMS fails closed; Redis returns: SMS works again', async () => {
  test.setTimeout(90_000);
  await cluster.stopRedis();
  for (let index = 0; index < 4; index += 1) {
    const started = Date.now();
    const page = await fetch(`${cluster.url}/h5/tool/lhb/today?redis=down${index}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('龙虎榜');
    expect(Date.now() - started).toBeLessThan(8_000);
  }
  expect((await fetch(`${cluster.url}/h5/api/health`)).status).toBe(200);

  const refused = freshMobile();
  const answer = await sendSms(cluster.url, refused);
  expect(answer.status).toBeGreaterThanOrEqual(400);
  const outbox = await fetch(`${cluster.upstreamUrl}/__dev/sms?mobile=${refused}`);
  const sentCode = outbox.ok ? ((await outbox.json()) as { data?: { code?: string } | null }).data?.code : undefined;
  expect(sentCode, 'no SMS was sent without its limits').toBeUndefined();

  await cluster.startRedis();
  const deadline = Date.now() + 30_000;
  let status = 0;
  while (status !== 200) {
    expect(Date.now(), 'SMS sending recovers after Redis returns').toBeLessThan(deadline);
    status = (await sendSms(cluster.url, freshMobile())).status;
  }
  // Both instances are back on Redis: a resend through either is refused again.
  const mobile = freshMobile();
  expect((await sendSms(cluster.instanceUrl('a'), mobile)).status).toBe(200);
  expect((await sendSms(cluster.instanceUrl('b'), mobile)).status).toBe(429);
});
