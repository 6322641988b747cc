import type { Engine } from './engines';
import { smsLogin } from './journeys/account';
import { joinLuckyBag, liveChat } from './journeys/live';
import { badWithdrawal, buyVipMonth } from './journeys/money';
import { appStockTap, darkTheme, downloadTracked, lhbKeepAlive } from './journeys/shell';

export interface Journey {
  name: string;
  run(engine: Engine, baseUrl: string): Promise<void>;
}

/** What a user of an old phone does most; each must pass on the oldest engine (run.ts). */
export const JOURNEYS: Journey[] = [
  smsLogin,
  buyVipMonth,
  liveChat,
  joinLuckyBag,
  lhbKeepAlive,
  appStockTap,
  darkTheme,
  badWithdrawal,
  downloadTracked,
];
