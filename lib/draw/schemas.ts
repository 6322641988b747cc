import { z } from 'zod';

/**
 * The public record of a verifiable draw (upstream/shared/draw.ts): the prize table and seed hash
 * from the open, the participants, and after the draw the seed and the winners. Shared by the BFF,
 * the pages and the local upstream. Generic: `ownerType` names who runs it (lucky bag, koi, money tree).
 */
export const DRAW_OWNER_TYPES = ['lucky_bag', 'koi', 'money_tree'] as const;
export const DRAW_STATUSES = ['open', 'closed', 'drawn'] as const;

export const DrawPrizeSchema = z.object({ name: z.string(), count: z.number().int().positive() });

export const DrawSchema = z.object({
  id: z.number().int(),
  ownerType: z.enum(DRAW_OWNER_TYPES),
  ownerId: z.number().int(),
  algorithm: z.string(),
  prizes: z.array(DrawPrizeSchema),
  seedHash: z.string().regex(/^[0-9a-f]{64}$/),
  /** Revealed only once drawn. */
  seed: z.string().nullable(),
  status: z.enum(DRAW_STATUSES),
  openedAt: z.string(),
  drawnAt: z.string().nullable(),
  /** Distinct participant ids, ascending: the exact input of the draw. */
  participants: z.array(z.number().int()),
  winners: z.array(
    z.object({ userId: z.number().int(), prizeIndex: z.number().int().nonnegative(), nickname: z.string() }),
  ),
});
export type Draw = z.infer<typeof DrawSchema>;
