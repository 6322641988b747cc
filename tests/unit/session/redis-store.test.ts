import { spawn, type ChildProcess } from 'node:child_process';
import { RateLimitedError, smsLimits } from '@/lib/store/rate-limit';
import { resetSharedStoreForTests, sharedStore } from '@/lib/store/shared-store';
import { rotateRefreshToken } from '@/lib/session/refresh';
import { isSessionRevoked, revokeSessionId } from '@/lib/session/revocation';
import { answersPing, describeWithRedis } from '../../fixtures/redis-server';
import { until } from '../../fixtures/until';
import { json, startFakeUpstream } from '../http/fake-upstream';

const PORT = 16000 + (process.pid % 1000);
let server: ChildProcess | undefined;

describeWithRedis('shared store on Redis (REDIS_URL set)', () => {
  beforeAll(async () => {
    server = spawn('redis-server', ['--port', String(PORT), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await until(() => answersPing(PORT), 'redis-server to answer PING');
    process.env.REDIS_URL = `redis://127.0.0.1:${PORT}`;
    await resetSharedStoreForTests();
  });
  afterAll(async () => {
    await resetSharedStoreForTests();
    delete process.env.REDIS_URL;
    server?.kill();
  });

  it('keeps values with a TTL and forgets them after it', async () => {
    const store = await sharedStore();
    expect(store.constructor.name).toBe('RedisStore');
    await store.set('h5:test:a', 'x', 200);
    expect(await store.get('h5:test:a')).toBe('x');
    // Redis expires the key on its own clock: wait for that, not for a guessed time (fails if it never does).
    await until(async () => (await store.get('h5:test:a')) === null, 'the key to expire', 3_000);
  });

  it('revocations and SMS limits are shared through Redis', async () => {
    await revokeSessionId('redis-sid');
    expect(await isSessionRevoked('redis-sid')).toBe(true);
    const limits = await smsLimits();
    const mobile = `139${String(Date.now()).slice(-8)}`;
    await limits.consumeSms(mobile, '10.9.9.9');
    await expect(limits.consumeSms(mobile, '10.9.9.9')).rejects.toBeInstanceOf(RateLimitedError);
    // A second "instance" (fresh process state) sees the same counters.
    await resetSharedStoreForTests();
    await expect((await smsLimits()).consumeSms(mobile, '10.9.9.9')).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('two instances refreshing the same session make one upstream call (Redis lock)', async () => {
    const fake = await startFakeUpstream();
    process.env.UPSTREAM_URL = fake.url;
    const token = `refresh-${Date.now()}-0123456789abcdef`;
    fake.reply = (_hit, res) =>
      setTimeout(
        () =>
          json(res, 200, {
            code: 200,
            data: {
              token_type: 'bearer',
              access_token: 'access-r-0123456789abcdef',
              refresh_token: 'refresh-r-0123456789abcdef',
            },
          }),
        100,
      );
    try {
      const results = await Promise.all([
        rotateRefreshToken(token),
        rotateRefreshToken(token),
        rotateRefreshToken(token),
      ]);
      expect(fake.hits).toHaveLength(1);
      expect(results.map((result) => result?.access_token)).toEqual(Array(3).fill('access-r-0123456789abcdef'));
    } finally {
      await fake.close();
    }
  });
});
