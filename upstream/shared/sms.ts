import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { RESEND_SECONDS, SMS_CODE_TTL_SECONDS, SMS_MAX_WRONG_TRIES, type smsSentSchema } from '@/lib/account/schemas';
import { UpstreamError, type Db } from '@/upstream/core/types';

const bad = (code: number, message: string, status = 400) => new UpstreamError(code, message, status);

/**
 * What a code was sent for (DOMAIN-MODEL "SMS codes have a purpose"): a code passes only a check of its
 * own purpose. The public sms-code route sends login codes only; the others are sent by the signed-in
 * routes that check them (withdrawal, account closure, binding) to the account's own mobile.
 */
export type SmsPurpose = 'login' | 'withdrawal' | 'closure' | 'binding';

/** Sends a code for one purpose to a known mobile (login, or a step-up check such as the wallet's withdrawal). */
export async function issueSmsCode(db: Db, mobile: string, purpose: SmsPurpose) {
  const now = Date.now();
  const last = await db.execute({
    sql: 'SELECT sent_at FROM sms_codes WHERE mobile = ? ORDER BY id DESC LIMIT 1',
    args: [mobile],
  });
  const lastSent = Number(last.rows[0]?.sent_at ?? 0);
  if (now - lastSent < RESEND_SECONDS * 1000) throw bad(1005, '验证码发送过于频繁，请稍后再试', 429);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.execute({
    sql: 'INSERT INTO sms_codes (mobile, code, type, sent_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    args: [mobile, code, purpose, now, now + SMS_CODE_TTL_SECONDS * 1000],
  });
  return {
    mobile: `${mobile.slice(0, 3)}****${mobile.slice(7)}`,
    expires_in: SMS_CODE_TTL_SECONDS,
    resend_after: RESEND_SECONDS,
  } satisfies z.input<typeof smsSentSchema>;
}

/** Codes live 5 minutes, are used once, die after 3 wrong tries, and pass only a check of their own purpose. */
export async function consumeSmsCode(db: Db, mobile: string, code: string, purpose: SmsPurpose): Promise<void> {
  const result = await db.execute({
    sql: 'SELECT id, code, expires_at, wrong_tries, used_at FROM sms_codes WHERE mobile = ? AND type = ? ORDER BY id DESC LIMIT 1',
    args: [mobile, purpose],
  });
  const row = result.rows[0];
  if (!row) throw bad(2004, '请先验证手机号');
  if (row.used_at !== null) throw bad(2005, '验证码已使用，请重新获取');
  if (Number(row.expires_at) <= Date.now()) throw bad(2005, '验证码已过期，请重新获取');
  if (Number(row.wrong_tries) >= SMS_MAX_WRONG_TRIES) throw bad(2005, '验证码错误次数过多，请重新获取');
  if (String(row.code) !== code) {
    await db.execute({ sql: 'UPDATE sms_codes SET wrong_tries = wrong_tries + 1 WHERE id = ?', args: [row.id] });
    const left = SMS_MAX_WRONG_TRIES - Number(row.wrong_tries) - 1;
    throw bad(2005, left > 0 ? '验证码错误' : '验证码错误次数过多，请重新获取');
  }
  const claimed = await db.execute({
    sql: 'UPDATE sms_codes SET used_at = ? WHERE id = ? AND used_at IS NULL',
    args: [Date.now(), row.id],
  });
  if (claimed.rowsAffected !== 1) throw bad(2005, '验证码已使用，请重新获取');
}
