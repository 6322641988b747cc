import fc from 'fast-check';
import { memoryLimiter, RateLimitedError, SmsLimits } from '@/lib/store/rate-limit';

const config = {
  resendSeconds: 60,
  dailyPerMobile: 3,
  dailyPerIp: 5,
  loginAttemptsPerMobile: 4,
  loginAttemptWindowSeconds: 900,
};

async function outcome(promise: Promise<void>): Promise<'ok' | number> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof RateLimitedError) return error.status;
    throw error;
  }
}

describe('SMS abuse limits', () => {
  it('one SMS per mobile per 60 s: the second is a 429 with a retry time', async () => {
    const limits = new SmsLimits(memoryLimiter, config);
    await limits.consumeSms('13900000001', '1.1.1.1');
    const second = limits.consumeSms('13900000001', '1.1.1.1');
    await expect(second).rejects.toBeInstanceOf(RateLimitedError);
    await second.catch((error: RateLimitedError) => {
      expect(error.status).toBe(429);
      expect(error.retryAfterSeconds).toBeGreaterThan(55);
      expect(error.message).toMatch(/秒后再试/);
    });
  });

  it('a refunded SMS (the upstream failed) can be sent again at once', async () => {
    const limits = new SmsLimits(memoryLimiter, config);
    await limits.consumeSms('13900000002', '1.1.1.1');
    await limits.refundSms('13900000002', '1.1.1.1');
    await expect(limits.consumeSms('13900000002', '1.1.1.1')).resolves.toBeUndefined();
  });

  it('caps login attempts per mobile', async () => {
    const limits = new SmsLimits(memoryLimiter, config);
    for (let i = 0; i < 4; i += 1) await limits.consumeLoginAttempt('13900000003');
    await expect(limits.consumeLoginAttempt('13900000003')).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('property: any sequence gives each mobile at most 1 SMS per window and each IP at most its cap, and refuses nothing else', async () => {
    const mobiles = [
      '13900000010',
      '13900000011',
      '13900000012',
      '13900000013',
      '13900000014',
      '13900000015',
      '13900000016',
      '13900000017',
    ];
    const ips = ['10.0.0.1', '10.0.0.2', '10.0.0.3'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...mobiles), fc.constantFrom(...ips)), { minLength: 1, maxLength: 40 }),
        async (requests) => {
          const limits = new SmsLimits(memoryLimiter, config);
          const perMobile = new Map<string, number>();
          const perIp = new Map<string, number>();
          for (const [mobile, ip] of requests) {
            const result = await outcome(limits.consumeSms(mobile, ip));
            if (result === 'ok') {
              perMobile.set(mobile, (perMobile.get(mobile) ?? 0) + 1);
              perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
              if (perMobile.get(mobile)! > 1 || perIp.get(ip)! > config.dailyPerIp) return false;
            } else {
              // Refused only for a reason: this mobile already had its SMS, or this IP is full.
              if (result !== 429) return false;
              if (!perMobile.has(mobile) && (perIp.get(ip) ?? 0) < config.dailyPerIp) return false;
            }
          }
          return true;
        },
      ),
      { numRuns: 80 },
    );
  });

  it('the daily cap per mobile holds once the resend window has passed', async () => {
    // Fake clock: the resend window passes by advancing time, not by waiting for it.
    jest.useFakeTimers({
      now: new Date('2026-11-20T09:00:00+08:00'),
      doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'],
    });
    try {
      const limits = new SmsLimits(memoryLimiter, { ...config, resendSeconds: 1 });
      const results: Array<'ok' | number> = [];
      for (let i = 0; i < 4; i += 1) {
        results.push(await outcome(limits.consumeSms('13900000020', `10.1.0.${i}`)));
        jest.advanceTimersByTime(1050);
      }
      expect(results).toEqual(['ok', 'ok', 'ok', 429]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a short window per IP: one address cannot spray codes over many numbers, and a refused one costs the numbers nothing', async () => {
    const limits = new SmsLimits(memoryLimiter, {
      ...config,
      dailyPerMobile: 10,
      dailyPerIp: 100,
      burstPerIp: 3,
      burstWindowSeconds: 60,
    });
    const results: Array<'ok' | number> = [];
    for (let i = 0; i < 6; i += 1) results.push(await outcome(limits.consumeSms(`1390000010${i}`, '10.2.0.1')));
    expect(results).toEqual(['ok', 'ok', 'ok', 429, 429, 429]);
    // The refused numbers kept their resend budget: from another network they get a code at once.
    expect(await outcome(limits.consumeSms('13900000103', '10.2.0.2'))).toBe('ok');
  });

  it('a global circuit limit over all senders', async () => {
    const limits = new SmsLimits(memoryLimiter, {
      ...config,
      dailyPerMobile: 10,
      dailyPerIp: 100,
      burstPerIp: 100,
      globalPerMinute: 4,
    });
    const results: Array<'ok' | number> = [];
    for (let i = 0; i < 6; i += 1) results.push(await outcome(limits.consumeSms(`1390000020${i}`, `10.3.0.${i}`)));
    expect(results).toEqual(['ok', 'ok', 'ok', 'ok', 429, 429]);
  });

  it('an allow-listed address skips the per-IP caps but not the per-mobile or global ones', async () => {
    const limits = new SmsLimits(memoryLimiter, {
      ...config,
      dailyPerIp: 2,
      burstPerIp: 2,
      globalPerMinute: 5,
      ipAllowlist: ['10.4.0.1'],
    });
    const results: Array<'ok' | number> = [];
    for (let i = 0; i < 6; i += 1) results.push(await outcome(limits.consumeSms(`1390000030${i}`, '10.4.0.1')));
    expect(results).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 429]);
    expect(await outcome(limits.consumeSms('13900000300', '10.4.0.1'))).toBe(429);
  });
});
