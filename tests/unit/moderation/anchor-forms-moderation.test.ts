import { MaterialInputSchema, ProgramInputSchema, RoomConfigInputSchema } from '@/lib/anchor/schemas';
import { MODERATION_MESSAGES } from '@/lib/moderation/rules';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];
const PROGRAMME = {
  title: '周五盘后复盘',
  summary: '本周市场回顾与下周关注方向，仅供学习参考。',
  date: '2030-01-01',
  startTime: '20:00',
  durationMinutes: 60,
  level: 'education',
  restricted: false,
};
const MATERIAL = {
  title: '仓位管理入门',
  summary: '投资者教育素材',
  body: '仓位控制是风险管理的第一步，以上仅为投资者教育。',
  level: 'education',
  published: true,
};

describe('what an anchor writes for viewers passes the one moderation rule, the refusal names the field', () => {
  test('room title and notice', () => {
    expect(
      RoomConfigInputSchema.safeParse({
        title: '财经早班车',
        notice: '欢迎来到直播间，市场有风险，投资需谨慎。',
        cover: 'poster',
      }).success,
    ).toBe(true);
    expect(
      messages(
        RoomConfigInputSchema.safeParse({
          title: '财经早班车',
          notice: '想要内部资料的加薇 ❤ abc8 8 6 6',
          cover: 'poster',
        }),
      ),
    ).toEqual([`直播间公告：${MODERATION_MESSAGES.room.contact}`]);
    expect(
      messages(RoomConfigInputSchema.safeParse({ title: '稳赚牛股直播间', notice: '欢迎来到直播间', cover: 'poster' })),
    ).toEqual([`直播间标题：${MODERATION_MESSAGES.room['stock-tip']}`]);
  });

  test('programme title and summary', () => {
    expect(ProgramInputSchema.safeParse(PROGRAMME).success).toBe(true);
    expect(
      messages(ProgramInputSchema.safeParse({ ...PROGRAMME, summary: '课后加卫星 gupiao 8 8 9 9 领取课件' })),
    ).toEqual([`节目简介：${MODERATION_MESSAGES.room.contact}`]);
  });

  test('material title, summary and body', () => {
    expect(MaterialInputSchema.safeParse(MATERIAL).success).toBe(true);
    expect(
      messages(
        MaterialInputSchema.safeParse({
          ...MATERIAL,
          body: '完整版请看 niugu888。com ，每天更新。以上仅为投资者教育。',
        }),
      ),
    ).toEqual([`正文：${MODERATION_MESSAGES.room.contact}`]);
  });
});
