import { z } from 'zod';
import { MOBILE_PATTERN } from '@/lib/account/schemas';
import {
  BAG_AWARD_STATUSES,
  BAG_CONDITIONS,
  BAG_DURATIONS,
  BAG_PRIZE_KINDS,
  BAG_RANGES,
  prizeValueRefusal,
} from './lucky-bag-rules';
import { checkChatContent } from './rules';

/**
 * Lucky bags (福袋): the anchor's form, the viewer's view. The draw behind each bag is the shared
 * verifiable draw (lib/draw). Shared by the BFF, the pages and the local upstream.
 */
const chineseInt = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

export const LuckyBagInputSchema = z
  .object({
    prizeName: z
      .string({ error: '奖品名称：请填写 2–20 个字' })
      .trim()
      .min(2, { error: '奖品名称：请填写 2–20 个字' })
      .max(20, { error: '奖品名称：请填写 2–20 个字' }),
    prizeKind: z.enum(BAG_PRIZE_KINDS, { error: '奖品类型：请选择财蛋、VIP 体验或实物奖品' }),
    /** Per winner: cai-dan units, VIP days or the physical prize's value in yuan (lucky-bag-rules BAG_PRIZE_VALUE). */
    prizeValue: z.coerce.number({ error: '每人奖品：请填写整数' }),
    winnerCount: chineseInt('中奖人数：请填写 1–100 的整数', 1, 100),
    range: z.enum(BAG_RANGES, { error: '参与范围：请选择所有观众或仅粉丝团' }),
    condition: z.enum(BAG_CONDITIONS, { error: '参与条件：请选择观看时长或发送口令' }),
    watchMinutes: z.union([z.literal(''), z.coerce.number()]).optional(),
    password: z.string().trim().max(40).optional(),
    durationMinutes: z.coerce
      .number({ error: '开奖倒计时：请选择' })
      .refine((value) => (BAG_DURATIONS as readonly number[]).includes(value), {
        error: '开奖倒计时：请选择 1–30 分钟中的一项',
      }),
  })
  .superRefine((input, ctx) => {
    const valueRefusal = prizeValueRefusal(input.prizeKind, input.prizeValue);
    if (valueRefusal) ctx.addIssue({ code: 'custom', path: ['prizeValue'], message: valueRefusal });
    if (input.condition === 'watch') {
      const minutes = Number(input.watchMinutes);
      if (!Number.isInteger(minutes) || minutes < 1 || minutes > 60)
        ctx.addIssue({ code: 'custom', path: ['watchMinutes'], message: '观看时长：请填写 1–60 分钟的整数' });
    } else {
      const password = input.password ?? '';
      const length = Array.from(password).length;
      if (length < 2 || length > 12)
        ctx.addIssue({ code: 'custom', path: ['password'], message: '口令：请填写 2–12 个字' });
      else if (!checkChatContent(password).ok)
        ctx.addIssue({ code: 'custom', path: ['password'], message: '口令：包含违规内容，请修改' });
    }
  });
export type LuckyBagInput = z.infer<typeof LuckyBagInputSchema>;

export const LuckyBagSchema = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  anchorName: z.string(),
  prizeName: z.string(),
  prizeKind: z.enum(BAG_PRIZE_KINDS),
  prizeValue: z.number().int().nonnegative(),
  winnerCount: z.number().int().positive(),
  range: z.enum(BAG_RANGES),
  condition: z.enum(BAG_CONDITIONS),
  watchMinutes: z.number().int().nullable(),
  password: z.string().nullable(),
  openedAt: z.string(),
  drawAt: z.string(),
  status: z.enum(['open', 'drawn']),
  participants: z.number().int().nonnegative(),
  drawId: z.number().int(),
  seedHash: z.string(),
  winners: z.array(z.object({ userId: z.number().int(), nickname: z.string() })),
  /** The caller's own standing; null for a visitor. */
  me: z
    .object({
      userId: z.number().int(),
      joined: z.boolean(),
      watchedSeconds: z.number().int().nonnegative(),
      eligible: z.boolean(),
      won: z.boolean(),
      /** What the caller won and whether it reached them (null unless they won). */
      award: z
        .object({ status: z.enum(BAG_AWARD_STATUSES), value: z.number().int() })
        .nullable()
        .default(null),
    })
    .nullable(),
});
export type LuckyBag = z.infer<typeof LuckyBagSchema>;

export const LuckyBagListSchema = z.object({ bags: z.array(LuckyBagSchema) });
export const JoinResultSchema = z.object({ joined: z.boolean(), participants: z.number().int().nonnegative() });
export const WatchBeatSchema = z.object({ watchedSeconds: z.number().int().nonnegative() });

/** Where a physical prize ships: asked of its winner once the bag is drawn. */
export const BagAddressInputSchema = z
  .object({
    name: z
      .string({ error: '收货人：请填写 2–20 个字' })
      .trim()
      .min(2, { error: '收货人：请填写 2–20 个字' })
      .max(20, { error: '收货人：请填写 2–20 个字' }),
    mobile: z.string({ error: '手机号填写错误' }).trim().regex(MOBILE_PATTERN, { error: '手机号填写错误' }),
    address: z
      .string({ error: '收货地址：请填写 5–100 个字' })
      .trim()
      .min(5, { error: '收货地址：请填写 5–100 个字' })
      .max(100, { error: '收货地址：请填写 5–100 个字' }),
  })
  .strict();
export type BagAddressInput = z.infer<typeof BagAddressInputSchema>;
export const BagAddressResultSchema = z.object({ status: z.enum(BAG_AWARD_STATUSES) });
