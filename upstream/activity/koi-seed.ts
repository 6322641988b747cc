import { addDays, chinaToday } from '@/lib/format/date';
import { activityToday, registerActivity } from './registry';
import type { Db } from '@/upstream/core/types';
import { createActivity, type ActivitySeed, type StoredPrize } from './koi-store';

const KOI_SEED_USERS = [
  '股海老船长',
  '稳健小白兔',
  '价投阿杰',
  '红盘收割机',
  '慢牛信徒',
  '复利少女',
  '夜读年报',
  '波段阿Q',
  '守望者',
  '长线老周',
  '北向观察员',
  '低估值猎人',
];

const PRIZES = {
  svip: { name: 'SVIP 年卡体验（实物卡）', count: 1, kind: 'physical', reward: null },
  speaker: { name: '智能音箱', count: 2, kind: 'physical', reward: null },
  cash: { name: '现金红包 8.88 元', count: 5, kind: 'cash', reward: { type: 'cash', fen: 888 } },
  coupon: { name: '会员满200减30券', count: 10, kind: 'coupon', reward: { type: 'coupon', template_id: 1 } },
  caidan: { name: '财蛋 188 个', count: 20, kind: 'caidan', reward: { type: 'caidan', units: 188 } },
} satisfies Record<string, StoredPrize>;

/** Seeded activities: 1 running, 2 upcoming, 3 ended (the hub links to these ids), windows around the market day. */
export async function seedKoi(db: Db): Promise<void> {
  // The draw module may have kept koi draws of an older seed: they belong to pools that are gone.
  await db.execute("DELETE FROM draw_winners WHERE draw_id IN (SELECT id FROM draws WHERE owner_type = 'koi')");
  await db.execute("DELETE FROM draw_participants WHERE draw_id IN (SELECT id FROM draws WHERE owner_type = 'koi')");
  await db.execute("DELETE FROM draws WHERE owner_type = 'koi'");
  const now = new Date().toISOString();
  const ids: number[] = [];
  for (const [index, nickname] of KOI_SEED_USERS.entries()) {
    const mobile = `137000000${String(index + 1).padStart(2, '0')}`;
    await db.execute({
      sql: "INSERT OR IGNORE INTO users (mobile, nickname, vip_level, created_at) VALUES (?, ?, 'NONE', ?)",
      args: [mobile, nickname, now],
    });
    ids.push(Number((await db.execute({ sql: 'SELECT id FROM users WHERE mobile = ?', args: [mobile] })).rows[0].id));
  }
  const seeded = async (mobile: string) =>
    Number((await db.execute({ sql: 'SELECT id FROM users WHERE mobile = ?', args: [mobile] })).rows[0]?.id ?? 0);
  const demo = (await Promise.all(['13800000001', '13800000002', '13800000003'].map(seeded))).filter((id) => id > 0);
  // From the real day, not MARKET_TODAY: whether an activity is upcoming, running or ended is judged
  // against the real clock (activityPhase), so the seeded states hold on whatever day the tests run
  // (from the pinned day, the upcoming 新春锦鲤 would read as running from 2026-12-10 on).
  // The hub judges by the activity clock (MARKET_TODAY when pinned): windows reach past both clocks so
  // the hub and the koi page agree on every seeded activity's state whichever one a reader uses.
  const [early, late] = [chinaToday(), activityToday()].sort();
  const at = (day: string, hm: string) => new Date(`${day}T${hm}:00+08:00`).toISOString();
  const create = async (seed: ActivitySeed, summary: string) => {
    await createActivity(db, seed);
    // The hub's row is written from the same seed: one title and one window for the hub and the koi page.
    await registerActivity(db, {
      kind: 'koi',
      id: seed.id,
      title: seed.title,
      summary,
      startDay: chinaToday(new Date(seed.startAt)),
      endDay: chinaToday(new Date(seed.endAt)),
    });
  };

  await create(
    {
      id: 1,
      title: '年末锦鲤 · 好运加仓',
      intro:
        '参与奖池即有机会抽中 SVIP 年卡、智能音箱、现金红包和财蛋。活动结束时由服务器公开开奖，种子哈希开奖前即公示，人人可验证。',
      startAt: at(addDays(early, -7), '10:00'),
      endAt: at(addDays(late, 40), '20:00'),
      pools: [
        {
          id: 1,
          name: '锦鲤大奖池',
          cost: 2,
          prizes: [PRIZES.svip, PRIZES.speaker, PRIZES.cash],
          participants: ids.slice(0, 9),
        },
        { id: 2, name: '幸运财蛋池', cost: 1, prizes: [PRIZES.coupon, PRIZES.caidan], participants: ids.slice(3, 12) },
      ],
    },
    '完成任务领取抽奖码，开奖后公示中奖名单与随机种子',
  );
  await create(
    {
      id: 2,
      title: '新春锦鲤 · 开门红',
      intro: '新春特别场，开始后每天完成签到即可多得一次抽奖机会。',
      startAt: at(addDays(late, 20), '10:00'),
      endAt: at(addDays(late, 50), '20:00'),
      pools: [
        { id: 3, name: '开门红大奖池', cost: 2, prizes: [PRIZES.svip, { ...PRIZES.cash, count: 8 }] },
        { id: 4, name: '开门红财蛋池', cost: 1, prizes: [{ ...PRIZES.caidan, count: 50 }] },
      ],
    },
    '锦鲤抽奖新春场，开始后可参与',
  );
  await create(
    {
      id: 3,
      title: '金秋锦鲤 · 十月好运',
      intro: '已开奖：中奖名单与开奖种子已公开，可用公示的算法复算中奖者。',
      startAt: at(addDays(early, -60), '10:00'),
      endAt: at(addDays(early, -30), '20:00'),
      pools: [
        {
          id: 5,
          name: '金秋大奖池',
          cost: 2,
          prizes: [PRIZES.speaker, PRIZES.cash],
          seed: 'koi-seed-autumn-grand-2026',
          participants: [...ids, ...demo.slice(1)],
        },
        {
          id: 6,
          name: '金秋好礼池',
          cost: 1,
          prizes: [
            { ...PRIZES.speaker, name: '定制保温杯', count: 4 },
            { ...PRIZES.caidan, count: 4 },
          ],
          seed: 'koi-seed-autumn-gift-2026-1',
          participants: [...ids.slice(0, 5), ...demo],
        },
      ],
    },
    '已开奖，可查看中奖名单与开奖种子',
  );
}
