import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  questionnaireDetailSchema,
  questionnaireListSchema,
  questionnaireResultSchema,
  submissionSchema,
} from '@/lib/questionnaire/schemas';
import { login, newClient } from './bff-helpers';

/** The questionnaire BFF over HTTP against the local upstream: login, zod input, Idempotency-Key, one sheet per user. */
const BASE = '/h5/api/questionnaires';
/** The action id a page is rendered with (X-Action-Id); the BFF derives the Idempotency-Key from it. */
const key = () => randomUUID();
const SHEET = {
  answers: [
    { question_id: 'q1', score: 4 },
    { question_id: 'q2', choices: ['article'] },
    { question_id: 'q3', choices: ['timely', 'ux'] },
    { question_id: 'q4', text: '希望多些盘后复盘' },
  ],
};

async function loggedIn(): Promise<APIRequestContext> {
  const client = await newClient();
  await login(client);
  return client;
}

const submit = (client: APIRequestContext, id: number | string, data: unknown, idem: string | null = key()) =>
  client.post(`${BASE}/${id}/submissions`, { data, headers: idem ? { 'x-action-id': idem } : {} });

test.describe('questionnaire BFF', () => {
  test('list and detail need a session; the seed has open, closed and upcoming ones; an unknown id is 404', async ({
    request,
  }) => {
    const anonymous = await request.get(BASE);
    expect(anonymous.status()).toBe(401);
    expect((await anonymous.json()).code).toBe(2008);

    const client = await loggedIn();
    const list = questionnaireListSchema.parse((await (await client.get(BASE)).json()).data);
    expect(new Set(list.items.map((item) => item.status))).toEqual(new Set(['open', 'closed', 'upcoming']));
    expect(list.items.every((item) => item.submitted_at === null)).toBe(true);
    const detail = questionnaireDetailSchema.parse((await (await client.get(`${BASE}/1`)).json()).data);
    expect(detail.questions.map((question) => question.type)).toEqual(['scale', 'single', 'multiple', 'text']);
    for (const id of ['999', 'abc', '0']) expect((await client.get(`${BASE}/${id}`)).status()).toBe(404);
    await client.dispose();
  });

  test('a bad sheet gets the rule in Chinese and stores nothing; no key → 1003', async () => {
    const client = await loggedIn();
    const missingRequired = await submit(client, 1, { answers: [{ question_id: 'q1', score: 4 }] });
    expect(missingRequired.status()).toBe(400);
    expect(await missingRequired.json()).toEqual({ code: 1003, message: '第2题为必答题，请作答' });
    const tooMany = await submit(client, 1, {
      answers: [...SHEET.answers.slice(0, 2), { question_id: 'q3', choices: ['timely', 'depth', 'risk', 'ux'] }],
    });
    expect((await tooMany.json()).message).toBe('第3题最多选择3项');
    const badShape = await submit(client, 1, { answers: 'all good' });
    expect(badShape.status()).toBe(400);
    const noKey = await submit(client, 1, SHEET, null);
    expect(noKey.status()).toBe(400);
    expect((await noKey.json()).code).toBe(1003);
    const closed = await submit(client, 3, {
      answers: [
        { question_id: 'q1', score: 3 },
        { question_id: 'q2', choices: ['pre'] },
      ],
    });
    expect(closed.status()).toBe(409);
    expect((await closed.json()).message).toBe('问卷已结束，无法提交');

    const result = questionnaireResultSchema.parse((await (await client.get(`${BASE}/1/result`)).json()).data);
    expect(result.mine).toBeNull();
    await client.dispose();
  });

  test('a concurrent double submit stores one sheet; the result shows it with the totals', async () => {
    const client = await loggedIn();
    const before = questionnaireDetailSchema.parse((await (await client.get(`${BASE}/1`)).json()).data).respondents;
    const [first, second] = await Promise.all([submit(client, 1, SHEET), submit(client, 1, SHEET)]);
    const statuses = [first.status(), second.status()].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = first.status() === 409 ? first : second;
    expect((await refused.json()).message).toBe('您已提交过该问卷，每人限提交一次');
    const accepted = submissionSchema.parse((await (first.status() === 200 ? first : second).json()).data);

    // The same key again (a lost answer retried) gets the same submission back.
    const idem = key();
    const other = {
      answers: [
        { question_id: 'q1', choices: ['1to3'] },
        { question_id: 'q2', choices: ['a'] },
        { question_id: 'q3', score: 9 },
      ],
    };
    const [a, b] = await Promise.all([submit(client, 2, other, idem), submit(client, 2, other, idem)]);
    expect([a.status(), b.status()]).toEqual([200, 200]);
    expect((await a.json()).data.id).toBe((await b.json()).data.id);

    const detail = questionnaireDetailSchema.parse((await (await client.get(`${BASE}/1`)).json()).data);
    expect(detail.respondents).toBe(before + 1);
    expect(detail.submitted_at).toBe(accepted.submitted_at);
    const result = questionnaireResultSchema.parse((await (await client.get(`${BASE}/1/result`)).json()).data);
    expect(result.mine?.id).toBe(accepted.id);
    expect(result.mine?.answers).toEqual(SHEET.answers);
    expect(result.stats.find((stat) => stat.question_id === 'q1')!.responses).toBe(detail.respondents);
    await client.dispose();
  });
});
