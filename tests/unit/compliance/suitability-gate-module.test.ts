import { PLANS, PRODUCT_PLANS } from '@/upstream/commerce/member-catalogue';
import { authModule } from '@/upstream/account/auth';
import { complianceModule } from '@/upstream/account/compliance';
import { couponModule } from '@/upstream/shared/coupon';
import { inviteModule } from '@/upstream/commerce/invite';
import { ledgerModule } from '@/upstream/shared/ledger';
import { memberModule } from '@/upstream/commerce/member';
import { orderModule } from '@/upstream/commerce/order';
import { payModule } from '@/upstream/commerce/pay';
import { vipModule } from '@/upstream/commerce/vip';
import { outcome, upstreamHarness, type UpstreamHarness } from '../../fixtures/upstream-routes';
import { submissionFor } from '../../contract/compliance-support';

/** Suitability where the money is taken: the upstream checks it at order creation and at every payment start. */
let up: UpstreamHarness;
let keys = 0;
const key = () => ({ 'idempotency-key': `suitability-key-${(keys += 1)}` });
const plan = (id: string) => [...PLANS, ...PRODUCT_PLANS].find((candidate) => candidate.id === id)!;

const assess = (userId: number, level: number, lowest = false) =>
  up.call('POST /compliance/evaluations', userId, { body: submissionFor(level, { lowest }) });
const createOrder = (userId: number, planId: string) =>
  up.call('POST /orders', userId, {
    body: { plan_id: planId, agreements: plan(planId).agreements!.map((a) => a.id) },
    headers: key(),
  }) as Promise<{ order_no: string }>;
const prepay = (userId: number, orderNo: string) =>
  up.call('POST /pay/prepay', userId, { body: { order_no: orderNo, channel: 'h5' }, headers: key() });
const confirm = (userId: number, risk: number, productId: string) =>
  up.call('POST /compliance/suitability/confirmations', userId, { body: { risk, product_id: productId } });

beforeAll(async () => {
  process.env.MARKET_TODAY = '2026-11-20';
  up = await upstreamHarness([
    authModule,
    complianceModule,
    vipModule,
    couponModule,
    memberModule,
    orderModule,
    payModule,
    ledgerModule,
    inviteModule,
  ]);
});
afterAll(() => {
  delete process.env.MARKET_TODAY;
  up.close();
});

describe('suitability at order creation', () => {
  it('refuses an order from a user who never took the assessment', async () => {
    const user = await up.newUser();
    expect(await outcome(createOrder(user.id, 'vip-month'))).toBe('409 购买前请先完成风险承受能力测评');
  });

  it('refuses a mismatch without the recorded confirmation, accepts it with one', async () => {
    const user = await up.newUser();
    await assess(user.id, 2);
    expect(await outcome(createOrder(user.id, 'svip-month'))).toMatch(
      /^409 该服务风险等级R3（中风险）高于您的风险承受能力C2（相对保守型）/,
    );
    await confirm(user.id, 3, 'member-SVIP');
    expect(await outcome(createOrder(user.id, 'svip-month'))).toBe('ok');
  });

  it('refuses the lowest category anything above R1, confirmation or not', async () => {
    const user = await up.newUser();
    await assess(user.id, 1, true);
    expect(await outcome(confirm(user.id, 3, 'member-SVIP'))).toMatch(/^400 /);
    expect(await outcome(createOrder(user.id, 'svip-month'))).toMatch(
      /^409 您属于风险承受能力最低类别，只能购买R1（低风险）级产品或服务/,
    );
    expect(await outcome(createOrder(user.id, 'course-kline'))).toBe('ok');
  });
});

describe('suitability at every payment start', () => {
  it('an R3 order created as C3 is unpayable once the buyer is re-assessed into the lowest category, and payable again after a matching re-assessment', async () => {
    const user = await up.newUser();
    await assess(user.id, 3);
    const order = await createOrder(user.id, 'svip-month');
    expect(await outcome(prepay(user.id, order.order_no))).toBe('ok');
    await assess(user.id, 1, true);
    expect(await outcome(prepay(user.id, order.order_no))).toMatch(/^409 您属于风险承受能力最低类别/);
    await assess(user.id, 3);
    expect(await outcome(prepay(user.id, order.order_no))).toBe('ok');
  });

  it('a confirmation given under an older assessment does not carry over to the new one', async () => {
    const user = await up.newUser();
    await assess(user.id, 2);
    await confirm(user.id, 3, 'member-SVIP');
    const order = await createOrder(user.id, 'svip-month');
    await assess(user.id, 2);
    expect(await outcome(prepay(user.id, order.order_no))).toMatch(
      /^409 该服务风险等级R3（中风险）高于您的风险承受能力/,
    );
    await confirm(user.id, 3, 'member-SVIP');
    expect(await outcome(prepay(user.id, order.order_no))).toBe('ok');
  });
});
