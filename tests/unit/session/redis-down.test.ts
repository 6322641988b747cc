import { isSessionRevoked, revokeSessionId } from '@/lib/session/revocation';
import { RateLimitedError, smsLimits } from '@/lib/store/rate-limit';
import { resetSharedStoreForTests, sharedStore } from '@/lib/store/shared-store';
import { describeWithRedis, RedisServer } from '../../fixtures/redis-server';
import { until } from '../../fixtures/until';

/** Redis stops while the app runs: what keeps working, what fails closed, and recovery. */

const server = new RedisServer(19000 + (process.pid % 1000));

describeWithRedis('Redis down', () => {
  beforeAll(async () => {
    await server.start();
    process.env.REDIS_URL = server.url;
    await resetSharedStoreForTests();
  });
  afterAll(async () => {
    await resetSharedStoreForTests();
    delete process.env.REDIS_URL;
    await server.stop();
  });

  it('store calls fail fast, sessions keep working, SMS fails closed; all recover when Redis returns', async () => {
    const mobile = `137${String(Date.now()).slice(-8)}`;
    await (await smsLimits()).consumeSms(mobile, '10.1.1.1');
    await server.stop();
    const store = await sharedStore();
    await until(
      async () =>
        await store.get('h5:probe').then(
          () => false,
          () => true,
        ),
      'the store to notice',
    );

    // Fails at once from the lost connection's state, not after queueing for the command time-out.
    await expect(store.get('h5:probe')).rejects.toThrow(/^redis (end|close|reconnecting)$/);
    // Logout still completes and a session is not refused for a revocation nobody can read.
    await expect(revokeSessionId('sid-during-outage')).resolves.toBeUndefined();
    await expect(isSessionRevoked('sid-any')).resolves.toBe(false);
    // No limits, no SMS: the refusal is not a "too many" answer but a failure.
    const refused = await (await smsLimits()).consumeSms(`136${String(Date.now()).slice(-8)}`, '10.1.1.1').then(
      () => 'sent',
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(Error);
    expect(refused).not.toBeInstanceOf(RateLimitedError);

    await server.start();
    await until(
      async () =>
        await store.get('h5:probe').then(
          () => true,
          () => false,
        ),
      'the store to reconnect',
      10_000,
    );
    await revokeSessionId('sid-after');
    expect(await isSessionRevoked('sid-after')).toBe(true);
    await expect(
      (await smsLimits()).consumeSms(`135${String(Date.now()).slice(-8)}`, '10.1.1.1'),
    ).resolves.toBeUndefined();
  }, 30_000);
});
