import { createClient } from '@libsql/client';
import { createSerialQueue, IDEMPOTENCY_SCHEMA, withIdempotency } from '@/upstream/core/idempotency';
import { UpstreamError } from '@/upstream/core/types';

async function database() {
  const db = createClient({ url: ':memory:' });
  await db.execute(IDEMPOTENCY_SCHEMA);
  return db;
}

describe('idempotency keys (upstream/core/idempotency)', () => {
  test('50 concurrent calls with one key run the work once and all get its answer', async () => {
    const db = await database();
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { order: runs };
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        withIdempotency(db, { scope: 's', userId: 1, key: 'key-00000001', request: { plan: 'a' } }, work),
      ),
    );
    expect(runs).toBe(1);
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(new Set(['{"order":1}']));
  });

  test('the same key for another request is refused; another user may use the same key', async () => {
    const db = await database();
    await withIdempotency(db, { scope: 's', userId: 1, key: 'key-00000002', request: { plan: 'a' } }, async () => 1);
    await expect(
      withIdempotency(db, { scope: 's', userId: 1, key: 'key-00000002', request: { plan: 'b' } }, async () => 2),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      withIdempotency(db, { scope: 's', userId: 2, key: 'key-00000002', request: { plan: 'b' } }, async () => 3),
    ).resolves.toBe(3);
  });

  test('a business refusal is stored and answered again; an unexpected failure frees the key', async () => {
    const db = await database();
    const refuse = async () => {
      throw new UpstreamError(1003, '优惠券已被其他订单使用', 409);
    };
    const claim = { scope: 's', userId: 1, key: 'key-00000003', request: {} };
    await expect(withIdempotency(db, claim, refuse)).rejects.toMatchObject({ message: '优惠券已被其他订单使用' });
    await expect(withIdempotency(db, claim, async () => 'second')).rejects.toMatchObject({
      message: '优惠券已被其他订单使用',
    });
    const other = { ...claim, key: 'key-00000004' };
    await expect(withIdempotency(db, other, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(withIdempotency(db, other, async () => 'retried')).resolves.toBe('retried');
  });

  test('the serial queue runs tasks one at a time, in order, even after a failure', async () => {
    const serial = createSerialQueue();
    const log: string[] = [];
    const task = (name: string, ms: number, fail = false) =>
      serial(async () => {
        log.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
      });
    await Promise.allSettled([task('a', 20, true), task('b', 1), task('c', 5)]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });
});
