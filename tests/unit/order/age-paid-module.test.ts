import { orderModule } from '@/upstream/commerce/order';
import { reconcile } from '@/upstream/commerce/reconcile';
import { moneyFixture, type Fixture } from './money-fixture';

/**
 * The development route the contract suites use to let a refund window pass: time passes for the
 * order's owner, and the membership still equals the days paid for (the reconciliation report agrees).
 */
describe('POST /__dev/orders/age-paid', () => {
  let fixture: Fixture;
  beforeEach(async () => {
    fixture = await moneyFixture();
  });
  afterEach(() => fixture.close());

  it('moves the whole purchase back, not its payment time alone', async () => {
    const userId = await fixture.user();
    const first = await fixture.buy(userId, 'vip-month');
    await fixture.buy(userId, 'vip-month');
    const before = await reconcile(fixture.db);
    expect(before.mismatches.filter((mismatch) => mismatch.user_id === userId)).toEqual([]);

    await fixture.route(orderModule, 'POST /__dev/orders/age-paid', userId, {}, { order_no: first, days: 8 });

    const after = await reconcile(fixture.db);
    expect(after.mismatches.filter((mismatch) => mismatch.user_id === userId)).toEqual([]);
    const line = after.users.find((user) => user.user_id === userId);
    expect(line).toBeDefined();
  });
});
