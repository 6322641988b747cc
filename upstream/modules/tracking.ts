import { decryptJson, encryptJson } from '../../lib/security/aes';
import { RawEnvelope, UpstreamError, type UpstreamModule } from '../core/types';

/**
 * The tracking host (SPEC §7 "on a different host"), served by the local upstream under /buriedPoint.
 * Bodies may be AES-encrypted (`{encrypt}` with x-encrypt: 999); the answer then uses code 999.
 */
export const trackingModule: UpstreamModule = {
  name: 'tracking',
  version: 1,
  tables: ['tracking_events'],
  schema: [
    `CREATE TABLE IF NOT EXISTS tracking_events (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       device_id TEXT NOT NULL,
       event_id TEXT NOT NULL,
       event_type TEXT NOT NULL,
       user_id TEXT NOT NULL,
       event_time INTEGER NOT NULL,
       received_at INTEGER NOT NULL
     )`,
  ],
  routes(router) {
    router.post('/buriedPoint/buried/point/data/submit', async (ctx) => {
      const raw = (ctx.body ?? {}) as { encrypt?: unknown };
      const encrypted = ctx.headers['x-encrypt'] === '999' && typeof raw.encrypt === 'string';
      let payload: { aessign?: unknown; device_id?: unknown; event_list?: unknown };
      try {
        payload = encrypted ? decryptJson(raw.encrypt as string) : (raw as typeof payload);
      } catch {
        throw new UpstreamError(1003, '报文解密失败', 400);
      }
      if (typeof payload.aessign !== 'string' || !payload.aessign || !Array.isArray(payload.event_list)) {
        throw new UpstreamError(1003, '缺少相关参数', 400);
      }
      const events = payload.event_list as Array<Record<string, unknown>>;
      for (const event of events) {
        await ctx.db.execute({
          sql: 'INSERT INTO tracking_events (device_id, event_id, event_type, user_id, event_time, received_at) VALUES (?, ?, ?, ?, ?, ?)',
          args: [String(payload.device_id ?? ''), String(event.event_id ?? ''), String(event.event_type ?? ''), String(event.user_id ?? ''), Number(event.event_time ?? 0), Date.now()],
        });
      }
      const answer = { accepted: events.length };
      return encrypted ? new RawEnvelope({ code: 999, data: encryptJson(answer) }) : answer;
    });
  },
};
