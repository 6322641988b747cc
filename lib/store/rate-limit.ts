import 'server-only';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError, ErrorCode } from '@/lib/errors';
import { redisClient, SMS_LIMITS_SINGLETON } from './shared-store';
import { processSingleton } from '@/runtime/process-singleton.mjs';

const DAY_S = 24 * 60 * 60;

function envInt(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Abuse limits of the SMS login. Every number can be tuned by the environment. */
export function smsLimitConfig() {
  return {
    resendSeconds: envInt('SMS_RESEND_SECONDS', 60),
    dailyPerMobile: envInt('SMS_DAILY_PER_MOBILE', 10),
    dailyPerIp: envInt('SMS_DAILY_PER_IP', 200),
    /** Short window per IP: one address cannot spray codes over many numbers at once. */
    burstPerIp: envInt('SMS_BURST_PER_IP', 5),
    burstWindowSeconds: envInt('SMS_BURST_WINDOW_SECONDS', 60),
    /** Circuit limit over all senders (a distributed spray, or a carrier bill running away). */
    globalPerMinute: envInt('SMS_GLOBAL_PER_MINUTE', 300),
    /** Addresses exempt from the per-IP caps (an office NAT, the test runner): SMS_IP_ALLOWLIST=a,b. */
    ipAllowlist: (process.env.SMS_IP_ALLOWLIST ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    loginAttemptsPerMobile: envInt('LOGIN_ATTEMPTS_PER_MOBILE', 10),
    loginAttemptWindowSeconds: envInt('LOGIN_ATTEMPT_WINDOW_SECONDS', 15 * 60),
  };
}

export type SmsLimitConfig = ReturnType<typeof smsLimitConfig>;

export type LimiterFactory = (name: string, points: number, durationSeconds: number) => RateLimiterAbstract;

export const memoryLimiter: LimiterFactory = (name, points, duration) =>
  new RateLimiterMemory({ keyPrefix: name, points, duration });

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

interface Budget {
  limiter: RateLimiterAbstract;
  key: string;
  message: (waitMs: number) => string;
  /** How a taken point is given back: the resend lock is dropped, counters are rewarded. */
  refund: 'delete' | 'reward';
}

const GLOBAL_BUCKET = 'all';

export class SmsLimits {
  private readonly resend: RateLimiterAbstract;
  private readonly dailyMobile: RateLimiterAbstract;
  private readonly dailyIp: RateLimiterAbstract;
  private readonly burstIp: RateLimiterAbstract;
  private readonly global: RateLimiterAbstract;
  private readonly loginAttempts: RateLimiterAbstract;

  constructor(
    factory: LimiterFactory,
    private readonly config: Pick<
      SmsLimitConfig,
      'resendSeconds' | 'dailyPerMobile' | 'dailyPerIp' | 'loginAttemptsPerMobile' | 'loginAttemptWindowSeconds'
    > &
      Partial<SmsLimitConfig> = smsLimitConfig(),
  ) {
    this.resend = factory('sms-resend', 1, config.resendSeconds);
    this.dailyMobile = factory('sms-day-mobile', config.dailyPerMobile, DAY_S);
    this.dailyIp = factory('sms-day-ip', config.dailyPerIp, DAY_S);
    this.burstIp = factory('sms-burst-ip', config.burstPerIp ?? 5, config.burstWindowSeconds ?? 60);
    this.global = factory('sms-global', config.globalPerMinute ?? 300, 60);
    this.loginAttempts = factory('login-mobile', config.loginAttemptsPerMobile, config.loginAttemptWindowSeconds);
  }

  private budgets(mobile: string, ip: string): Budget[] {
    const perIp = !(this.config.ipAllowlist ?? []).includes(ip);
    return [
      {
        limiter: this.resend,
        key: mobile,
        message: (wait) => `验证码发送过于频繁，请${Math.ceil(wait / 1000)}秒后再试`,
        refund: 'delete',
      },
      ...(perIp
        ? [
            {
              limiter: this.burstIp,
              key: ip,
              message: () => '当前网络获取验证码过于频繁，请稍后再试',
              refund: 'reward',
            } as const,
          ]
        : []),
      {
        limiter: this.dailyMobile,
        key: mobile,
        message: () => '该手机号今日获取验证码次数已达上限，请明天再试',
        refund: 'reward',
      },
      ...(perIp
        ? [
            {
              limiter: this.dailyIp,
              key: ip,
              message: () => '当前网络获取验证码次数过多，请明天再试',
              refund: 'reward',
            } as const,
          ]
        : []),
      { limiter: this.global, key: GLOBAL_BUCKET, message: () => '验证码发送繁忙，请稍后再试', refund: 'reward' },
    ];
  }

  private static async giveBack(budgets: Budget[]): Promise<void> {
    await Promise.all(
      budgets.map((budget) =>
        budget.refund === 'delete' ? budget.limiter.delete(budget.key) : budget.limiter.reward(budget.key, 1),
      ),
    );
  }

  /** Takes one SMS from every budget or throws a 429 without spending the others. */
  async consumeSms(mobile: string, ip: string): Promise<void> {
    const taken: Budget[] = [];
    for (const budget of this.budgets(mobile, ip)) {
      const wait = await take(budget.limiter, budget.key);
      if (wait !== null) {
        await SmsLimits.giveBack(taken);
        throw new RateLimitedError(budget.message(wait), wait);
      }
      taken.push(budget);
    }
  }

  /** The SMS was not sent (upstream failure): give the budget back so nothing is lost. */
  async refundSms(mobile: string, ip: string): Promise<void> {
    await SmsLimits.giveBack(this.budgets(mobile, ip));
  }

  async consumeLoginAttempt(mobile: string): Promise<void> {
    const wait = await take(this.loginAttempts, mobile);
    if (wait !== null) throw new RateLimitedError('登录尝试次数过多，请稍后再试', wait);
  }
}

/** The process-wide SMS limits: Redis-backed when REDIS_URL is set, else in-process. */
export function smsLimits(): Promise<SmsLimits> {
  return processSingleton(SMS_LIMITS_SINGLETON, () =>
    redisClient().then((redis) => {
      if (!redis) return new SmsLimits(memoryLimiter);
      return new SmsLimits(
        (name, points, duration) =>
          new RateLimiterRedis({ storeClient: redis, keyPrefix: `h5:${name}`, points, duration }),
      );
    }),
  );
}
