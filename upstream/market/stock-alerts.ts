import { addDays, chinaToday } from '@/lib/format/date';
import type { z } from 'zod';
import {
  ALERT_TYPES_DOWN,
  ALERT_TYPES_UP,
  MAX_ALERT_CODES,
  type StockAlert,
  type stockAlertsSchema,
  type StockEvent,
  type stockEventsSchema,
} from '@/lib/market/alerts-schemas';
import type { Security } from '@/lib/market/security-schemas';
import { createRng, type Rng } from '@/upstream/core/random';
import { UpstreamError, type UpstreamModule } from '@/upstream/core/types';
import { isTradingDay, tradingDayOnOrBefore } from './calendar';
import { generateSecurities } from './securities';

let securities: Map<string, Security> | null = null;
const securityOf = (code: string) => (securities ??= new Map(generateSecurities().map((s) => [s.code, s]))).get(code);
const nameOf = (code: string) => securityOf(code)?.name ?? code;

const pad = (n: number) => String(n).padStart(2, '0');
/** A second of the continuous sessions 09:30–11:30 and 13:00–15:00. */
function sessionTime(rng: Rng): string {
  const minute = rng.int(0, 239);
  const base = minute < 120 ? 9 * 60 + 30 + minute : 13 * 60 + (minute - 120);
  return `${pad(Math.floor(base / 60))}:${pad(base % 60)}:${pad(rng.int(0, 59))}`;
}

function alertInfo(rng: Rng, type: StockAlert['type'], up: boolean): string {
  if (type === '火箭发射' || type === '快速反弹' || type === '高台跳水')
    return `${up ? '涨幅' : '跌幅'} ${up ? '' : '-'}${rng.float(1.5, 6.5)}%`;
  if (type === '大笔买入' || type === '大笔卖出') return `成交 ${rng.int(800, 9800)}手`;
  if (type.startsWith('封')) return `封单 ${rng.float(1, 12, 1)}万手`;
  if (type.startsWith('打开')) return `${up ? '涨幅' : '跌幅'} ${up ? '' : '-'}${rng.float(7, 9.8)}%`;
  if (type === '有大买盘' || type === '有大卖盘') return `${up ? '买一' : '卖一'} ${rng.int(1200, 9900)}手`;
  return `现价 ${rng.float(5, 180)}`;
}

/** Today's intraday abnormal moves of one stock on `day`, newest first (PEERS §1.4 盘口异动). */
export function alertsFor(code: string, day: string): StockAlert[] {
  const rng = createRng(`stock-alerts:${day}:${code}`);
  const alerts = Array.from({ length: rng.int(0, 6) }, () => {
    const up = rng.chance(0.5);
    const type = rng.pick(up ? ALERT_TYPES_UP : ALERT_TYPES_DOWN);
    return {
      time: sessionTime(rng),
      type,
      direction: up ? ('up' as const) : ('down' as const),
      info: alertInfo(rng, type, up),
    };
  });
  return alerts.sort((a, b) => b.time.localeCompare(a.time));
}

const ANNOUNCEMENTS = [
  '关于回购公司股份的进展公告',
  '关于持股5%以上股东减持计划的预披露公告',
  '关于签订日常经营重大合同的公告',
  '董事会会议决议公告',
  '关于获得政府补助的公告',
];

function eventFor(rng: Rng, date: string, today: string): StockEvent {
  const past = date <= today;
  const type = rng.pick(
    past && isTradingDay(date)
      ? (['公告', '龙虎榜上榜', '业绩预告', '分红送转'] as const)
      : (['公告', '限售解禁', '股东大会', '分红送转'] as const),
  );
  const year = date.slice(0, 4);
  switch (type) {
    case '龙虎榜上榜': {
      const up = rng.chance(0.6);
      return {
        date,
        type,
        direction: up ? 'up' : 'down',
        summary: `日${up ? '涨' : '跌'}幅偏离值达到7%，机构${up ? '净买入' : '净卖出'} ${rng.float(0.2, 3.5)}亿元`,
      };
    }
    case '业绩预告': {
      const up = rng.chance(0.6);
      const low = rng.int(10, 60);
      return {
        date,
        type,
        direction: up ? 'up' : 'down',
        summary: `预计${year}年前三季度净利润同比${up ? '增长' : '下降'} ${low}%–${low + rng.int(5, 20)}%`,
      };
    }
    case '限售解禁':
      return {
        date,
        type,
        direction: null,
        summary: `解禁 ${rng.float(0.1, 5)}亿股，占总股本 ${rng.float(0.5, 12, 1)}%，首发原股东限售股份`,
      };
    case '分红送转':
      return { date, type, direction: null, summary: `每10股派 ${rng.float(0.5, 30)}元（含税），股权登记日 ${date}` };
    case '股东大会':
      return {
        date,
        type,
        direction: null,
        summary: `召开${year}年第${rng.pick(['一', '二', '三'])}次临时股东大会，审议${rng.pick(['回购股份方案', '董事会换届', '关联交易议案'])}`,
      };
    default:
      return { date, type, direction: null, summary: rng.pick(ANNOUNCEMENTS) };
  }
}

/** Events of one stock from 30 days back to 20 days ahead of `today`, newest (latest date) first. */
export function eventsFor(code: string, today: string): StockEvent[] {
  const rng = createRng(`stock-events:${today}:${code}`);
  const events = Array.from({ length: rng.int(1, 4) }, () => eventFor(rng, addDays(today, rng.int(-30, 20)), today));
  return events.sort((a, b) => b.date.localeCompare(a.date));
}

function parseCodes(value: string | null): string[] {
  const codes = [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    ),
  ];
  if (codes.length === 0 || codes.length > MAX_ALERT_CODES || codes.some((code) => !/^\d{6}$/.test(code)))
    throw new UpstreamError(1003, '缺少相关参数', 400);
  return codes;
}

/** Optional-stock alerts and events: public, a pure function of the China date and the code. */
export const stockAlertsModule: UpstreamModule = {
  name: 'stock-alerts',
  version: 1,
  schema: [],
  routes(router) {
    const today = () => process.env.MARKET_TODAY ?? chinaToday();
    router.get('/market/stock-alerts', async ({ query }) => {
      const day = tradingDayOnOrBefore(today());
      const stocks = parseCodes(query.get('codes')).map((code) => ({
        code,
        name: nameOf(code),
        alerts: alertsFor(code, day),
      }));
      return { date: day, asOf: `${day} 15:00`, stocks } satisfies z.input<typeof stockAlertsSchema>;
    });
    router.get('/market/stock-events', async ({ query }) => {
      const day = today();
      const stocks = parseCodes(query.get('codes')).map((code) => ({
        code,
        name: nameOf(code),
        events: eventsFor(code, day),
      }));
      return { date: day, asOf: day, stocks } satisfies z.input<typeof stockEventsSchema>;
    });
  },
};
