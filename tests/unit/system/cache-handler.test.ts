import RedisCacheHandler, { deserialize, serialize } from '@/cache-handler.mjs';
import { describeWithRedis, RedisServer } from '../../fixtures/redis-server';

/** Next's cache on Redis (issue 20): what two instances share, and what one keeps when Redis is away. */

const holder = () => (globalThis as Record<symbol, { memory: { clear(): void }; tags: Map<string, number>; redis?: Promise<{ disconnect(): void }> }>)[Symbol.for('h5.next-cache-handler')];

async function forgetProcessState() {
  const state = holder();
  state.memory.clear();
  state.tags.clear();
  (await state.redis)?.disconnect();
  state.redis = undefined;
}

const page = () => ({ kind: 'APP_PAGE', html: '<p>页</p>', rscData: Buffer.from([1, 2, 3]), segmentData: new Map([['/seg', Buffer.from('s')]]), headers: { 'x-next-cache-tags': 'lhb,_N_T_/tool' }, status: 200 });

describe('Next cache handler entries', () => {
  it('carry Buffers and Maps through JSON', () => {
    const back = deserialize(serialize({ value: page() })) as { value: ReturnType<typeof page> };
    expect(Buffer.isBuffer(back.value.rscData)).toBe(true);
    expect([...back.value.rscData]).toEqual([1, 2, 3]);
    expect(back.value.segmentData).toBeInstanceOf(Map);
    expect(back.value.segmentData.get('/seg')?.toString()).toBe('s');
  });

  it('without REDIS_URL: kept in memory, dropped by a tag revalidated after it', async () => {
    delete process.env.REDIS_URL;
    await forgetProcessState();
    const handler = new RedisCacheHandler({});
    await handler.set('/route-cache/APP_PAGE/x/$/tool', page(), { tags: [] });
    expect((await handler.get('/route-cache/APP_PAGE/x/$/tool'))?.value.html).toBe('<p>页</p>');
    await handler.revalidateTag('lhb');
    expect(await handler.get('/route-cache/APP_PAGE/x/$/tool')).toBeNull();
  });
});

const server = new RedisServer(17000 + (process.pid % 1000));

describeWithRedis('Next cache handler on Redis', () => {
  beforeAll(async () => {
    await server.start();
    process.env.REDIS_URL = server.url;
  });
  afterAll(async () => {
    await forgetProcessState();
    delete process.env.REDIS_URL;
    await server.stop();
  });

  it('an entry one instance set is read by another, and a tag revalidated on either drops it on both', async () => {
    await forgetProcessState();
    await new RedisCacheHandler({}).set('k1', page(), { tags: ['fetch-tag'] });
    await forgetProcessState(); // "instance B": nothing of A's process
    const onB = new RedisCacheHandler({});
    const entry = await onB.get('k1');
    expect(entry?.value.html).toBe('<p>页</p>');
    expect(Buffer.isBuffer(entry?.value.rscData)).toBe(true);
    await onB.revalidateTag(['fetch-tag']);
    await forgetProcessState();
    expect(await new RedisCacheHandler({}).get('k1')).toBeNull();
  });

  it('Redis gone: the instance answers from its own memory and never throws', async () => {
    await forgetProcessState();
    const handler = new RedisCacheHandler({});
    await handler.set('k2', page(), { tags: [] });
    await server.stop();
    expect((await handler.get('k2'))?.value.html).toBe('<p>页</p>');
    await expect(handler.set('k3', page(), { tags: [] })).resolves.toBeUndefined();
    await expect(handler.revalidateTag('lhb')).resolves.toBeUndefined();
    expect(await handler.get('k2')).toBeNull();
  }, 15_000);
});
