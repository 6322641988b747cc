import { z } from 'zod';
import { firstAnswerProblem, TEXT_MAX_LENGTH, type QuestionRule } from './rules';

/** Questionnaire contract (SPEC §2 questionnaires; fields designed: SPEC §3 does not show them). */
export const questionTypeSchema = z.enum(['single', 'multiple', 'text', 'scale']);
export const questionnaireStatusSchema = z.enum(['upcoming', 'open', 'closed']);

export const questionSchema = z.object({
  id: z.string(),
  type: questionTypeSchema,
  title: z.string(),
  required: z.boolean(),
  options: z.array(z.object({ id: z.string(), label: z.string() })).optional(),
  min_choices: z.number().int().positive().optional(),
  max_choices: z.number().int().positive().optional(),
  max_length: z.number().int().positive().optional(),
  scale_min: z.number().int().optional(),
  scale_max: z.number().int().optional(),
  low_label: z.string().optional(),
  high_label: z.string().optional(),
}) satisfies z.ZodType<QuestionRule>;
export type Question = z.infer<typeof questionSchema>;

export const questionnaireSummarySchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  intro: z.string(),
  /** survey: an open survey; follow_up: a service follow-up (回访) whose result page carries the follow-up note. */
  kind: z.enum(['survey', 'follow_up']),
  status: questionnaireStatusSchema,
  start_at: z.string(),
  end_at: z.string(),
  question_count: z.number().int().nonnegative(),
  estimated_minutes: z.number().int().positive(),
  respondents: z.number().int().nonnegative(),
  /** When the viewer submitted it; null when not (or not logged in). */
  submitted_at: z.string().nullable(),
});
export type QuestionnaireSummary = z.infer<typeof questionnaireSummarySchema>;

export const questionnaireListSchema = z.object({ items: z.array(questionnaireSummarySchema) });

export const questionnaireDetailSchema = questionnaireSummarySchema.extend({
  questions: z.array(questionSchema),
  follow_up_note: z.string(),
});
export type QuestionnaireDetail = z.infer<typeof questionnaireDetailSchema>;

export const answerSchema = z.object({
  question_id: z.string().min(1).max(32),
  choices: z.array(z.string().min(1).max(32)).max(20).optional(),
  text: z
    .string()
    .max(TEXT_MAX_LENGTH * 2)
    .optional(),
  score: z.number().int().min(-100).max(100).optional(),
});

/** POST body of a submission: the shape only (the BFF's check); `answersSchemaFor` adds the questionnaire's rules. */
export const submissionInputSchema = z.object({
  answers: z.array(answerSchema).max(100, { error: '答卷题目过多' }),
});
export type SubmissionInput = z.infer<typeof submissionInputSchema>;

/** The upstream's check: the shape, then every rule of this questionnaire (required answered, options valid, limits). */
export function answersSchemaFor(questions: readonly QuestionRule[]) {
  return submissionInputSchema.superRefine((input, ctx) => {
    const problem = firstAnswerProblem(questions, input.answers);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['answers'] });
  });
}

export const questionnaireIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const submissionSchema = z.object({
  id: z.number().int().positive(),
  questionnaire_id: z.number().int().positive(),
  submitted_at: z.string(),
  answers: z.array(answerSchema),
});
export type Submission = z.infer<typeof submissionSchema>;

export const questionStatSchema = z.object({
  question_id: z.string(),
  responses: z.number().int().nonnegative(),
  /** single / multiple: how many picked each option. */
  options: z.array(z.object({ id: z.string(), count: z.number().int().nonnegative() })),
  /** scale: the sum of the scores (the average is sum / responses, shown with two decimals). */
  score_sum: z.number().int(),
});
export type QuestionStat = z.infer<typeof questionStatSchema>;

/** The viewer's result: the questionnaire, their own submission (null if none) and everyone's totals. */
export const questionnaireResultSchema = z.object({
  questionnaire: questionnaireDetailSchema,
  mine: submissionSchema.nullable(),
  stats: z.array(questionStatSchema),
});
export type QuestionnaireResult = z.infer<typeof questionnaireResultSchema>;

export const latestSubmissionSchema = z.object({ questionnaire_id: z.number().int().positive().nullable() });
