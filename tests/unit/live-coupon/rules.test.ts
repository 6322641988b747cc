import { couponCondition, couponHeadline, liveCouponState, skuScopeLabel } from '@/lib/live-coupon/rules';
import { formatChinaMonthDayTime } from '@/lib/format/china-time';
import { openDatabase, prepareModules } from '@/upstream/core/database';
import { couponModule, grantCoupon } from '@/upstream/shared/coupon';
import { liveCouponModule } from '@/upstream/commerce/live-coupon';

const NOW = new Date('2026-11-20T14:30:00Z');
const LATER = '2026-11-21T14:30:00Z';

describe('live coupon rules', () => {
  it('what the viewer holds decides first, then the claim window, then the stock', () => {
    expect(liveCouponState({ stock: 5, claimEndsAt: LATER, perUserLimit: 1, held: 0 }, NOW)).toBe('claimable');
    expect(liveCouponState({ stock: 5, claimEndsAt: LATER, perUserLimit: 1, held: 1 }, NOW)).toBe('claimed');
    expect(liveCouponState({ stock: 0, claimEndsAt: LATER, perUserLimit: 1, held: 1 }, NOW)).toBe('claimed');
    expect(liveCouponState({ stock: 0, claimEndsAt: LATER, perUserLimit: 1, held: 0 }, NOW)).toBe('sold_out');
    expect(liveCouponState({ stock: 0, claimEndsAt: NOW.toISOString(), perUserLimit: 1, held: 0 }, NOW)).toBe(
      'expired',
    );
    expect(liveCouponState({ stock: 5, claimEndsAt: LATER, perUserLimit: 2, held: 1 }, NOW)).toBe('claimable');
  });

  it('writes the face, condition and scope of each type in integers', () => {
    expect(couponHeadline('FULL_REDUCTION', 2000)).toEqual({ amount: '20', unit: '元' });
    expect(couponHeadline('INSTANT', 1050)).toEqual({ amount: '10.5', unit: '元' });
    expect(couponHeadline('DISCOUNT', 850)).toEqual({ amount: '8.5', unit: '折' });
    expect(couponHeadline('DISCOUNT', 900)).toEqual({ amount: '9', unit: '折' });
    expect(couponHeadline('TRIAL', 3)).toEqual({ amount: '3', unit: '天' });
    expect(couponCondition('FULL_REDUCTION', 10000, null)).toBe('满100元可用');
    expect(couponCondition('DISCOUNT', 0, 5000)).toBe('无门槛，最高减50元');
    expect(couponCondition('TRIAL', 0, null)).toBe('会员体验，不抵扣金额');
    expect(skuScopeLabel(null)).toBe('全部商品');
    expect(skuScopeLabel([601, 602])).toBe('VIP会员套餐');
    expect(skuScopeLabel([611, 612, 613])).toBe('SVIP会员套餐');
    expect(skuScopeLabel([601, 611])).toBe('指定2款商品');
    expect(formatChinaMonthDayTime('2026-11-20T14:30:00Z')).toBe('11月20日 22:30');
  });
});

describe('live coupon module (upstream)', () => {
  it('seeds every room with three in stock, one sold out and one expired, as live-source templates', async () => {
    const db = openDatabase(':memory:');
    await db.execute(
      'CREATE TABLE users (id INTEGER PRIMARY KEY, mobile TEXT, nickname TEXT NOT NULL, vip_level TEXT, created_at TEXT)',
    );
    await db.execute('CREATE TABLE live_rooms (id INTEGER PRIMARY KEY, title TEXT NOT NULL)');
    await db.batch(
      [1, 2].map((id) => ({ sql: 'INSERT INTO live_rooms VALUES (?, ?)', args: [id, `房间${id}`] })),
      'write',
    );
    await db.batch(
      Array.from({ length: 30 }, (_, index) => ({
        sql: 'INSERT INTO users (id, nickname) VALUES (?, ?)',
        args: [index + 1, `观众${index + 1}`],
      })),
      'write',
    );
    await prepareModules(db, [couponModule, liveCouponModule]);
    const rows = (
      await db.execute(
        'SELECT lc.room_id, t.stock, t.source, lc.claim_ends_at FROM live_coupons lc JOIN coupon_templates t ON t.id = lc.template_id WHERE lc.room_id = 2',
      )
    ).rows;
    const now = Date.now();
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.source === 'live')).toBe(true);
    expect(
      rows.filter((row) => Number(row.stock) > 0 && new Date(String(row.claim_ends_at)).getTime() > now),
    ).toHaveLength(3);
    expect(rows.filter((row) => Number(row.stock) === 0)).toHaveLength(1);
    expect(rows.filter((row) => new Date(String(row.claim_ends_at)).getTime() <= now)).toHaveLength(1);

    // The claim is the coupon module's grant: 30 concurrent grants of a 10-stock template give 10.
    await db.execute('UPDATE coupon_templates SET stock = 10 WHERE id = 1021');
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, index) => grantCoupon(db, index + 1, 1021, 'live')),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    expect(Number((await db.execute('SELECT stock FROM coupon_templates WHERE id = 1021')).rows[0].stock)).toBe(0);
    expect(
      Number((await db.execute('SELECT COUNT(*) AS n FROM user_coupons WHERE template_id = 1021')).rows[0].n),
    ).toBe(10);
    db.close();
  });
});
