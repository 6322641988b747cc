import { authModule } from '@/upstream/account/auth';
import { complianceModule } from '@/upstream/account/compliance';
import { couponModule } from '@/upstream/shared/coupon';
import { drawModule } from '@/upstream/shared/draw';
import { balanceOf, ledgerModule } from '@/upstream/shared/ledger';
import { liveModule } from '@/upstream/live/module';
import { orderModule } from '@/upstream/commerce/order';
import { outcome, upstreamHarness, type UpstreamHarness } from '../../fixtures/upstream-routes';

/** Lucky-bag prizes are credited with the draw, once, and every prize has a value. */
let up: UpstreamHarness;
let keys = 0;
type Bag = {
  id: number;
  roomId: number;
  prizeValue: number;
  winners: { userId: number }[];
  me: { won: boolean; award: { status: string; value: number } | null } | null;
};

async function openBag(
  anchorMobile: string,
  prizeKind: 'caidan' | 'vip' | 'physical',
  prizeValue: number,
  winnerCount: number,
): Promise<Bag> {
  const anchor = await up.userOf(anchorMobile);
  const body = {
    prizeName: '直播福利',
    prizeKind,
    prizeValue,
    winnerCount,
    range: 'all',
    condition: 'watch',
    watchMinutes: 1,
    durationMinutes: 5,
  };
  return (await up.call('POST /live/anchor/lucky-bags', anchor.id, {
    body,
    headers: { 'idempotency-key': `bag-key-${(keys += 1)}` },
  })) as Bag;
}

/** Viewers who watched long enough and joined. */
async function joined(bag: Bag, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const viewer = await up.newUser();
    await up.db.execute({
      sql: 'INSERT INTO live_watch (user_id, room_id, day, seconds, last_beat_at) VALUES (?, ?, ?, 600, ?)',
      args: [viewer.id, bag.roomId, new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10), Date.now()],
    });
    await up.call('POST /live/lucky-bags/:id/join', viewer.id, { params: { id: String(bag.id) } });
    ids.push(viewer.id);
  }
  return ids;
}

const draw = async (anchorMobile: string, bag: Bag) =>
  (await up.call('POST /live/anchor/lucky-bags/:id/draw', (await up.userOf(anchorMobile)).id, {
    params: { id: String(bag.id) },
  })) as Bag;
const read = (bag: Bag, userId: number) =>
  up.call('GET /live/lucky-bags/:id', userId, { params: { id: String(bag.id) } }) as Promise<Bag>;
const awards = async (bagId: number) =>
  (
    await up.db.execute({
      sql: 'SELECT user_id, kind, value, status FROM live_bag_awards WHERE bag_id = ? ORDER BY pick',
      args: [bagId],
    })
  ).rows.map((row) => ({ ...row }));

beforeAll(async () => {
  process.env.MARKET_TODAY = '2026-11-20';
  up = await upstreamHarness([
    authModule,
    complianceModule,
    drawModule,
    liveModule,
    couponModule,
    orderModule,
    ledgerModule,
  ]);
});
afterAll(() => {
  delete process.env.MARKET_TODAY;
  up.close();
});

describe('lucky-bag prizes', () => {
  it('cai-dan reaches each winner with the draw, once, however often the bag is drawn or read', async () => {
    const bag = await openBag('13900000001', 'caidan', 300, 2);
    expect(bag.prizeValue).toBe(300);
    const viewers = await joined(bag, 3);
    const [drawn] = await Promise.all([draw('13900000001', bag), draw('13900000001', bag), read(bag, viewers[0])]);
    const winners = drawn.winners.map((winner) => winner.userId);
    expect(winners).toHaveLength(2);
    await read(bag, viewers[1]);
    for (const viewer of viewers)
      expect(await balanceOf(up.db, viewer, 'caidan')).toBe(winners.includes(viewer) ? 300 : 0);
    expect(await awards(bag.id)).toEqual(
      winners.map((userId) => ({ user_id: userId, kind: 'caidan', value: 300, status: 'CREDITED' })),
    );
    const mine = await read(bag, winners[0]);
    expect(mine.me).toMatchObject({ won: true, award: { status: 'CREDITED', value: 300 } });
  });

  it('a VIP experience is a TRIAL coupon of the prize’s days in each winner’s wallet', async () => {
    const bag = await openBag('13900000002', 'vip', 7, 1);
    await joined(bag, 2);
    const [winner] = (await draw('13900000002', bag)).winners;
    await read(bag, winner.userId);
    const coupons = await up.db.execute({
      sql: "SELECT t.type, t.value FROM user_coupons c JOIN coupon_templates t ON t.id = c.template_id WHERE c.user_id = ? AND c.status = 'UNUSED'",
      args: [winner.userId],
    });
    expect(coupons.rows.map((row) => [row.type, row.value])).toEqual([['TRIAL', 7]]);
    expect(await awards(bag.id)).toEqual([{ user_id: winner.userId, kind: 'vip', value: 7, status: 'CREDITED' }]);
  });

  it('a physical prize waits for the winner’s address, with its declared value', async () => {
    const bag = await openBag('13900000005', 'physical', 199, 1);
    await joined(bag, 1);
    const [winner] = (await draw('13900000005', bag)).winners;
    expect(await awards(bag.id)).toEqual([
      { user_id: winner.userId, kind: 'physical', value: 199, status: 'AWAITING_ADDRESS' },
    ]);
  });

  it('the seeded bag’s winners are credited on its first read, once', async () => {
    const seeded = (await up.db.execute("SELECT id FROM live_lucky_bags WHERE prize_name = '财蛋 500 个'")).rows[0];
    const bag = { id: Number(seeded.id) } as Bag;
    const anyone = await up.newUser();
    await read(bag, anyone.id);
    await read(bag, anyone.id);
    const rows = await awards(bag.id);
    expect(rows.map((row) => row.status)).toEqual(['CREDITED', 'CREDITED']);
    for (const row of rows) expect(await balanceOf(up.db, Number(row.user_id), 'caidan')).toBeGreaterThanOrEqual(500);
    const entries = await up.db.execute({
      sql: "SELECT COUNT(*) AS n FROM ledger_entries WHERE ref_type = 'prize' AND ref_id = ?",
      args: [`lucky-bag:${bag.id}`],
    });
    expect(Number(entries.rows[0].n)).toBe(2);
  });

  it.each([
    ['caidan', 0, '每人奖品：财蛋请填写 1–10,000 个的整数'],
    ['vip', 90, '每人奖品：VIP 体验请填写 1–31 天的整数'],
    ['physical', 6000, '每人奖品：实物奖品请填写 1–5,000 元的整数'],
  ] as const)('refuses a %s prize of %i per winner', async (kind, value, message) => {
    expect(await outcome(openBag('13900000003', kind, value, 1))).toBe(`400 ${message}`);
  });
});

describe('a physical prize’s address', () => {
  it('is given once, by the winner only', async () => {
    const bag = await openBag('13900000003', 'physical', 99, 1);
    const [loser, other] = await joined(bag, 2);
    const [winner] = (await draw('13900000003', bag)).winners;
    const stranger = winner.userId === loser ? other : loser;
    const address = { name: '王小明', mobile: '13912345678', address: '上海市浦东新区世纪大道100号' };
    const submit = (userId: number) =>
      outcome(up.call('POST /live/lucky-bags/:id/address', userId, { params: { id: String(bag.id) }, body: address }));
    expect(await submit(stranger)).toBe('404 没有需要填写收货地址的奖品');
    expect(await submit(winner.userId)).toBe('ok');
    expect(await submit(winner.userId)).toBe('409 收货地址已提交，请勿重复提交');
    expect(await awards(bag.id)).toEqual([
      { user_id: winner.userId, kind: 'physical', value: 99, status: 'ADDRESS_SUBMITTED' },
    ]);
  });
});
