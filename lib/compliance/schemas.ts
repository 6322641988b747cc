import { z } from 'zod';
import { isValidIdNumber } from './identity';

/**
 * The compliance contract shared by the BFF, the pages and the local upstream (no server-only here).
 * Investor levels C1–C5 and product risk levels R1–R5 follow 《证券期货投资者适当性管理办法》.
 */
export const investorLevelSchema = z.number().int().min(1).max(5);
export const riskLevelSchema = z.number().int().min(1).max(5);

export const optionSchema = z.object({
  id: z.string(),
  label: z.string(),
  score: z.number().int().min(0),
  /** Choosing this option clears (and disables) every other option of a multi-choice question. */
  exclusive: z.boolean().optional(),
});

export const questionSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(['single', 'multiple']),
  options: z.array(optionSchema).min(2),
});

/** A band maps a score range (inclusive) to an investor level. */
export const bandSchema = z.object({
  level: investorLevelSchema,
  min: z.number().int(),
  max: z.number().int(),
  name: z.string(),
});

/** Two answers that rarely hold together: the user must confirm them before submitting. */
export const consistencyRuleSchema = z.object({
  id: z.string(),
  when: z.array(z.object({ question: z.string(), options: z.array(z.string()) })).min(2),
  message: z.string(),
});

export const questionnaireSchema = z.object({
  version: z.string(),
  title: z.string(),
  statements: z.array(z.string()),
  questions: z.array(questionSchema).min(15),
  /** Shown only when the scored level is C1: answering `lowestOptionId` makes the investor 最低类别. */
  extraQuestion: questionSchema.extend({ lowestOptionId: z.string() }),
  /** Options meaning 没有风险容忍度或者不愿承受任何损失: a C1 investor choosing one is 最低类别 (lib/compliance/rules isLowestCategory). */
  noLossOptionIds: z.array(z.string()).default([]),
  bands: z.array(bandSchema).length(5),
  consistencyRules: z.array(consistencyRuleSchema),
  validityDays: z.number().int().positive(),
});

export const answersSchema = z.record(z.string(), z.array(z.string()).min(1));

export const evaluationSubmitSchema = z.object({
  version: z.string().min(1, '缺少相关参数'),
  answers: answersSchema,
  /** Ids of the consistency rules the user confirmed as true. */
  confirmedChecks: z.array(z.string()).default([]),
  /** The signed confirmation: the investor's name typed as a signature. */
  signature: z.string().trim().min(2, '请签署确认（填写您的姓名）').max(20),
  agreed: z.literal(true, { error: '请阅读并确认测评结果告知书' }),
});

export const evaluationSchema = z.object({
  id: z.number().int(),
  version: z.string(),
  score: z.number().int(),
  level: investorLevelSchema,
  lowest: z.boolean(),
  level_name: z.string(),
  max_risk: riskLevelSchema,
  evaluated_at: z.string(),
  expires_at: z.string(),
  signature: z.string(),
});

export const hasEvaluationSchema = z.object({
  has_evaluation: z.boolean(),
  expired: z.boolean(),
  level: investorLevelSchema.nullable(),
  lowest: z.boolean(),
  expires_at: z.string().nullable(),
});

/** SPEC §3 certification info: realname_detail (documents, portrait), evaluation.option_value, auth status. */
export const certificationInfoSchema = z.object({
  realname_detail: z.object({
    documents: z.number().int().min(0).max(2),
    portrait: z.number().int().min(0).max(2),
    name: z.string().nullable(),
    id_number: z.string().nullable(),
    verified_at: z.string().nullable(),
  }),
  evaluation: z.object({
    /** 1 when a valid (unexpired) assessment exists, 2 when it has expired, 0 when none. */
    option_value: z.number().int().min(0).max(2),
    level: investorLevelSchema.nullable(),
    lowest: z.boolean(),
    expires_at: z.string().nullable(),
  }),
  auth_status: z.number().int().min(0).max(2),
});

export const authInfoInputSchema = z.object({
  institution_id: z.coerce.string().trim().min(1, '缺少相关参数').max(32),
  enterprise_id: z.coerce.string().trim().min(1, '缺少相关参数').max(32),
});
export const authInfoResultSchema = z.object({
  status: z.number().int().min(0).max(2),
  institution_name: z.string().nullable(),
});

export const realnameSubmitSchema = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[\u4e00-\u9fa5·]{2,20}$/, '请输入身份证上的中文姓名'),
  id_number: z.string().trim().toUpperCase().refine(isValidIdNumber, '身份证号码格式错误'),
});

export const consentInputSchema = z.object({
  agreement_id: z.string().min(1).max(80),
  version: z.string().min(1).max(20),
  device: z.string().max(120).optional(),
  channel: z.enum(['app', 'wechat', 'browser']).optional(),
  /** Set by the BFF from the request, never taken from the browser. */
  ip: z.string().max(64).optional(),
});
export const consentRecordSchema = z.object({
  id: z.number().int(),
  agreement_id: z.string(),
  version: z.string(),
  accepted_at: z.string(),
  device: z.string().nullable(),
  channel: z.string().nullable(),
  ip: z.string().nullable(),
});

export const suitabilityInputSchema = z.object({
  risk: z.coerce.number().int().min(1, '缺少相关参数').max(5, '缺少相关参数'),
  product_id: z.string().trim().min(1).max(64).optional(),
});
export const suitabilityConfirmInputSchema = z.object({
  risk: z.coerce.number().int().min(1).max(5),
  product_id: z.string().trim().min(1).max(64),
});
export const suitabilityConfirmationSchema = z.object({
  product_id: z.string(),
  risk: riskLevelSchema,
  level: investorLevelSchema,
  confirmed_at: z.string(),
});

export type Questionnaire = z.infer<typeof questionnaireSchema>;
export type Question = z.infer<typeof questionSchema>;
export type Answers = z.infer<typeof answersSchema>;
export type Evaluation = z.infer<typeof evaluationSchema>;
export type HasEvaluation = z.infer<typeof hasEvaluationSchema>;
