import { z } from 'zod';
import { moderate } from '../moderation/rules';
import { ANCHOR_STATUSES, ANCHOR_TYPES, PROGRAM_LEVELS, ROOM_POSTER_MAX_BYTES } from './rules';

/** The anchor profile (DOMAIN-MODEL: owned by the live module) and the anchor's forms. */
export const AnchorProfileSchema = z.object({
  userId: z.number().int(),
  teacherId: z.number().int(),
  roomId: z.number().int(),
  name: z.string(),
  type: z.enum(ANCHOR_TYPES),
  licenceNo: z.string().nullable(),
  status: z.enum(ANCHOR_STATUSES),
  roomTitle: z.string(),
  broadcasting: z.boolean(),
  /** The room as its viewers see it (lib/live/rules roomIsLive). */
  live: z.boolean(),
});
export type AnchorProfile = z.infer<typeof AnchorProfileSchema>;

const text = (label: string, min: number, max: number) => {
  const message = `${label}：请填写 ${min}–${max} 个字`;
  return z
    .string({ error: message })
    .trim()
    .refine((value) => Array.from(value).length >= min && Array.from(value).length <= max, { error: message });
};

/** Text viewers read (room, programme, material): also the one moderation rule, with the field named. */
const publicText = (label: string, min: number, max: number) =>
  text(label, min, max).superRefine((value, ctx) => {
    const verdict = moderate(value, 'room');
    if (!verdict.ok) ctx.addIssue({ code: 'custom', message: `${label}：${verdict.message}` });
  });

export const ProgramInputSchema = z.object({
  title: publicText('节目标题', 4, 30),
  summary: publicText('节目简介', 10, 200),
  date: z.string({ error: '开播日期：请选择' }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: '开播日期：请选择' }),
  startTime: z
    .string({ error: '开播时间：请选择' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: '开播时间：格式为 HH:MM' }),
  durationMinutes: z.coerce
    .number({ error: '时长：请选择' })
    .refine((value) => [30, 60, 90, 120, 180].includes(value), { error: '时长：请选择 30–180 分钟中的一项' }),
  level: z.enum(PROGRAM_LEVELS, { error: '内容级别：请选择' }),
  restricted: z.boolean({ error: '观看范围：请选择' }),
});
export type ProgramInput = z.infer<typeof ProgramInputSchema>;

export const AnchorProgramSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  startAt: z.string(),
  durationMinutes: z.number().int(),
  level: z.enum(PROGRAM_LEVELS),
  restricted: z.boolean(),
  status: z.string(),
  filing: z.object({ no: z.string(), status: z.enum(['pending', 'approved']), filedAt: z.string() }).nullable(),
});
export type AnchorProgram = z.infer<typeof AnchorProgramSchema>;
export const AnchorProgramListSchema = z.object({ programs: z.array(AnchorProgramSchema) });

export const RoomConfigInputSchema = z.object({
  title: publicText('直播间标题', 4, 30),
  notice: publicText('直播间公告', 4, 120),
  cover: z.enum(['poster', 'brand'], { error: '封面：请选择' }),
});
/** A data: URL (JPEG or PNG) from the photo picker or the file input, within ROOM_POSTER_MAX_BYTES decoded. */
export const RoomPosterInputSchema = z.object({
  image: z
    .string({ error: '海报：请选择图片' })
    .max(Math.ceil(ROOM_POSTER_MAX_BYTES / 3) * 4 + 32, { error: '海报：图片不能超过 300KB' })
    .regex(/^data:image\/(jpeg|png);base64,[A-Za-z0-9+/]+={0,2}$/, { error: '海报：请选择 JPG 或 PNG 图片' }),
});
export const RoomPosterSchema = z.object({ poster: z.string() });
export const RoomPosterImageSchema = z.object({ mime: z.enum(['image/jpeg', 'image/png']), data: z.string() });

export const RoomConfigSchema = z.object({
  title: z.string(),
  notice: z.string(),
  cover: z.enum(['poster', 'brand']),
  broadcasting: z.boolean(),
  /** The room as its viewers see it (lib/live/rules roomIsLive). */
  live: z.boolean(),
  pushUrl: z.string().nullable(),
  streamKey: z.string().nullable(),
});
export type RoomConfig = z.infer<typeof RoomConfigSchema>;
export const BroadcastInputSchema = z.object({ action: z.enum(['start', 'stop'], { error: '请选择开播或下播' }) });

export const RecruitmentInputSchema = z
  .object({
    realName: text('真实姓名', 2, 20),
    type: z.enum(ANCHOR_TYPES, { error: '主播类型：请选择投顾或达人' }),
    licenceNo: z.string().trim().optional(),
    institution: text('所属机构', 2, 40),
    intro: text('个人简介', 10, 300),
    agreed: z.literal(true, { error: '请阅读并同意《主播入驻协议》' }),
  })
  .superRefine((input, ctx) => {
    if (input.type === 'adviser' && !/^[A-Z]\d{13}$/.test(input.licenceNo ?? ''))
      ctx.addIssue({
        code: 'custom',
        path: ['licenceNo'],
        message: '证书编号：投顾需填写证书编号（1 个大写字母 + 13 位数字）',
      });
  });
export const RecruitmentSchema = z.object({
  id: z.number().int(),
  status: z.enum(['reviewing', 'approved', 'rejected']),
  type: z.enum(ANCHOR_TYPES),
  realName: z.string(),
  submittedAt: z.string(),
});
export const RecruitmentStatusSchema = z.object({ application: RecruitmentSchema.nullable() });

/** 理财秘籍 (financial-cheats) materials an anchor publishes in their room. */
export const MaterialInputSchema = z.object({
  title: publicText('标题', 4, 30),
  summary: publicText('摘要', 4, 60),
  body: publicText('正文', 20, 2000),
  level: z.enum(PROGRAM_LEVELS, { error: '内容级别：请选择' }),
  published: z.boolean({ error: '发布状态：请选择' }),
});
export const MaterialSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  level: z.enum(PROGRAM_LEVELS),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type Material = z.infer<typeof MaterialSchema>;
export const MaterialListSchema = z.object({ materials: z.array(MaterialSchema) });
