const DAY_MS = 86_400_000;
const SHANGHAI_OFFSET_MS = 8 * 3600_000;

/** UTC time of today's midnight in Asia/Shanghai. */
export function shanghaiMidnight(now: number): number {
  return Math.floor((now + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS - SHANGHAI_OFFSET_MS;
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * "Now" for the live schedule: the real clock, or with LIVE_CLOCK=HH:MM (Asia/Shanghai) today's date at
 * that time of day, so every programme's status (直播中 / 预告 / 回放) is the same on every run. Only the
 * time of day is pinned: programmes are stored relative to today (seed.ts) and the app picks 今天 / 明天
 * with its own clock, so a pinned date would put the whole schedule on a day the app never shows.
 */
export function liveNow(real: number = Date.now(), clock: string | undefined = process.env.LIVE_CLOCK): number {
  if (!clock) return real;
  const match = TIME_OF_DAY.exec(clock);
  if (!match) throw new Error(`LIVE_CLOCK must be HH:MM (Asia/Shanghai), got "${clock}"`);
  return shanghaiMidnight(real) + (Number(match[1]) * 60 + Number(match[2])) * 60_000;
}
