import { expect, test } from '@playwright/test';
import { freshMobile, login, newClient, upstream } from '../contract/bff-helpers';
import { freshLoopback, rawRequest } from './raw-http';

const JSON_TYPE = { 'content-type': 'application/json' };
// zod's own words (English) must never reach a user.
const VALIDATOR_TEXT = /invalid|expected|received|object Object|required/i;

async function outboxHas(mobile: string): Promise<boolean> {
  const up = await upstream();
  const found = (await up.get(`/__dev/sms?mobile=${mobile}`)).status() === 200;
  await up.dispose();
  return found;
}

test.describe('apiHandler request handling', () => {
  test('bodies over the limit are refused with 413 and the envelope before anything is done', async () => {
    const from = freshLoopback();
    const mobile = freshMobile();
    const padding = 'x'.repeat(2 * 1024 * 1024);
    // Declared length, then a streamed body without one, then a small one just over 16 KB.
    const declared = await rawRequest('/h5/api/uaa/oauth/sms-code', {
      method: 'POST',
      from,
      headers: JSON_TYPE,
      body: JSON.stringify({ mobile, padding }),
    });
    const chunks = [
      `{"mobile":"${mobile}","padding":"`,
      ...Array.from({ length: 64 }, () => 'y'.repeat(32 * 1024)),
      '"}',
    ];
    const streamed = await rawRequest('/h5/api/uaa/oauth/sms-code', {
      method: 'POST',
      from,
      headers: { ...JSON_TYPE, 'transfer-encoding': 'chunked' },
      chunks,
    });
    const justOver = await rawRequest('/h5/api/uaa/oauth/sms-code', {
      method: 'POST',
      from,
      headers: JSON_TYPE,
      body: JSON.stringify({ mobile, padding: 'z'.repeat(16 * 1024) }),
    });
    // A multi-megabyte body may be cut off by the server before the client has finished writing it
    // (status 0); when an answer arrives it is the 413 envelope.
    for (const response of [declared, streamed, justOver]) {
      expect([0, 413]).toContain(response.status);
      if (response.status === 413) expect(JSON.parse(response.body)).toEqual({ code: 1003, message: '请求内容过大' });
    }
    expect(justOver.status).toBe(413);
    expect(await outboxHas(mobile)).toBe(false);

    const client = await newClient();
    await login(client);
    const consent = await client.post('/h5/api/compliance/consents', {
      data: { agreement_id: 'securitiesInvestmentConsultant', version: 'V9.9', note: 'n'.repeat(64 * 1024) },
    });
    expect(consent.status()).toBe(413);
    const records = (await (await client.get('/h5/api/compliance/consents')).json()).data as Array<{ version: string }>;
    expect(records.map((record) => record.version)).not.toContain('V9.9');
  });

  test('JSON routes take application/json only: anything else is 415', async () => {
    const client = await newClient();
    await login(client);
    const body = JSON.stringify({ institution_id: '1001', enterprise_id: '20001' });
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=zz',
      'application/xml',
      'application/json-patch',
      'json',
    ]) {
      const response = await client.post('/h5/api/certification/auth/info', {
        headers: { 'content-type': type },
        data: Buffer.from(body),
      });
      expect(response.status(), type).toBe(415);
      expect((await response.json()).code).toBe(1003);
    }
    const sms = await client.post('/h5/api/uaa/oauth/sms-code', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: `mobile=${freshMobile()}`,
    });
    expect(sms.status()).toBe(415);
    // The real thing still works, charset and all.
    const ok = await client.post('/h5/api/certification/auth/info', {
      headers: { 'content-type': 'application/json; charset=utf-8' },
      data: Buffer.from(body),
    });
    expect(ok.status()).toBe(200);
  });

  test('objects and arrays where strings are expected are refused, never coerced, on every kind of route', async () => {
    const client = await newClient();
    await login(client);
    const hostile: Array<[string, Record<string, unknown>]> = [
      ['/h5/api/certification/auth/info', { institution_id: { a: 1 }, enterprise_id: '20001' }],
      ['/h5/api/certification/auth/info', { institution_id: ['1001'], enterprise_id: '20001' }],
      ['/h5/api/certification/auth/info', { institution_id: '1001', enterprise_id: [] }],
      ['/h5/api/certification/auth/info', { institution_id: '1001', enterprise_id: { toString: '20001' } }],
      ['/h5/api/uaa/oauth/sms-code', { mobile: ['13800000001'] }],
      ['/h5/api/uaa/oauth/sms-code', { mobile: { $gt: '' } }],
      ['/h5/api/compliance/consents', { agreement_id: ['securitiesInvestmentConsultant'], version: 'V3.4' }],
      ['/h5/api/activity/userMessage/order', { activity_id: [31] }],
    ];
    for (const [path, data] of hostile) {
      const response = await client.post(path, { data });
      const body = await response.json();
      expect(response.status(), `${path} ${JSON.stringify(data)}`).toBe(400);
      expect(body.code).toBe(1003);
      expect(body.message).toMatch(/^缺少相关参数：\w+$/);
    }
    const info = (await (await client.get('/h5/api/certification/info')).json()).data;
    expect(JSON.stringify(info)).not.toContain('object Object');
  });

  test("bad input answers catalogue text and the field, never the validator's words", async () => {
    const client = await newClient();
    await login(client);
    const cases: Array<[string, unknown]> = [
      ['/h5/api/certification/auth/info', []],
      ['/h5/api/certification/auth/info', 'just a string'],
      ['/h5/api/certification/auth/info', { institution_id: 12 }],
      ['/h5/api/compliance/consents', { agreement_id: 1, version: null }],
      ['/h5/api/uaa/oauth/token', { grant_type: 'sms', mobile: '13800000001', code: { x: 1 }, agreement: 'yes' }],
      ['/h5/api/feature/wechat/js-signature', { url: 42 }],
    ];
    for (const [path, data] of cases) {
      const response = await client.post(path, { data: Buffer.from(JSON.stringify(data)), headers: JSON_TYPE });
      const body = await response.json();
      expect(response.status(), path).toBe(400);
      expect(body.message, path).not.toMatch(VALIDATOR_TEXT);
      expect(body.message, path).toMatch(/[\u4e00-\u9fff]/);
    }
    const broken = await client.post('/h5/api/certification/auth/info', {
      data: Buffer.from('{"institution_id":'),
      headers: JSON_TYPE,
    });
    expect([broken.status(), (await broken.json()).message]).toEqual([400, '请求格式错误']);
  });

  test('unknown /h5/api paths answer the JSON envelope with 404, for every method', async () => {
    const client = await newClient();
    for (const [method, path] of [
      ['GET', '/h5/api/no-such-call'],
      ['GET', '/h5/api/'],
      ['GET', '/h5/api'],
      ['POST', '/h5/api/uaa/oauth/nothing-here'],
      ['DELETE', '/h5/api/vip/status/extra/segments'],
      ['PUT', '/h5/api/vip/%2e%2e/nothing'],
      ['PATCH', '/h5/api/a/b/c/d/e/f/g'],
    ] as const) {
      const response = await client.fetch(path, {
        method,
        headers: JSON_TYPE,
        data: method === 'GET' ? undefined : '{}',
      });
      expect(response.status(), `${method} ${path}`).toBe(404);
      expect(response.headers()['content-type']).toContain('application/json');
      expect(await response.json()).toEqual({ code: 1004, message: '接口不存在' });
    }
  });

  test('a malformed router-state header is a 400 (or ignored), never a 500', async () => {
    const client = await newClient();
    const bad = [
      '%7Bbad',
      '%E0%A4%A',
      'null',
      '1',
      '%5B%5D',
      '%5B%22%22%5D',
      '%5B1%2C2%2C3%5D',
      '%22x%22',
      'x'.repeat(50_000),
      '%5B%22%22%2C%7B%22children%22%3A5%7D%5D',
    ];
    for (const path of ['/h5/', '/h5/tool/lhb/today', '/h5/login', '/h5/no-such-page']) {
      for (const state of bad) {
        for (const rsc of [{ RSC: '1' }, {} as Record<string, string>]) {
          const response = await client.get(`${path}?_rsc=x`, {
            headers: { ...rsc, 'Next-Router-State-Tree': state },
            maxRedirects: 0,
          });
          expect(response.status(), `${path} ${state.slice(0, 40)}`).toBeLessThan(500);
        }
      }
    }
  });
});
