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

/**
 * POST /stockDiagnosisPay/useFree {scene, code, request_id}: spends one free diagnosis of the scene on a
 * stock. `request_id` is the idempotency key (one per tap): a repeat answers the first result and spends
 * nothing more; with no free use left the upstream refuses (1003, 409).
 */
export const useFreeInputSchema = z.object({
  scene: z.enum(['ai_diagnosis', 'ai_diagnosis_second', 'ai_diagnosis_detail']),
  code: z.string().regex(/^\d{6}$/, '股票代码格式错误'),
  request_id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, '请求编号格式错误'),
});

export const useFreeSchema = z.object({
  scene: z.string(),
  code: z.string(),
  used_free_times: z.number().int().nonnegative(),
  free_times: z.number().int().nonnegative(),
});
