import type { z } from 'zod';
import {
  bindOrderNoInputSchema,
  useFreeInputSchema,
  type bindOrderNoSchema,
  type diagnosisConfigSchema,
  type useFreeSchema,
} from '@/lib/api/contracts/diagnosis';
import { parseBody } from '@/upstream/core/body';
import { UpstreamError, type UpstreamModule } from '@/upstream/core/types';

const SCENES: Record<string, { sku: number; title: string; price: number; original: number; free: number }> = {
  ai_diagnosis: { sku: 701, title: 'AI诊股', price: 990, original: 1990, free: 3 },
  ai_diagnosis_second: { sku: 702, title: 'AI诊股·深度版', price: 1990, original: 3990, free: 1 },
  ai_diagnosis_detail: { sku: 703, title: 'AI诊股·详情报告', price: 2990, original: 4990, free: 0 },
};
const BENEFITS = ['多维度技术面诊断', '资金流向与主力动向', '同行业估值对比', '风险提示与操作建议'];

/**
 * The two calls SPEC §7 lists without a method (designed in lib/api/contracts/diagnosis.ts):
 * GET /stockDiagnosisPay/getConfigInfo and POST /conversation/bindOrderNo.
 */
export const diagnosisModule: UpstreamModule = {
  name: 'diagnosis',
  version: 1,
  tables: ['diagnosis_usage', 'conversation_orders', 'diagnosis_use_requests'],
  schema: [
    `CREATE TABLE IF NOT EXISTS diagnosis_usage (
       user_id INTEGER NOT NULL REFERENCES users(id),
       scene TEXT NOT NULL,
       used INTEGER NOT NULL,
       PRIMARY KEY (user_id, scene)
     )`,
    `CREATE TABLE IF NOT EXISTS conversation_orders (
       conversation_id TEXT PRIMARY KEY,
       user_id INTEGER NOT NULL REFERENCES users(id),
       order_no TEXT NOT NULL,
       bound_at TEXT NOT NULL
     )`,
    `CREATE TABLE IF NOT EXISTS diagnosis_use_requests (
       request_id TEXT PRIMARY KEY,
       user_id INTEGER NOT NULL REFERENCES users(id),
       scene TEXT NOT NULL,
       code TEXT NOT NULL,
       created_at TEXT NOT NULL
     )`,
  ],
  routes(router) {
    router.get('/stockDiagnosisPay/getConfigInfo', async (ctx) => {
      const scene = ctx.query.get('scene') ?? 'ai_diagnosis';
      const config = SCENES[scene];
      if (!config) throw new UpstreamError(1003, '缺少相关参数', 400);
      const user = await ctx.optionalUser();
      let used: number | null = null;
      if (user) {
        const row = await ctx.db.execute({
          sql: 'SELECT used FROM diagnosis_usage WHERE user_id = ? AND scene = ?',
          args: [user.id, scene],
        });
        used = Number(row.rows[0]?.used ?? 0);
      }
      return {
        scene,
        sku_id: config.sku,
        title: config.title,
        price_fen: config.price,
        original_price_fen: config.original,
        free_times: config.free,
        used_free_times: used,
        benefits: BENEFITS,
      } satisfies z.input<typeof diagnosisConfigSchema>;
    });

    router.post('/stockDiagnosisPay/useFree', async (ctx) => {
      const user = await ctx.requireUser();
      const { scene, code, request_id: requestId } = parseBody(useFreeInputSchema, ctx);
      const config = SCENES[scene];
      // One transaction: the request is recorded only while a free use is left, and the count moves with it,
      // so concurrent taps can never spend more than the quota and a repeated request spends nothing.
      await ctx.db.batch(
        [
          {
            sql: `INSERT INTO diagnosis_use_requests (request_id, user_id, scene, code, created_at)
                  SELECT ?, ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM diagnosis_use_requests WHERE request_id = ?)
                  AND COALESCE((SELECT used FROM diagnosis_usage WHERE user_id = ? AND scene = ?), 0) < ?`,
            args: [requestId, user.id, scene, code, new Date().toISOString(), requestId, user.id, scene, config.free],
          },
          {
            sql: 'INSERT INTO diagnosis_usage (user_id, scene, used) SELECT ?, ?, 1 WHERE changes() = 1 ON CONFLICT(user_id, scene) DO UPDATE SET used = used + 1',
            args: [user.id, scene],
          },
        ],
        'write',
      );
      const request = (
        await ctx.db.execute({
          sql: 'SELECT user_id, scene, code FROM diagnosis_use_requests WHERE request_id = ?',
          args: [requestId],
        })
      ).rows[0];
      if (!request) throw new UpstreamError(1003, '免费次数已用完', 409);
      if (Number(request.user_id) !== user.id || String(request.scene) !== scene || String(request.code) !== code)
        throw new UpstreamError(1003, '请求编号已被使用', 409);
      const used = Number(
        (
          await ctx.db.execute({
            sql: 'SELECT used FROM diagnosis_usage WHERE user_id = ? AND scene = ?',
            args: [user.id, scene],
          })
        ).rows[0]?.used ?? 0,
      );
      return { scene, code, used_free_times: used, free_times: config.free } satisfies z.input<typeof useFreeSchema>;
    });

    router.post('/conversation/bindOrderNo', async (ctx) => {
      const user = await ctx.requireUser();
      const { conversation_id: conversationId, order_no: orderNo } = parseBody(bindOrderNoInputSchema, ctx);
      // Only the buyer's own paid order opens a paid conversation; another user's order is as missing as a made-up one.
      const order = (
        await ctx.db.execute({
          sql: 'SELECT status FROM orders WHERE order_no = ? AND user_id = ?',
          args: [orderNo, user.id],
        })
      ).rows[0];
      if (!order) throw new UpstreamError(1003, '订单不存在', 404);
      const status = String(order.status);
      if (status === 'REFUNDING' || status === 'REFUNDED')
        throw new UpstreamError(1003, '该订单已申请退款，不能用于诊断', 409);
      if (status === 'CLOSED') throw new UpstreamError(1003, '订单已关闭，请重新下单', 409);
      if (status !== 'PAID') throw new UpstreamError(1003, '订单尚未支付，请完成支付后再开始诊断', 409);
      await ctx.db.execute({
        sql: 'INSERT OR IGNORE INTO conversation_orders (conversation_id, user_id, order_no, bound_at) VALUES (?, ?, ?, ?)',
        args: [conversationId, user.id, orderNo, new Date().toISOString()],
      });
      const row = (
        await ctx.db.execute({
          sql: 'SELECT user_id, order_no, bound_at FROM conversation_orders WHERE conversation_id = ?',
          args: [conversationId],
        })
      ).rows[0];
      // Binding is idempotent for the same pair; a conversation never changes owner or order.
      if (Number(row.user_id) !== user.id || String(row.order_no) !== orderNo)
        throw new UpstreamError(1003, '该会话已绑定其他订单', 409);
      return { conversation_id: conversationId, order_no: orderNo, bound_at: String(row.bound_at) } satisfies z.input<
        typeof bindOrderNoSchema
      >;
    });
  },
};
