import { GROWTH_LEVELS, growthFrom, levelOf } from '@/lib/growth/rules';
import { authModule } from '@/upstream/account/auth';
import { complianceModule } from '@/upstream/account/compliance';
import { couponModule } from '@/upstream/shared/coupon';
import { ledgerModule } from '@/upstream/shared/ledger';
import { orderModule } from '@/upstream/commerce/order';
import { signIn, taskModule } from '@/upstream/activity/task';
import { userGrowthModule } from '@/upstream/account/user-growth';
import { upstreamHarness, type UpstreamHarness } from '../../fixtures/upstream-routes';

/** The equity centre's level: earned growth only; a new user is 股市新人 with 0. */
let up: UpstreamHarness;
type Level = { level: number; level_name: string; growth_value: number; next_level_value: number | null };

beforeAll(async () => {
  up = await upstreamHarness([
    authModule,
    complianceModule,
    couponModule,
    orderModule,
    ledgerModule,
    taskModule,
    userGrowthModule,
  ]);
}, 60_000);
afterAll(() => up.close());

describe('user level', () => {
  it('a user registered a moment ago starts at the lowest level with 0 growth', async () => {
    for (let index = 0; index < 5; index += 1) {
      const user = await up.newUser();
      const level = (await up.call('POST /user-growth/v1/app/user/level/show', user.id)) as Level;
      expect(level).toEqual({
        level: 1,
        level_name: '股市新人',
        growth_value: 0,
        next_level_value: GROWTH_LEVELS[1].from,
      });
    }
  });

  it('signing in earns growth, counted once per day', async () => {
    const user = await up.newUser();
    await signIn(up.db, user.id, '2026-11-19');
    await signIn(up.db, user.id, '2026-11-20');
    const level = (await up.call('POST /user-growth/v1/app/user/level/show', user.id)) as Level;
    expect(level.growth_value).toBe(20);
    expect(level.level).toBe(1);
  });

  it('levels follow the thresholds', () => {
    expect(levelOf(0)).toEqual({ level: 1, name: '股市新人', nextFrom: 200 });
    expect(levelOf(199).level).toBe(1);
    expect(levelOf(200).level).toBe(2);
    expect(levelOf(5000)).toEqual({ level: 5, name: '投资达人', nextFrom: null });
    expect(growthFrom({ signinDays: 3, paidFen: 2899 })).toBe(58);
  });
});
