import { levelAllowed } from '@/lib/anchor/rules';
import { ProgramInputSchema, RecruitmentInputSchema } from '@/lib/anchor/schemas';
import { SETTINGS_FORMS, SETTINGS_KINDS } from '@/lib/anchor/settings-fields';
import { settingsSchema } from '@/lib/anchor/settings-schemas';
import { LuckyBagInputSchema } from '@/lib/live/lucky-bag-schemas';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('anchor forms: one Chinese message per field, naming it', () => {
  it.each(SETTINGS_KINDS)(
    '%s: defaults of the switches/selects/numbers pass, every text field names itself when empty',
    (kind) => {
      const form = SETTINGS_FORMS[kind];
      const schema = settingsSchema(kind);
      for (const field of form.fields) {
        if (field.type === 'text' || field.type === 'textarea' || (field.type === 'lines' && field.minItems > 0)) {
          const values = { ...form.defaults, [field.name]: '' };
          const result = schema.safeParse(values);
          expect(result.success).toBe(false);
          expect(result.error!.issues.some((issue) => issue.message.startsWith(`${field.label}：`))).toBe(true);
        }
      }
    },
  );

  it('numbers, selects and lines are bounded; unknown fields are refused', () => {
    const music = settingsSchema('music-config');
    expect(music.safeParse({ enabled: true, playlist: 'calm', volume: 100 }).success).toBe(true);
    expect(firstMessage(music.safeParse({ enabled: true, playlist: 'calm', volume: 101 }))).toBe(
      '音量：请填写 0–100 的整数',
    );
    expect(firstMessage(music.safeParse({ enabled: 'yes', playlist: 'calm', volume: 1 }))).toBe(
      '播放背景音乐：请选择开或关',
    );
    expect(music.safeParse({ enabled: true, playlist: 'calm', volume: 1, extra: 1 }).success).toBe(false);
    const replies = settingsSchema('quick-replies');
    expect(replies.parse({ replies: ' 欢迎新朋友 \n\n感谢关注 ' })).toEqual({ replies: '欢迎新朋友\n感谢关注' });
    expect(
      firstMessage(
        replies.safeParse({ replies: Array.from({ length: 11 }, (_, index) => `回复第${index}条`).join('\n') }),
      ),
    ).toBe('快捷回复：请填写 1–10 行，每行 2–30 个字');
  });

  it('lucky bag: the condition decides which field is required', () => {
    const base = {
      prizeName: '财蛋 10 个',
      prizeKind: 'caidan',
      prizeValue: 10,
      winnerCount: 3,
      range: 'all',
      durationMinutes: 5,
    };
    expect(LuckyBagInputSchema.safeParse({ ...base, condition: 'password', password: '学习打卡' }).success).toBe(true);
    expect(firstMessage(LuckyBagInputSchema.safeParse({ ...base, condition: 'password' }))).toBe(
      '口令：请填写 2–12 个字',
    );
    expect(firstMessage(LuckyBagInputSchema.safeParse({ ...base, condition: 'password', password: '加我微信' }))).toBe(
      '口令：包含违规内容，请修改',
    );
    expect(LuckyBagInputSchema.safeParse({ ...base, condition: 'watch', watchMinutes: 10 }).success).toBe(true);
    expect(firstMessage(LuckyBagInputSchema.safeParse({ ...base, condition: 'watch', watchMinutes: 0 }))).toBe(
      '观看时长：请填写 1–60 分钟的整数',
    );
    expect(
      firstMessage(LuckyBagInputSchema.safeParse({ ...base, winnerCount: 101, condition: 'watch', watchMinutes: 1 })),
    ).toBe('中奖人数：请填写 1–100 的整数');
    expect(
      firstMessage(
        LuckyBagInputSchema.safeParse({
          ...base,
          prizeKind: 'vip',
          prizeValue: 10,
          condition: 'watch',
          watchMinutes: 1,
        }),
      ) ?? null,
    ).toBeNull();
    expect(
      firstMessage(
        LuckyBagInputSchema.safeParse({
          ...base,
          prizeKind: 'vip',
          prizeValue: 32,
          condition: 'watch',
          watchMinutes: 1,
        }),
      ),
    ).toBe('每人奖品：VIP 体验请填写 1–31 天的整数');
    expect(
      firstMessage(
        LuckyBagInputSchema.safeParse({ ...base, prizeValue: undefined, condition: 'watch', watchMinutes: 1 }),
      ),
    ).toBe('每人奖品：请填写整数');
  });

  it('programmes: 投资建议 needs a licensed adviser; times are HH:MM', () => {
    expect(levelAllowed('advice', { type: 'adviser', licenceNo: 'S0260620110001' })).toBe(true);
    expect(levelAllowed('advice', { type: 'influencer', licenceNo: null })).toBe(false);
    expect(levelAllowed('education', { type: 'influencer', licenceNo: null })).toBe(true);
    const input = {
      title: '周末策略会',
      summary: '本周市场回顾与下周关注方向。',
      date: '2030-01-01',
      startTime: '20:00',
      durationMinutes: 60,
      level: 'education',
      restricted: false,
    };
    expect(ProgramInputSchema.safeParse(input).success).toBe(true);
    expect(firstMessage(ProgramInputSchema.safeParse({ ...input, startTime: '25:00' }))).toBe('开播时间：格式为 HH:MM');
    expect(firstMessage(ProgramInputSchema.safeParse({ ...input, title: '短' }))).toBe('节目标题：请填写 4–30 个字');
  });

  it('recruitment: a 投顾 needs a 证书编号 and everyone the agreement', () => {
    const input = {
      realName: '张三',
      type: 'adviser',
      licenceNo: 'S0260620110001',
      institution: '某证券',
      intro: '十年投研经验，专注消费行业。',
      agreed: true,
    };
    expect(RecruitmentInputSchema.safeParse(input).success).toBe(true);
    expect(firstMessage(RecruitmentInputSchema.safeParse({ ...input, licenceNo: '12345' }))).toContain('证书编号：');
    expect(RecruitmentInputSchema.safeParse({ ...input, type: 'influencer', licenceNo: '' }).success).toBe(true);
    expect(firstMessage(RecruitmentInputSchema.safeParse({ ...input, agreed: false }))).toBe(
      '请阅读并同意《主播入驻协议》',
    );
  });
});
