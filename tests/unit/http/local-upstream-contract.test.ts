import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Server } from 'node:http';
import { z } from 'zod';
import { smsSentSchema, tokenResponseSchema } from '@/lib/account/schemas';
import {
  stockActivityIndexSchema,
  stockActivityPeriodSchema,
  stockCertificationSchema,
  userMessageOrderSchema,
} from '@/lib/activity/schemas';
import { bindOrderNoSchema, diagnosisConfigSchema } from '@/lib/api/contracts/diagnosis';
import { trackingAcceptedSchema } from '@/lib/api/contracts/tracking';
import { jsSignatureSchema } from '@/lib/api/contracts/wechat';
import { identityCardSchema, userLevelSchema, vipEquitySchema } from '@/lib/growth/schemas';
import { decryptJson, encryptJson } from '@/lib/security/aes';
import { upstreamVipStatusSchema } from '@/lib/vip/schemas';
import { openDatabase, prepareModules } from '@/upstream/core/database';
import { createUpstreamServer } from '@/upstream/core/server';
import { accountModule } from '@/upstream/account/account';
import { authModule, resolveAccessToken } from '@/upstream/account/auth';
import { diagnosisModule } from '@/upstream/market/diagnosis-chat';
import { orderModule } from '@/upstream/commerce/order';
import { stockActivityModule } from '@/upstream/market/stock-activity';
import { systemModule } from '@/upstream/system/system';
import { trackingModule } from '@/upstream/system/tracking';
import { userGrowthModule } from '@/upstream/account/user-growth';
import { vipModule } from '@/upstream/commerce/vip';
import { wechatModule } from '@/upstream/account/wechat';

/** The local upstream's own answers must satisfy the schemas the BFF validates them with (no drift). */
let server: Server;
let base: string;
let db: ReturnType<typeof openDatabase>;

beforeAll(async () => {
  db = openDatabase(':memory:');
  // The SMS login runs account cancellation's checks and records the device (upstream/account/account.ts);
  // binding a diagnosis conversation reads the caller's order (upstream/commerce/order.ts).
  const modules = [
    systemModule,
    authModule,
    vipModule,
    stockActivityModule,
    userGrowthModule,
    wechatModule,
    trackingModule,
    diagnosisModule,
    orderModule,
    accountModule,
  ];
  await prepareModules(db, modules);
  server = createUpstreamServer(db, modules, resolveAccessToken);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function call<S extends z.ZodType>(
  method: string,
  path: string,
  schema: S,
  body?: unknown,
  token?: string,
): Promise<z.infer<S>> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; data: unknown; message?: string };
  expect([path, envelope.code, envelope.message]).toEqual([path, 200, undefined]);
  return schema.parse(envelope.data);
}

it('every call answers in the shape the BFF expects', async () => {
  const mobile = '13700000001';
  await call('POST', '/uaa/oauth/sms-code', smsSentSchema, { mobile });
  const outbox = await call(
    'GET',
    `/__dev/sms?mobile=${mobile}`,
    z.object({ mobile: z.string(), code: z.string().regex(/^\d{6}$/), sentAt: z.string() }),
  );
  const tokens = await call('POST', '/uaa/oauth/token', tokenResponseSchema, {
    grant_type: 'sms',
    mobile,
    code: outbox.code,
  });
  const token = tokens.access_token;
  await call('GET', '/vip/status', upstreamVipStatusSchema, undefined, token);
  const periods = await call(
    'GET',
    '/activity/get-stock-activity-period-number',
    stockActivityPeriodSchema,
    undefined,
    token,
  );
  await call('GET', '/activity/stock-activity/index', stockActivityIndexSchema, undefined, token);
  await call(
    'POST',
    '/activity/stock/certification',
    stockCertificationSchema,
    { activity_id: periods.next_period },
    token,
  );
  await call(
    'POST',
    '/activity/userMessage/order',
    userMessageOrderSchema,
    { activity_id: periods.current_period },
    token,
  );
  await call('POST', '/user-growth/v1/app/user/level/show', userLevelSchema, {}, token);
  await call('POST', '/user-growth/v1/app/user/identity/card', identityCardSchema, {}, token);
  await call('POST', '/user-growth/v1/app/user/equity/vip/query', vipEquitySchema, {}, token);
  await call('POST', '/feature/wechat/js-signature', jsSignatureSchema, { url: 'https://m.example.com/h5/' });
  await call('GET', '/stockDiagnosisPay/getConfigInfo?scene=ai_diagnosis', diagnosisConfigSchema, undefined, token);
  const now = new Date().toISOString();
  await db.execute({
    sql: `INSERT INTO orders (order_no, user_id, plan_id, sku_id, sku_snapshot, kind, amount_fen, credit_fen, discount_fen, pay_fen, status, agreements, created_at, expires_at)
          VALUES ('ORD12345678', ?, 'course-kline', 701, '{}', 'new', 19900, 0, 0, 19900, 'PAID', '[]', ?, ?)`,
    args: [Number(tokens.user_id), now, now],
  });
  await call(
    'POST',
    '/conversation/bindOrderNo',
    bindOrderNoSchema,
    { conversation_id: 'conv_abcdef', order_no: 'ORD12345678' },
    token,
  );
  await call('POST', '/buriedPoint/buried/point/data/submit', trackingAcceptedSchema, {
    aessign: 'x',
    device_id: 'd',
    event_list: [{ event_id: 'e', event_type: 'click' }],
  });
  const rotated = await call('POST', '/uaa/oauth/token', tokenResponseSchema, {
    grant_type: 'refresh_token',
    refresh_token: tokens.refresh_token,
  });
  expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
});

it('the tracking host answers an encrypted body with an encrypted 999 envelope', async () => {
  const response = await fetch(`${base}/buriedPoint/buried/point/data/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-encrypt': '999' },
    body: JSON.stringify({
      encrypt: encryptJson({
        aessign: 's',
        device_id: 'd',
        event_list: [{ event_id: '进入页面😀', event_type: 'page' }],
      }),
    }),
  });
  const envelope = (await response.json()) as { code: number; data: string };
  expect(envelope.code).toBe(999);
  expect(decryptJson(envelope.data)).toEqual({ accepted: 1 });
});

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, ...((await response.json()) as { code: number; message?: string }) };
}

it('every module reads its body through parseBody: a body that does not fit is refused with 1003 in Chinese', async () => {
  const mobile = '13700000002';
  await call('POST', '/uaa/oauth/sms-code', smsSentSchema, { mobile });
  const outbox = await call('GET', `/__dev/sms?mobile=${mobile}`, z.object({ code: z.string() }));
  const { access_token: token } = await call('POST', '/uaa/oauth/token', tokenResponseSchema, {
    grant_type: 'sms',
    mobile,
    code: outbox.code,
  });
  const cases: Array<[string, unknown, string]> = [
    ['/uaa/oauth/token', { grant_type: 'password' }, '不支持的 grant_type'],
    ['/uaa/oauth/sms-code', { mobile: { $ne: '' } }, '缺少相关参数'],
    ['/feature/wechat/js-signature', { url: 'not a url' }, 'url 格式错误'],
    ['/conversation/bindOrderNo', { conversation_id: 'x', order_no: 'ORD12345678' }, '会话编号格式错误'],
    ['/activity/userMessage/order', { activity_id: 'abc' }, '缺少相关参数'],
    ['/activity/stock/certification', {}, '缺少相关参数'],
    ['/user-growth/v1/app/user/equity/vip/query', { vip_level: 'GOLD' }, '缺少相关参数'],
    ['/buriedPoint/buried/point/data/submit', { device_id: 'd', event_list: [] }, '缺少相关参数'],
  ];
  for (const [path, body, message] of cases)
    expect([path, await post(path, body, token)]).toEqual([path, { status: 400, code: 1003, message }]);
  // Fields keep their own codes where the upstream has always answered one (1002 for a mobile).
  expect(await post('/uaa/oauth/sms-code', { mobile: '123' })).toEqual({
    status: 400,
    code: 1002,
    message: '手机号填写错误',
  });
});

it('no module reads ctx.body by hand (one parseBody in upstream/core)', () => {
  const root = path.join(process.cwd(), 'upstream');
  const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.startsWith('core'),
  );
  expect(sources.length).toBeGreaterThan(20);
  const offenders = sources.filter((file) =>
    /ctx\.body\b|asObject\(/.test(readFileSync(path.join(root, file), 'utf8')),
  );
  expect(offenders).toEqual([]);
});
