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

/**
 * Domain refusals beyond the §8 catalogue: codes the upstream answers (4xxx by feature) and the BFF and
 * pages show as given (SPEC §8 "unknown codes are shown as given"). One table per feature, one home;
 * the upstream raises them from here too, so a code and its words cannot drift apart.
 */
export const CHAT_ERRORS = {
  empty: { code: 4001, message: '请输入聊天内容' },
  tooLong: { code: 4002, message: '消息不能超过200个字' },
  banned: { code: 4003, message: '消息包含违规内容，请修改后再发送' },
  flood: { code: 4004, message: '发言太频繁，请稍后再试' },
  noRoom: { code: 4005, message: '直播间不存在' },
  muted: { code: 4006, message: '你已被主播禁言' },
} as const;

export const LIKE_ERRORS = {
  flood: { code: 4007, message: '点赞太频繁，请稍后再试' },
  noRoom: CHAT_ERRORS.noRoom,
} as const;

/** The anchor role (upstream/live/anchor.ts); another anchor's content is the plain 404. */
export const ANCHOR_ERRORS = {
  notAnchor: { code: 4030, message: '仅主播可用' },
  suspended: { code: 4031, message: '主播账号已暂停使用，请联系平台' },
  notFound: { code: 404, message: '内容不存在或不属于你的直播间' },
} as const;

export const BAG_ERRORS = {
  notOpen: { code: 4101, message: '福袋已开奖，不能再参与' },
  watchShort: { code: 4102, message: '观看时长还不够，请继续观看' },
  noPassword: { code: 4103, message: '请先在直播间发送口令' },
  fansOnly: { code: 4104, message: '该福袋仅限粉丝团成员参与' },
  oneOpen: { code: 4105, message: '直播间已有进行中的福袋，请开奖后再发起' },
  notFound: { code: 4106, message: '福袋不存在' },
} as const;

export const KOI_ERRORS = {
  notFound: { code: 4301, message: '活动不存在' },
  notStarted: { code: 4302, message: '活动尚未开始' },
  ended: { code: 4303, message: '活动已结束' },
  joined: { code: 4304, message: '你已参与该奖池' },
  noChance: { code: 4305, message: '抽奖机会不足，完成任务或邀请好友可获得机会' },
  signinFirst: { code: 4306, message: '请先到任务中心完成今日签到' },
  signinClaimed: { code: 4307, message: '今日签到机会已领取' },
  selfHelp: { code: 4308, message: '不能为自己助力' },
  helped: { code: 4309, message: '你已为好友助力过，每个活动限助力一次' },
  inviteFull: { code: 4310, message: '好友的助力次数已满' },
  noAward: { code: 4311, message: '未找到你的中奖记录' },
  notPhysical: { code: 4312, message: '该奖品已自动发放，无需填写收货信息' },
} as const;

export const EVENT_ERRORS = {
  notFound: { code: 4401, message: '活动不存在' },
  notStarted: { code: 4402, message: '活动尚未开始' },
  ended: { code: 4403, message: '活动已结束' },
  full: { code: 4404, message: '名额已满' },
  signedUp: { code: 4405, message: '你已报名，每人限一个名额' },
  checkedIn: { code: 4406, message: '今天已经打过卡了' },
  checkinDone: { code: 4407, message: '已完成全部 7 天打卡' },
  signupClosed: { code: 4408, message: '报名已截止' },
} as const;

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
