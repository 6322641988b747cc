import { createRng } from '../core/random';
import { classifyCode } from '../../lib/format/market-code';
import { BOARDS, type Board, type Security } from '../../lib/market/schemas';

/** A few well-known tickers keep the data recognisable; the rest are invented but plausible. */
const KNOWN: Security[] = [
  { code: '600519', name: '贵州茅台', market: 'sh', board: 'sh_main', industry: '食品饮料' },
  { code: '601318', name: '中国平安', market: 'sh', board: 'sh_main', industry: '非银金融' },
  { code: '600036', name: '招商银行', market: 'sh', board: 'sh_main', industry: '银行' },
  { code: '000001', name: '平安银行', market: 'sz', board: 'sz_main', industry: '银行' },
  { code: '000858', name: '五粮液', market: 'sz', board: 'sz_main', industry: '食品饮料' },
  { code: '002594', name: '比亚迪', market: 'sz', board: 'sz_main', industry: '汽车' },
  { code: '300750', name: '宁德时代', market: 'sz', board: 'cy', industry: '电力设备' },
  { code: '688981', name: '中芯国际', market: 'sh', board: 'kc', industry: '电子' },
];

const HEADS = '华中国东金新天海恒长鼎瑞信宏博达嘉兴融安泰源晨光远盛永联科创星汇德润坤航'.split('');
const SECONDS = '邦信发通力达成宇泰普源阳康威锐凯丰诚立宁瑞华和富昌隆捷明辉'.split('');
const SUFFIXES: [string, string][] = [
  ['科技', '计算机'], ['电子', '电子'], ['股份', '机械设备'], ['药业', '医药生物'], ['新材', '基础化工'],
  ['能源', '电力设备'], ['智能', '计算机'], ['电气', '电力设备'], ['生物', '医药生物'], ['重工', '机械设备'],
  ['精密', '机械设备'], ['环保', '环保'], ['食品', '食品饮料'], ['传媒', '传媒'], ['化工', '基础化工'],
  ['汽车', '汽车'], ['材料', '有色金属'], ['微电', '电子'], ['通信', '通信'], ['医疗', '医药生物'],
  ['建设', '建筑装饰'], ['物流', '交通运输'], ['光电', '电子'], ['软件', '计算机'], ['矿业', '有色金属'],
  ['农业', '农林牧渔'], ['家居', '轻工制造'], ['航空', '国防军工'], ['电力', '公用事业'], ['纺织', '纺织服饰'],
];

const BOARD_PLAN: { board: Board; count: number; code: (rng: ReturnType<typeof createRng>) => string }[] = [
  { board: 'sh_main', count: 115, code: (r) => String(r.pick([600, 601, 603, 605]) * 1000 + r.int(1, 999)) },
  { board: 'sz_main', count: 90, code: (r) => String(r.pick([0, 1, 2]) * 1000 + r.int(1, 999)).padStart(6, '0') },
  { board: 'cy', count: 62, code: (r) => String(r.pick([300, 301]) * 1000 + r.int(1, 999)) },
  { board: 'kc', count: 45, code: (r) => String(688000 + r.int(1, 999)) },
  { board: 'bj', count: 16, code: (r) => String(r.pick([830, 831, 832, 870, 871, 920]) * 1000 + r.int(1, 999)) },
];

/**
 * Exchange and board of a seeded code, from the app's one classification (lib/format/market-code),
 * so the upstream and the in-app stock tap agree (301xxx is ChiNext on both sides).
 */
function classifiedMarket(code: string): Pick<Security, 'market' | 'board'> {
  const found = classifyCode(code);
  if (!found || !isEquityBoard(found.board)) throw new Error(`seed code ${code} is not an A-share code`);
  return { market: found.exchange, board: found.board };
}

const isEquityBoard = (board: string): board is Board => (BOARDS as readonly string[]).includes(board);

export function generateSecurities(): Security[] {
  const rng = createRng('market:securities:v1');
  const list = [...KNOWN];
  const codes = new Set(list.map((s) => s.code));
  const names = new Set(list.map((s) => s.name));
  for (const plan of BOARD_PLAN) {
    let made = list.filter((s) => s.board === plan.board).length;
    while (made < plan.count) {
      const code = plan.code(rng);
      const [suffix, industry] = rng.pick(SUFFIXES);
      const name = rng.pick(HEADS) + rng.pick(SECONDS) + suffix;
      if (codes.has(code) || names.has(name)) continue;
      codes.add(code);
      names.add(name);
      list.push({ code, name, ...classifiedMarket(code), industry });
      made += 1;
    }
  }
  return list;
}

/** Daily price limit in % by board (main ±10, 创业/科创 ±20, 北交所 ±30). */
export function priceLimit(board: Board): number {
  return board === 'cy' || board === 'kc' ? 20 : board === 'bj' ? 30 : 10;
}
