import { createHash } from 'node:crypto';

/**
 * The verifiable draw (DOMAIN-MODEL "Draws are verifiable"), one implementation for lucky bags, koi and
 * money-tree draws. At open the upstream publishes the prize table and sha256(seed); after the draw it
 * reveals the seed, and anyone recomputes the winners with `drawWinners` below:
 *
 * 1. participants = the distinct participant ids, sorted ascending (numbers);
 * 2. for pick k = 0, 1, … while prizes and participants remain:
 *    h = sha256(`${seed}:${k}`) as hex; index = (first 12 hex digits as an integer) mod remaining count;
 *    the participant at that index wins and leaves the pool;
 * 3. the winners in pick order take the prizes in table order (the first prize's count first).
 *
 * The 48-bit draw against a pool of at most a few million makes the modulo bias negligible (< 1e-8).
 */
export const DRAW_ALGORITHM = 'sha256-pick-v1';

export interface DrawPrize {
  name: string;
  count: number;
}

export interface DrawWinner {
  userId: number;
  prizeIndex: number;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function seedHash(seed: string): string {
  return sha256Hex(seed);
}

export function sortedParticipants(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

export function prizeTotal(prizes: readonly DrawPrize[]): number {
  return prizes.reduce((sum, prize) => sum + prize.count, 0);
}

/** Winners in pick order with the index of the prize each takes. */
export function drawWinners(
  seed: string,
  participantIds: readonly number[],
  prizes: readonly DrawPrize[],
): DrawWinner[] {
  const pool = sortedParticipants(participantIds);
  const slots = prizes.flatMap((prize, prizeIndex) => Array.from({ length: prize.count }, () => prizeIndex));
  const winners: DrawWinner[] = [];
  for (let pick = 0; pick < slots.length && pool.length > 0; pick += 1) {
    const value = Number.parseInt(sha256Hex(`${seed}:${pick}`).slice(0, 12), 16);
    const [userId] = pool.splice(value % pool.length, 1);
    winners.push({ userId, prizeIndex: slots[pick] });
  }
  return winners;
}

export interface DrawRecord {
  seedHash: string;
  seed: string | null;
  participants: readonly number[];
  prizes: readonly DrawPrize[];
  winners: readonly DrawWinner[];
}

export interface DrawVerification {
  /** sha256(revealed seed) equals the hash published at open. */
  hashMatches: boolean;
  /** The winners recomputed from the seed equal the published winners (same people, same prizes, same order). */
  winnersMatch: boolean;
  recomputed: DrawWinner[];
}

/** Recomputes a drawn record from its revealed seed; null before the seed is revealed. */
export function verifyDraw(record: DrawRecord): DrawVerification | null {
  if (record.seed === null) return null;
  const recomputed = drawWinners(record.seed, record.participants, record.prizes);
  const winnersMatch =
    recomputed.length === record.winners.length &&
    recomputed.every(
      (winner, index) =>
        winner.userId === record.winners[index].userId && winner.prizeIndex === record.winners[index].prizeIndex,
    );
  return { hashMatches: seedHash(record.seed) === record.seedHash, winnersMatch, recomputed };
}
