import { createHash } from 'node:crypto';
import { UpstreamError, type Db, type HandlerContext } from './types';

/**
 * Idempotency keys for every state-changing call (DOMAIN-MODEL: "the upstream stores key → result
 * and answers a repeat with the first result"). Any module may use it: the table is created by the
 * order module's schema (IDEMPOTENCY_SCHEMA), keyed by (scope, user, key).
 *
 * The claim is one INSERT OR IGNORE (the local libSQL runs statements synchronously, so exactly one
 * of many concurrent callers wins); the others wait for the winner's stored answer. A key reused for
 * a different request (another body) is refused with 409. A business refusal (UpstreamError) is
 * stored and answered again; an unexpected failure frees the key so the caller may retry.
 */
export const IDEMPOTENCY_SCHEMA = `CREATE TABLE IF NOT EXISTS idempotency_keys (
   scope TEXT NOT NULL, user_id INTEGER NOT NULL, key TEXT NOT NULL, request_hash TEXT NOT NULL,
   state TEXT NOT NULL, answer TEXT, created_at TEXT NOT NULL,
   PRIMARY KEY (scope, user_id, key))`;

const KEY_PATTERN = /^[\w.:-]{8,128}$/;
const WAIT_STEP_MS = 15;
const WAIT_LIMIT_MS = 8000;

export function idempotencyKeyOf(ctx: Pick<HandlerContext, 'headers'>): string {
  const raw = ctx.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY_PATTERN.test(key)) throw new UpstreamError(1003, '缺少幂等键（Idempotency-Key）', 400);
  return key;
}

function hashOf(request: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(request ?? null))
    .digest('hex');
}

type Stored = { ok: true; data: unknown } | { ok: false; code: number; message: string; status: number };

export async function withIdempotency<T>(
  db: Db,
  claim: { scope: string; userId: number; key: string; request: unknown },
  run: () => Promise<T>,
): Promise<T> {
  const requestHash = hashOf(claim.request);
  const inserted = await db.execute({
    sql: "INSERT OR IGNORE INTO idempotency_keys (scope, user_id, key, request_hash, state, created_at) VALUES (?, ?, ?, ?, 'pending', ?)",
    args: [claim.scope, claim.userId, claim.key, requestHash, new Date().toISOString()],
  });
  if (inserted.rowsAffected === 1) {
    let stored: Stored;
    try {
      stored = { ok: true, data: await run() };
    } catch (error) {
      if (!(error instanceof UpstreamError)) {
        await db.execute({
          sql: 'DELETE FROM idempotency_keys WHERE scope = ? AND user_id = ? AND key = ?',
          args: [claim.scope, claim.userId, claim.key],
        });
        throw error;
      }
      stored = { ok: false, code: error.code, message: error.message, status: error.status };
    }
    await db.execute({
      sql: "UPDATE idempotency_keys SET state = 'done', answer = ? WHERE scope = ? AND user_id = ? AND key = ?",
      args: [JSON.stringify(stored), claim.scope, claim.userId, claim.key],
    });
    return replay<T>(stored);
  }
  const started = Date.now();
  for (;;) {
    const row = (
      await db.execute({
        sql: 'SELECT request_hash, state, answer FROM idempotency_keys WHERE scope = ? AND user_id = ? AND key = ?',
        args: [claim.scope, claim.userId, claim.key],
      })
    ).rows[0];
    if (!row) return withIdempotency(db, claim, run); // the first attempt failed unexpectedly and freed the key
    if (row.request_hash !== requestHash) throw new UpstreamError(1003, '该幂等键已用于另一请求，请刷新后重试', 409);
    if (row.state === 'done') return replay<T>(JSON.parse(String(row.answer)) as Stored);
    if (Date.now() - started > WAIT_LIMIT_MS) throw new UpstreamError(1005, '正在请求，请稍后', 409);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

function replay<T>(stored: Stored): T {
  if (stored.ok) return stored.data as T;
  throw new UpstreamError(stored.code, stored.message, stored.status);
}

/**
 * One in-process queue for read-then-write money sequences (order creation, crediting a payment,
 * locking a coupon): the local upstream is one process, so running them one at a time makes each
 * sequence atomic; every write set is still one batch (one transaction) guarded by its own WHERE.
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return function serial<T>(task: () => Promise<T>): Promise<T> {
    const next = tail.then(task, task);
    tail = next.catch(() => undefined);
    return next;
  };
}

/** The one queue shared by the member, order, coupon and pay modules. */
export const moneyQueue = createSerialQueue();
