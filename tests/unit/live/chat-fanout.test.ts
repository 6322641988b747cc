import { claimRoom, listenRoom, publishRoom, releaseRoom, type FanoutEnvelope } from '@/lib/live/chat-fanout';
import { resetSharedStoreForTests } from '@/lib/store/shared-store';
import { describeWithRedis, RedisServer } from '../../fixtures/redis-server';
import { until } from '../../fixtures/until';

/** The cross-instance chat fan-out on a real Redis. */

describe('chat fan-out without Redis', () => {
  it('every instance polls for itself and nothing is published', async () => {
    delete process.env.REDIS_URL;
    await resetSharedStoreForTests();
    expect(await claimRoom(1, 'bff-a')).toBe('local');
    expect(await publishRoom(1, { origin: 'bff-a', event: { type: 'viewers', viewers: 3 } })).toBe(false);
  });
});

const server = new RedisServer(18000 + (process.pid % 1000));

describeWithRedis('chat fan-out on Redis', () => {
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

  it('one instance holds a room lease and renews it; the others follow until it is released', async () => {
    expect(await claimRoom(7, 'bff-a')).toBe('leader');
    expect(await claimRoom(7, 'bff-b')).toBe('follower');
    expect(await claimRoom(7, 'bff-a')).toBe('leader');
    await releaseRoom(7, 'bff-b'); // not its lease: nothing happens
    expect(await claimRoom(7, 'bff-b')).toBe('follower');
    await releaseRoom(7, 'bff-a');
    expect(await claimRoom(7, 'bff-b')).toBe('leader');
    expect(await claimRoom(8, 'bff-a')).toBe('leader'); // leases are per room
  });

  it('what one instance publishes reaches every listener of the room, and no other room', async () => {
    const heard: FanoutEnvelope<unknown>[] = [];
    const other: FanoutEnvelope<unknown>[] = [];
    const stop = await listenRoom(9, (envelope) => heard.push(envelope));
    const stopOther = await listenRoom(10, (envelope) => other.push(envelope));
    await until(async () => {
      await publishRoom(9, { origin: 'bff-b', event: { type: 'probe' } });
      return heard.length > 0;
    }, 'the subscription to take');
    expect(await publishRoom(9, { origin: 'bff-b', event: { type: 'removed', ids: [5] } })).toBe(true);
    const removals = () => heard.filter((envelope) => (envelope.event as { type: string }).type === 'removed');
    await until(() => removals().length === 1, 'the removal to arrive');
    expect(removals()).toEqual([{ origin: 'bff-b', event: { type: 'removed', ids: [5] } }]);
    expect(other).toEqual([]);
    stop();
    stopOther();
  });
});
