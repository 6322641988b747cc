/** The error catalogue of SPEC §8: codes 1000–2012 and how each is shown. Shared by server and client. */
export const ERROR_MESSAGES = {
  1000: '应用发生错误',
  1001: '应用暂时不支持无痕模式浏览',
  1002: '手机号填写错误',
  1003: '缺少相关参数',
  1004: '请求失败，请稍后再试',
  1005: '正在请求，请稍后',
  1006: '接口数据异常',
  2001: '验证码已发送',
  2002: '请接受注册协议',
  2003: '手机号已经改变，请重新获取验证码',
  2004: '请先验证手机号',
  2005: '验证码错误',
  2006: '密码不符合要求',
  2007: '重复密码错误',
  2008: '用户未登录，请登入',
  2009: '用户token已经失效',
  2010: '请填写图片验证码',
  2011: '图片验证码标示丢失',
  2012: '建议密码包含大小写字母、数字和标点符号，且长度大于8位',
} as const;

export type CatalogueCode = keyof typeof ERROR_MESSAGES;

export const ErrorCode = {
  App: 1000,
  Storage: 1001,
  BadMobile: 1002,
  MissingParams: 1003,
  RequestFailed: 1004,
  RequestPending: 1005,
  BadUpstreamData: 1006,
  SmsSent: 2001,
  AgreementRequired: 2002,
  MobileChanged: 2003,
  MobileNotVerified: 2004,
  BadSmsCode: 2005,
  BadPassword: 2006,
  PasswordMismatch: 2007,
  NotLoggedIn: 2008,
  TokenExpired: 2009,
  ImageCodeRequired: 2010,
  ImageCodeLost: 2011,
  PasswordAdvice: 2012,
} as const satisfies Record<string, CatalogueCode>;

/** Request-layer messages of SPEC §8 that are not numbered. */
export const PROXY_ENABLED_MESSAGE = '当前已开启代理';
export const LOADING_MESSAGE = '加载中...';
export const ALERT_TITLE = '错误';
export const TOAST_DURATION_MS = 1000;

export function catalogueMessage(code: number): string | undefined {
  return (ERROR_MESSAGES as Record<number, string>)[code];
}

/** The message a user sees: the server's own message, else the catalogue's, else the default 1004. */
export function messageFor(code: number, serverMessage?: string | null): string {
  if (serverMessage && serverMessage.trim()) return serverMessage;
  return catalogueMessage(code) ?? ERROR_MESSAGES[1004];
}

/** SPEC §8: with error handling on, errors are toasted — except HTTP 401 and 400. */
export function shouldToast(httpStatus: number, errorHandle = true): boolean {
  if (!errorHandle) return false;
  return httpStatus !== 401 && httpStatus !== 400;
}

/** HTTP status the BFF answers with for an error code (ARCHITECTURE rule 2). */
export function httpStatusFor(code: number): number {
  if (code === 2008 || code === 2009) return 401;
  if (code === 1006 || code === 1004) return 502;
  if (code === 1005) return 429;
  if (code >= 1002 && code <= 1003) return 400;
  if (code >= 2002 && code <= 2012) return 400;
  if (code === 1000 || code === 1001) return 500;
  return 400;
}

/** A typed application error carrying a catalogue (or upstream) code. */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;
  readonly details?: unknown;

  constructor(code: number, message?: string, options: { status?: number; details?: unknown; cause?: unknown } = {}) {
    super(messageFor(code, message), { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? httpStatusFor(code);
    this.details = options.details;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
