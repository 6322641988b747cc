import 'server-only';
import { z } from 'zod';
import { upstreamGet, upstreamPost } from '@/lib/http/upstream';
import { readPersonal } from '@/lib/read/server';
import { readAuth } from '@/lib/session/session';
import { userCouponSchema } from './schemas';
/** Claims a claimable template (newcomer / activity / system) once per Idempotency-Key. */
export function claimCoupon(templateId: number, idempotencyKey: string) {
  return upstreamPost('/coupons/claim', userCouponSchema, {
    body: { template_id: templateId },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** The viewer's coupons for a page render (never shared between users). */
export async function readMyCoupons() {
  const auth = await readAuth();
  return readPersonal('/coupons/mine', () =>
    upstreamGet('/coupons/mine', z.object({ coupons: z.array(userCouponSchema) }), { auth }).then(
      (answer) => answer.coupons,
    ),
  );
}
