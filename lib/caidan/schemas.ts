import { z } from 'zod';

/** Cai-dan contract: the exchange rate and exchanges (both legs of one exchange are one ledger transaction). */
export const exchangeRateSchema = z.object({
  caidan_units: z.number().int().positive(),
  cash_fen: z.number().int().positive(),
  min_caidan: z.number().int().positive(),
});

export const exchangeSchema = z.object({
  id: z.number().int(),
  direction: z.enum(['caidan_to_cash', 'cash_to_caidan']),
  caidan: z.number().int().positive(),
  cash_fen: z.number().int().positive(),
  rate: exchangeRateSchema,
  at: z.string(),
});
export type Exchange = z.infer<typeof exchangeSchema>;
export const exchangesSchema = z.object({ exchanges: z.array(exchangeSchema) });

export const exchangeInputSchema = z.object({
  direction: z.enum(['caidan_to_cash', 'cash_to_caidan'], { error: '缺少相关参数' }),
  amount: z
    .number({ error: '请输入正确的数量' })
    .int('请输入正确的数量')
    .positive('请输入正确的数量')
    .max(100_000_000, '请输入正确的数量'),
});
