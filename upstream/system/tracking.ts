import { z } from 'zod';
import type { trackingAcceptedSchema } from '@/lib/api/contracts/tracking';
import { decryptJson, encryptJson } from '@/lib/security/aes';
import { parseBody } from '@/upstream/core/body';
import { RawEnvelope, UpstreamError, type UpstreamModule } from '@/upstream/core/types';

/** An encrypted body (x-encrypt: 999): the SPEC §7 payload, AES-encrypted into one string. */
const encryptedBodySchema = z.object({ encrypt: z.string().min(1) });
/**
 * What the tracking host needs of the SPEC §7 payload (lib/api/contracts/tracking has the whole of
 * it, as the BFF sends it); other fields are accepted and ignored, as a collector does.
 */
const trackingBodySchema = z.looseObject({
  aessign: z.string().min(1),
  device_id: z.union([z.string(), z.number()]).default(''),
  event_list: z.array(
    z.looseObject({
      event_id: z.union([z.string(), z.number()]).default(''),
      event_type: z.string().default(''),
      user_id: z.union([z.string(), z.number()]).default(''),
      event_time: z.coerce.number().default(0),
    }),
  ),
});

/**
 * The tracking host (SPEC §7 "on a different host"), served by the local upstream under /buriedPoint.
 * Bodies may be AES-encrypted (`{encrypt}` with x-encrypt: 999); the answer then uses code 999.
 */
function decrypted(encrypt: string): unknown {
  try {
    return decryptJson(encrypt);
  } catch {
    throw new UpstreamError(1003, '报文解密失败', 400);
  }
}

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
      const encrypted = ctx.headers['x-encrypt'] === '999';
      const payload = parseBody(
        trackingBodySchema,
        encrypted ? { body: decrypted(parseBody(encryptedBodySchema, ctx).encrypt) } : ctx,
      );
      const events = payload.event_list;
      for (const event of events) {
        await ctx.db.execute({
          sql: 'INSERT INTO tracking_events (device_id, event_id, event_type, user_id, event_time, received_at) VALUES (?, ?, ?, ?, ?, ?)',
          args: [
            String(payload.device_id),
            String(event.event_id),
            event.event_type,
            String(event.user_id),
            event.event_time,
            Date.now(),
          ],
        });
      }
      const answer = { accepted: events.length } satisfies z.input<typeof trackingAcceptedSchema>;
      return encrypted ? new RawEnvelope({ code: 999, data: encryptJson(answer) }) : answer;
    });
  },
};
