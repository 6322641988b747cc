/** The upstream contract of the two stock searches: securities (northbound flag) and stock rows with quotes. */
import { z } from 'zod';
import { num, securitySchema } from './security-schemas';

export const searchSchema = z.object({ rows: z.array(securitySchema.extend({ northbound: z.boolean() })) });
export type SearchResult = z.infer<typeof searchSchema>;

export const searchRowsSchema = z.object({
  rows: z.array(securitySchema.extend({ initials: z.string(), close: num, pct: num })),
  hot: z.array(securitySchema.extend({ close: num, pct: num })),
});
export type StockSearch = z.infer<typeof searchRowsSchema>;
