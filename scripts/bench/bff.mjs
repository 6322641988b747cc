/**
 * BFF overhead: GET /h5/api/vip/status (session cookie) against GET /vip/status on the upstream
 * (Bearer token), both for a user logged in through the SMS flow; the floor app's bare route handler
 * (/h5/api/ping) shows what any Next route handler costs on this machine.
 */
import { interleavedLatency, load } from './load.mjs';

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

async function post(url, body, headers = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON (a 404 page, for instance)
  }
  return { response, json, text };
}

/** The newest code the upstream's development SMS outbox holds for `mobile`. */
async function readSmsCode(upstream, mobile) {
  const response = await fetch(`${upstream}/__dev/sms?mobile=${mobile}`);
  const text = await response.text();
  if (!response.ok) throw new Error(`GET /__dev/sms answered ${response.status}: ${text.slice(0, 200)}`);
  const codes = [...text.replace(new RegExp(mobile, 'g'), '').matchAll(/(?<![\d.])(\d{4,8})(?![\d.])/g)].map(
    (m) => m[1],
  );
  const named = [...text.matchAll(/"code"\s*:\s*"?(\d{4,8})"?/g)].map((m) => m[1]);
  const code = named.at(-1) ?? codes.at(-1);
  if (!code) throw new Error(`no SMS code for ${mobile} in /__dev/sms: ${text.slice(0, 200)}`);
  return code;
}

function describeFailure(step, { response, text }) {
  return `${step} answered HTTP ${response.status}: ${text.slice(0, 160).replace(/\s+/g, ' ')}`;
}

/** Session cookie from the BFF login, or the reason there is none. */
export async function bffLogin(app, upstream, mobile) {
  const sms = await post(`${app}/h5/api/uaa/oauth/sms-code`, { mobile, type: 'auth' });
  if (!sms.response.ok || sms.json?.code !== 200)
    return { error: describeFailure('POST /h5/api/uaa/oauth/sms-code', sms) };
  const code = await readSmsCode(upstream, mobile);
  const token = await post(`${app}/h5/api/uaa/oauth/token`, { grant_type: 'sms', mobile, code, agreement: true });
  if (!token.response.ok || token.json?.code !== 200)
    return { error: describeFailure('POST /h5/api/uaa/oauth/token', token) };
  const cookies = token.response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (cookies.length === 0) return { error: 'BFF login set no cookie' };
  return { cookie: cookies.join('; ') };
}

/** An upstream access token from the upstream's own SMS login, or the reason there is none. */
export async function directLogin(upstream, mobile) {
  const sms = await post(`${upstream}/uaa/oauth/sms-code`, { mobile, type: 'auth' });
  if (!sms.response.ok) return { error: describeFailure('POST upstream /uaa/oauth/sms-code', sms) };
  const code = await readSmsCode(upstream, mobile);
  const token = await post(`${upstream}/uaa/oauth/token`, { grant_type: 'sms', mobile, code });
  const accessToken = token.json?.data?.access_token ?? token.json?.access_token;
  if (!token.response.ok || !accessToken) return { error: describeFailure('POST upstream /uaa/oauth/token', token) };
  return { authorization: `Bearer ${accessToken}` };
}

/**
 * One BFF call against its upstream call and the floor's bare route handler: loaded throughput
 * (autocannon) and unloaded latency (interleaved sequential requests).
 */
async function measureCall({ bff, direct, floor, settings }) {
  const probes = { bff: await probe(bff), direct: await probe(direct) };
  if (probes.bff.status !== 200 || probes.direct.status !== 200) {
    return {
      available: false,
      reason: `probes: BFF ${probes.bff.status} ${probes.bff.body} | upstream ${probes.direct.status} ${probes.direct.body}`,
      probes,
    };
  }
  const options = {
    connections: settings.connections,
    durationSec: settings.durationSec,
    warmupSec: settings.warmupSec,
  };
  const request = (target) => ({ ...options, headers: target.headers, method: target.method, body: target.body });
  const directLoad = await load(direct.url, request(direct));
  const bffLoad = await load(bff.url, request(bff));
  const floorLoad = await load(floor.url, request(floor));
  const sequential = await interleavedLatency(
    [
      { name: 'direct', ...direct },
      { name: 'bff', ...bff },
      { name: 'floor', ...floor },
    ],
    { samples: settings.latencySamples, maxSec: settings.quick ? 5 : 15 },
  );
  const { direct: directSeq, bff: bffSeq, floor: floorSeq } = sequential;
  const round = (value) => Math.round(value * 100) / 100;
  return {
    available: true,
    call: `${bff.method} ${new URL(bff.url).pathname}`,
    probes,
    direct: { load: directLoad, sequential: directSeq },
    bff: { load: bffLoad, sequential: bffSeq },
    routeHandlerFloor: { load: floorLoad, sequential: floorSeq },
    throughputRatio: round(bffLoad.rps / directLoad.rps),
    // Loaded throughput against a bare Next route handler at the same concurrency (the BFF budget:
    // ≥ 0.5×). The upstream call is part of the BFF's work here, as a user sees it.
    loadedRatioToBareHandler: round(bffLoad.rps / floorLoad.rps),
    addedSequentialP50Ms: round(bffSeq.p50Ms - directSeq.p50Ms),
    addedSequentialP99Ms: round(bffSeq.p99Ms - directSeq.p99Ms),
    // What the BFF's own code costs: BFF minus a bare route handler minus the upstream call.
    bffLogicP50Ms: round(bffSeq.p50Ms - floorSeq.p50Ms - directSeq.p50Ms),
    addedLoadedP50Ms: round(bffLoad.p50Ms - directLoad.p50Ms),
    addedLoadedP99Ms: round(bffLoad.p99Ms - directLoad.p99Ms),
  };
}

async function probe({ url, headers, method = 'GET', body }) {
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: text.slice(0, 160) };
}

/**
 * The read (GET vip/status) and the write (POST follow a topic: zod input, CSRF check, an upstream
 * POST that is idempotent, so the load leaves one row), each through the BFF and directly upstream.
 */
export async function measureBff({ app, upstream, floor, users, settings }) {
  const bffAuth = await bffLogin(app, upstream, users.bff).catch((error) => ({ error: error.message }));
  const directAuth = await directLogin(upstream, users.direct).catch((error) => ({ error: error.message }));
  if (bffAuth.error || directAuth.error) {
    return { available: false, reason: [bffAuth.error, directAuth.error].filter(Boolean).join('; ') };
  }
  const bffHeaders = { cookie: bffAuth.cookie };
  const directHeaders = { authorization: directAuth.authorization };
  const read = await measureCall({
    bff: { url: `${app}/h5/api/vip/status`, headers: bffHeaders, method: 'GET' },
    direct: { url: `${upstream}/vip/status`, headers: directHeaders, method: 'GET' },
    floor: { url: `${floor}/h5/api/ping`, headers: {}, method: 'GET' },
    settings,
  });
  const body = JSON.stringify({ follow: true });
  const json = { 'content-type': 'application/json' };
  const write = await measureCall({
    bff: { url: `${app}/h5/api/content/topics/1/follow`, headers: { ...bffHeaders, ...json }, method: 'POST', body },
    direct: {
      url: `${upstream}/content/topics/1/follow`,
      headers: { ...directHeaders, ...json },
      method: 'POST',
      body,
    },
    floor: { url: `${floor}/h5/api/ping`, headers: json, method: 'POST', body },
    settings,
  });
  // The read keeps the top-level fields the report and budgets have always read.
  return { ...read, write };
}
