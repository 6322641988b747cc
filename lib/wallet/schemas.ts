import { z } from 'zod';

/** Wallet contract (DOMAIN-MODEL LedgerAccount / LedgerEntry / Withdrawal), owned by the upstream ledger module. */
export const withdrawRulesSchema = z.object({
  min_fen: z.number().int().positive(),
  max_fen: z.number().int().positive(),
  daily_max_fen: z.number().int().positive(),
  daily_count: z.number().int().positive(),
  fee_bp: z.number().int().nonnegative(),
  fee_min_fen: z.number().int().nonnegative(),
});

export const withdrawAccountSchema = z.object({ type: z.enum(['alipay', 'wechat', 'bank']), masked: z.string() });

export const walletSchema = z.object({
  cash_fen: z.number().int().nonnegative(),
  frozen_fen: z.number().int().nonnegative(),
  caidan: z.number().int().nonnegative(),
  /** Cash-back clawed back after a friend's refund that the balance did not cover: later cash pays it first. */
  owed_fen: z.number().int().nonnegative().default(0),
  realname: z.boolean(),
  account: withdrawAccountSchema.nullable(),
  rules: withdrawRulesSchema,
  today_fen: z.number().int().nonnegative(),
  today_count: z.number().int().nonnegative(),
});
export type Wallet = z.infer<typeof walletSchema>;

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  asset: z.enum(['cash', 'cash_frozen', 'caidan']),
  delta: z.number().int(),
  kind: z.string(),
  ref_type: z.string(),
  ref_id: z.string(),
  memo: z.string(),
  at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const ledgerEntriesSchema = z.object({ entries: z.array(ledgerEntrySchema) });

export const withdrawalSchema = z.object({
  id: z.number().int(),
  withdrawal_no: z.string(),
  amount_fen: z.number().int().positive(),
  fee_fen: z.number().int().nonnegative(),
  arrival_fen: z.number().int().positive(),
  account: withdrawAccountSchema,
  status: z.enum(['PENDING', 'PAID', 'FAILED']),
  reason: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalsSchema = z.object({ withdrawals: z.array(withdrawalSchema) });

export const smsSentToSelfSchema = z.object({
  mobile: z.string(),
  expires_in: z.number().int(),
  resend_after: z.number().int(),
});
export const stepUpSchema = z.object({ ticket: z.string(), expires_at: z.string() });

/** Browser → BFF inputs. The amount is the user's own choice of how much to take out (integer fen). */
export const withdrawInputSchema = z.object({
  amount_fen: z
    .number({ error: '请输入正确的提现金额' })
    .int('请输入正确的提现金额')
    .positive('请输入正确的提现金额')
    .max(100_000_000, '请输入正确的提现金额'),
  ticket: z.string().regex(/^[0-9a-f]{32}$/, '请先完成短信验证'),
});
export const stepUpInputSchema = z.object({ code: z.string().regex(/^\d{6}$/, '请输入6位验证码') });

/** Binding the payout account: an Alipay account (mobile or e-mail) in the verified name. */
export const bindAccountInputSchema = z
  .object({
    type: z.literal('alipay'),
    account: z
      .string()
      .trim()
      .regex(/^(1\d{10}|[\w.+-]{1,64}@[\w-]+(\.[\w-]+)+)$/, '请输入正确的支付宝账号（手机号或邮箱）'),
  })
  .strict();
