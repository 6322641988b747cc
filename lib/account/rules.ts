/** Login rules without zod: the login form imports these, so the browser bundle stays small. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const SMS_CODE_TTL_SECONDS = 5 * 60;
export const SMS_MAX_WRONG_TRIES = 3;
export const RESEND_SECONDS = 60;
