import { activityPhase } from '@/lib/activity/phase';
import { formatChinaMonthDayTime } from '@/lib/format/china-time';
import { drawWinners } from '@/lib/draw/algorithm';
import { anyPrizeChanceBp, formatChanceBp, maskPhone, prizeChanceBp } from '@/lib/koi/rules';
import { koiAddressInputSchema } from '@/lib/koi/schemas';

describe('koi prize probability (published before the draw)', () => {
  const prizes = [{ count: 1 }, { count: 2 }, { count: 5 }];
  it.each([
    // participants, per-prize bp, any-prize bp
    [10, [1000, 2000, 5000], 8000],
    [9, [1111, 2222, 5556], 8889],
    [8, [1250, 2500, 6250], 10000],
    // Fewer entrants than prizes: slots fill in table order, the last prize gets what is left.
    [4, [2500, 5000, 2500], 10000],
    [1, [10000, 0, 0], 10000],
    [0, [0, 0, 0], 0],
  ])('%i participants', (participants, each, any) => {
    expect(prizes.map((_, index) => prizeChanceBp(prizes, index, participants))).toEqual(each);
    expect(anyPrizeChanceBp(prizes, participants)).toBe(any);
  });

  it('matches the draw algorithm: over many seeds each prize goes to a given entrant at the published rate', () => {
    const participants = [11, 12, 13, 14, 15];
    const table = [
      { name: 'a', count: 1 },
      { name: 'b', count: 2 },
    ];
    const wins = [0, 0];
    const runs = 6000;
    for (let run = 0; run < runs; run += 1) {
      for (const winner of drawWinners(`seed-${run}`, participants, table))
        if (winner.userId === 13) wins[winner.prizeIndex] += 1;
    }
    // Published: 20% and 40%. Binomial sd over 6000 runs ≈ 0.5–0.6 points: 3 points is > 5 sd.
    expect(Math.abs((wins[0] / runs) * 10_000 - prizeChanceBp(table, 0, 5))).toBeLessThan(300);
    expect(Math.abs((wins[1] / runs) * 10_000 - prizeChanceBp(table, 1, 5))).toBeLessThan(300);
  });

  it.each([
    [4286, '42.86%'],
    [10000, '100.00%'],
    [5, '0.05%'],
    [0, '0.00%'],
  ])('formats %i bp as %s', (bp, text) => expect(formatChanceBp(bp)).toBe(text));
});

describe('activity phase', () => {
  const start = '2026-11-20T02:00:00.000Z';
  const end = '2026-11-30T12:00:00.000Z';
  it.each([
    [Date.parse(start) - 1, 'upcoming'],
    [Date.parse(start), 'running'],
    [Date.parse(end) - 1, 'running'],
    [Date.parse(end), 'ended'],
  ])('at %i it is %s', (now, phase) => expect(activityPhase(start, end, now)).toBe(phase));

  it('shows times in China time', () =>
    expect(formatChinaMonthDayTime('2026-11-30T12:00:00.000Z')).toBe('11月30日 20:00'));
});

describe('physical prize contact', () => {
  const good = { name: '李明', phone: '13812345678', address: '上海市浦东新区世纪大道 100 号' };
  it('accepts a complete contact, trimmed', () =>
    expect(koiAddressInputSchema.parse({ ...good, name: ' 李明 ' }).name).toBe('李明'));
  it.each([
    [{ ...good, phone: '1381234567' }, '手机号填写错误'],
    [{ ...good, phone: '23812345678' }, '手机号填写错误'],
    [{ ...good, name: '李' }, '收货人：请填写 2–20 个字'],
    [{ ...good, address: '上海' }, '收货地址：请填写 5–100 个字'],
    [{ ...good, address: '上'.repeat(101) }, '收货地址：请填写 5–100 个字'],
  ])('refuses %o with its message', (input, message) => {
    const result = koiAddressInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(message);
  });
  it('masks the phone shown back', () => expect(maskPhone('13812345678')).toBe('138****5678'));
});
