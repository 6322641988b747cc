import { ERROR_MESSAGES } from '@/lib/errors';
import { MOBILE_PATTERN, SMS_CODE_PATTERN } from '@/lib/account/rules';

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
  if (draft.sentTo === null) return { field: 'code', message: ERROR_MESSAGES[2004] };
  if (draft.sentTo !== mobile) return { field: 'mobile', message: ERROR_MESSAGES[2003] };
  if (!SMS_CODE_PATTERN.test(draft.code.trim())) return { field: 'code', message: ERROR_MESSAGES[2005] };
  if (!draft.agreed) return { field: 'agreement', message: ERROR_MESSAGES[2002] };
  return null;
}
