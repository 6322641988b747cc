import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import { OPEN_DEFECTS } from './known-defects';
import {
  Buy,
  checkInvariants,
  checkPages,
  ClaimNewcomer,
  ClaimTask,
  CloseAccount,
  commandArbitraries,
  Exchange,
  Fund,
  LuckyBag,
  newModel,
  PassRefundWindow,
  Pay,
  Reassess,
  Refund,
  Register,
  RunRenewals,
  skipped,
  Withdraw,
  type Model,
  type Real,
} from './money-model';
import { startWorld, stopWorld, type World } from './world';

/**
 * Model-based test of the money domain (DOMAIN-MODEL "Rules for sequences"): random sequences of
 * purchases, payments (twice, late), refunds (partial, concurrent), invites, account closures, tasks,
 * exchanges, withdrawals, auto-renewals, lucky bags and re-assessments across four persons, each step
 * followed by every invariant (money-model.ts checkInvariants). First, fixed sequences replayed: the
 * sequences of issue "money integrity II" and the ones the random test shrank to. CI runs a bounded
 * number of random sequences; a longer run: npm run test:model -- --runs 500.
 * p0 and p1 register on their own, p2 with p0's invite code, p3 with p1's (on p1's phone in the
 * same-device sequences). A replayed sequence is judged by its own users' lines of the reconciliation
 * report, so one failure stays one; the random sequences by the whole report.
 */
const RUNS = Number(process.env.MODEL_RUNS ?? 15);
const MAX_COMMANDS = Number(process.env.MODEL_MAX_COMMANDS ?? 25);
// `npm test` runs the same sequences every time (a red CI names a sequence, never luck); the longer
// runs of `npm run test:model` pick a seed of their own unless given one.
const SEED = Number(process.env.MODEL_SEED ?? (process.env.MODEL_RUNS ? Date.now() % 2 ** 31 : 20261128));
const PERSONS = 4;

let world: World;
const counts = { sequences: 0, steps: 0, byCommand: new Map<string, number>() };

class Checked implements fc.AsyncCommand<Model, Real> {
  constructor(readonly inner: fc.AsyncCommand<Model, Real>) {}
  check(model: Readonly<Model>) {
    return this.inner.check(model);
  }
  async run(model: Model, r: Real) {
    model.steps += 1;
    counts.steps += 1;
    counts.byCommand.set(this.inner.constructor.name, (counts.byCommand.get(this.inner.constructor.name) ?? 0) + 1);
    await this.inner.run(model, r);
    await checkInvariants(model, r, `step ${model.steps} ${this.inner.toString()}`);
  }
  toString() {
    return this.inner.toString();
  }
}

// Preparing every module's tables and seed takes 25 s on an idle machine, minutes on a busy shared one.
beforeAll(async () => {
  world = await startWorld();
}, 600_000);

afterAll(async () => {
  await stopWorld(world);
  const open = [...skipped].map(([defect, seen]) => `  ${defect}: ${seen.count}× e.g. ${seen.example}`);
  const commands = [...counts.byCommand].map(([name, n]) => `${name} ${n}`).join(', ');
  console.log(
    `money model: ${counts.sequences} sequences, ${counts.steps} steps (${commands}); open defects met (${OPEN_DEFECTS.size} listed):\n${open.join('\n') || '  none'}`,
  );
});

// The random sequences run first, on a database only the seed and they have written: the whole report must stay empty.
it(
  'every sequence of money operations keeps the invariants and an empty reconciliation report',
  async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.commands(
          commandArbitraries(PERSONS).map((arb) => arb.map((command) => new Checked(command))),
          { maxCommands: MAX_COMMANDS, size: 'max' },
        ),
        async (sameDevice, commands) => {
          counts.sequences += 1;
          const model = await newModel(world.real, PERSONS, world.anchor, sameDevice);
          await checkInvariants(model, world.real, 'setup');
          await fc.asyncModelRun(() => ({ model, real: world.real }), commands);
          await checkPages(model, world.real);
          // Reading the pages may write (settlements, projections): the sequence's own users are checked once more.
          await checkInvariants(model, world.real, 'after the pages', 'model');
          // A long run can be watched: one line per sequence that held (Jest prints only at the end).
          if (process.env.MODEL_PROGRESS)
            appendFileSync(
              process.env.MODEL_PROGRESS,
              `${new Date().toISOString()} sequence ${counts.sequences} ok, ${counts.steps} steps\n`,
            );
        },
      ),
      { numRuns: RUNS, seed: SEED, path: process.env.MODEL_PATH, endOnFailure: process.env.MODEL_SHRINK !== '1' },
    );
  },
  Number(process.env.MODEL_TIMEOUT_MS ?? 240_000),
);

async function replay(commands: fc.AsyncCommand<Model, Real>[], sameDevice = false): Promise<Model> {
  const model = await newModel(world.real, 4, world.anchor, sameDevice);
  await checkInvariants(model, world.real, 'setup', 'model');
  for (const [index, command] of commands.entries()) {
    if (!command.check(model)) throw new Error(`step ${index + 1} ${command.toString()} cannot run here`);
    model.steps += 1;
    await command.run(model, world.real);
    await checkInvariants(model, world.real, `step ${index + 1} ${command.toString()}`, 'model');
  }
  await checkPages(model, world.real);
  return model;
}

const statusOf = (model: Model, index: number) => model.orders[index].status;

describe('money sequences replayed', () => {
  it('refunding the first of two back-to-back VIP months leaves 30 days', async () => {
    const model = await replay([
      new Buy(0, 'vip-month', 'none', 'once'),
      new Buy(0, 'vip-month', 'none', 'once'),
      new Refund(0, 0, false, 1, 'REFUNDED'),
    ]);
    expect(model.orders.map((o) => o.status)).toEqual(['REFUNDED', 'PAID']);
  });

  it('a partial refund shortens the period pro rata; concurrent refund requests make one refund', async () => {
    const model = await replay([new Buy(0, 'vip-quarter-gift', 'none', 'once'), new Refund(0, 0, true, 3, 'REFUNDED')]);
    expect(model.orders[0].refunded).toBeGreaterThan(0);
    expect(model.orders[0].refunded).toBeLessThan(model.orders[0].payFen);
  });

  it('a VIP order credited to an SVIP upgrade is refunded only for what was not credited', async () => {
    const model = await replay([
      new Buy(0, 'vip-year-prepay', 'none', 'once'),
      new Buy(0, 'svip-month', 'none', 'once'),
      new Refund(0, 0, false, 1, 'REFUNDED'),
    ]);
    expect(model.orders[1].creditFen).toBeGreaterThan(0);
    expect(model.orders[1].creditFen).toBeLessThanOrEqual(model.orders[0].payFen);
  });

  it('an upgrade refunded in full gives back the VIP days its credit came from, and they end with their own refunds (shrunk from the model test, seed 1207617063)', async () => {
    // A VIP quarter and a prepaid VIP year credited 9,799 fen to an SVIP month paid with 1 fen; the upgrade, then the quarter, then the year are refunded.
    const model = await replay([
      new Buy(0, 'vip-quarter-gift', 'none', 'once'),
      new Buy(0, 'vip-year-prepay', 'none', 'once'),
      new Buy(0, 'svip-month', 'none', 'once'),
      new Refund(0, 2, false, 1, 'REFUNDED'),
      new Refund(0, 0, false, 1, 'REFUNDED'),
      new Refund(0, 0, false, 1, 'REFUNDED'),
    ]);
    expect(model.orders.map((o) => [o.kind, o.creditFen, o.status, o.refunded])).toEqual([
      ['new', 0, 'REFUNDED', 8800],
      ['renew', 0, 'REFUNDED', 19900],
      ['upgrade', 9799, 'REFUNDED', 1],
    ]);
  });

  it('a coupon-discounted VIP month upgrades with credit from what was paid', async () => {
    await replay([
      new ClaimNewcomer(0),
      new Buy(0, 'vip-month', 'auto', 'once'),
      new Buy(0, 'svip-month', 'none', 'once'),
    ]);
  });

  it('a second payment and a payment after the close are refunded to their source', async () => {
    const model = await replay([
      new Buy(0, 'vip-month', 'none', 'twice'),
      new Buy(1, 'vip-month', 'none', 'twice-concurrent'),
      new Buy(2, 'course-value', 'none', 'late'),
    ]);
    expect(model.persons[0].account!.strayPaid).toBe(2800);
    expect(statusOf(model, 2)).toBe('CLOSED');
  });

  it('a friend refunded inside the window earns nothing; the gift coupon and the first-purchase reward do not stand', async () => {
    await replay([
      new Buy(2, 'vip-quarter-gift', 'none', 'once'),
      new ClaimTask(2, 'first_purchase'),
      new Refund(2, 0, false, 1, 'REFUNDED'),
      new PassRefundWindow(2),
    ]);
  });

  it('a friend paid past the window rewards the inviter once; a refund after that claws the cash-back back', async () => {
    await replay([
      new Buy(2, 'vip-quarter-gift', 'none', 'once'),
      new PassRefundWindow(2),
      new Buy(2, 'vip-month', 'none', 'once'),
      new Refund(2, 1, false, 1, 'REFUNDED'),
    ]);
  });

  it('the inviter spends a cash-back settled past the window (shrunk from the model test)', async () => {
    const model = await replay([
      new Buy(2, 'butler-30', 'auto', 'once'),
      new PassRefundWindow(2),
      new Exchange(0, 'cash_to_caidan', 500),
    ]);
    expect(model.persons[0].account?.caidan).toBe(5000);
  });

  it('a refund after the cash-back was spent takes back the rest and records what was spent as owed; later cash pays it first (shrunk from the model test)', async () => {
    // p2 pays 28.00 (2.80 cash-back to p0), p0 exchanges 1.00 of it, p2 is refunded in full after settlement.
    const model = await replay([
      new Buy(2, 'vip-month', 'none', 'once'),
      new PassRefundWindow(2),
      new Exchange(0, 'cash_to_caidan', 100),
      new Refund(2, 0, false, 1, 'REFUNDED'),
    ]);
    const inviter = model.persons[0].account!;
    type WalletAnswer = {
      cash_fen: number;
      owed_fen: number;
      debts: Array<{ ref_type: string; ref_id: string; outstanding_fen: number }>;
    };
    const owing = (await world.real.up.call<WalletAnswer>('GET', '/wallet', { token: inviter.token })).data;
    // Past the window the refund is pro rata and the cash-back falls to the share still paid: the 1.80 left in cash is taken, the rest is owed.
    expect(owing.cash_fen).toBe(0);
    expect(owing.owed_fen).toBeGreaterThan(0);
    expect(owing.debts).toEqual([
      expect.objectContaining({
        ref_type: 'invite',
        ref_id: String(model.persons[2].account!.userId),
        outstanding_fen: owing.owed_fen,
      }),
    ]);
    // The next cash credited pays the debt first, with an entry the inviter can read.
    await new Fund(0, 2000, 0).run(model, world.real);
    await checkInvariants(model, world.real, 'after the next credit', 'model');
    const paid = (await world.real.up.call<WalletAnswer>('GET', '/wallet', { token: inviter.token })).data;
    expect(paid).toMatchObject({ cash_fen: 2000 - owing.owed_fen, owed_fen: 0, debts: [] });
    const entries = (
      await world.real.up.call<{ entries: Array<{ kind: string; delta: number; memo: string }> }>(
        'GET',
        '/wallet/entries',
        { token: inviter.token },
      )
    ).data.entries;
    expect(entries.find((entry) => entry.kind === 'debt_repay')).toMatchObject({
      delta: -owing.owed_fen,
      memo: expect.stringContaining('待追回'),
    });
  });

  it('an account on the inviter’s own device earns the inviter nothing', async () => {
    await replay([new Buy(3, 'vip-month', 'none', 'once'), new PassRefundWindow(3)], true);
  });

  it('a friend who closes the account and registers again rewards the inviter once, and gets no second newcomer coupon', async () => {
    await replay([
      new ClaimNewcomer(2),
      new Buy(2, 'vip-month', 'none', 'once'),
      new PassRefundWindow(2),
      new CloseAccount(2),
      new Register(2, 0, false),
      new ClaimNewcomer(2),
      new Buy(2, 'vip-month', 'none', 'once'),
      new PassRefundWindow(2),
    ]);
  });

  it('cash that arrives during the cooling-off calls the deletion off; the person keeps the account and the cash', async () => {
    const model = await replay([new Buy(0, 'vip-month', 'none', 'once'), new CloseAccount(0, true)]);
    expect(model.persons[0].account?.cash).toBe(2000);
  });

  it('a person assessed into the lowest category keeps that assessment when a cancelled closure logs them in again (shrunk from the model test)', async () => {
    const model = await replay([new Reassess(3, 1), new CloseAccount(3, true), new Buy(3, 'vip-month', 'auto', null)]);
    expect(model.orders).toEqual([]);
  });

  it('buying the same plan again while its order waits answers that order (shrunk from the model test)', async () => {
    const model = await replay([
      new Buy(1, 'vip-year-prepay', 'auto', null),
      new Buy(1, 'vip-year-prepay', 'auto', 'once'),
    ]);
    expect(model.orders.map((o) => o.status)).toEqual(['PAID']);
  });

  it('an order made before a VIP began is not answered again for the same plan: it closes and a renewal is priced (shrunk from the model test, seed 731500117)', async () => {
    const model = await replay([
      new Buy(3, 'vip-year-prepay', 'none', null),
      new Buy(3, 'vip-month', 'none', 'once'),
      new Buy(3, 'vip-year-prepay', 'none', 'once'),
    ]);
    expect(model.orders.map((o) => [o.plan.id, o.kind, o.status])).toEqual([
      ['vip-year-prepay', 'new', 'CLOSED'],
      ['vip-month', 'new', 'PAID'],
      ['vip-year-prepay', 'renew', 'PAID'],
    ]);
  });

  it('an SVIP pays a VIP order made before the upgrade: the order closes and the payment goes back', async () => {
    const model = await replay([
      new Buy(0, 'vip-month', 'none', 'once'),
      new Buy(0, 'vip-month', 'none', null),
      new Buy(0, 'svip-month', 'none', 'once'),
      new Pay(0, 0, 'once'),
    ]);
    expect(model.orders.map((o) => o.status)).toEqual(['PAID', 'CLOSED', 'PAID']);
    expect(model.persons[0].account?.strayPaid).toBe(2800);
  });

  it('the renewal job charges a monthly member once, a day before the end, and the membership runs on', async () => {
    const model = await replay([new Buy(0, 'vip-month', 'none', 'once'), new RunRenewals(0)]);
    expect(model.orders.map((o) => [o.kind, o.status])).toEqual([
      ['new', 'PAID'],
      ['renew', 'PAID'],
    ]);
  });

  it('the renewal job charges neither a refunded subscription nor a closed account', async () => {
    const model = await replay([
      new Buy(0, 'vip-month', 'none', 'once'),
      new Buy(1, 'vip-month', 'none', 'once'),
      new Refund(1, 0, false, 1, 'REFUNDED'),
      new Buy(2, 'vip-month', 'none', 'once'),
      new CloseAccount(2),
      new RunRenewals(0),
    ]);
    expect(model.orders.filter((o) => o.kind === 'renew').map((o) => o.person)).toEqual([0]);
  });

  it('re-assessed into the lowest category, an R3 order made before cannot be paid', async () => {
    const model = await replay([
      new Buy(0, 'butler-30', 'none', null),
      new Reassess(0, 1),
      new Pay(0, 0, 'once'),
      new Buy(0, 'butler-30', 'none', null),
    ]);
    expect(model.orders.map((o) => o.status)).toEqual(['PENDING']);
  });

  it('withdrawals, exchanges and a reused verification ticket keep the ledger whole', async () => {
    await replay([
      new Fund(0, 20000, 3000),
      new Exchange(0, 'caidan_to_cash', 2000),
      new Withdraw(0, 5000, 'PAID', true),
      new Exchange(0, 'cash_to_caidan', 500),
      new Withdraw(0, 1000, 'FAILED', false),
    ]);
  });

  it('lucky-bag winners are credited their prize', async () => {
    await replay([new LuckyBag([0, 1, 2])]);
  });
});
