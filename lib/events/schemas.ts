import { z } from 'zod';
import { ACTIVITY_PHASES } from '@/lib/activity/phase';
import { EVENT_KINDS } from './rules';

/** Event activities contract: tea party, strategy meeting, dragon-inn check-in. */
export const agendaItemSchema = z.object({ time: z.string(), title: z.string(), speaker: z.string() });

export const eventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(EVENT_KINDS),
  title: z.string(),
  intro: z.string(),
  host: z.string(),
  venue: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  /** When the meeting itself takes place (tea party, strategy meeting); sign-up closes then. */
  meetAt: z.string().nullable(),
  phase: z.enum(ACTIVITY_PHASES),
  /** Tea party: running and before the meeting starts. */
  signupOpen: z.boolean(),
  agenda: z.array(agendaItemSchema),
  capacity: z.number().int().nullable(),
  taken: z.number().int().nonnegative(),
  reminders: z.number().int().nonnegative(),
  checkinRewards: z.array(z.number().int()),
  me: z
    .object({
      seatNo: z.number().int().nullable(),
      reminded: z.boolean(),
      checkins: z.number().int().nonnegative(),
      checkedInToday: z.boolean(),
    })
    .nullable(),
});
export type ActivityEvent = z.infer<typeof eventSchema>;

export const teaPartySignupInputSchema = z.object({
  name: z
    .string({ error: '姓名：请填写 2–20 个字' })
    .trim()
    .refine((value) => [...value].length >= 2 && [...value].length <= 20, { error: '姓名：请填写 2–20 个字' }),
  phone: z
    .string({ error: '手机号填写错误' })
    .trim()
    .regex(/^1[3-9]\d{9}$/, { error: '手机号填写错误' }),
});
export type TeaPartySignupInput = z.infer<typeof teaPartySignupInputSchema>;

export const reminderInputSchema = z.object({ on: z.boolean({ error: '缺少相关参数' }) });
