import { expect, test } from '@playwright/test';
import { diagnosisConfigSchema, useFreeSchema } from '@/lib/api/contracts/diagnosis';
import { login, newClient } from './bff-helpers';

const USE = '/h5/api/stockDiagnosisPay/useFree';
const id = (n: number) => `req${Date.now()}${String(n).padStart(6, '0')}`;

test.describe('POST /h5/api/stockDiagnosisPay/useFree (the diagnosis confirmation)', () => {
  test('needs a session and a well-formed body', async () => {
    const client = await newClient();
    expect(
      (await client.post(USE, { data: { scene: 'ai_diagnosis', code: '600519', request_id: id(0) } })).status(),
    ).toBe(401);
    await login(client);
    const bad = await client.post(USE, { data: { scene: 'ai_diagnosis', code: '60051', request_id: id(1) } });
    expect(bad.status()).toBe(400);
  });

  test('concurrent confirmations never spend more than the free quota; a repeated request spends nothing', async () => {
    const client = await newClient();
    await login(client);
    const bodies = Array.from({ length: 6 }, (_, n) => ({
      scene: 'ai_diagnosis',
      code: '600519',
      request_id: id(10 + n),
    }));
    const answers = await Promise.all(bodies.map((data) => client.post(USE, { data })));
    const statuses = answers.map((a) => a.status()).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409]);
    const refused = await answers.find((a) => a.status() === 409)!.json();
    expect(refused).toMatchObject({ code: 1003, message: '免费次数已用完' });
    const accepted = bodies[answers.findIndex((a) => a.status() === 200)];
    const repeat = await client.post(USE, { data: accepted });
    expect(repeat.status()).toBe(200);
    expect(useFreeSchema.parse((await repeat.json()).data).used_free_times).toBe(3);
    const config = diagnosisConfigSchema.parse(
      (await (await client.get('/h5/api/stockDiagnosisPay/getConfigInfo?scene=ai_diagnosis')).json()).data,
    );
    expect(config.used_free_times).toBe(3);
  });
});
