import { ERROR_MESSAGES } from '@/lib/errors';
import { MOBILE_PATTERN, SMS_CODE_PATTERN, SMS_CODE_TTL_SECONDS } from '@/lib/account/rules';

export interface LoginDraft {
  mobile: string;
  code: string;
  agreed: boolean;
  /** The mobile the last code was sent to, or null when none was sent. */
  sentTo: string | null;
}

export type LoginField = 'mobile' | 'code' | 'agreement';

/** SPEC §5 messages, in the order a user meets them; null when the form may be submitted. */
export function loginProblem(draft: LoginDraft): { field: LoginField; message: string } | null {
  const mobile = draft.mobile.trim();
  if (!MOBILE_PATTERN.test(mobile)) return { field: 'mobile', message: ERROR_MESSAGES[1002] };
  // A typed code with no send on record (a reload, another tab) is the server's to check, not refused here.
  if (draft.sentTo === null && !SMS_CODE_PATTERN.test(draft.code.trim()))
    return { field: 'code', message: ERROR_MESSAGES[2004] };
  if (draft.sentTo !== null && draft.sentTo !== mobile) return { field: 'mobile', message: ERROR_MESSAGES[2003] };
  if (!SMS_CODE_PATTERN.test(draft.code.trim())) return { field: 'code', message: ERROR_MESSAGES[2005] };
  if (!draft.agreed) return { field: 'agreement', message: ERROR_MESSAGES[2002] };
  return null;
}

/** The login code sent last in this tab, kept across a reload so the form still knows it was sent. */
export interface SentCode {
  mobile: string;
  sentAt: number;
  resendAfter: number;
}

export const SENT_CODE_KEY = 'login.smsSent';

/** The record while its code can still be used (SMS_CODE_TTL_SECONDS), else null. */
export function liveSentCode(raw: string | null, now = Date.now()): SentCode | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SentCode>;
    if (
      typeof value.mobile !== 'string' ||
      !MOBILE_PATTERN.test(value.mobile) ||
      typeof value.sentAt !== 'number' ||
      typeof value.resendAfter !== 'number'
    )
      return null;
    if (now - value.sentAt >= SMS_CODE_TTL_SECONDS * 1000 || value.sentAt > now) return null;
    return { mobile: value.mobile, sentAt: value.sentAt, resendAfter: value.resendAfter };
  } catch {
    return null;
  }
}

/** Whole seconds until a new code may be asked for (0: now). */
export function resendLeft(sent: SentCode, now = Date.now()): number {
  return Math.max(0, Math.ceil((sent.sentAt + sent.resendAfter * 1000 - now) / 1000));
}
