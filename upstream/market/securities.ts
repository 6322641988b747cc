import { createRng, type Rng } from '@/upstream/core/random';
import { classifyCode } from '@/lib/format/market-code';
import { BOARDS, type Board, type Security } from '@/lib/market/security-schemas';

/**
 * The demo market's one universe of A-shares (about 5,000, the size of the real market and of the
 * similarity benchmark): every market feature (lists, pools, screener, similar K-line, stock pages)
 * reads this same list. The well-known names keep recognisable, realistic levels; the rest are
 * invented but drawn from distributions shaped like the real market's.
 */

/** Reference level of a security: the price its walk reverts to, and its float value (元). */
export interface Profile {
  refPrice: number;
  floatMv: number;
  /** Daily volatility of log returns (e.g. 0.018 = 1.8 %), before the board limit clips it. */
  vol: number;
}

/** Well-known tickers with late-2025 orders of magnitude (price in 元, float value in 亿元, PE TTM, PB). */
const KNOWN: (Security & { ref: number; floatYi: number; pe: number; pb: number })[] = [
  {
    code: '600519',
    name: '贵州茅台',
    market: 'sh',
    board: 'sh_main',
    industry: '食品饮料',
    ref: 1500,
    floatYi: 18800,
    pe: 21,
    pb: 7.5,
  },
  {
    code: '601318',
    name: '中国平安',
    market: 'sh',
    board: 'sh_main',
    industry: '非银金融',
    ref: 55,
    floatYi: 5900,
    pe: 8,
    pb: 1.0,
  },
  {
    code: '600036',
    name: '招商银行',
    market: 'sh',
    board: 'sh_main',
    industry: '银行',
    ref: 40,
    floatYi: 8200,
    pe: 6.8,
    pb: 0.95,
  },
  {
    code: '000001',
    name: '平安银行',
    market: 'sz',
    board: 'sz_main',
    industry: '银行',
    ref: 11,
    floatYi: 2130,
    pe: 4.8,
    pb: 0.5,
  },
  {
    code: '000858',
    name: '五粮液',
    market: 'sz',
    board: 'sz_main',
    industry: '食品饮料',
    ref: 125,
    floatYi: 4850,
    pe: 14,
    pb: 3.5,
  },
  {
    code: '002594',
    name: '比亚迪',
    market: 'sz',
    board: 'sz_main',
    industry: '汽车',
    ref: 100,
    floatYi: 3000,
    pe: 22,
    pb: 4.5,
  },
  {
    code: '300750',
    name: '宁德时代',
    market: 'sz',
    board: 'cy',
    industry: '电力设备',
    ref: 380,
    floatYi: 14800,
    pe: 25,
    pb: 5.5,
  },
  {
    code: '688981',
    name: '中芯国际',
    market: 'sh',
    board: 'kc',
    industry: '电子',
    ref: 110,
    floatYi: 2200,
    pe: 120,
    pb: 4.5,
  },
  {
    code: '601398',
    name: '工商银行',
    market: 'sh',
    board: 'sh_main',
    industry: '银行',
    ref: 7,
    floatYi: 18900,
    pe: 6.5,
    pb: 0.65,
  },
  {
    code: '601988',
    name: '中国银行',
    market: 'sh',
    board: 'sh_main',
    industry: '银行',
    ref: 5.5,
    floatYi: 11500,
    pe: 6.8,
    pb: 0.65,
  },
  {
    code: '600900',
    name: '长江电力',
    market: 'sh',
    board: 'sh_main',
    industry: '公用事业',
    ref: 28,
    floatYi: 6800,
    pe: 20,
    pb: 3.4,
  },
  {
    code: '601857',
    name: '中国石油',
    market: 'sh',
    board: 'sh_main',
    industry: '石油石化',
    ref: 8.5,
    floatYi: 13800,
    pe: 7.5,
    pb: 0.9,
  },
  {
    code: '600276',
    name: '恒瑞医药',
    market: 'sh',
    board: 'sh_main',
    industry: '医药生物',
    ref: 60,
    floatYi: 3800,
    pe: 60,
    pb: 7,
  },
  {
    code: '600030',
    name: '中信证券',
    market: 'sh',
    board: 'sh_main',
    industry: '非银金融',
    ref: 28,
    floatYi: 3400,
    pe: 15,
    pb: 1.5,
  },
  {
    code: '600887',
    name: '伊利股份',
    market: 'sh',
    board: 'sh_main',
    industry: '食品饮料',
    ref: 28,
    floatYi: 1780,
    pe: 18,
    pb: 3.3,
  },
  {
    code: '601899',
    name: '紫金矿业',
    market: 'sh',
    board: 'sh_main',
    industry: '有色金属',
    ref: 28,
    floatYi: 5700,
    pe: 14,
    pb: 3.8,
  },
  {
    code: '000333',
    name: '美的集团',
    market: 'sz',
    board: 'sz_main',
    industry: '家用电器',
    ref: 75,
    floatYi: 5200,
    pe: 13,
    pb: 2.8,
  },
  {
    code: '000651',
    name: '格力电器',
    market: 'sz',
    board: 'sz_main',
    industry: '家用电器',
    ref: 40,
    floatYi: 2200,
    pe: 7.5,
    pb: 1.8,
  },
  {
    code: '002415',
    name: '海康威视',
    market: 'sz',
    board: 'sz_main',
    industry: '计算机',
    ref: 30,
    floatYi: 2700,
    pe: 20,
    pb: 3.4,
  },
  {
    code: '000725',
    name: '京东方A',
    market: 'sz',
    board: 'sz_main',
    industry: '电子',
    ref: 4.2,
    floatYi: 1550,
    pe: 30,
    pb: 1.1,
  },
  {
    code: '300059',
    name: '东方财富',
    market: 'sz',
    board: 'cy',
    industry: '非银金融',
    ref: 25,
    floatYi: 3400,
    pe: 35,
    pb: 4.5,
  },
  {
    code: '300760',
    name: '迈瑞医疗',
    market: 'sz',
    board: 'cy',
    industry: '医药生物',
    ref: 220,
    floatYi: 2650,
    pe: 25,
    pb: 7,
  },
  {
    code: '688111',
    name: '金山办公',
    market: 'sh',
    board: 'kc',
    industry: '计算机',
    ref: 300,
    floatYi: 1390,
    pe: 80,
    pb: 14,
  },
];

/** How many of the first securities are the well-known names (kept out of the heavy risk flags). */
export const KNOWN_COUNT = KNOWN.length;

const HEADS = '华中国东金新天海恒长鼎瑞信宏博达嘉兴融安泰源晨光远盛永联科创星汇德润坤航'.split('');
const SECONDS = '邦信发通力达成宇泰普源阳康威锐凯丰诚立宁瑞华和富昌隆捷明辉'.split('');
const SUFFIXES: [string, string][] = [
  ['科技', '计算机'],
  ['电子', '电子'],
  ['股份', '机械设备'],
  ['药业', '医药生物'],
  ['新材', '基础化工'],
  ['能源', '电力设备'],
  ['智能', '计算机'],
  ['电气', '电力设备'],
  ['生物', '医药生物'],
  ['重工', '机械设备'],
  ['精密', '机械设备'],
  ['环保', '环保'],
  ['食品', '食品饮料'],
  ['传媒', '传媒'],
  ['化工', '基础化工'],
  ['汽车', '汽车'],
  ['材料', '有色金属'],
  ['微电', '电子'],
  ['通信', '通信'],
  ['医疗', '医药生物'],
  ['建设', '建筑装饰'],
  ['物流', '交通运输'],
  ['光电', '电子'],
  ['软件', '计算机'],
  ['矿业', '有色金属'],
  ['农业', '农林牧渔'],
  ['家居', '轻工制造'],
  ['航空', '国防军工'],
  ['电力', '公用事业'],
  ['纺织', '纺织服饰'],
];

/** Board sizes in proportion to the real market (about 5,400 listed A-shares in late 2025). */
const BOARD_PLAN: { board: Board; count: number; code: (rng: Rng) => string }[] = [
  { board: 'sh_main', count: 1600, code: (r) => String(r.pick([600, 601, 603, 605]) * 1000 + r.int(1, 999)) },
  { board: 'sz_main', count: 1400, code: (r) => String(r.pick([0, 1, 2, 3]) * 1000 + r.int(1, 999)).padStart(6, '0') },
  { board: 'cy', count: 1250, code: (r) => String(r.pick([300, 301]) * 1000 + r.int(1, 999)) },
  { board: 'kc', count: 550, code: (r) => String(688000 + r.int(1, 999)) },
  {
    board: 'bj',
    count: 200,
    code: (r) =>
      String(
        r.pick([430, 830, 831, 832, 833, 835, 836, 837, 838, 839, 870, 871, 872, 873, 920]) * 1000 + r.int(1, 999),
      ),
  },
];

/** Share of main-board stocks under risk warning (ST / *ST): about 3 % in the real market. */
const ST_SHARE = 0.03;

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

/** A standard normal draw (Box–Muller) from the seeded generator. */
export function normal(rng: Rng): number {
  const u = 1 - rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

/**
 * Student-t with `dof` (even, > 2) degrees of freedom scaled to unit variance: daily stock returns have fat tails
 * (kurtosis well above a normal's), and ν ≈ 4 is the usual fit for daily equity returns.
 */
export function studentT(rng: Rng, dof = 4): number {
  // χ² with an even number 2k of degrees of freedom is −2·ln of a product of k uniforms (a Gamma(k, 2)).
  let product = 1;
  for (let k = 0; k < dof / 2; k += 1) product *= 1 - rng.next();
  const chi = -2 * Math.log(product);
  return (normal(rng) / Math.sqrt(chi / dof)) * Math.sqrt((dof - 2) / dof);
}

let universe: Security[] | null = null;
const profiles = new Map<string, Profile>();

/** Median price and float value (亿) per board, and log-normal spreads, shaped on the real market. */
const LEVELS: Record<Board, { price: number; floatYi: number }> = {
  sh_main: { price: 10, floatYi: 55 },
  sz_main: { price: 9, floatYi: 45 },
  cy: { price: 18, floatYi: 35 },
  kc: { price: 32, floatYi: 45 },
  bj: { price: 12, floatYi: 12 },
};

function profileFor(security: Security, rng: Rng, known?: { ref: number; floatYi: number }): Profile {
  const st = isSt(security);
  const level = LEVELS[security.board];
  const refPrice = known
    ? known.ref
    : Math.min(400, Math.max(1.5, level.price * (st ? 0.35 : 1) * Math.exp(0.75 * normal(rng))));
  const floatYi = known
    ? known.floatYi
    : Math.min(3000, Math.max(4, level.floatYi * (st ? 0.4 : 1) * Math.exp(0.9 * normal(rng))));
  // Big caps move less: about 1.2 % a day at 5,000亿, 2.6 % at 30亿; growth boards a bit more.
  const growth = security.board === 'cy' || security.board === 'kc' ? 1.25 : security.board === 'bj' ? 1.4 : 1;
  const vol = Math.min(0.045, Math.max(0.009, 0.052 * floatYi ** -0.2 * growth));
  return { refPrice: Math.round(refPrice * 100) / 100, floatMv: Math.round(floatYi * 1e8), vol };
}

/** The universe (deterministic, the same on every date): the well-known names first. */
export function generateSecurities(): Security[] {
  if (universe) return universe.map((s) => ({ ...s }));
  const rng = createRng('market:securities:v2');
  const list: Security[] = KNOWN.map(({ code, name, market, board, industry }) => ({
    code,
    name,
    market,
    board,
    industry,
  }));
  KNOWN.forEach((k, i) => profiles.set(k.code, profileFor(list[i], rng, k)));
  const codes = new Set(list.map((s) => s.code));
  const names = new Set(list.map((s) => s.name));
  for (const plan of BOARD_PLAN) {
    let made = list.filter((s) => s.board === plan.board).length;
    while (made < plan.count) {
      const code = plan.code(rng);
      const [suffix, industry] = rng.pick(SUFFIXES);
      const stem = rng.pick(HEADS) + rng.pick(SECONDS);
      const st = (plan.board === 'sh_main' || plan.board === 'sz_main') && rng.chance(ST_SHARE);
      const name = st ? `${rng.chance(0.5) ? '*ST' : 'ST'}${stem}` : stem + suffix;
      if (codes.has(code) || names.has(name) || names.has(stem + suffix)) continue;
      codes.add(code);
      names.add(name);
      const security: Security = { code, name, ...classifiedMarket(code), industry };
      list.push(security);
      profiles.set(code, profileFor(security, rng));
      made += 1;
    }
  }
  universe = list;
  return list.map((s) => ({ ...s }));
}

/** PE (TTM) and PB of a well-known name, so its page reads like the real one (banks at ~0.5–1× book). */
export function knownValuation(code: string): { pe: number; pb: number } | undefined {
  const found = KNOWN.find((k) => k.code === code);
  return found ? { pe: found.pe, pb: found.pb } : undefined;
}

/** Reference level of a security of the universe. */
export function profileOf(code: string): Profile {
  if (!universe) generateSecurities();
  const found = profiles.get(code);
  if (!found) throw new Error(`no profile for ${code}`);
  return found;
}

/** Risk-warned (ST / *ST) by name, as the exchanges mark them. */
export function isSt(security: Pick<Security, 'name'>): boolean {
  return /^\*?ST/.test(security.name);
}

/**
 * Daily price limit in %: main boards ±10 (±5 under risk warning), ChiNext (300/301) and STAR (688)
 * ±20 (ST included, since the 2020 ChiNext reform), BSE ±30. Given a board only, the board's rule.
 */
export function priceLimit(of: Board | Pick<Security, 'board' | 'name'>): number {
  const board = typeof of === 'string' ? of : of.board;
  if (board === 'cy' || board === 'kc') return 20;
  if (board === 'bj') return 30;
  return typeof of !== 'string' && isSt(of) ? 5 : 10;
}

/**
 * Limit prices the exchange way (SSE/SZSE/BSE trading rules: 前收盘价 × (1 ± 涨跌幅限制比例), 计算
 * 结果按照四舍五入原则取至价格最小变动单位 0.01 元), in integer fen so 10.05 × 1.1 = 11.055 → 11.06
 * exactly rather than whatever the binary float gives.
 */
export function limitPrices(prevClose: number, limitPct: number): { up: number; down: number } {
  const fen = Math.round(prevClose * 100);
  const up = Math.floor((fen * (100 + limitPct) + 50) / 100);
  const down = Math.max(1, Math.floor((fen * (100 - limitPct) + 50) / 100));
  return { up: up / 100, down: down / 100 };
}
