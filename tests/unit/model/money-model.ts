import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { inviteOverviewSchema } from '@/lib/invite/schemas';
import { inviteRewardFen } from '@/lib/invite/rules';
import { purchaseKind, type MemberLevel, type Tier } from '@/lib/member/rules';
import { signInRewardUnits } from '@/lib/task/rules';
import { expectedMembership, type ReconcileReport } from '@/upstream/commerce/reconcile';
import { submissionFor } from '../../contract/compliance-support';
import { signedNotify, type Answer, type Upstream } from './harness';
import { OPEN_DEFECTS, type Defect } from './known-defects';

/**
 * A model of the money domain, independent of the upstream's tables: what each person paid, had
 * refunded, was paid out, holds in cash and cai-dan, and which paid periods they still hold. Commands
 * drive the upstream over HTTP and update the model; after every command `checkInvariants` compares
 * the two and the reconciliation report.
 */
const DAY_MS = 24 * 3600_000;
const INVITE = { percent: 10, cap_fen: 5000 };

export interface PlanInfo {
  id: string;
  tier: Tier | null;
  days: number;
  risk: number;
  agreements: string[];
}

export interface ModelOrder {
  orderNo: string;
  person: number;
  userId: number;
  plan: PlanInfo;
  kind: string;
  payFen: number;
  creditFen: number;
  status: 'PENDING' | 'PAID' | 'REFUNDING' | 'REFUNDED' | 'CLOSED';
  paidAt: string | null;
  refunded: number;
  /** VIP orders still running when this upgrade was paid (their days became its credit). */
  consumed: string[];
  /** What had been refunded of the buyer's VIP orders when this order was priced (an upgrade's credit assumes it). */
  vipRefundedAtPricing: number;
  discountFen: number;
  /** The coupon the order was created with (a waiting order is answered again only for the same plan and coupon). */
  couponId?: number | null;
}

export interface Account {
  userId: number;
  token: string;
  paid: number;
  refunded: number;
  /** Payments that were not the order's payment: the rule says they are refunded automatically. */
  strayPaid: number;
  paidOut: number;
  cash: number;
  frozen: number;
  caidan: number;
  withdrawalsToday: number;
  pending: Array<{ no: string; amount: number }>;
  funded: boolean;
  maxRisk: number;
  prizes: number;
  signedIn: boolean;
  riskClaimed: boolean;
}

export interface Person {
  mobile: string;
  device: string;
  account: Account | null;
  /** Every user id this mobile has had (a closed account and the one registered again). */
  pastIds: number[];
  newcomerClaimed: boolean;
}

export interface Model {
  persons: Person[];
  orders: ModelOrder[];
  /** Who invited each account (by user id), and whether it registered on the inviter's device. */
  invites: Map<number, { inviter: number; sameDevice: boolean; eligible: boolean }>;
  anchorToken: string;
  anchorRoom: number;
  steps: number;
}

export interface Real {
  up: Upstream;
  plans: Map<string, PlanInfo>;
}

/** Violations of open defects met in this process, by defect: the count and the first description. */
export const skipped = new Map<Defect, { count: number; example: string }>();

export function violated(defect: Defect | null, message: string): void {
  if (defect && OPEN_DEFECTS.has(defect)) {
    const seen = skipped.get(defect);
    skipped.set(defect, { count: (seen?.count ?? 0) + 1, example: seen?.example ?? message });
    return;
  }
  throw new Error(defect ? `[${defect}] ${message}` : message);
}

function expect200<T>(answer: Answer<T>, what: string): T {
  if (answer.status !== 200 || answer.code !== 200)
    throw new Error(`${what}: ${answer.status} ${answer.code} ${answer.message}`);
  return answer.data;
}

let mobileSequence = 0;
export function freshMobile(): string {
  mobileSequence += 1;
  return `155${String(process.pid % 10000).padStart(4, '0')}${String(mobileSequence).padStart(4, '0')}`;
}

async function smsCode(real: Real, mobile: string): Promise<string> {
  return expect200(await real.up.call<{ code: string }>('GET', `/__dev/sms?mobile=${mobile}`), 'sms outbox').code;
}

/** An SMS login (registration for a new mobile), with an invite code and a device id. */
export async function login(real: Real, person: Person, inviteCode: string | null, assess = true): Promise<Account> {
  await real.up.call('POST', '/__dev/age-sms', { body: { mobile: person.mobile, seconds: 61 } });
  expect200(await real.up.call('POST', '/uaa/oauth/sms-code', { body: { mobile: person.mobile } }), 'sms code');
  const code = await smsCode(real, person.mobile);
  const tokens = expect200(
    await real.up.call<{ access_token: string; user_id: number }>('POST', '/uaa/oauth/token', {
      body: { grant_type: 'sms', mobile: person.mobile, code, invitation_code: inviteCode ?? '' },
      headers: { 'x-device-id': person.device },
    }),
    'login',
  );
  if (assess)
    expect200(
      await real.up.call('POST', '/compliance/evaluations', { token: tokens.access_token, body: submissionFor(4) }),
      'assessment',
    );
  return {
    userId: tokens.user_id,
    token: tokens.access_token,
    paid: 0,
    refunded: 0,
    strayPaid: 0,
    paidOut: 0,
    cash: 0,
    frozen: 0,
    caidan: 0,
    withdrawalsToday: 0,
    pending: [],
    funded: false,
    maxRisk: 4,
    prizes: 0,
    signedIn: false,
    riskClaimed: false,
  };
}

export async function inviteCode(real: Real, account: Account): Promise<string> {
  return expect200(await real.up.call<{ code: string }>('GET', '/invites', { token: account.token }), 'invite overview')
    .code;
}

const ordersOf = (model: Model, person: number) =>
  model.orders.filter((o) => o.person === person && o.userId === model.persons[person].account?.userId);

const vipRefunded = (model: Model, person: number) =>
  ordersOf(model, person)
    .filter((o) => o.plan.tier === 'VIP')
    .reduce((sum, o) => sum + o.refunded, 0);

function membershipOrders(model: Model, person: number) {
  return ordersOf(model, person).map((o) => ({
    order_no: o.orderNo,
    user_id: o.userId,
    status: o.status,
    kind: o.kind,
    tier: o.plan.tier,
    days: o.plan.days,
    paid_fen: o.status === 'PENDING' || o.status === 'CLOSED' ? 0 : o.payFen,
    credit_fen: o.creditFen,
    paid_at: o.paidAt,
    prev_expire_at: null,
    refunded_fen: o.refunded,
  }));
}

export function modelLevel(model: Model, person: number): MemberLevel {
  return expectedMembership(membershipOrders(model, person), new Date()).level;
}

// ——— commands ———

type Cmd = fc.AsyncCommand<Model, Real>;

const live = (model: Model, person: number) => model.persons[person].account !== null;

export class Register implements Cmd {
  constructor(
    readonly person: number,
    readonly inviter: number,
    readonly sameDevice: boolean,
  ) {}
  check(model: Model) {
    return !live(model, this.person) && this.inviter !== this.person && live(model, this.inviter);
  }
  async run(model: Model, real: Real) {
    const person = model.persons[this.person];
    const inviter = model.persons[this.inviter];
    if (this.sameDevice) person.device = inviter.device;
    person.account = await login(real, person, await inviteCode(real, inviter.account!));
    person.pastIds.push(person.account.userId);
    // Only a mobile's first registration by invitation can earn a reward (one person, one reward).
    const first = ![...model.invites.keys()].some((id) => person.pastIds.includes(id) && id !== person.account!.userId);
    model.invites.set(person.account.userId, {
      inviter: this.inviter,
      sameDevice: this.sameDevice,
      eligible: first && !this.sameDevice,
    });
  }
  toString() {
    return `Register(p${this.person} invited by p${this.inviter}${this.sameDevice ? ', same device' : ''})`;
  }
}

export class Fund implements Cmd {
  constructor(
    readonly person: number,
    readonly cash: number,
    readonly caidan: number,
  ) {}
  check(model: Model) {
    return live(model, this.person);
  }
  async run(model: Model, real: Real) {
    const person = model.persons[this.person];
    expect200(
      await real.up.call('POST', '/__dev/wallet/fund', {
        body: { mobile: person.mobile, cash_fen: this.cash, caidan: this.caidan, realname: true, account: true },
      }),
      'fund',
    );
    person.account!.cash += this.cash;
    person.account!.caidan += this.caidan;
    person.account!.funded = true;
  }
  toString() {
    return `Fund(p${this.person}, ${this.cash} fen, ${this.caidan} caidan)`;
  }
}

export class Buy implements Cmd {
  constructor(
    readonly person: number,
    readonly planId: string,
    readonly coupon: 'auto' | 'none',
    readonly pay: Pay['mode'] | null,
  ) {}
  check(model: Model) {
    return live(model, this.person);
  }
  async run(model: Model, real: Real) {
    const person = model.persons[this.person];
    const account = person.account!;
    const plan = real.plans.get(this.planId)!;
    const level = modelLevel(model, this.person);
    const decision = plan.tier ? purchaseKind(level, plan.tier) : { allowed: true as const, kind: 'new' as const };
    const quote = await real.up.call<{
      quote: { coupon_id: number | null; pay_fen: number; credit_fen: number; kind: string };
    }>('GET', `/member/quote?plan_id=${plan.id}&coupon=${this.coupon}`, { token: account.token });
    const couponId = quote.status === 200 ? quote.data.quote.coupon_id : null;
    const answer = await real.up.call<{
      order_no: string;
      kind: string;
      pay_fen: number;
      credit_fen: number;
      discount_fen: number;
      status: string;
    }>('POST', '/orders', {
      token: account.token,
      body: { plan_id: plan.id, coupon_id: couponId, agreements: plan.agreements },
    });
    const gateRefuses = plan.risk > account.maxRisk;
    if (!decision.allowed) {
      if (answer.status === 200)
        throw new Error(`${this}: the upstream sold a plan the rules refuse (${level} buying ${plan.tier})`);
      return;
    }
    if (gateRefuses) {
      if (answer.status === 200)
        violated(
          'suitability',
          `${this}: order ${answer.data.order_no} created for an R${plan.risk} plan though the buyer's assessment allows R${account.maxRisk}`,
        );
      else return;
    } else if (answer.status !== 200) {
      throw new Error(`${this}: refused ${answer.status} ${answer.message}`);
    }
    const order = answer.data;
    if (order.kind !== decision.kind)
      throw new Error(`${this}: order kind ${order.kind}, the rules say ${decision.kind}`);
    if (quote.status === 200 && quote.data.quote.pay_fen !== order.pay_fen)
      throw new Error(`${this}: the order charges ${order.pay_fen}, the quote said ${quote.data.quote.pay_fen}`);
    const consumed =
      decision.kind === 'upgrade'
        ? ordersOf(model, this.person).filter(
            (o) =>
              o.plan.tier === 'VIP' &&
              (o.status === 'PAID' || o.status === 'REFUNDING' || (o.status === 'REFUNDED' && o.refunded < o.payFen)),
          )
        : [];
    if (order.credit_fen > 0) {
      // Upgrade credit is the unused part of what was actually paid (DOMAIN-MODEL), never more.
      const keptPaid = consumed.reduce((sum, o) => sum + o.payFen - o.refunded, 0);
      if (order.credit_fen > keptPaid)
        violated(
          'upgrade-credit',
          `${this}: upgrade credit ${order.credit_fen} fen exceeds the ${keptPaid} fen still paid for the VIP days (${consumed.map((o) => o.orderNo).join(',')})`,
        );
    }
    // 确认开通 tapped again answers the order already waiting for the same plan and coupon.
    const waiting = model.orders.find((o) => o.orderNo === order.order_no);
    // An order waiting for this plan and coupon that was priced for another membership (开通 before a VIP began) is closed for the new one.
    if (!waiting)
      for (const stale of ordersOf(model, this.person).filter(
        (o) => o.status === 'PENDING' && o.plan.id === plan.id && o.couponId === couponId && o.kind !== order.kind,
      ))
        stale.status = 'CLOSED';
    if (waiting && (waiting.status !== 'PENDING' || waiting.userId !== account.userId || waiting.plan.id !== plan.id))
      throw new Error(
        `${this}: the upstream answered order ${order.order_no}, which is ${waiting.status} for ${waiting.plan.id}`,
      );
    if (!waiting)
      model.orders.push({
        orderNo: order.order_no,
        person: this.person,
        userId: account.userId,
        plan,
        kind: order.kind,
        payFen: order.pay_fen,
        creditFen: order.credit_fen,
        status: 'PENDING',
        paidAt: null,
        refunded: 0,
        consumed: consumed.map((o) => o.orderNo),
        vipRefundedAtPricing: vipRefunded(model, this.person),
        discountFen: order.discount_fen,
        couponId,
      });
    if (this.pay) {
      const pick = ordersOf(model, this.person)
        .filter((o) => o.status === 'PENDING')
        .findIndex((o) => o.orderNo === order.order_no);
      await new Pay(this.person, pick, this.pay).run(model, real);
    }
  }
  toString() {
    return `Buy(p${this.person}, ${this.planId}, coupon ${this.coupon}${this.pay ? `, pay ${this.pay}` : ''})`;
  }
}

/** The preferred person if they hold an order in one of `states`, else the next live person who does (so money commands seldom go to waste). */
function holderOf(model: Model, preferred: number, states: ModelOrder['status'][]): number | null {
  for (let step = 0; step < model.persons.length; step += 1) {
    const index = (preferred + step) % model.persons.length;
    if (live(model, index) && pickOrder(model, index, 0, states) !== null) return index;
  }
  return null;
}

function pickOrder(model: Model, person: number, pick: number, states: ModelOrder['status'][]): ModelOrder | null {
  const candidates = ordersOf(model, person).filter((o) => states.includes(o.status));
  return candidates.length ? candidates[pick % candidates.length] : null;
}

export class Pay implements Cmd {
  constructor(
    public person: number,
    readonly pick: number,
    readonly mode: 'once' | 'twice' | 'twice-concurrent' | 'late',
  ) {}
  check(model: Model) {
    const holder = holderOf(model, this.person, ['PENDING']);
    if (holder === null) return false;
    this.person = holder;
    return true;
  }
  async run(model: Model, real: Real) {
    const account = model.persons[this.person].account!;
    const order = pickOrder(model, this.person, this.pick, ['PENDING'])!;
    const prepay = async () =>
      real.up.call<{ provider_ref: string; pay_fen: number }>('POST', '/pay/prepay', {
        token: account.token,
        body: { order_no: order.orderNo, channel: 'h5' },
      });
    const first = await prepay();
    const gateRefuses = order.plan.risk > account.maxRisk;
    if (first.status !== 200) {
      if (gateRefuses) return;
      throw new Error(`${this}: prepay of ${order.orderNo} refused: ${first.message}`);
    }
    if (gateRefuses)
      violated(
        'suitability',
        `${this}: prepay of R${order.plan.risk} order ${order.orderNo} accepted though the buyer's assessment allows R${account.maxRisk}`,
      );
    const refs = [first.data.provider_ref];
    if (this.mode === 'twice' || this.mode === 'twice-concurrent') {
      const second = await prepay();
      if (second.status === 200) refs.push(second.data.provider_ref);
    }
    if (this.mode === 'late')
      expect200(await real.up.call('POST', '/__dev/orders/expire', { body: { order_no: order.orderNo } }), 'expire');
    const notify = (ref: string) =>
      real.up.call<{ result: string }>('POST', '/pay/notify', {
        key: false,
        body: signedNotify(ref, order.orderNo, order.payFen),
      });
    const answers = this.mode === 'twice-concurrent' ? await Promise.all(refs.map(notify)) : [];
    if (this.mode !== 'twice-concurrent') for (const ref of refs) answers.push(await notify(ref));
    // The provider took the money for every notify it sent (a signed SUCCESS notify of a known payment).
    if (this.mode !== 'late' && answers[0].status !== 200)
      throw new Error(`${this}: notify answered ${answers[0].status} ${answers[0].message}`);
    account.paid += order.payFen * refs.length;
    const credited = answers.filter((a) => a.status === 200 && a.data?.result === 'credited').length;
    // An order priced for a membership that no longer holds is closed and its payment returned: a VIP
    // plan for someone who became SVIP, an upgrade whose VIP credit shrank (a VIP refund since pricing).
    const level = modelLevel(model, this.person);
    const stale =
      order.plan.tier !== null &&
      (!purchaseKind(level, order.plan.tier).allowed ||
        (order.kind === 'upgrade' &&
          (level !== 'VIP' || vipRefunded(model, this.person) > order.vipRefundedAtPricing)));
    if (this.mode === 'late' || (stale && credited === 0)) {
      if (credited !== 0) throw new Error(`${this}: a payment after the order closed credited it`);
      order.status = 'CLOSED';
      account.strayPaid += order.payFen;
      return;
    }
    if (credited !== 1) throw new Error(`${this}: ${credited} of ${refs.length} payments credited the order`);
    account.strayPaid += order.payFen * (refs.length - 1);
    order.status = 'PAID';
    order.paidAt = new Date().toISOString();
  }
  toString() {
    return `Pay(p${this.person}, order #${this.pick}, ${this.mode})`;
  }
}

export class Refund implements Cmd {
  constructor(
    public person: number,
    readonly pick: number,
    readonly partial: boolean,
    readonly concurrency: number,
    readonly outcome: 'REFUNDED' | 'REJECTED',
  ) {}
  check(model: Model) {
    const holder = holderOf(model, this.person, ['PAID']);
    if (holder === null) return false;
    this.person = holder;
    return true;
  }
  async run(model: Model, real: Real) {
    const account = model.persons[this.person].account!;
    const order = pickOrder(model, this.person, this.pick, ['PAID'])!;
    const state = expect200(
      await real.up.call<{ quote: { max_fen: number; refusal: string | null } }>(
        'GET',
        `/orders/${order.orderNo}/refund`,
        { token: account.token },
      ),
      'refund quote',
    );
    // Inside the full-refund window, an order no upgrade took credit from, of a buyer who used no coupon
    // (so no reward coupon was spent), may be refunded in full.
    const inWindow = Date.parse(String(order.paidAt)) > Date.now() - 7 * DAY_MS;
    // An upgrade refunded in full is undone: the VIP days it was credited for are the order's again.
    const credited = model.orders.some(
      (o) =>
        o.consumed.includes(order.orderNo) && o.paidAt !== null && !(o.status === 'REFUNDED' && o.refunded >= o.payFen),
    );
    const couponUsed = ordersOf(model, this.person).some((o) => o.discountFen > 0);
    if (inWindow && !credited && !couponUsed && state.quote.max_fen !== order.payFen)
      throw new Error(
        `${this}: ${order.orderNo} paid ${order.payFen} fen inside the window may be refunded only ${state.quote.max_fen} (${state.quote.refusal ?? 'no refusal'})`,
      );
    if (state.quote.refusal) return;
    const amount = this.partial ? Math.max(1, Math.floor(state.quote.max_fen / 2)) : undefined;
    const answers = await Promise.all(
      Array.from({ length: this.concurrency }, () =>
        real.up.call('POST', `/orders/${order.orderNo}/refund`, {
          token: account.token,
          body: amount === undefined ? { reason: '其他原因' } : { reason: '其他原因', amount_fen: amount },
        }),
      ),
    );
    const accepted = answers.filter((a) => a.status === 200).length;
    if (accepted !== 1)
      throw new Error(`${this}: ${accepted} of ${this.concurrency} concurrent refund requests accepted`);
    // A pending upgrade was priced with this VIP order's days as credit: it closes.
    if (order.plan.tier === 'VIP')
      for (const pending of ordersOf(model, this.person).filter((o) => o.status === 'PENDING' && o.kind === 'upgrade'))
        pending.status = 'CLOSED';
    const settled = expect200(
      await real.up.call<{ amount_fen: number; status: string }>('POST', '/__dev/orders/refund-complete', {
        body: { order_no: order.orderNo, result: this.outcome },
      }),
      'refund settle',
    );
    if (this.outcome === 'REJECTED') return;
    order.status = 'REFUNDED';
    order.refunded += settled.amount_fen;
    account.refunded += settled.amount_fen;
    if (order.refunded > order.payFen) throw new Error(`${this}: refunded ${order.refunded} of ${order.payFen} paid`);
  }
  toString() {
    return `Refund(p${this.person}, order #${this.pick}, ${this.partial ? 'half' : 'all'}, ×${this.concurrency}, ${this.outcome})`;
  }
}

export class ClaimTask implements Cmd {
  constructor(
    readonly person: number,
    readonly task: 'sign_in' | 'risk_test' | 'first_purchase',
  ) {}
  check(model: Model) {
    return live(model, this.person);
  }
  async run(model: Model, real: Real) {
    const account = model.persons[this.person].account!;
    if (this.task === 'sign_in' && !account.signedIn) {
      expect200(await real.up.call('POST', '/tasks/sign-in', { token: account.token }), 'sign in');
    }
    const answer = await real.up.call<{ reward: { type: string; units?: number } }>(
      'POST',
      `/tasks/${this.task}/claim`,
      { token: account.token },
    );
    if (this.task === 'sign_in') {
      const expected = !account.signedIn;
      account.signedIn = true;
      if ((answer.status === 200) !== expected)
        throw new Error(`${this}: claim answered ${answer.status} ${answer.message}`);
      if (expected) account.caidan += signInRewardUnits(1);
      return;
    }
    if (this.task === 'risk_test') {
      if ((answer.status === 200) !== !account.riskClaimed)
        throw new Error(`${this}: claim answered ${answer.status} ${answer.message}`);
      if (!account.riskClaimed) account.caidan += 100;
      account.riskClaimed = true;
      return;
    }
    // first_purchase: a coupon; whether it may stand is checked by the reconciliation report.
  }
  toString() {
    return `ClaimTask(p${this.person}, ${this.task})`;
  }
}

export class ClaimNewcomer implements Cmd {
  constructor(readonly person: number) {}
  check(model: Model) {
    return live(model, this.person);
  }
  async run(model: Model, real: Real) {
    const person = model.persons[this.person];
    const answer = await real.up.call('POST', '/coupons/claim', {
      token: person.account!.token,
      body: { template_id: 4 },
    });
    if (answer.status === 200 && person.newcomerClaimed)
      violated(
        'one-person-one-reward',
        `${this}: the newcomer coupon was claimed again by ${person.mobile} after registering again`,
      );
    if (answer.status !== 200 && !person.newcomerClaimed)
      throw new Error(`${this}: first newcomer claim refused: ${answer.message}`);
    person.newcomerClaimed = true;
  }
  toString() {
    return `ClaimNewcomer(p${this.person})`;
  }
}

export class Exchange implements Cmd {
  constructor(
    readonly person: number,
    readonly direction: 'caidan_to_cash' | 'cash_to_caidan',
    readonly amount: number,
  ) {}
  check(model: Model) {
    return live(model, this.person);
  }
  async run(model: Model, real: Real) {
    const account = model.persons[this.person].account!;
    const toCash = this.direction === 'caidan_to_cash';
    const caidan = toCash ? this.amount : (this.amount / 10) * 100;
    const cash = toCash ? (this.amount / 100) * 10 : this.amount;
    // Rewards the model does not predict (cash-back, prizes) are spendable too.
    const wallet = expect200(
      await real.up.call<{ cash_fen: number; caidan: number }>('GET', '/wallet', { token: account.token }),
      'wallet',
    );
    const possible = toCash ? wallet.caidan >= caidan : wallet.cash_fen >= cash;
    const answer = await real.up.call('POST', '/caidan/exchanges', {
      token: account.token,
      body: { direction: this.direction, amount: this.amount },
    });
    if ((answer.status === 200) !== possible)
      throw new Error(
        `${this}: answered ${answer.status} ${answer.message}, the model has ${account.cash} fen and ${account.caidan} caidan`,
      );
    if (!possible) return;
    account.caidan += toCash ? -caidan : caidan;
    account.cash += toCash ? cash : -cash;
  }
  toString() {
    return `Exchange(p${this.person}, ${this.direction}, ${this.amount})`;
  }
}

export class Withdraw implements Cmd {
  constructor(
    readonly person: number,
    readonly amount: number,
    readonly settle: 'PAID' | 'FAILED' | 'later',
    readonly reuseTicket: boolean,
  ) {}
  check(model: Model) {
    return live(model, this.person);
  }
  async run(model: Model, real: Real) {
    const person = model.persons[this.person];
    const account = person.account!;
    await real.up.call('POST', '/__dev/age-sms', { body: { mobile: person.mobile, seconds: 61 } });
    expect200(await real.up.call('POST', '/wallet/withdrawals/code', { token: account.token }), 'withdraw code');
    const code = await smsCode(real, person.mobile);
    const { ticket } = expect200(
      await real.up.call<{ ticket: string }>('POST', '/wallet/withdrawals/verify', {
        token: account.token,
        body: { code },
      }),
      'withdraw verify',
    );
    const wallet = expect200(
      await real.up.call<{ cash_fen: number }>('GET', '/wallet', { token: account.token }),
      'wallet',
    );
    const possible = account.funded && account.withdrawalsToday < 3 && wallet.cash_fen >= this.amount;
    const answer = await real.up.call<{ withdrawal_no: string }>('POST', '/wallet/withdrawals', {
      token: account.token,
      body: { amount_fen: this.amount, ticket },
    });
    if ((answer.status === 200) !== possible)
      throw new Error(`${this}: answered ${answer.status} ${answer.message}, the model has ${account.cash} fen`);
    if (!possible) return;
    account.withdrawalsToday += 1;
    account.cash -= this.amount;
    account.frozen += this.amount;
    const no = answer.data.withdrawal_no;
    if (this.reuseTicket && wallet.cash_fen - this.amount >= 1000 && account.withdrawalsToday < 3) {
      const again = await real.up.call('POST', '/wallet/withdrawals', {
        token: account.token,
        body: { amount_fen: 1000, ticket },
      });
      if (again.status === 200) {
        violated('sms-purpose', `${this}: one verification ticket paid for a second withdrawal`);
        account.withdrawalsToday += 1;
        account.cash -= 1000;
        account.frozen += 1000;
        const second = (again.data as { withdrawal_no: string }).withdrawal_no;
        account.pending.push({ no: second, amount: 1000 });
      }
    }
    if (this.settle === 'later') {
      account.pending.push({ no, amount: this.amount });
      return;
    }
    expect200(
      await real.up.call('POST', `/__dev/wallet/withdrawals/${no}/settle`, { body: { result: this.settle } }),
      'settle withdrawal',
    );
    account.frozen -= this.amount;
    if (this.settle === 'PAID') account.paidOut += this.amount;
    else account.cash += this.amount;
  }
  toString() {
    return `Withdraw(p${this.person}, ${this.amount} fen, ${this.settle}${this.reuseTicket ? ', ticket reused' : ''})`;
  }
}

export class SettleWithdrawals implements Cmd {
  constructor(readonly person: number) {}
  check(model: Model) {
    return live(model, this.person) && model.persons[this.person].account!.pending.length > 0;
  }
  async run(model: Model, real: Real) {
    const account = model.persons[this.person].account!;
    for (const item of account.pending.splice(0)) {
      expect200(
        await real.up.call('POST', `/__dev/wallet/withdrawals/${item.no}/settle`, { body: { result: 'PAID' } }),
        'settle withdrawal',
      );
      account.frozen -= item.amount;
      account.paidOut += item.amount;
    }
  }
  toString() {
    return `SettleWithdrawals(p${this.person})`;
  }
}

export class Reassess implements Cmd {
  constructor(
    readonly person: number,
    readonly level: 1 | 4,
  ) {}
  check(model: Model) {
    return live(model, this.person);
  }
  async run(model: Model, real: Real) {
    const account = model.persons[this.person].account!;
    const body = this.level === 1 ? submissionFor(1, { lowest: true }) : submissionFor(4);
    const evaluation = expect200(
      await real.up.call<{ max_risk: number }>('POST', '/compliance/evaluations', { token: account.token, body }),
      'assessment',
    );
    account.maxRisk = evaluation.max_risk;
  }
  toString() {
    return `Reassess(p${this.person}, C${this.level})`;
  }
}

/** Closes the account (forfeiting what remains of a membership) and lets the cooling-off pass. */
export class CloseAccount implements Cmd {
  constructor(
    readonly person: number,
    readonly cashArrives = false,
  ) {}
  check(model: Model) {
    return live(model, this.person);
  }
  async run(model: Model, real: Real) {
    const person = model.persons[this.person];
    const account = person.account!;
    // Rewards the model does not predict (cash-back) count too: the wallet must be empty.
    const wallet = expect200(
      await real.up.call<{ cash_fen: number; frozen_fen: number }>('GET', '/wallet', { token: account.token }),
      'wallet',
    );
    const blocked =
      wallet.cash_fen !== 0 ||
      wallet.frozen_fen !== 0 ||
      ordersOf(model, this.person).some((o) => o.status === 'REFUNDING');
    await real.up.call('POST', '/__dev/age-sms', { body: { mobile: person.mobile, seconds: 61 } });
    const sent = await real.up.call('POST', '/account/closure/code', { token: account.token });
    if (sent.status !== 200) throw new Error(`${this}: closure code ${sent.message}`);
    const code = await smsCode(real, person.mobile);
    // An unpaid order blocks the closure: cancel them first, as the closure page tells the user.
    for (const order of ordersOf(model, this.person).filter((o) => o.status === 'PENDING')) {
      const cancelled = await real.up.call('POST', `/orders/${order.orderNo}/cancel`, { token: account.token });
      if (cancelled.status === 200) order.status = 'CLOSED';
    }
    const answer = await real.up.call('POST', '/account/closure', {
      token: account.token,
      body: { code, forfeit: true, agree: true },
    });
    if ((answer.status === 200) === blocked)
      throw new Error(
        `${this}: closure answered ${answer.status} ${answer.message} (model: ${blocked ? 'blocked' : 'allowed'})`,
      );
    if (blocked) return;
    // Cash that arrives during the cooling-off (here: a grant) must not be forfeited: the deletion is called off.
    if (this.cashArrives) {
      expect200(
        await real.up.call('POST', '/__dev/wallet/fund', { body: { mobile: person.mobile, cash_fen: 2000 } }),
        'fund',
      );
      account.cash += 2000;
    }
    const run = expect200(
      await real.up.call<{ deleted: number }>('POST', '/__dev/account/closures/run', {
        body: { now: new Date(Date.now() + 8 * DAY_MS).toISOString(), mobile: person.mobile },
      }),
      'closure run',
    );
    if (!this.cashArrives) {
      if (run.deleted !== 1) throw new Error(`${this}: the deletion job deleted ${run.deleted} accounts`);
      person.account = null;
      return;
    }
    if (run.deleted !== 0)
      throw new Error(`${this}: the account was deleted with ${account.cash} fen that arrived during the cooling-off`);
    // The request ended every session: the person logs in again (the same account).
    const again = await login(real, person, null, false);
    if (again.userId !== account.userId)
      throw new Error(`${this}: logging in again gave user ${again.userId}, not ${account.userId}`);
    account.token = again.token;
  }
  toString() {
    return `CloseAccount(p${this.person}${this.cashArrives ? ', cash arrives while cooling off' : ''})`;
  }
}

/**
 * Lets the refund window (7 days) pass for one person's orders: every time of their orders, payments,
 * refunds, membership segments and order rewards moves 8 days back, the model's with them. Pending
 * rewards (gift coupons, invite cash-back) settle at the next read.
 */
export class PassRefundWindow implements Cmd {
  constructor(readonly person: number) {}
  check(model: Model) {
    return live(model, this.person) && ordersOf(model, this.person).some((o) => o.paidAt !== null);
  }
  async run(model: Model, real: Real) {
    const back = 8 * DAY_MS;
    // The same time travel the contract suites use: every dated money row of this person moves back.
    const paid = ordersOf(model, this.person).find((order) => order.paidAt !== null)!;
    expect200(
      await real.up.call('POST', '/__dev/orders/age-paid', { body: { order_no: paid.orderNo, days: 8 } }),
      'age paid',
    );
    for (const order of ordersOf(model, this.person)) {
      if (order.paidAt) order.paidAt = new Date(Date.parse(order.paidAt) - back).toISOString();
      // Eight days on, an order left unpaid has closed (15 minutes to pay).
      if (order.status === 'PENDING') order.status = 'CLOSED';
    }
  }
  toString() {
    return `PassRefundWindow(p${this.person})`;
  }
}

/**
 * The auto-renewal job run at half a day before this person's membership ends (it runs for everyone):
 * each charge must be for a current account whose subscription's last order is still paid and whose
 * assessment matches the plan's risk level (a renewal passes the suitability gate again), the person
 * due is charged once, and a second run at the same time charges nobody again.
 */
export class RunRenewals implements Cmd {
  constructor(readonly person: number) {}
  check(model: Model) {
    return live(model, this.person) && modelLevel(model, this.person) !== 'NONE';
  }
  async run(model: Model, real: Real) {
    const expected = expectedMembership(membershipOrders(model, this.person), new Date());
    const now = new Date(expected.end! - 12 * 3600_000).toISOString();
    type Run = { charged: Array<{ user_id: number; order_no: string; amount_fen: number }> };
    const first = expect200(
      await real.up.call<Run>('POST', '/__dev/member/renewals/run', { body: { now } }),
      'renewals',
    );
    const again = expect200(
      await real.up.call<Run>('POST', '/__dev/member/renewals/run', { body: { now } }),
      'renewals again',
    );
    const byUser = new Map<number, number>();
    model.persons.forEach((person, index) => person.pastIds.forEach((id) => byUser.set(id, index)));
    for (const charge of again.charged)
      if (byUser.has(charge.user_id))
        throw new Error(`${this}: a second run at ${now} charged user ${charge.user_id} again (${charge.order_no})`);
    let chargedDue = false;
    for (const charge of first.charged) {
      const index = byUser.get(charge.user_id);
      if (index === undefined) continue;
      const person = model.persons[index];
      const account = person.account;
      if (!account || account.userId !== charge.user_id)
        throw new Error(
          `${this}: renewal ${charge.order_no} charged ${charge.amount_fen} fen to the closed account ${charge.user_id} of p${index}`,
        );
      const view = expect200(
        await real.up.call<{
          sku: { plan_id: string };
          status: string;
          paid_at: string;
          pay_fen: number;
          kind: string;
        }>('GET', `/orders/${charge.order_no}`, { token: account.token }),
        'renewal order',
      );
      const plan = real.plans.get(view.sku.plan_id)!;
      const signed = ordersOf(model, index).filter((o) => o.plan.id === plan.id && o.paidAt !== null);
      const last = signed.at(-1);
      if (!last)
        throw new Error(`${this}: renewal ${charge.order_no} of ${plan.id} for p${index}, who never bought it`);
      if (last.status !== 'PAID')
        throw new Error(
          `${this}: renewal ${charge.order_no} charged p${index} though the last ${plan.id} order ${last.orderNo} is ${last.status}`,
        );
      if (view.status !== 'PAID' || view.pay_fen !== charge.amount_fen)
        throw new Error(`${this}: renewal order ${JSON.stringify(view)} for charge ${JSON.stringify(charge)}`);
      if (plan.risk > account.maxRisk)
        violated(
          'suitability',
          `${this}: renewal ${charge.order_no} of an R${plan.risk} plan charged p${index}, whose assessment allows R${account.maxRisk}`,
        );
      account.paid += charge.amount_fen;
      model.orders.push({
        orderNo: charge.order_no,
        person: index,
        userId: account.userId,
        plan,
        kind: view.kind,
        payFen: charge.amount_fen,
        creditFen: 0,
        status: 'PAID',
        paidAt: view.paid_at,
        refunded: 0,
        consumed: [],
        vipRefundedAtPricing: vipRefunded(model, index),
        discountFen: 0,
      });
      if (index === this.person) chargedDue = true;
    }
    const level = modelLevel(model, this.person);
    const subscribed = ordersOf(model, this.person).filter(
      (o) =>
        o.plan.id === (level === 'SVIP' ? 'svip-month' : 'vip-month') && o.paidAt !== null && o.orderNo !== undefined,
    );
    const own = model.persons[this.person].account!;
    const evaluation = expect200(
      await real.up.call<{ expires_at: string } | null>('GET', '/compliance/evaluations/latest', { token: own.token }),
      'assessment',
    );
    const suitable =
      subscribed.length > 0 &&
      subscribed.at(-1)!.plan.risk <= own.maxRisk &&
      evaluation !== null &&
      Date.parse(evaluation.expires_at) > Date.parse(now);
    const due = subscribed.length > 0 && subscribed.at(-1)!.status === 'PAID' && suitable && !chargedDue;
    if (due && !first.charged.some((c) => c.user_id === model.persons[this.person].account!.userId))
      throw new Error(`${this}: p${this.person}'s ${level} monthly subscription was due at ${now} and not charged`);
  }
  toString() {
    return `RunRenewals(p${this.person})`;
  }
}

/** A lucky bag in the anchor's room: the chosen persons send its password, the anchor draws. */
export class LuckyBag implements Cmd {
  constructor(readonly joiners: number[]) {}
  check(model: Model) {
    return this.joiners.some((p) => live(model, p));
  }
  async run(model: Model, real: Real) {
    const password = `口令${model.steps}${Math.floor(Math.random() * 1e6)}`;
    const bag = expect200(
      await real.up.call<{ id: number }>('POST', '/live/anchor/lucky-bags', {
        token: model.anchorToken,
        body: {
          prizeName: '100个财蛋',
          prizeKind: 'caidan',
          prizeValue: 100,
          value: 100,
          winnerCount: 1,
          range: 'all',
          condition: 'password',
          password,
          durationMinutes: 1,
        },
      }),
      'open lucky bag',
    );
    const joined: number[] = [];
    for (const p of this.joiners.filter((each) => live(model, each))) {
      const account = model.persons[p].account!;
      const sent = await real.up.call('POST', `/live/rooms/${model.anchorRoom}/chat/messages`, {
        token: account.token,
        body: { content: password },
      });
      if (sent.status === 200) joined.push(account.userId);
    }
    const drawn = expect200(
      await real.up.call<{ winners: Array<{ userId: number }>; status: string }>(
        'POST',
        `/live/anchor/lucky-bags/${bag.id}/draw`,
        { token: model.anchorToken },
      ),
      'draw',
    );
    if (drawn.status !== 'drawn') throw new Error(`${this}: bag ${bag.id} is ${drawn.status} after the draw`);
    if (drawn.winners.length !== Math.min(1, joined.length) || drawn.winners.some((w) => !joined.includes(w.userId)))
      throw new Error(`${this}: winners ${JSON.stringify(drawn.winners)} of participants ${joined}`);
    for (const winner of drawn.winners) {
      const person = model.persons.find((p) => p.account?.userId === winner.userId)!;
      const account = person.account!;
      const entries = expect200(
        await real.up.call<{ entries: Array<{ ref_type: string; delta: number }> }>(
          'GET',
          '/wallet/entries?asset=caidan&limit=200',
          { token: account.token },
        ),
        'entries',
      );
      const prizeEntries = entries.entries.filter((e) => e.ref_type === 'prize');
      const prizes = prizeEntries.length;
      if (prizeEntries.reduce((sum, e) => sum + e.delta, 0) !== prizes * 100)
        throw new Error(`${this}: prize entries ${JSON.stringify(prizeEntries)} are not 100 caidan each`);
      if (prizes !== account.prizes + 1)
        violated(
          'lucky-bag-prizes',
          `${this}: winner ${person.mobile} of bag ${bag.id} holds ${prizes} prize entries, expected ${account.prizes + 1}`,
        );
      account.prizes = prizes;
    }
  }
  toString() {
    return `LuckyBag(${this.joiners.map((p) => `p${p}`).join(', ')})`;
  }
}

export const PLAN_IDS = [
  'vip-month',
  'vip-quarter-gift',
  'vip-year-prepay',
  'svip-month',
  'course-value',
  'butler-30',
] as const;

/** The commands, weighted so money moves often and accounts close seldom (a closed person sits out until registered again). */
export function commandArbitraries(persons: number): fc.Arbitrary<Cmd>[] {
  const person = fc.nat({ max: persons - 1 });
  const plan = fc.constantFrom(...PLAN_IDS);
  const coupon = fc.constantFrom<'auto' | 'none'>('auto', 'none');
  const weighted = (weight: number, arbitrary: fc.Arbitrary<Cmd>) => ({ weight, arbitrary });
  return [
    fc.oneof(
      weighted(
        3,
        fc.tuple(person, person, fc.boolean()).map(([p, inviter, same]) => new Register(p, inviter, same)),
      ),
      weighted(
        3,
        fc
          .tuple(person, fc.constantFrom(0, 2000, 20000), fc.constantFrom(0, 1000, 3000))
          .map(([p, cash, caidan]) => new Fund(p, cash, caidan)),
      ),
      weighted(
        2,
        fc.tuple(person, plan, coupon).map(([p, id, c]) => new Buy(p, id, c, null)),
      ),
      weighted(
        4,
        fc
          .tuple(
            person,
            plan,
            coupon,
            fc.constantFrom<Pay['mode']>('once', 'once', 'once', 'twice', 'twice-concurrent', 'late'),
          )
          .map(([p, id, c, pay]) => new Buy(p, id, c, pay)),
      ),
      weighted(
        3,
        fc
          .tuple(person, fc.nat(3), fc.constantFrom<Pay['mode']>('once', 'once', 'twice', 'twice-concurrent', 'late'))
          .map(([p, pick, mode]) => new Pay(p, pick, mode)),
      ),
      weighted(
        6,
        fc
          .tuple(
            person,
            fc.nat(3),
            fc.boolean(),
            fc.integer({ min: 1, max: 3 }),
            fc.constantFrom<'REFUNDED' | 'REJECTED'>('REFUNDED', 'REFUNDED', 'REJECTED'),
          )
          .map(([p, pick, partial, n, outcome]) => new Refund(p, pick, partial, n, outcome)),
      ),
      weighted(
        2,
        fc
          .tuple(person, fc.constantFrom<ClaimTask['task']>('sign_in', 'risk_test', 'first_purchase'))
          .map(([p, task]) => new ClaimTask(p, task)),
      ),
      weighted(
        1,
        person.map((p) => new ClaimNewcomer(p)),
      ),
      weighted(
        2,
        fc
          .tuple(
            person,
            fc.constantFrom<['caidan_to_cash', number] | ['cash_to_caidan', number]>(
              ['caidan_to_cash', 1000],
              ['caidan_to_cash', 2000],
              ['cash_to_caidan', 100],
              ['cash_to_caidan', 500],
            ),
          )
          .map(([p, [direction, amount]]) => new Exchange(p, direction, amount)),
      ),
      weighted(
        2,
        fc
          .tuple(
            person,
            fc.constantFrom(1000, 5000),
            fc.constantFrom<Withdraw['settle']>('PAID', 'FAILED', 'later'),
            fc.boolean(),
          )
          .map(([p, amount, settle, reuse]) => new Withdraw(p, amount, settle, reuse)),
      ),
      weighted(
        1,
        person.map((p) => new SettleWithdrawals(p)),
      ),
      weighted(
        1,
        fc.tuple(person, fc.constantFrom<1 | 4>(1, 4)).map(([p, level]) => new Reassess(p, level)),
      ),
      weighted(
        1,
        fc.tuple(person, fc.boolean()).map(([p, cash]) => new CloseAccount(p, cash)),
      ),
      weighted(
        3,
        person.map((p) => new PassRefundWindow(p)),
      ),
      weighted(
        2,
        person.map((p) => new RunRenewals(p)),
      ),
      weighted(
        1,
        fc.uniqueArray(person, { minLength: 1, maxLength: persons }).map((joiners) => new LuckyBag(joiners)),
      ),
    ),
  ];
}

// ——— invariants ———

const MISMATCH_DEFECT: Record<string, Defect | null> = {
  payment_unattached: 'double-payment',
  membership_days: 'refund-segments',
  reward_for_refunded_purchase: 'pending-rewards',
  reward_above_kept_purchase: 'invite-clawback-spent',
  inviter_rewarded_twice: 'one-person-one-reward',
  invite_reward_same_device: 'one-person-one-reward',
};

type Entry = { id: number; asset: string; delta: number; kind: string; ref_type: string; ref_id: string };

/** Checks every invariant against the model; a violation of an open defect is recorded, any other throws. */
export async function checkInvariants(
  model: Model,
  real: Real,
  step: string,
  scope: 'all' | 'model' = 'all',
): Promise<void> {
  // Reading the invite overview settles what is due (and is a page that must answer).
  const overviews = new Map<number, Answer>();
  for (const [index, person] of model.persons.entries())
    if (person.account) overviews.set(index, await real.up.call('GET', '/invites', { token: person.account.token }));
  const report = expect200(await real.up.call<ReconcileReport>('GET', '/__dev/reconcile'), 'reconcile');
  const own = new Set(model.persons.flatMap((person) => person.pastIds));
  for (const mismatch of report.mismatches.filter((m) => scope === 'all' || own.has(m.user_id))) {
    if (MISMATCH_DEFECT[mismatch.kind] && OPEN_DEFECTS.has(MISMATCH_DEFECT[mismatch.kind]!)) continue;
    // Enough of the user's records to explain a mismatch that outlived the sequence that made it.
    if (!own.has(mismatch.user_id)) mismatch.message += ` ${await diagnosis(real, mismatch.user_id)}`;
  }
  for (const mismatch of report.mismatches.filter((m) => scope === 'all' || own.has(m.user_id)))
    violated(
      MISMATCH_DEFECT[mismatch.kind] ?? null,
      `after ${step}: reconciliation: [${mismatch.kind}] ${mismatch.message} ${JSON.stringify(mismatch.refs)}`,
    );
  const idsOf = new Map<number, number>();
  model.persons.forEach((person, index) => person.pastIds.forEach((id) => idsOf.set(id, index)));
  for (const [index, person] of model.persons.entries()) {
    const account = person.account;
    if (!account) continue;
    const tag = `after ${step}: p${index} (${person.mobile}, user ${account.userId})`;
    const line = report.users.find((u) => u.user_id === account.userId);
    // Money: what the provider took, what went back, what was paid out.
    const paid = line?.paid_fen ?? 0;
    if (paid !== account.paid)
      throw new Error(`${tag}: the upstream records ${paid} fen paid, the provider took ${account.paid}`);
    const refunded = line?.refunded_fen ?? 0;
    if (refunded !== account.refunded + account.strayPaid)
      violated(
        account.strayPaid > 0 ? 'double-payment' : null,
        `${tag}: ${refunded} fen refunded, expected ${account.refunded} refunded + ${account.strayPaid} of payments not attached to an order`,
      );
    if ((line?.paid_out_fen ?? 0) !== account.paidOut)
      throw new Error(`${tag}: paid out ${line?.paid_out_fen ?? 0}, expected ${account.paidOut}`);
    // The ledger: the model's own movements exactly; rewards it did not predict are checked one by one.
    type Debt = { ref_type: string; ref_id: string; outstanding_fen: number };
    const wallet = expect200(
      await real.up.call<{ cash_fen: number; frozen_fen: number; caidan: number; owed_fen: number; debts: Debt[] }>(
        'GET',
        '/wallet',
        { token: account.token },
      ),
      'wallet',
    );
    const cashEntries = expect200(
      await real.up.call<{ entries: Entry[] }>('GET', '/wallet/entries?limit=200', { token: account.token }),
      'entries',
    ).entries;
    const caidanEntries = expect200(
      await real.up.call<{ entries: Entry[] }>('GET', '/wallet/entries?asset=caidan&limit=200', {
        token: account.token,
      }),
      'entries',
    ).entries;
    const sum = (entries: Entry[]) => entries.reduce((total, e) => total + e.delta, 0);
    const cash = cashEntries.filter((e) => e.asset === 'cash');
    const rewards = cash.filter((e) => e.ref_type === 'invite' || e.ref_type === 'prize');
    if (wallet.cash_fen < 0 || wallet.frozen_fen < 0 || wallet.caidan < 0)
      throw new Error(`${tag}: negative balance ${JSON.stringify(wallet)}`);
    // A claw-back the cash did not cover is owed, and cash credited later pays it first: no cash while owing.
    if (
      wallet.owed_fen !== wallet.debts.reduce((total, debt) => total + debt.outstanding_fen, 0) ||
      wallet.debts.some((debt) => debt.outstanding_fen <= 0)
    )
      throw new Error(
        `${tag}: owed ${wallet.owed_fen} is not the sum of the open debts ${JSON.stringify(wallet.debts)}`,
      );
    if (wallet.owed_fen > 0 && wallet.cash_fen > 0)
      violated(
        'invite-clawback-spent',
        `${tag}: owes ${wallet.owed_fen} fen of clawed-back cash-back and holds ${wallet.cash_fen} fen of cash`,
      );
    const owedFor = (inviteeId: string) =>
      wallet.debts
        .filter((debt) => debt.ref_type === 'invite' && debt.ref_id === inviteeId)
        .reduce((total, debt) => total + debt.outstanding_fen, 0);
    if (
      wallet.cash_fen !== sum(cash) ||
      wallet.frozen_fen !== sum(cashEntries.filter((e) => e.asset === 'cash_frozen')) ||
      wallet.caidan !== sum(caidanEntries)
    )
      throw new Error(`${tag}: wallet ${JSON.stringify(wallet)} differs from the sum of its entries`);
    if (wallet.cash_fen - sum(rewards) !== account.cash)
      throw new Error(
        `${tag}: cash ${wallet.cash_fen} (${sum(rewards)} of it rewards), the model expects ${account.cash} + rewards`,
      );
    if (wallet.frozen_fen !== account.frozen)
      throw new Error(`${tag}: frozen ${wallet.frozen_fen}, expected ${account.frozen}`);
    const caidanRewards = sum(caidanEntries.filter((e) => e.ref_type === 'prize'));
    if (wallet.caidan - caidanRewards !== account.caidan)
      throw new Error(`${tag}: caidan ${wallet.caidan}, expected ${account.caidan} + ${caidanRewards} of prizes`);
    // Invite cash-back: one reward per invited person, never for the own device, never for a refunded purchase.
    const byInvitee = new Map<string, number>();
    for (const entry of cash.filter((e) => e.ref_type === 'invite'))
      byInvitee.set(entry.ref_id, (byInvitee.get(entry.ref_id) ?? 0) + entry.delta);
    const rewardedPersons = new Map<number, number>();
    for (const [inviteeId, gross] of byInvitee) {
      // What the inviter still owes for this friend is not kept.
      const net = gross - owedFor(inviteeId);
      if (net <= 0) continue;
      const friendIndex = idsOf.get(Number(inviteeId));
      if (friendIndex === undefined)
        throw new Error(`${tag}: invite reward for user ${inviteeId}, whom the model never saw register`);
      const invite = model.invites.get(Number(inviteeId));
      if (invite?.inviter !== index)
        throw new Error(
          `${tag}: invite reward for p${friendIndex} (user ${inviteeId}), who was not invited by p${index}`,
        );
      rewardedPersons.set(friendIndex, (rewardedPersons.get(friendIndex) ?? 0) + 1);
      if (invite.sameDevice)
        violated(
          'one-person-one-reward',
          `${tag}: invite reward ${net} fen for p${friendIndex}, registered on the inviter's own device`,
        );
      const friendOrders = model.orders
        .filter((o) => o.userId === Number(inviteeId) && o.paidAt !== null)
        .sort((a, b) => String(a.paidAt).localeCompare(String(b.paidAt)));
      const first = friendOrders[0];
      if (!first)
        throw new Error(`${tag}: invite reward for p${friendIndex} (user ${inviteeId}), who has paid for nothing`);
      if (net > inviteRewardFen(Math.max(...friendOrders.map((o) => o.payFen)), INVITE))
        throw new Error(`${tag}: invite reward ${net} fen is more than the rule gives for p${friendIndex}'s purchases`);
      if (!invite.eligible)
        violated(
          'one-person-one-reward',
          `${tag}: invite reward ${net} fen for user ${inviteeId} (p${friendIndex}), an account that may not earn one (same device or the mobile registered before)`,
        );
      const kept = Math.max(...friendOrders.map((o) => inviteRewardFen(o.payFen - o.refunded, INVITE)));
      if (net > kept)
        violated(
          'invite-clawback-spent',
          `${tag}: invite reward for p${friendIndex} stands at ${net} fen after refunds, the rule gives at most ${kept} fen for what is still paid`,
        );
      if (friendOrders.every((o) => o.status === 'REFUNDED' && o.refunded >= o.payFen))
        violated(
          'pending-rewards',
          `${tag}: invite reward ${net} fen stands though p${friendIndex}'s purchases were refunded in full (${friendOrders.map((o) => o.orderNo).join(',')})`,
        );
    }
    // A friend whose first paid order is past the refund window, with nothing refunded, has rewarded the inviter exactly.
    for (const [inviteeId, invite] of model.invites) {
      if (invite.inviter !== index || !invite.eligible) continue;
      const friendOrders = model.orders
        .filter((o) => o.userId === inviteeId && o.paidAt !== null)
        .sort((a, b) => String(a.paidAt).localeCompare(String(b.paidAt)));
      const first = friendOrders.find(
        (o) => o.status === 'PAID' && Date.parse(String(o.paidAt)) <= Date.now() - 7 * DAY_MS,
      );
      if (!first || friendOrders.some((o) => o.refunded > 0)) continue;
      const net = byInvitee.get(String(inviteeId)) ?? 0;
      if (net !== inviteRewardFen(first.payFen, INVITE))
        throw new Error(
          `${tag}: friend user ${inviteeId} paid ${first.orderNo} (${first.payFen} fen) past the refund window; the inviter holds ${net} fen of cash-back, the rule gives ${inviteRewardFen(first.payFen, INVITE)}`,
        );
    }
    for (const [friendIndex, count] of rewardedPersons)
      if (count > 1)
        violated(
          'one-person-one-reward',
          `${tag}: p${friendIndex} (${model.persons[friendIndex].mobile}) rewarded the inviter ${count} times`,
        );
    // Membership: exactly the days still paid for.
    const membership = expect200(
      await real.up.call<{ level: MemberLevel; days_left: number }>('GET', '/member/membership', {
        token: account.token,
      }),
      'membership',
    );
    const expected = expectedMembership(membershipOrders(model, index), new Date());
    const expectedDays = expected.end === null ? 0 : Math.ceil((expected.end - Date.now()) / DAY_MS);
    if (membership.level !== expected.level || Math.abs(membership.days_left - expectedDays) > 1) {
      const refundedAny = ordersOf(model, index).some((o) => o.refunded > 0);
      violated(
        refundedAny ? 'refund-segments' : null,
        `${tag}: membership ${membership.level} ${membership.days_left} days, the paid periods give ${expected.level} ${expectedDays} days`,
      );
    }
    // An upgraded VIP order is refunded at most for what was not credited.
    for (const upgrade of ordersOf(model, index).filter(
      (o) =>
        o.kind === 'upgrade' && o.creditFen > 0 && o.paidAt && !(o.status === 'REFUNDED' && o.refunded >= o.payFen),
    )) {
      const consumed = model.orders.filter((o) => upgrade.consumed.includes(o.orderNo));
      const paidFor = consumed.reduce((total, o) => total + o.payFen, 0);
      const returned = consumed.reduce((total, o) => total + o.refunded, 0);
      if (returned + upgrade.creditFen > paidFor)
        violated(
          'upgrade-credit',
          `${tag}: VIP orders ${upgrade.consumed.join(',')} paid ${paidFor}, refunded ${returned}, and credited ${upgrade.creditFen} to upgrade ${upgrade.orderNo}`,
        );
    }
    // Every page this user can open still answers.
    const overview = overviews.get(index)!;
    if (overview.status !== 200) throw new Error(`${tag}: invite overview ${overview.status}`);
    const parsed = inviteOverviewSchema.safeParse(overview.data);
    if (!parsed.success)
      violated(
        'closed-friend-page',
        `${tag}: the invite overview fails its schema: ${parsed.error.issues[0]?.message} at ${parsed.error.issues[0]?.path.join('.')}`,
      );
  }
}

async function diagnosis(real: Real, userId: number): Promise<string> {
  const query = async (sql: string) =>
    (await real.up.db.execute({ sql, args: [userId] })).rows.map((row) => ({ ...row }));
  return JSON.stringify({
    user: await query(
      'SELECT u.mobile, u.vip_level, m.expire_at FROM users u LEFT JOIN vip_memberships m ON m.user_id = u.id WHERE u.id = ?',
    ),
    orders: await query(
      "SELECT order_no, plan_id, kind, status, paid_fen, credit_fen, paid_at, source FROM orders WHERE user_id = ? AND status <> 'PENDING' ORDER BY created_at",
    ),
    refunds: await query('SELECT order_no, amount_fen, status FROM refunds WHERE user_id = ?'),
    segments: await query('SELECT * FROM member_segments WHERE user_id = ? ORDER BY id').catch(() => []),
    closures: await query('SELECT status, forfeit FROM account_closures WHERE user_id = ?').catch(() => []),
  });
}

/** The money pages a user can open (besides the invite overview, checked every step) still answer. */
export async function checkPages(model: Model, real: Real): Promise<void> {
  for (const [index, person] of model.persons.entries()) {
    if (!person.account) continue;
    for (const route of [
      '/orders',
      '/coupons/mine',
      '/tasks',
      '/wallet/withdrawals',
      '/caidan/exchanges',
      '/member/quote?plan_id=svip-month',
    ]) {
      const answer = await real.up.call('GET', route, { token: person.account.token });
      if (answer.status !== 200)
        throw new Error(`p${index} (${person.mobile}): GET ${route} answered ${answer.status} ${answer.message}`);
    }
    for (const order of ordersOf(model, index)) {
      for (const route of [`/orders/${order.orderNo}`, `/orders/${order.orderNo}/refund`]) {
        const answer = await real.up.call('GET', route, { token: person.account.token });
        if (answer.status !== 200)
          throw new Error(`p${index} (${person.mobile}): GET ${route} answered ${answer.status} ${answer.message}`);
      }
    }
  }
}

/** Four persons: p0 and p1 register on their own, p2 with p0's invite code, p3 with p1's (on p1's phone when `sameDevice`). */
export async function newModel(
  real: Real,
  persons: number,
  anchor: { token: string; room: number },
  sameDevice = false,
): Promise<Model> {
  const model: Model = {
    persons: [],
    orders: [],
    invites: new Map(),
    anchorToken: anchor.token,
    anchorRoom: anchor.room,
    steps: 0,
  };
  for (let index = 0; index < persons; index += 1) {
    model.persons.push({
      mobile: freshMobile(),
      device: `model-device-${randomUUID()}`,
      account: null,
      pastIds: [],
      newcomerClaimed: false,
    });
  }
  for (const person of model.persons.slice(0, 2)) {
    person.account = await login(real, person, null);
    person.pastIds.push(person.account.userId);
  }
  for (let index = 2; index < persons; index += 1)
    await new Register(index, index - 2, sameDevice && index === 3).run(model, real);
  return model;
}
