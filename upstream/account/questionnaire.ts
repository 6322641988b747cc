import { z } from 'zod';
import { normalizeAnswers, questionnaireStatus, type AnswerInput } from '@/lib/questionnaire/rules';
import {
  answersSchemaFor,
  questionnaireIdSchema,
  questionSchema,
  type latestSubmissionSchema,
  type Question,
  type questionnaireDetailSchema,
  type questionnaireListSchema,
  type questionnaireResultSchema,
  type QuestionStat,
  type submissionSchema,
} from '@/lib/questionnaire/schemas';
import { parseBody } from '@/upstream/core/body';
import { IDEMPOTENCY_SCHEMA, idempotencyKeyOf, withIdempotency } from '@/upstream/core/idempotency';
import { UpstreamError, type Db, type HandlerContext, type UpstreamModule } from '@/upstream/core/types';

const DAY_MS = 24 * 3600 * 1000;

interface SeedQuestionnaire {
  id: number;
  title: string;
  intro: string;
  kind: 'survey' | 'follow_up';
  /** Window relative to the seed day, in days. */
  startDay: number;
  endDay: number;
  estimatedMinutes: number;
  followUpNote: string;
  questions: Question[];
}

const SATISFACTION: Question = {
  id: 'q1',
  type: 'scale',
  title: '您对近一个月的投顾服务整体满意度打几分？',
  required: true,
  scale_min: 1,
  scale_max: 5,
  low_label: '很不满意',
  high_label: '非常满意',
};

/** The seeded questionnaires: 1 and 2 open, 3 closed (with answers), 4 not yet started. */
const SEED: SeedQuestionnaire[] = [
  {
    id: 1,
    title: '投顾服务满意度回访',
    intro: '为持续改进服务质量，我们邀请您花两分钟完成本次回访。您的回答仅用于改进服务，不会公开。',
    kind: 'follow_up',
    startDay: -10,
    endDay: 30,
    estimatedMinutes: 2,
    followUpNote:
      '感谢您的反馈。服务质量专员将在 3 个工作日内复核您的评价；若您留下了具体问题，我们会通过站内消息回复处理结果。',
    questions: [
      SATISFACTION,
      {
        id: 'q2',
        type: 'single',
        title: '您最常使用的服务是？',
        required: true,
        options: [
          { id: 'live', label: '直播解盘' },
          { id: 'article', label: '投顾文章' },
          { id: 'tool', label: '选股工具' },
          { id: 'chat', label: '一对一咨询' },
        ],
      },
      {
        id: 'q3',
        type: 'multiple',
        title: '您希望我们在哪些方面改进？（最多选 3 项）',
        required: true,
        min_choices: 1,
        max_choices: 3,
        options: [
          { id: 'timely', label: '观点更及时' },
          { id: 'depth', label: '分析更深入' },
          { id: 'risk', label: '风险提示更充分' },
          { id: 'ux', label: '页面更易用' },
          { id: 'price', label: '价格更实惠' },
        ],
      },
      { id: 'q4', type: 'text', title: '还有什么想对我们说的？', required: false, max_length: 200 },
    ],
  },
  {
    id: 2,
    title: '2026 年度投资者需求调研',
    intro: '了解您的投资习惯与信息需求，帮助我们规划明年的内容与工具。',
    kind: 'survey',
    startDay: -3,
    endDay: 45,
    estimatedMinutes: 3,
    followUpNote: '调研结果将汇总后用于产品规划，感谢您的参与。',
    questions: [
      {
        id: 'q1',
        type: 'single',
        title: '您的投资经验有多久？',
        required: true,
        options: [
          { id: 'lt1', label: '1 年以内' },
          { id: '1to3', label: '1–3 年' },
          { id: '3to10', label: '3–10 年' },
          { id: 'gt10', label: '10 年以上' },
        ],
      },
      {
        id: 'q2',
        type: 'multiple',
        title: '您主要关注哪些品种？',
        required: true,
        min_choices: 1,
        options: [
          { id: 'a', label: 'A 股' },
          { id: 'fund', label: '基金' },
          { id: 'bond', label: '债券' },
          { id: 'hk', label: '港股' },
        ],
      },
      {
        id: 'q3',
        type: 'scale',
        title: '您愿意向朋友推荐本应用的可能性有多大？',
        required: true,
        scale_min: 0,
        scale_max: 10,
        low_label: '不可能',
        high_label: '非常可能',
      },
      { id: 'q4', type: 'text', title: '您最希望新增的功能是？', required: false, max_length: 200 },
    ],
  },
  {
    id: 3,
    title: '三季度直播体验调研',
    intro: '本调研已结束，以下为汇总结果。',
    kind: 'survey',
    startDay: -60,
    endDay: -20,
    estimatedMinutes: 2,
    followUpNote: '根据本次调研，我们已延长盘后直播时长并新增回放章节。',
    questions: [
      { ...SATISFACTION, title: '您对直播画质与流畅度打几分？' },
      {
        id: 'q2',
        type: 'single',
        title: '您通常在什么时段观看直播？',
        required: true,
        options: [
          { id: 'pre', label: '盘前' },
          { id: 'noon', label: '午间' },
          { id: 'post', label: '盘后' },
        ],
      },
    ],
  },
  {
    id: 4,
    title: '新功能内测招募',
    intro: '招募新版自选股功能的内测用户，开始后即可报名。',
    kind: 'survey',
    startDay: 7,
    endDay: 21,
    estimatedMinutes: 1,
    followUpNote: '入选内测的用户将收到站内通知。',
    questions: [
      {
        id: 'q1',
        type: 'single',
        title: '您是否愿意参与内测？',
        required: true,
        options: [
          { id: 'yes', label: '愿意' },
          { id: 'no', label: '暂不' },
        ],
      },
    ],
  },
];

/** Answers the seed users gave to the closed questionnaire 3 (so its result page has totals). */
const CLOSED_ANSWERS: AnswerInput[][] = [
  [
    { question_id: 'q1', score: 5 },
    { question_id: 'q2', choices: ['post'] },
  ],
  [
    { question_id: 'q1', score: 4 },
    { question_id: 'q2', choices: ['post'] },
  ],
  [
    { question_id: 'q1', score: 3 },
    { question_id: 'q2', choices: ['noon'] },
  ],
  [
    { question_id: 'q1', score: 4 },
    { question_id: 'q2', choices: ['pre'] },
  ],
];

type Row = Record<string, unknown>;

function questionsOf(row: Row): Question[] {
  return questionSchema.array().parse(JSON.parse(String(row.questions)));
}

async function loadRow(db: Db, rawId: string): Promise<Row> {
  const parsed = questionnaireIdSchema.safeParse(rawId);
  const row = parsed.success
    ? (await db.execute({ sql: 'SELECT * FROM questionnaires WHERE id = ?', args: [parsed.data] })).rows[0]
    : undefined;
  if (!row) throw new UpstreamError(1003, '问卷不存在', 404);
  return row as Row;
}

async function respondents(db: Db, id: number): Promise<number> {
  const row = await db.execute({
    sql: 'SELECT COUNT(*) AS n FROM questionnaire_submissions WHERE questionnaire_id = ?',
    args: [id],
  });
  return Number(row.rows[0]?.n ?? 0);
}

async function submittedAt(db: Db, id: number, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const row = await db.execute({
    sql: 'SELECT submitted_at FROM questionnaire_submissions WHERE questionnaire_id = ? AND user_id = ?',
    args: [id, userId],
  });
  return row.rows[0] ? String(row.rows[0].submitted_at) : null;
}

async function summaryOf(db: Db, row: Row, userId: number | null) {
  const id = Number(row.id);
  return {
    id,
    title: String(row.title),
    intro: String(row.intro),
    kind: String(row.kind) as 'survey' | 'follow_up',
    status: questionnaireStatus(String(row.start_at), String(row.end_at), new Date().toISOString()),
    start_at: String(row.start_at),
    end_at: String(row.end_at),
    question_count: questionsOf(row).length,
    estimated_minutes: Number(row.estimated_minutes),
    respondents: await respondents(db, id),
    submitted_at: await submittedAt(db, id, userId),
  };
}

async function detailOf(db: Db, row: Row, userId: number | null) {
  return {
    ...(await summaryOf(db, row, userId)),
    questions: questionsOf(row),
    follow_up_note: String(row.follow_up_note),
  } satisfies z.input<typeof questionnaireDetailSchema>;
}

async function submissionOf(db: Db, id: number, userId: number) {
  const row = (
    await db.execute({
      sql: 'SELECT * FROM questionnaire_submissions WHERE questionnaire_id = ? AND user_id = ?',
      args: [id, userId],
    })
  ).rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    questionnaire_id: id,
    submitted_at: String(row.submitted_at),
    answers: JSON.parse(String(row.answers)) as AnswerInput[],
  } satisfies z.input<typeof submissionSchema>;
}

/** Everyone's totals per question, counted from the stored answer sheets. */
export function tally(questions: readonly Question[], sheets: readonly AnswerInput[][]): QuestionStat[] {
  return questions.map((question) => {
    const answers = sheets.flatMap((sheet) => sheet.filter((answer) => answer.question_id === question.id));
    const options = (question.options ?? []).map((option) => ({
      id: option.id,
      count: answers.filter((answer) => answer.choices?.includes(option.id)).length,
    }));
    const scoreSum = answers.reduce((sum, answer) => sum + (question.type === 'scale' ? (answer.score ?? 0) : 0), 0);
    return { question_id: question.id, responses: answers.length, options, score_sum: scoreSum };
  });
}

async function insertSubmission(
  db: Db,
  questionnaireId: number,
  userId: number,
  answers: AnswerInput[],
  at: string,
): Promise<boolean> {
  const inserted = await db.execute({
    sql: 'INSERT OR IGNORE INTO questionnaire_submissions (questionnaire_id, user_id, answers, submitted_at) VALUES (?, ?, ?, ?)',
    args: [questionnaireId, userId, JSON.stringify(answers), at],
  });
  return inserted.rowsAffected === 1;
}

async function submit(ctx: HandlerContext) {
  const user = await ctx.requireUser();
  const key = idempotencyKeyOf(ctx);
  const row = await loadRow(ctx.db, ctx.params.id);
  const id = Number(row.id);
  // The sheet itself is checked inside, against this questionnaire's own schema; the key is bound to it.
  const sheet = parseBody(z.record(z.string(), z.unknown()), ctx);
  return withIdempotency(
    ctx.db,
    { scope: 'questionnaire.submit', userId: user.id, key, request: { id, body: sheet } },
    async () => {
      const status = questionnaireStatus(String(row.start_at), String(row.end_at), new Date().toISOString());
      if (status === 'upcoming') throw new UpstreamError(1004, '问卷尚未开始，请在开始后填写', 409);
      if (status === 'closed') throw new UpstreamError(1004, '问卷已结束，无法提交', 409);
      const questions = questionsOf(row);
      const { answers } = parseBody(answersSchemaFor(questions), ctx);
      // One sheet per user: the unique (questionnaire, user) key lets exactly one of concurrent submissions in.
      if (
        !(await insertSubmission(ctx.db, id, user.id, normalizeAnswers(questions, answers), new Date().toISOString()))
      ) {
        throw new UpstreamError(1004, '您已提交过该问卷，每人限提交一次', 409);
      }
      return (await submissionOf(ctx.db, id, user.id))! satisfies z.input<typeof submissionSchema>;
    },
  );
}

/** Questionnaires: surveys and service follow-ups, one answer sheet per user, totals for the result pages. */
export const questionnaireModule: UpstreamModule = {
  name: 'questionnaire',
  version: 1,
  tables: ['questionnaire_submissions', 'questionnaires'],
  schema: [
    `CREATE TABLE IF NOT EXISTS questionnaires (
       id INTEGER PRIMARY KEY,
       title TEXT NOT NULL,
       intro TEXT NOT NULL,
       kind TEXT NOT NULL,
       start_at TEXT NOT NULL,
       end_at TEXT NOT NULL,
       estimated_minutes INTEGER NOT NULL,
       follow_up_note TEXT NOT NULL,
       questions TEXT NOT NULL
     )`,
    `CREATE TABLE IF NOT EXISTS questionnaire_submissions (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       questionnaire_id INTEGER NOT NULL REFERENCES questionnaires(id),
       user_id INTEGER NOT NULL,
       answers TEXT NOT NULL,
       submitted_at TEXT NOT NULL,
       UNIQUE (questionnaire_id, user_id)
     )`,
    `CREATE INDEX IF NOT EXISTS questionnaire_submissions_user ON questionnaire_submissions (user_id, submitted_at)`,
    IDEMPOTENCY_SCHEMA,
  ],
  async seed(db) {
    const now = Date.now();
    for (const item of SEED) {
      await db.execute({
        sql: `INSERT OR IGNORE INTO questionnaires (id, title, intro, kind, start_at, end_at, estimated_minutes, follow_up_note, questions)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        args: [
          item.id,
          item.title,
          item.intro,
          item.kind,
          new Date(now + item.startDay * DAY_MS).toISOString(),
          new Date(now + item.endDay * DAY_MS).toISOString(),
          item.estimatedMinutes,
          item.followUpNote,
          JSON.stringify(item.questions),
        ],
      });
    }
    const users = await db.execute({ sql: 'SELECT id FROM users ORDER BY id LIMIT ?', args: [CLOSED_ANSWERS.length] });
    for (const [index, user] of users.rows.entries()) {
      await insertSubmission(
        db,
        3,
        Number(user.id),
        CLOSED_ANSWERS[index],
        new Date(now - (40 + index) * DAY_MS).toISOString(),
      );
    }
  },
  routes(router) {
    router.get('/questionnaires', async (ctx) => {
      const user = await ctx.optionalUser();
      const rows = await ctx.db.execute('SELECT * FROM questionnaires ORDER BY start_at DESC, id DESC');
      const items = await Promise.all(rows.rows.map((row) => summaryOf(ctx.db, row as Row, user?.id ?? null)));
      return { items } satisfies z.input<typeof questionnaireListSchema>;
    });

    router.get('/questionnaires/:id', async (ctx) => {
      const user = await ctx.optionalUser();
      return detailOf(ctx.db, await loadRow(ctx.db, ctx.params.id), user?.id ?? null);
    });

    router.post('/questionnaires/:id/submissions', submit);

    router.get('/questionnaires/:id/result', async (ctx) => {
      const user = await ctx.requireUser();
      const row = await loadRow(ctx.db, ctx.params.id);
      const id = Number(row.id);
      const sheets = await ctx.db.execute({
        sql: 'SELECT answers FROM questionnaire_submissions WHERE questionnaire_id = ?',
        args: [id],
      });
      return {
        questionnaire: await detailOf(ctx.db, row, user.id),
        mine: await submissionOf(ctx.db, id, user.id),
        stats: tally(
          questionsOf(row),
          sheets.rows.map((sheet) => JSON.parse(String(sheet.answers)) as AnswerInput[]),
        ),
      } satisfies z.input<typeof questionnaireResultSchema>;
    });

    router.get('/questionnaire-submissions/latest', async (ctx) => {
      const user = await ctx.requireUser();
      const row = await ctx.db.execute({
        sql: 'SELECT questionnaire_id FROM questionnaire_submissions WHERE user_id = ? ORDER BY submitted_at DESC, id DESC LIMIT 1',
        args: [user.id],
      });
      return { questionnaire_id: row.rows[0] ? Number(row.rows[0].questionnaire_id) : null } satisfies z.input<
        typeof latestSubmissionSchema
      >;
    });
  },
};
