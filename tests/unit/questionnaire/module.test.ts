import { createClient } from '@libsql/client';
import { questionnaireModule, tally } from '@/upstream/account/questionnaire';
import { UpstreamError, type Db, type Handler, type HandlerContext } from '@/upstream/core/types';

type Routes = Record<string, Handler>;

async function setup(): Promise<{ db: Db; routes: Routes }> {
  const db = createClient({ url: ':memory:' });
  await db.execute('CREATE TABLE users (id INTEGER PRIMARY KEY, mobile TEXT)');
  for (let id = 1; id <= 3; id += 1)
    await db.execute({ sql: 'INSERT INTO users (id, mobile) VALUES (?, ?)', args: [id, `1380000000${id}`] });
  for (const statement of questionnaireModule.schema) await db.execute(statement);
  await questionnaireModule.seed!(db);
  const routes: Routes = {};
  const add = (method: string) => (path: string, handler: Handler) => {
    routes[`${method} ${path}`] = handler;
  };
  questionnaireModule.routes({ get: add('GET'), post: add('POST'), put: add('PUT'), delete: add('DELETE') });
  return { db, routes };
}

function context(
  db: Db,
  userId: number | null,
  params: Record<string, string>,
  body?: unknown,
  key?: string,
): HandlerContext {
  const user = userId === null ? null : { id: userId, mobile: `1390000${userId}` };
  return {
    method: 'POST',
    path: '',
    params,
    query: new URLSearchParams(),
    body,
    db,
    ip: '127.0.0.1',
    headers: key ? { 'idempotency-key': key } : {},
    optionalUser: async () => user,
    requireUser: async () => {
      if (!user) throw new UpstreamError(2008, '用户未登录，请登入', 401);
      return user;
    },
  };
}

const SHEET = {
  answers: [
    { question_id: 'q1', score: 5 },
    { question_id: 'q2', choices: ['live'] },
    { question_id: 'q3', choices: ['depth', 'risk'] },
  ],
};

async function count(db: Db, questionnaireId: number, userId?: number) {
  const row = await db.execute({
    sql: `SELECT COUNT(*) AS n FROM questionnaire_submissions WHERE questionnaire_id = ?${userId === undefined ? '' : ' AND user_id = ?'}`,
    args: userId === undefined ? [questionnaireId] : [questionnaireId, userId],
  });
  return Number(row.rows[0].n);
}

async function refusal(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe('questionnaire upstream module', () => {
  test('seed: 1 and 2 open, 3 closed with answers, 4 upcoming', async () => {
    const { db, routes } = await setup();
    const list = (await routes['GET /questionnaires'](context(db, null, {}))) as {
      items: Array<{ id: number; status: string; respondents: number }>;
    };
    const byId = Object.fromEntries(list.items.map((item) => [item.id, item]));
    expect([byId[1].status, byId[2].status, byId[3].status, byId[4].status]).toEqual([
      'open',
      'open',
      'closed',
      'upcoming',
    ]);
    expect(byId[3].respondents).toBe(3);
    expect((await refusal(routes['GET /questionnaires/:id'](context(db, null, { id: '99' })))).status).toBe(404);
    expect((await refusal(routes['GET /questionnaires/:id'](context(db, null, { id: 'abc' })))).status).toBe(404);
  });

  test('concurrent submissions of one user with different keys store exactly one sheet', async () => {
    const { db, routes } = await setup();
    const submit = routes['POST /questionnaires/:id/submissions'];
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) => submit(context(db, 2, { id: '1' }, SHEET, `key-double-${index}`))),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(refused.map((result) => (result.reason as UpstreamError).message)).toEqual(
      Array(7).fill('您已提交过该问卷，每人限提交一次'),
    );
    expect(await count(db, 1, 2)).toBe(1);
  });

  test('a retried request (same key) answers the first result and stores nothing new', async () => {
    const { db, routes } = await setup();
    const submit = routes['POST /questionnaires/:id/submissions'];
    const [first, second] = await Promise.all([
      submit(context(db, 1, { id: '1' }, SHEET, 'retry-key-1')),
      submit(context(db, 1, { id: '1' }, SHEET, 'retry-key-1')),
    ]);
    expect(second).toEqual(first);
    expect(await count(db, 1, 1)).toBe(1);
  });

  test('bad sheets, closed and upcoming questionnaires and missing keys are refused with nothing stored', async () => {
    const { db, routes } = await setup();
    const submit = routes['POST /questionnaires/:id/submissions'];
    const missing = await refusal(
      submit(context(db, 1, { id: '1' }, { answers: [{ question_id: 'q1', score: 5 }] }, 'bad-sheet-1')),
    );
    expect([missing.code, missing.status, missing.message]).toEqual([1003, 400, '第2题为必答题，请作答']);
    const outOfRange = await refusal(
      submit(
        context(
          db,
          1,
          { id: '2' },
          {
            answers: [
              { question_id: 'q1', choices: ['lt1'] },
              { question_id: 'q2', choices: ['a'] },
              { question_id: 'q3', score: 11 },
            ],
          },
          'bad-sheet-2',
        ),
      ),
    );
    expect(outOfRange.message).toBe('第3题请在0到10分之间打分');
    expect((await refusal(submit(context(db, 1, { id: '3' }, SHEET, 'closed-key-1')))).message).toBe(
      '问卷已结束，无法提交',
    );
    expect((await refusal(submit(context(db, 1, { id: '4' }, SHEET, 'upcoming-key-1')))).message).toBe(
      '问卷尚未开始，请在开始后填写',
    );
    expect((await refusal(submit(context(db, 1, { id: '1' }, SHEET)))).code).toBe(1003);
    expect((await refusal(submit(context(db, null, { id: '1' }, SHEET, 'anonymous-1')))).code).toBe(2008);
    expect(await count(db, 1)).toBe(0);
    expect(await count(db, 2)).toBe(0);
    expect(await count(db, 4)).toBe(0);
  });

  test('the result: own answers, everyone else only in totals', async () => {
    const { db, routes } = await setup();
    const submit = routes['POST /questionnaires/:id/submissions'];
    await submit(context(db, 1, { id: '1' }, SHEET, 'result-key-1'));
    await submit(
      context(
        db,
        2,
        { id: '1' },
        {
          answers: [
            { question_id: 'q1', score: 2 },
            { question_id: 'q2', choices: ['tool'] },
            { question_id: 'q3', choices: ['risk'] },
            { question_id: 'q4', text: '私密建议' },
          ],
        },
        'result-key-2',
      ),
    );
    const result = (await routes['GET /questionnaires/:id/result'](context(db, 1, { id: '1' }))) as {
      mine: { answers: unknown[] };
      stats: Array<{
        question_id: string;
        responses: number;
        score_sum: number;
        options: Array<{ id: string; count: number }>;
      }>;
    };
    expect(result.mine.answers).toEqual(SHEET.answers);
    expect(JSON.stringify(result)).not.toContain('私密建议');
    const stat = Object.fromEntries(result.stats.map((item) => [item.question_id, item]));
    expect(stat.q1).toMatchObject({ responses: 2, score_sum: 7 });
    expect(stat.q3.options.find((option) => option.id === 'risk')?.count).toBe(2);
    expect(stat.q4.responses).toBe(1);
    const stranger = (await routes['GET /questionnaires/:id/result'](context(db, 3, { id: '1' }))) as { mine: unknown };
    expect(stranger.mine).toBeNull();
  });

  test('tally counts options and scores per question', () => {
    const stats = tally(
      [
        {
          id: 'a',
          type: 'single',
          title: 'A',
          required: true,
          options: [
            { id: 'x', label: 'X' },
            { id: 'y', label: 'Y' },
          ],
        },
        { id: 'b', type: 'scale', title: 'B', required: false },
      ],
      [
        [
          { question_id: 'a', choices: ['x'] },
          { question_id: 'b', score: 3 },
        ],
        [{ question_id: 'a', choices: ['x'] }],
      ],
    );
    expect(stats).toEqual([
      {
        question_id: 'a',
        responses: 2,
        options: [
          { id: 'x', count: 2 },
          { id: 'y', count: 0 },
        ],
        score_sum: 0,
      },
      { question_id: 'b', responses: 1, options: [], score_sum: 3 },
    ]);
  });
});
