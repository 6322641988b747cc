import { z } from 'zod';

/**
 * The two calls SPEC §7 lists without method or payload, designed here:
 * GET  /stockDiagnosisPay/getConfigInfo?scene=…   price and free quota of AI stock diagnosis (login optional)
 * POST /conversation/bindOrderNo {conversation_id, order_no}   binds a paid order to a diagnosis conversation
 */
export const diagnosisConfigInputSchema = z.object({
  scene: z.enum(['ai_diagnosis', 'ai_diagnosis_second', 'ai_diagnosis_detail']).default('ai_diagnosis'),
});

export const diagnosisConfigSchema = z.object({
  scene: z.string(),
  sku_id: z.number().int().positive(),
  title: z.string(),
  price_fen: z.number().int().nonnegative(),
  original_price_fen: z.number().int().nonnegative(),
  free_times: z.number().int().nonnegative(),
  used_free_times: z.number().int().nonnegative().nullable(),
  benefits: z.array(z.string()),
});

export const bindOrderNoInputSchema = z.object({
  conversation_id: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, '会话编号格式错误'),
  order_no: z.string().regex(/^[A-Za-z0-9]{8,40}$/, '订单号格式错误'),
});

export const bindOrderNoSchema = z.object({
  conversation_id: z.string(),
  order_no: z.string(),
  bound_at: z.string(),
});
