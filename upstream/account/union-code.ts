import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { parseBody } from '@/upstream/core/body';
import type { UpstreamModule } from '@/upstream/core/types';

/**
 * Union-member codes stand for a user at a partner, and user ids are public (draw records, chat): a code
 * is an HMAC of the user and partner under a server secret (DOMAIN-MODEL "Guessable is not secret"), so
 * nobody can make another user's code, and a partner's check recomputes it before accepting one.
 */
export const unionCodeSecret = () => process.env.UNION_CODE_SECRET ?? 'sandbox-union-code-secret';

export function unionMemberCode(userId: number, partnerId: number, secret = unionCodeSecret()): string {
  return createHmac('sha256', secret)
    .update(`union-member:${userId}:${partnerId}`)
    .digest('hex')
    .slice(0, 16)
    .toUpperCase();
}

export function verifyUnionMemberCode(
  code: string,
  userId: number,
  partnerId: number,
  secret = unionCodeSecret(),
): boolean {
  const given = Buffer.from(code.trim().toUpperCase(), 'utf8');
  const expected = Buffer.from(unionMemberCode(userId, partnerId, secret), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const verifyInput = z.object({
  partner_id: z.coerce.number().int().positive(),
  code: z.string().trim().min(1).max(64),
});

/** The partner's check of a code presented to it: valid only for a claim of that partner whose code verifies. */
export const unionCodeModule: UpstreamModule = {
  name: 'union-code',
  version: 1,
  tables: [],
  schema: [],
  routes(router) {
    router.post('/member/union/verify', async (ctx) => {
      const input = parseBody(verifyInput, ctx);
      const row = (
        await ctx.db.execute({
          sql: 'SELECT user_id, claimed_at FROM union_claims WHERE partner_id = ? AND code = ?',
          args: [input.partner_id, input.code.toUpperCase()],
        })
      ).rows[0];
      const valid = Boolean(row) && verifyUnionMemberCode(input.code, Number(row.user_id), input.partner_id);
      return { valid, partner_id: input.partner_id, claimed_at: valid ? String(row.claimed_at) : null };
    });
  },
};
