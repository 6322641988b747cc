import type { z } from 'zod';
import { parseBody } from '@/upstream/core/body';
import type { Db, HandlerContext, UpstreamModule } from '@/upstream/core/types';
import { UpstreamError } from '@/upstream/core/types';
import { assessmentExpiresAt, checkSuitability } from '@/lib/compliance/rules';
import { suitabilityProductOf, type Tier } from '@/lib/member/rules';
import { INVESTOR_LEVEL_NAMES, LOWEST_CATEGORY_NAME } from '@/lib/compliance/levels';
import { evaluationValidityDays } from '@/lib/compliance/policy';
import { QUESTIONNAIRE_V1 } from '@/lib/compliance/questionnaire-v1';
import {
  authInfoInputSchema,
  consentInputSchema,
  evaluationSubmitSchema,
  questionnaireSchema,
  realnameSubmitSchema,
  suitabilityConfirmInputSchema,
  type authInfoResultSchema,
  type certificationInfoSchema,
  type consentRecordSchema,
  type evaluationSchema,
  type hasEvaluationSchema,
  type Questionnaire,
  type suitabilityConfirmationSchema,
} from '@/lib/compliance/schemas';
import { scoreQuestionnaire, triggeredConsistencyChecks, validateAnswers } from '@/lib/compliance/scoring';

const DAY = 24 * 60 * 60 * 1000;

async function questionnaire(db: Db, version?: string | null): Promise<Questionnaire> {
  const row = version
    ? await db.execute({ sql: 'SELECT body FROM risk_questionnaires WHERE version = ?', args: [version] })
    : await db.execute('SELECT body FROM risk_questionnaires WHERE active = 1 ORDER BY created_at DESC LIMIT 1');
  if (!row.rows[0]) throw new UpstreamError(1003, '问卷版本不存在', 404);
  return { ...questionnaireSchema.parse(JSON.parse(String(row.rows[0].body))), validityDays: evaluationValidityDays() };
}

function evaluationRow(row: Record<string, unknown>) {
  const level = Number(row.level);
  const lowest = Number(row.lowest) === 1;
  return {
    id: Number(row.id),
    version: String(row.version),
    score: Number(row.score),
    level,
    lowest,
    level_name: lowest ? LOWEST_CATEGORY_NAME : INVESTOR_LEVEL_NAMES[level],
    max_risk: lowest ? 1 : level,
    evaluated_at: String(row.evaluated_at),
    expires_at: assessmentExpiresAt(String(row.evaluated_at), evaluationValidityDays()).toISOString(),
    signature: String(row.signature),
  };
}

export async function latestEvaluation(db: Db, userId: number) {
  const result = await db.execute({
    sql: 'SELECT * FROM risk_evaluations WHERE user_id = ? ORDER BY id DESC LIMIT 1',
    args: [userId],
  });
  return result.rows[0] ? evaluationRow(result.rows[0] as Record<string, unknown>) : null;
}

/** What the gate needs of a sku (a plan, or an order's snapshot of it). */
export interface SuitabilitySku {
  plan_id: string;
  tier: Tier | null;
  product?: { kind: string } | null;
  risk_level: number;
}

/**
 * Suitability where money is taken (DOMAIN-MODEL "Rules for sequences"): at order creation and at every
 * payment start, against the buyer's current assessment and a confirmation given under it. A pending
 * order whose buyer no longer matches is refused here with the rule's own words.
 */
export async function assertSuitable(db: Db, userId: number, sku: SuitabilitySku, now = new Date()): Promise<void> {
  const evaluation = await latestEvaluation(db, userId);
  const productId = suitabilityProductOf({ id: sku.plan_id, tier: sku.tier, product: sku.product ?? null });
  const confirmation = evaluation
    ? await db.execute({
        sql: 'SELECT 1 FROM suitability_confirmations WHERE user_id = ? AND product_id = ? AND risk = ? AND evaluation_id = ? LIMIT 1',
        args: [userId, productId, sku.risk_level, evaluation.id],
      })
    : null;
  const result = checkSuitability({
    productRisk: sku.risk_level,
    assessment: evaluation
      ? { level: evaluation.level, lowest: evaluation.lowest, evaluatedAt: evaluation.evaluated_at }
      : null,
    now,
    validityDays: evaluationValidityDays(),
    confirmed: Boolean(confirmation?.rows[0]),
  });
  if (!result.allowed) throw new UpstreamError(1003, result.message, 409);
}

async function realname(db: Db, userId: number) {
  const result = await db.execute({ sql: 'SELECT * FROM realname_details WHERE user_id = ?', args: [userId] });
  return result.rows[0] as Record<string, unknown> | undefined;
}

async function upsertRealname(db: Db, userId: number, fields: Record<string, string | number | null>) {
  await db.execute({ sql: 'INSERT OR IGNORE INTO realname_details (user_id) VALUES (?)', args: [userId] });
  const keys = Object.keys(fields);
  await db.execute({
    sql: `UPDATE realname_details SET ${keys.map((key) => `${key} = ?`).join(', ')} WHERE user_id = ?`,
    args: [...keys.map((key) => fields[key]), userId],
  });
}

async function submitEvaluation(ctx: HandlerContext) {
  const user = await ctx.requireUser();
  const input = parseBody(evaluationSubmitSchema, ctx);
  const q = await questionnaire(ctx.db, input.version);
  const problems = validateAnswers(q, input.answers);
  if (problems.length) throw new UpstreamError(1003, `请完成全部题目（${problems[0].split(':')[0]}）`, 400);
  const unconfirmed = triggeredConsistencyChecks(q, input.answers).filter(
    (rule) => !input.confirmedChecks.includes(rule.id),
  );
  if (unconfirmed.length) throw new UpstreamError(1003, unconfirmed[0].message, 400);
  const result = scoreQuestionnaire(q, input.answers);
  if (result.level === 1 && !input.answers[q.extraQuestion.id]?.length)
    throw new UpstreamError(1003, '请回答补充问题', 400);
  const now = new Date().toISOString();
  const inserted = await ctx.db.execute({
    sql: `INSERT INTO risk_evaluations (user_id, version, answers, confirmed_checks, score, level, lowest, signature, evaluated_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    args: [
      user.id,
      q.version,
      JSON.stringify(input.answers),
      JSON.stringify(input.confirmedChecks),
      result.score,
      result.level,
      result.lowest ? 1 : 0,
      input.signature,
      now,
    ],
  });
  const row = await ctx.db.execute({
    sql: 'SELECT * FROM risk_evaluations WHERE id = ?',
    args: [Number(inserted.lastInsertRowid)],
  });
  return evaluationRow(row.rows[0] as Record<string, unknown>);
}

/** Risk questionnaire, evaluations, real-name details, institution auth, consents and suitability confirmations. */
export const complianceModule: UpstreamModule = {
  name: 'compliance',
  version: 1,
  tables: [
    'risk_questionnaires',
    'risk_evaluations',
    'realname_details',
    'auth_institutions',
    'consent_records',
    'suitability_confirmations',
  ],
  schema: [
    `CREATE TABLE IF NOT EXISTS risk_questionnaires (version TEXT PRIMARY KEY, body TEXT NOT NULL, active INTEGER NOT NULL, created_at TEXT NOT NULL)`,
    `CREATE TABLE IF NOT EXISTS risk_evaluations (
       id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, version TEXT NOT NULL, answers TEXT NOT NULL,
       confirmed_checks TEXT NOT NULL, score INTEGER NOT NULL, level INTEGER NOT NULL, lowest INTEGER NOT NULL,
       signature TEXT NOT NULL, evaluated_at TEXT NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS risk_evaluations_user ON risk_evaluations (user_id, id)`,
    `CREATE TABLE IF NOT EXISTS realname_details (
       user_id INTEGER PRIMARY KEY, name TEXT, id_number TEXT, documents INTEGER NOT NULL DEFAULT 0,
       portrait INTEGER NOT NULL DEFAULT 0, verified_at TEXT, auth_status INTEGER NOT NULL DEFAULT 0,
       institution_id TEXT, enterprise_id TEXT)`,
    `CREATE TABLE IF NOT EXISTS auth_institutions (institution_id TEXT NOT NULL, enterprise_id TEXT NOT NULL, name TEXT NOT NULL, PRIMARY KEY (institution_id, enterprise_id))`,
    `CREATE TABLE IF NOT EXISTS consent_records (
       id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, agreement_id TEXT NOT NULL, version TEXT NOT NULL,
       accepted_at TEXT NOT NULL, device TEXT, channel TEXT, ip TEXT)`,
    `CREATE TABLE IF NOT EXISTS suitability_confirmations (
       id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, product_id TEXT NOT NULL, risk INTEGER NOT NULL,
       level INTEGER NOT NULL, evaluation_id INTEGER NOT NULL, confirmed_at TEXT NOT NULL)`,
  ],
  async seed(db) {
    const now = Date.now();
    await db.execute({
      sql: 'INSERT OR REPLACE INTO risk_questionnaires (version, body, active, created_at) VALUES (?, ?, 1, ?)',
      args: [QUESTIONNAIRE_V1.version, JSON.stringify(QUESTIONNAIRE_V1), new Date(now).toISOString()],
    });
    for (const [institution, enterprise, name] of [
      ['1001', '20001', '示例证券股份有限公司'],
      ['1002', '20002', '示例期货有限公司'],
      ['1003', '20003', '示例基金销售有限公司'],
    ]) {
      await db.execute({
        sql: 'INSERT OR IGNORE INTO auth_institutions VALUES (?, ?, ?)',
        args: [institution, enterprise, name],
      });
    }
    // Demo users of the auth module: 13800000003 is fully certified, 13800000002 has an expired assessment.
    const users = await db.execute("SELECT id, mobile FROM users WHERE mobile IN ('13800000002', '13800000003')");
    for (const user of users.rows) {
      const certified = user.mobile === '13800000003';
      await db.execute({
        sql: `INSERT OR REPLACE INTO realname_details (user_id, name, id_number, documents, portrait, verified_at, auth_status, institution_id, enterprise_id)
              VALUES (?, ?, ?, 1, 1, ?, ?, ?, ?)`,
        args: [
          user.id,
          certified ? '王量化' : '李趋势',
          certified ? '11010519491231002X' : '440305199001011234',
          new Date(now - 30 * DAY).toISOString(),
          certified ? 1 : 0,
          certified ? '1001' : null,
          certified ? '20001' : null,
        ],
      });
      const evaluatedAt = new Date(now - (certified ? 20 : 400) * DAY).toISOString();
      await db.execute({
        sql: `INSERT INTO risk_evaluations (user_id, version, answers, confirmed_checks, score, level, lowest, signature, evaluated_at) VALUES (?, ?, '{}', '[]', ?, ?, 0, ?, ?)`,
        args: [
          user.id,
          QUESTIONNAIRE_V1.version,
          certified ? 72 : 45,
          certified ? 4 : 3,
          certified ? '王量化' : '李趋势',
          evaluatedAt,
        ],
      });
    }
  },
  routes(router) {
    router.get(
      '/compliance/questionnaire',
      async (ctx) =>
        (await questionnaire(ctx.db, ctx.query.get('version'))) satisfies z.input<typeof questionnaireSchema>,
    );
    router.post(
      '/compliance/evaluations',
      async (ctx) => (await submitEvaluation(ctx)) satisfies z.input<typeof evaluationSchema>,
    );
    router.get(
      '/compliance/evaluations/latest',
      async (ctx) =>
        (await latestEvaluation(ctx.db, (await ctx.requireUser()).id)) satisfies z.input<
          typeof evaluationSchema
        > | null,
    );

    router.get('/certification/has-evaluation', async (ctx) => {
      const evaluation = await latestEvaluation(ctx.db, (await ctx.requireUser()).id);
      const expired = evaluation ? new Date(evaluation.expires_at).getTime() <= Date.now() : false;
      return {
        has_evaluation: Boolean(evaluation) && !expired,
        expired,
        level: evaluation?.level ?? null,
        lowest: evaluation?.lowest ?? false,
        expires_at: evaluation?.expires_at ?? null,
      } satisfies z.input<typeof hasEvaluationSchema>;
    });

    router.get('/certification/info', async (ctx) => {
      const user = await ctx.requireUser();
      const [detail, evaluation] = await Promise.all([realname(ctx.db, user.id), latestEvaluation(ctx.db, user.id)]);
      const expired = evaluation ? new Date(evaluation.expires_at).getTime() <= Date.now() : false;
      return {
        realname_detail: {
          documents: Number(detail?.documents ?? 0),
          portrait: Number(detail?.portrait ?? 0),
          name: (detail?.name as string | null) ?? null,
          id_number: (detail?.id_number as string | null) ?? null,
          verified_at: (detail?.verified_at as string | null) ?? null,
        },
        evaluation: {
          option_value: evaluation ? (expired ? 2 : 1) : 0,
          level: evaluation?.level ?? null,
          lowest: evaluation?.lowest ?? false,
          expires_at: evaluation?.expires_at ?? null,
        },
        auth_status: Number(detail?.auth_status ?? 0),
      } satisfies z.input<typeof certificationInfoSchema>;
    });

    router.post('/certification/auth/info', async (ctx) => {
      const user = await ctx.requireUser();
      const input = parseBody(authInfoInputSchema, ctx);
      const found = await ctx.db.execute({
        sql: 'SELECT name FROM auth_institutions WHERE institution_id = ? AND enterprise_id = ?',
        args: [input.institution_id, input.enterprise_id],
      });
      const name = found.rows[0] ? String(found.rows[0].name) : null;
      const status = name ? 1 : 0;
      if (name)
        await upsertRealname(ctx.db, user.id, {
          auth_status: 1,
          institution_id: input.institution_id,
          enterprise_id: input.enterprise_id,
        });
      return { status, institution_name: name } satisfies z.input<typeof authInfoResultSchema>;
    });

    router.post('/certification/realname', async (ctx) => {
      const user = await ctx.requireUser();
      const input = parseBody(realnameSubmitSchema, ctx);
      await upsertRealname(ctx.db, user.id, {
        name: input.name,
        id_number: input.id_number,
        documents: 1,
        verified_at: new Date().toISOString(),
      });
      return { documents: 1 };
    });

    // The sandbox stands in for the face-liveness provider: a completed check sets portrait to 1.
    router.post('/certification/portrait', async (ctx) => {
      const user = await ctx.requireUser();
      const detail = await realname(ctx.db, user.id);
      if (!detail || Number(detail.documents) === 0) throw new UpstreamError(1003, '请先完成身份证件认证', 400);
      await upsertRealname(ctx.db, user.id, { portrait: 1 });
      return { portrait: 1 };
    });

    router.post('/compliance/consents', async (ctx) => {
      const user = await ctx.requireUser();
      const input = parseBody(consentInputSchema, ctx);
      const inserted = await ctx.db.execute({
        sql: 'INSERT INTO consent_records (user_id, agreement_id, version, accepted_at, device, channel, ip) VALUES (?, ?, ?, ?, ?, ?, ?)',
        args: [
          user.id,
          input.agreement_id,
          input.version,
          new Date().toISOString(),
          input.device ?? null,
          input.channel ?? null,
          input.ip ?? (ctx.ip || null),
        ],
      });
      const row = await ctx.db.execute({
        sql: 'SELECT * FROM consent_records WHERE id = ?',
        args: [Number(inserted.lastInsertRowid)],
      });
      return consentRow(row.rows[0] as Record<string, unknown>) satisfies z.input<typeof consentRecordSchema>;
    });
    router.get('/compliance/consents', async (ctx) => {
      const user = await ctx.requireUser();
      const rows = await ctx.db.execute({
        sql: 'SELECT * FROM consent_records WHERE user_id = ? ORDER BY id DESC LIMIT 200',
        args: [user.id],
      });
      return rows.rows.map((row) => consentRow(row as Record<string, unknown>)) satisfies z.input<
        typeof consentRecordSchema
      >[];
    });

    router.post('/compliance/suitability/confirmations', async (ctx) => {
      const user = await ctx.requireUser();
      const input = parseBody(suitabilityConfirmInputSchema, ctx);
      const evaluation = await latestEvaluation(ctx.db, user.id);
      if (!evaluation) throw new UpstreamError(1003, '请先完成风险承受能力测评', 400);
      if (evaluation.lowest && input.risk > 1)
        throw new UpstreamError(1003, '风险承受能力最低类别的投资者不能购买高于R1级的产品或服务', 400);
      const confirmedAt = new Date().toISOString();
      await ctx.db.execute({
        sql: 'INSERT INTO suitability_confirmations (user_id, product_id, risk, level, evaluation_id, confirmed_at) VALUES (?, ?, ?, ?, ?, ?)',
        args: [user.id, input.product_id, input.risk, evaluation.level, evaluation.id, confirmedAt],
      });
      return {
        product_id: input.product_id,
        risk: input.risk,
        level: evaluation.level,
        confirmed_at: confirmedAt,
      } satisfies z.input<typeof suitabilityConfirmationSchema>;
    });
    router.get('/compliance/suitability/confirmations', async (ctx) => {
      const user = await ctx.requireUser();
      const evaluation = await latestEvaluation(ctx.db, user.id);
      const productId = ctx.query.get('product_id') ?? '';
      const risk = Number(ctx.query.get('risk'));
      if (!evaluation || !productId) return null;
      // A confirmation holds only for the assessment it was given under.
      const row = await ctx.db.execute({
        sql: 'SELECT * FROM suitability_confirmations WHERE user_id = ? AND product_id = ? AND risk = ? AND evaluation_id = ? ORDER BY id DESC LIMIT 1',
        args: [user.id, productId, risk, evaluation.id],
      });
      const found = row.rows[0];
      return (
        found
          ? {
              product_id: String(found.product_id),
              risk: Number(found.risk),
              level: Number(found.level),
              confirmed_at: String(found.confirmed_at),
            }
          : null
      ) satisfies z.input<typeof suitabilityConfirmationSchema> | null;
    });
  },
};

function consentRow(row: Record<string, unknown>) {
  return {
    id: Number(row.id),
    agreement_id: String(row.agreement_id),
    version: String(row.version),
    accepted_at: String(row.accepted_at),
    device: (row.device as string | null) ?? null,
    channel: (row.channel as string | null) ?? null,
    ip: (row.ip as string | null) ?? null,
  };
}
