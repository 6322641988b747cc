import { expect, test, type APIRequestContext } from '@playwright/test';
import { QUESTIONNAIRE_V1 as Q } from '@/lib/compliance/questionnaire-v1';
import {
  certificationInfoSchema,
  evaluationSchema,
  hasEvaluationSchema,
  questionnaireSchema,
} from '@/lib/compliance/schemas';
import { login, newClient } from './bff-helpers';
import { submissionFor } from './compliance-support';

async function loggedIn(): Promise<APIRequestContext> {
  const client = await newClient();
  await login(client);
  return client;
}

async function data<T = unknown>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

test.describe('compliance BFF against the local upstream', () => {
  test('login-only routes answer 2008 without a session; the questionnaire is public', async () => {
    const client = await newClient();
    for (const path of [
      '/h5/api/certification/has-evaluation',
      '/h5/api/certification/info',
      '/h5/api/compliance/suitability?risk=1',
      '/h5/api/compliance/consents',
    ]) {
      const response = await client.get(path);
      expect([path, response.status(), (await response.json()).code]).toEqual([path, 401, 2008]);
    }
    const auth = await client.post('/h5/api/certification/auth/info', {
      data: { institution_id: '1001', enterprise_id: '20001' },
    });
    expect(auth.status()).toBe(401);
    const questionnaire = questionnaireSchema.parse(await data(await client.get('/h5/api/compliance/questionnaire')));
    expect(questionnaire.version).toBe(Q.version);
    expect(questionnaire.questions.length).toBeGreaterThanOrEqual(15);
  });

  test('a new user: no evaluation, nothing certified, must assess', async () => {
    const client = await loggedIn();
    expect(
      hasEvaluationSchema.parse(await data(await client.get('/h5/api/certification/has-evaluation'))),
    ).toMatchObject({ has_evaluation: false, expired: false, level: null });
    const info = await data<Record<string, unknown>>(await client.get('/h5/api/certification/info'));
    expect(certificationInfoSchema.parse(info)).toMatchObject({
      realname_detail: { documents: 0, portrait: 0 },
      evaluation: { option_value: 0 },
      auth_status: 0,
    });
    expect(info).toMatchObject({ certified: false, next_step: { reason: 'documents-missing' } });
    expect(await data(await client.get('/h5/api/compliance/suitability?risk=1'))).toMatchObject({
      decision: 'must-assess',
      allowed: false,
    });
  });

  test('submitting: incomplete answers and unconfirmed contradictions are refused', async () => {
    const client = await loggedIn();
    const good = submissionFor(3);
    const { q5: _omitted, ...incomplete } = good.answers;
    const missing = await client.post('/h5/api/compliance/evaluations', { data: { ...good, answers: incomplete } });
    expect([missing.status(), (await missing.json()).code]).toEqual([400, 1003]);
    const contradictory = { ...good.answers, q13: ['q13a'], q6: ['q6d'], q15: ['q15a'] };
    const unconfirmed = await client.post('/h5/api/compliance/evaluations', {
      data: { ...good, answers: contradictory, confirmedChecks: [] },
    });
    expect(unconfirmed.status()).toBe(400);
    expect((await unconfirmed.json()).message).toContain('学生');
    const unsigned = await client.post('/h5/api/compliance/evaluations', { data: { ...good, signature: '' } });
    expect((await unsigned.json()).message).toContain('请签署确认（填写您的姓名）');
    expect(
      (await data<{ has_evaluation: boolean }>(await client.get('/h5/api/certification/has-evaluation')))
        .has_evaluation,
    ).toBe(false);
  });

  for (const level of [1, 2, 3, 4, 5]) {
    test(`C${level}: stored through the upstream, reflected by has-evaluation and info, gate matches R1–R${level}`, async () => {
      const client = await loggedIn();
      const evaluation = evaluationSchema.parse(
        await data(await client.post('/h5/api/compliance/evaluations', { data: submissionFor(level) })),
      );
      expect(evaluation).toMatchObject({ level, lowest: false, max_risk: level, signature: '测试用户' });
      expect(await data(await client.get('/h5/api/certification/has-evaluation'))).toMatchObject({
        has_evaluation: true,
        level,
      });
      expect(
        (await data<{ evaluation: { option_value: number } }>(await client.get('/h5/api/certification/info')))
          .evaluation.option_value,
      ).toBe(1);
      for (let risk = 1; risk <= 5; risk += 1) {
        const gate = await data<{ decision: string; allowed: boolean; requiresConfirmation: boolean }>(
          await client.get(`/h5/api/compliance/suitability?risk=${risk}&product_id=vip-month`),
        );
        expect([risk, gate.decision, gate.allowed]).toEqual([risk, risk <= level ? 'match' : 'warn', risk <= level]);
      }
      if (level < 5) {
        const confirmed = await client.post('/h5/api/compliance/suitability/confirmations', {
          data: { risk: level + 1, product_id: 'svip-year' },
        });
        expect(confirmed.status()).toBe(200);
        const after = await data(
          await client.get(`/h5/api/compliance/suitability?risk=${level + 1}&product_id=svip-year`),
        );
        expect(after).toMatchObject({ decision: 'warn', allowed: true, requiresConfirmation: false });
        // A confirmation is for one product: another product still needs its own.
        expect(
          await data(await client.get(`/h5/api/compliance/suitability?risk=${level + 1}&product_id=other`)),
        ).toMatchObject({ allowed: false });
      }
    });
  }

  test('最低类别: only R1, refused above even when trying to confirm', async () => {
    const client = await loggedIn();
    const evaluation = evaluationSchema.parse(
      await data(await client.post('/h5/api/compliance/evaluations', { data: submissionFor(1, { lowest: true }) })),
    );
    expect(evaluation).toMatchObject({ level: 1, lowest: true, level_name: '风险承受能力最低类别', max_risk: 1 });
    expect(await data(await client.get('/h5/api/compliance/suitability?risk=1'))).toMatchObject({ decision: 'match' });
    expect(await data(await client.get('/h5/api/compliance/suitability?risk=2'))).toMatchObject({
      decision: 'refuse',
      allowed: false,
    });
    const confirm = await client.post('/h5/api/compliance/suitability/confirmations', {
      data: { risk: 2, product_id: 'vip-month' },
    });
    expect(confirm.status()).toBe(400);
  });

  test('the seeded user with a 400-day-old assessment is told it expired', async () => {
    const client = await newClient();
    await login(client, '13800000002');
    expect(await data(await client.get('/h5/api/certification/has-evaluation'))).toMatchObject({
      has_evaluation: false,
      expired: true,
    });
    expect(
      (await data<{ evaluation: { option_value: number } }>(await client.get('/h5/api/certification/info'))).evaluation
        .option_value,
    ).toBe(2);
    expect(await data(await client.get('/h5/api/compliance/suitability?risk=1'))).toMatchObject({
      decision: 'expired',
      allowed: false,
    });
  });

  test('real name, portrait, institution auth → certified, with details masked', async () => {
    const client = await loggedIn();
    const bad = await client.post('/h5/api/certification/realname', {
      data: { name: '张三', id_number: '110105194912310021' },
    });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).message).toContain('身份证号码格式错误');
    expect(
      (
        await client.post('/h5/api/certification/realname', {
          data: { name: '张三丰', id_number: '11010519491231002x' },
        })
      ).status(),
    ).toBe(200);
    expect((await client.post('/h5/api/certification/portrait')).status()).toBe(200);
    await data(await client.post('/h5/api/compliance/evaluations', { data: submissionFor(3) }));
    const wrong = await data(
      await client.post('/h5/api/certification/auth/info', {
        data: { institution_id: '1001', enterprise_id: '99999' },
      }),
    );
    expect(wrong).toEqual({ status: 0, institution_name: null });
    const missing = await client.post('/h5/api/certification/auth/info', { data: { institution_id: '1001' } });
    expect(missing.status()).toBe(400);
    expect(
      await data(
        await client.post('/h5/api/certification/auth/info', {
          data: { institution_id: '1001', enterprise_id: '20001' },
        }),
      ),
    ).toMatchObject({ status: 1 });
    const info = await data<Record<string, unknown>>(await client.get('/h5/api/certification/info'));
    expect(info).toMatchObject({
      certified: true,
      next_step: null,
      realname_detail: { documents: 1, portrait: 1, name: '张**', id_number: '1101**********002X' },
      evaluation: { option_value: 1 },
      auth_status: 1,
    });
    expect(JSON.stringify(info)).not.toContain('11010519491231002X');
  });

  test('consent records keep agreement, version, time, device, and the server-seen IP', async () => {
    const client = await loggedIn();
    const record = await data<Record<string, unknown>>(
      await client.post('/h5/api/compliance/consents', {
        data: { agreement_id: 'securitiesInvestmentConsultant', version: 'V3.4', ip: '6.6.6.6' },
        headers: { 'x-forwarded-for': '203.0.113.9' },
      }),
    );
    expect(record).toMatchObject({
      agreement_id: 'securitiesInvestmentConsultant',
      version: 'V3.4',
      channel: 'browser',
    });
    // The connection's address, not the client-written X-Forwarded-For.
    expect(record.ip).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect(String(record.device).length).toBeGreaterThan(0);
    expect(Date.now() - Date.parse(String(record.accepted_at))).toBeLessThan(60_000);
    const list = await data<Array<{ agreement_id: string }>>(await client.get('/h5/api/compliance/consents'));
    expect(list.map((entry) => entry.agreement_id)).toContain('securitiesInvestmentConsultant');
    const crossSite = await client.post('/h5/api/compliance/consents', {
      data: { agreement_id: 'x', version: '1' },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status()).toBe(403);
  });
});
