import type { InStatement } from '@libsql/client';
import type { BagAwardStatus, BagPrizeKind } from '@/lib/live/lucky-bag-rules';
import type { BagAddressInput } from '@/lib/live/lucky-bag-schemas';
import { UpstreamError, type Db } from '@/upstream/core/types';
import type { DrawnWinner } from '@/upstream/shared/draw';
import { grant, movementStatements } from '@/upstream/shared/ledger';

/**
 * Lucky-bag prizes (DOMAIN-MODEL "Prizes are credited in the same transaction as the draw"): the draw's
 * transaction records one award per winner and credits cai-dan with it (a keyed ledger entry); a VIP
 * experience is a TRIAL coupon of the bag's own template, granted by the shared grant() right after
 * under the award's key; a physical prize waits for the winner's address. Every step is keyed by the
 * award, so a repeated draw or settle credits nothing twice.
 */
export interface BagPrize {
  bagId: number;
  kind: BagPrizeKind;
  value: number;
  prizeName: string;
  couponTemplateId: number | null;
}

export const awardKey = (bagId: number, pick: number) => `lucky-bag:${bagId}:${pick}`;
const refOf = (prize: BagPrize) => ({
  type: 'prize' as const,
  id: `lucky-bag:${prize.bagId}`,
  memo: `福袋奖品：${prize.prizeName}`,
});

/** The award rows of a draw (and the cai-dan entries, unless the ledger cannot be written yet: the seed). */
export function bagAwardStatements(
  prize: BagPrize,
  drawId: number,
  winners: DrawnWinner[],
  { creditNow = true } = {},
): InStatement[] {
  const at = new Date().toISOString();
  return winners.flatMap((winner) => {
    const key = awardKey(prize.bagId, winner.pick);
    const credited = prize.kind === 'caidan' && creditNow;
    const status = prize.kind === 'physical' ? 'AWAITING_ADDRESS' : credited ? 'CREDITED' : 'PENDING';
    return [
      {
        sql: 'INSERT OR IGNORE INTO live_bag_awards (draw_id, pick, bag_id, user_id, kind, value, status, grant_key, created_at, credited_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        args: [
          drawId,
          winner.pick,
          prize.bagId,
          winner.userId,
          prize.kind,
          prize.value,
          status,
          key,
          at,
          credited ? at : null,
        ],
      },
      ...(credited
        ? movementStatements(
            {
              userId: winner.userId,
              asset: 'caidan',
              delta: prize.value,
              kind: 'prize',
              refType: 'prize',
              refId: refOf(prize).id,
              key,
              memo: refOf(prize).memo,
            },
            at,
          )
        : []),
    ];
  });
}

/** Credits the awards still pending (a VIP coupon, a seeded cai-dan prize) through the shared grant(), once each. */
export async function settleBagAwards(db: Db, prize: BagPrize): Promise<void> {
  const pending = await db.execute({
    sql: "SELECT user_id, grant_key FROM live_bag_awards WHERE bag_id = ? AND status = 'PENDING'",
    args: [prize.bagId],
  });
  for (const row of pending.rows) {
    const userId = Number(row.user_id);
    const key = String(row.grant_key);
    if (prize.kind === 'caidan') await grant(db, userId, { type: 'caidan', units: prize.value }, refOf(prize), key);
    else if (prize.kind === 'vip' && prize.couponTemplateId !== null)
      await grant(db, userId, { type: 'coupon', template_id: prize.couponTemplateId }, refOf(prize), key);
    else continue;
    await db.execute({
      sql: "UPDATE live_bag_awards SET status = 'CREDITED', credited_at = ? WHERE grant_key = ? AND status = 'PENDING'",
      args: [new Date().toISOString(), key],
    });
  }
}

/** The caller's award of a bag, if they won it. */
export async function awardOf(
  db: Db,
  bagId: number,
  userId: number,
): Promise<{ kind: BagPrizeKind; value: number; status: BagAwardStatus } | null> {
  const row = (
    await db.execute({
      sql: 'SELECT kind, value, status FROM live_bag_awards WHERE bag_id = ? AND user_id = ? LIMIT 1',
      args: [bagId, userId],
    })
  ).rows[0];
  return row
    ? { kind: String(row.kind) as BagPrizeKind, value: Number(row.value), status: String(row.status) as BagAwardStatus }
    : null;
}

/** A physical prize's winner gives the address it ships to, once. */
export async function submitAwardAddress(
  db: Db,
  bagId: number,
  userId: number,
  address: BagAddressInput,
): Promise<{ status: BagAwardStatus }> {
  const updated = await db.execute({
    sql: "UPDATE live_bag_awards SET status = 'ADDRESS_SUBMITTED', address = ? WHERE bag_id = ? AND user_id = ? AND status = 'AWAITING_ADDRESS'",
    args: [JSON.stringify(address), bagId, userId],
  });
  if (updated.rowsAffected === 1) return { status: 'ADDRESS_SUBMITTED' };
  const award = await awardOf(db, bagId, userId);
  if (award?.status === 'ADDRESS_SUBMITTED') throw new UpstreamError(1003, '收货地址已提交，请勿重复提交', 409);
  throw new UpstreamError(1003, '没有需要填写收货地址的奖品', 404);
}
