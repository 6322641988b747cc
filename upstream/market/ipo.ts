import type { IpoIssue } from '@/lib/market/ipo-schemas';
import type { Board } from '@/lib/market/security-schemas';
import { createRng } from '@/upstream/core/random';

const NAMES_A = '联芯华睿中科拓维天岳海光恒坤瑞联星辰芯源博众德明智航'.split('');
const NAMES_B = ['科技', '股份', '电子', '智能', '新材', '医疗', '精工', '半导体', '生物', '能源'];
const UNDERWRITERS = [
  '中信证券',
  '中信建投证券',
  '华泰联合证券',
  '国泰君安证券',
  '海通证券',
  '招商证券',
  '民生证券',
  '国金证券',
];
const INDUSTRIES = [
  '计算机、通信和其他电子设备制造业',
  '专用设备制造业',
  '医药制造业',
  '软件和信息技术服务业',
  '电气机械和器材制造业',
  '化学原料和化学制品制造业',
];

interface BoardRule {
  board: Board;
  market: 'sh' | 'sz' | 'bj';
  code: (n: number) => string;
  applyCode: (code: string) => string;
  lotSize: number;
}

const RULES: BoardRule[] = [
  {
    board: 'sh_main',
    market: 'sh',
    code: (n) => String(603000 + n),
    applyCode: (c) => `732${c.slice(3)}`,
    lotSize: 1000,
  },
  { board: 'kc', market: 'sh', code: (n) => String(688700 + n), applyCode: (c) => `787${c.slice(3)}`, lotSize: 500 },
  { board: 'sz_main', market: 'sz', code: (n) => String(1200 + n).padStart(6, '0'), applyCode: (c) => c, lotSize: 500 },
  { board: 'cy', market: 'sz', code: (n) => String(301500 + n), applyCode: (c) => c, lotSize: 500 },
  { board: 'bj', market: 'bj', code: (n) => String(920100 + n), applyCode: (c) => c, lotSize: 100 },
];

/**
 * IPO issues around `today`: applyDays are trading days (past ones listed, recent ones waiting to
 * list, future ones pending). Dates follow the usual T, T+2 (中签号公布 and 缴款), T+7…T+14 (上市).
 */
export function generateIpos(today: string, pastDays: string[], futureDays: string[]): IpoIssue[] {
  const rng = createRng(`market:ipo:${pastDays[pastDays.length - 1]}`);
  const all = [...pastDays, ...futureDays];
  // Index of the last trading day strictly before today: today's own events are still to come.
  const todayIndex = pastDays[pastDays.length - 1] === today ? pastDays.length - 2 : pastDays.length - 1;
  const issues: IpoIssue[] = [];
  const names = new Set<string>();
  // Apply days: every 2–5 trading days over the last ~5 months, plus the next two weeks.
  const applyIndexes: number[] = [];
  for (let i = pastDays.length - 110; i < all.length - 16; i += rng.int(1, 4)) applyIndexes.push(i);
  applyIndexes.forEach((applyIndex, n) => {
    const rule = RULES[n % 7 === 6 ? 4 : rng.int(0, 3)];
    const code = rule.code(n + 11);
    let name = '';
    while (!name || names.has(name)) name = rng.pick(NAMES_A) + rng.pick(NAMES_A) + rng.pick(NAMES_B);
    names.add(name);
    const apply = all[applyIndex];
    const ballot = all[applyIndex + 2];
    const listIndex = applyIndex + rng.int(7, 14);
    const listAnnounced = listIndex - todayIndex <= 3 || listIndex <= todayIndex;
    const list = listAnnounced ? all[listIndex] : null;
    const status =
      applyIndex > todayIndex ? 'pending' : list && listIndex <= todayIndex ? 'listed' : 'awaiting_listing';
    const price = rng.float(rule.board === 'bj' ? 5 : 9, rule.board === 'kc' ? 68 : 42);
    const priceFinal = applyIndex - 2 <= todayIndex; // 发行公告 on T-1, published before today
    const industryPe = rng.float(18, 48);
    const issueSize = rng.int(1500, rule.board === 'kc' ? 12000 : 8000);
    const onlineSize = Math.round(issueSize * rng.float(0.25, 0.4));
    const applyLimit = Math.floor((onlineSize * 10000) / 1000 / rule.lotSize) * rule.lotSize;
    const lottery = rule.board === 'bj' ? rng.float(0.5, 6, 4) : rng.float(0.015, 0.09, 4);
    const firstPct = rng.chance(0.08) ? rng.float(-18, -1) : rng.float(15, rule.board === 'bj' ? 420 : 310);
    const firstClose = Math.round(price * (1 + firstPct / 100) * 100) / 100;
    const latestPrice = Math.round(firstClose * rng.float(0.7, 1.4) * 100) / 100;
    issues.push({
      code,
      name,
      market: rule.market,
      board: rule.board,
      industry: rng.pick(INDUSTRIES),
      applyCode: rule.applyCode(code),
      status,
      dates: { apply, ballot, pay: ballot, list },
      price: {
        value: priceFinal ? price : Math.round(price * rng.float(0.85, 1.15) * 100) / 100,
        estimated: !priceFinal,
      },
      issuePe: { value: Math.round((priceFinal ? rng.float(12, 40) : industryPe) * 100) / 100, estimated: !priceFinal },
      industryPe,
      lotteryRate: { value: lottery, estimated: applyIndex + 1 > todayIndex },
      issueSize,
      onlineSize,
      applyLimit: Math.max(rule.lotSize, Math.min(applyLimit, rule.board === 'bj' ? 500000 : 25000)),
      lotSize: rule.lotSize,
      mvRequired: null,
      cashRequired: null,
      underwriter: rng.pick(UNDERWRITERS),
      outcome:
        status === 'listed'
          ? {
              firstOpen: Math.round(price * (1 + firstPct / 150) * 100) / 100,
              firstClose,
              firstPct,
              profitPerLot: Math.round((firstClose - price) * rule.lotSize * 100) / 100,
              broken: firstClose < price,
              latestPrice,
              totalPct: Math.round((latestPrice / price - 1) * 10000) / 100,
            }
          : null,
    });
    const issue = issues[issues.length - 1];
    // 顶格申购需配市值: 沪市每1万元市值配1000股, 深市每5000元配500股, i.e. 10 元 a share on both;
    // 北交所 needs cash (申购上限 × 发行价) instead of holdings.
    if (rule.board === 'bj') issue.cashRequired = Math.round(issue.applyLimit * (issue.price.value ?? price));
    else issue.mvRequired = issue.applyLimit * 10;
  });
  return issues.reverse();
}
