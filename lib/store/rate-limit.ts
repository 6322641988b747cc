import 'server-only';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError, ErrorCode } from '@/lib/errors';
import { redisClient } from './shared-store';

const DAY_S = 24 * 60 * 60;

function envInt(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Abuse limits of the SMS login (issue 3). Every number can be tuned by the environment. */
export function smsLimitConfig() {
  return {
    resendSeconds: envInt('SMS_RESEND_SECONDS', 60),
    dailyPerMobile: envInt('SMS_DAILY_PER_MOBILE', 10),
    dailyPerIp: envInt('SMS_DAILY_PER_IP', 200),
    loginAttemptsPerMobile: envInt('LOGIN_ATTEMPTS_PER_MOBILE', 10),
    loginAttemptWindowSeconds: envInt('LOGIN_ATTEMPT_WINDOW_SECONDS', 15 * 60),
  };
}

export type LimiterFactory = (name: string, points: number, durationSeconds: number) => RateLimiterAbstract;

export const memoryLimiter: LimiterFactory = (name, points, duration) => new RateLimiterMemory({ keyPrefix: name, points, duration });

/** A 429 that says when to come back (Retry-After). */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterMs: number) {
    super(ErrorCode.RequestPending, message, { status: 429 });
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

async function take(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return rejection.msBeforeNext;
    throw rejection; // the store failed: fail closed rather than sending unlimited SMS
  }
}

export class SmsLimits {
  private readonly resend: RateLimiterAbstract;
  private readonly dailyMobile: RateLimiterAbstract;
  private readonly dailyIp: RateLimiterAbstract;
  private readonly loginAttempts: RateLimiterAbstract;

  constructor(factory: LimiterFactory, private readonly config = smsLimitConfig()) {
    this.resend = factory('sms-resend', 1, config.resendSeconds);
    this.dailyMobile = factory('sms-day-mobile', config.dailyPerMobile, DAY_S);
    this.dailyIp = factory('sms-day-ip', config.dailyPerIp, DAY_S);
    this.loginAttempts = factory('login-mobile', config.loginAttemptsPerMobile, config.loginAttemptWindowSeconds);
  }

  /** Takes one SMS from every budget or throws a 429 without spending the others. */
  async consumeSms(mobile: string, ip: string): Promise<void> {
    const resendWait = await take(this.resend, mobile);
    if (resendWait !== null) throw new RateLimitedError(`验证码发送过于频繁，请${Math.ceil(resendWait / 1000)}秒后再试`, resendWait);
    const mobileWait = await take(this.dailyMobile, mobile);
    if (mobileWait !== null) {
      await this.resend.delete(mobile);
      throw new RateLimitedError('该手机号今日获取验证码次数已达上限，请明天再试', mobileWait);
    }
    const ipWait = await take(this.dailyIp, ip);
    if (ipWait !== null) {
      await Promise.all([this.resend.delete(mobile), this.dailyMobile.reward(mobile, 1)]);
      throw new RateLimitedError('当前网络获取验证码次数过多，请明天再试', ipWait);
    }
  }

  /** The SMS was not sent (upstream failure): give the budget back so nothing is lost. */
  async refundSms(mobile: string, ip: string): Promise<void> {
    await Promise.all([this.resend.delete(mobile), this.dailyMobile.reward(mobile, 1), this.dailyIp.reward(ip, 1)]);
  }

  async consumeLoginAttempt(mobile: string): Promise<void> {
    const wait = await take(this.loginAttempts, mobile);
    if (wait !== null) throw new RateLimitedError('登录尝试次数过多，请稍后再试', wait);
  }
}

const GLOBAL_KEY = Symbol.for('h5.sms-limits');
const holder = globalThis as Record<symbol, Promise<SmsLimits> | undefined>;

/** The process-wide SMS limits: Redis-backed when REDIS_URL is set, else in-process. */
export function smsLimits(): Promise<SmsLimits> {
  holder[GLOBAL_KEY] ??= redisClient().then((redis) => {
    if (!redis) return new SmsLimits(memoryLimiter);
    return new SmsLimits((name, points, duration) => new RateLimiterRedis({ storeClient: redis, keyPrefix: `h5:${name}`, points, duration }));
  });
  return holder[GLOBAL_KEY];
}
