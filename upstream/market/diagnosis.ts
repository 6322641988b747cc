/**
 * AI diagnosis (AI诊股): four dimension scores from the dataset's own numbers, each claim carrying the
 * data point it rests on (label, value, date and the page that shows it). It describes; it never says
 * buy or sell (PEERS §1.11: the product is not a licensed adviser).
 */
import { formatAmount, formatSignedAmount, toFixed2 } from '@/lib/format/amount';
import type { Claim, Dimension } from '@/lib/market/diagnosis-schemas';
import { UpstreamError } from '@/upstream/core/types';
import type { MarketDataset } from './dataset';
import { patternBook } from './patterns';
import { themeList } from './theme-lists';
import { toolsData } from './tools-data';

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const WEIGHTS: Record<Dimension, number> = { tech: 0.3, fund: 0.3, fundamental: 0.25, news: 0.15 };
const HISTORY_DAYS = 20;

interface Scored {
  score: number;
  claims: Claim[];
}

function claim(
  text: string,
  effect: number,
  label: string,
  value: string,
  date: string,
  tool: Claim['source']['tool'],
  ref: string,
): Claim {
  return { text, effect: Math.round(effect), source: { label, value, date, tool, ref } };
}

function tech(ds: MarketDataset, code: string, i: number): Scored {
  const c = ds.prices.get(code)!.close;
  const date = ds.days[i];
  const ma20 = sum(c.slice(i - 19, i + 1)) / 20;
  const gap = (c[i] / ma20 - 1) * 100;
  const pct5 = (c[i] / c[i - 5] - 1) * 100;
  const claims = [
    claim(
      `收盘价${gap >= 0 ? '位于' : '低于'}20日均线${gap >= 0 ? '上方' : ''} ${toFixed2(Math.abs(gap))}%`,
      clamp(gap * 3, -20, 20),
      '收盘价 / 20日均线',
      `${toFixed2(c[i])} / ${toFixed2(ma20)}`,
      date,
      'stock',
      code,
    ),
    claim(
      `近5个交易日累计${pct5 >= 0 ? '上涨' : '下跌'} ${toFixed2(Math.abs(pct5))}%`,
      clamp(pct5 * 1.5, -12, 12),
      '5日涨跌幅',
      `${toFixed2(pct5)}%`,
      date,
      'stock',
      code,
    ),
  ];
  const book = patternBook(ds);
  const marks: [string, string, number][] = [
    ['new_high_60', '创60日新高', 8],
    ['new_low_60', '创60日新低', -8],
    ['ma_bull', '均线多头排列', 6],
    ['break_ma20', '向上突破20日均线', 4],
  ];
  for (const [key, name, effect] of marks)
    if (book.hits.get(key)!.get(i)?.has(code))
      claims.push(claim(`当日出现技术形态「${name}」`, effect, '技术形态', name, date, 'pattern', key));
  return { score: Math.round(clamp(50 + sum(claims.map((x) => x.effect)), 0, 100)), claims };
}

function fund(ds: MarketDataset, code: string, i: number): Scored {
  const tools = toolsData(ds);
  const b = tools.bars.get(code)!;
  const date = ds.days[i];
  const main5 = sum(b.mainNet.slice(i - 4, i + 1));
  const amount5 = sum(b.amount.slice(i - 4, i + 1));
  const claims = [
    claim(
      `近5日主力资金净${main5 >= 0 ? '流入' : '流出'} ${formatAmount(Math.abs(main5))}，占成交额 ${toFixed2((main5 / amount5) * 100)}%`,
      clamp((main5 / amount5) * 250, -25, 25),
      '5日主力净流入',
      formatSignedAmount(main5),
      date,
      'stock',
      code,
    ),
  ];
  const m = tools.margin.get(code);
  if (m) {
    const net5 = sum(m.slice(i - 4, i + 1).map((x) => x.rzmre - x.rzche));
    claims.push(
      claim(
        `近5日融资${net5 >= 0 ? '净买入' : '净偿还'} ${formatAmount(Math.abs(net5))}，融资余额 ${formatAmount(m[i].rzye)}`,
        clamp((net5 / m[i].rzye) * 500, -10, 10),
        '5日融资净买入',
        formatSignedAmount(net5),
        date,
        'margin',
        code,
      ),
    );
  }
  const listings = (tools.listingsByCode.get(code) ?? []).filter((l) => l.dayIndex > i - 5 && l.dayIndex <= i);
  if (listings.length) {
    const inst = sum(listings.map((l) => l.institutionNet));
    claims.push(
      claim(
        `近5日登上龙虎榜 ${listings.length} 次，机构席位合计${inst >= 0 ? '净买入' : '净卖出'} ${formatAmount(Math.abs(inst))}`,
        inst > 0 ? 8 : inst < 0 ? -8 : 0,
        '龙虎榜机构净买',
        formatSignedAmount(inst),
        listings[listings.length - 1].date,
        'lhb',
        code,
      ),
    );
  }
  return { score: Math.round(clamp(50 + sum(claims.map((x) => x.effect)), 0, 100)), claims };
}

/** Industry median 市盈率 of the dataset (fundamentals do not change by day): once per dataset. */
const industryMedians = new WeakMap<MarketDataset, Map<string, number | null>>();

function industryMedianPe(ds: MarketDataset, industry: string): number | null {
  let medians = industryMedians.get(ds);
  if (!medians) {
    const tools = toolsData(ds);
    const byIndustry = new Map<string, number[]>();
    for (const s of ds.securities) {
      const pe = tools.fundamentals.get(s.code)!.pe;
      if (!byIndustry.has(s.industry)) byIndustry.set(s.industry, []);
      if (pe !== null) byIndustry.get(s.industry)!.push(pe);
    }
    medians = new Map(
      [...byIndustry].map(([name, peers]) => [
        name,
        peers.length ? peers.sort((a, b) => a - b)[Math.floor(peers.length / 2)] : null,
      ]),
    );
    industryMedians.set(ds, medians);
  }
  return medians.get(industry) ?? null;
}

function fundamental(ds: MarketDataset, code: string): Scored {
  const tools = toolsData(ds);
  const f = tools.fundamentals.get(code)!;
  const industry = ds.byCode.get(code)!.industry;
  const median = industryMedianPe(ds, industry);
  const claims = [
    claim(
      `净资产收益率（ROE）${toFixed2(f.roe)}%`,
      clamp((f.roe - 8) * 2, -25, 25),
      'ROE',
      `${toFixed2(f.roe)}%`,
      f.reportDate,
      'stock',
      code,
    ),
  ];
  if (f.pe === null)
    claims.push(claim('当前处于亏损状态，市盈率不适用', -10, '市盈率TTM', '亏损', f.reportDate, 'stock', code));
  else if (median !== null)
    claims.push(
      claim(
        `市盈率 ${toFixed2(f.pe)} 倍，${f.pe <= median ? '不高于' : '高于'}${industry}行业中位数 ${toFixed2(median)} 倍`,
        f.pe <= median ? 8 : -4,
        '市盈率TTM',
        toFixed2(f.pe),
        f.reportDate,
        'stock',
        code,
      ),
    );
  claims.push(
    claim(
      `资产负债率 ${toFixed2(f.debt)}%`,
      f.debt > 70 && industry !== '银行' ? -8 : 0,
      '资产负债率',
      `${toFixed2(f.debt)}%`,
      f.reportDate,
      'stock',
      code,
    ),
  );
  if (f.dividend >= 2)
    claims.push(
      claim(`股息率 ${toFixed2(f.dividend)}%`, 6, '股息率', `${toFixed2(f.dividend)}%`, f.reportDate, 'stock', code),
    );
  return { score: Math.round(clamp(50 + sum(claims.map((x) => x.effect)), 0, 100)), claims };
}

function news(ds: MarketDataset, code: string, i: number): Scored {
  const tools = toolsData(ds);
  const f = tools.fundamentals.get(code)!;
  const claims: Claim[] = [];
  const risky: [boolean, string, string, number][] = [
    [f.st, '已被实施风险警示（ST）', '风险警示', -20],
    [f.investigation !== null, '公司收到立案告知书', '立案调查', -15],
    [f.audit === '保留意见' || f.audit === '无法表示意见', `最近年报审计意见为「${f.audit}」`, '审计意见', -12],
    [f.pledge >= 50, `控股股东质押比例 ${toFixed2(f.pledge)}%`, '股权质押', -8],
  ];
  for (const [hit, text, label, effect] of risky)
    if (hit) claims.push(claim(text, effect, label, text, ds.days[i], 'risk', code));
  const good = f.forecast.type === '预增' || f.forecast.type === '扭亏' || f.forecast.type === '略增';
  const bad = f.forecast.type === '首亏' || f.forecast.type === '续亏' || f.forecast.type === '预减';
  claims.push(
    claim(
      `业绩预告类型为「${f.forecast.type}」，净利润同比 ${f.forecast.change > 0 ? '+' : ''}${toFixed2(f.forecast.change)}%`,
      good ? 10 : bad ? -12 : 0,
      '业绩预告',
      f.forecast.type,
      f.forecast.date,
      'risk',
      code,
    ),
  );
  const ranks = themeList(ds, ds.days[i]).rows;
  const hot = (tools.themes.ofStock.get(code) ?? [])
    .map((e) => ranks.find((r) => r.code === e.theme.code)!)
    .filter((r) => r.rank <= 3);
  if (hot.length)
    claims.push(
      claim(
        `所属题材「${hot[0].name}」热度排名第 ${hot[0].rank}`,
        8,
        '题材热度排名',
        `第${hot[0].rank}名`,
        ds.days[i],
        'theme',
        hot[0].code,
      ),
    );
  return { score: Math.round(clamp(60 + sum(claims.map((x) => x.effect)), 0, 100)), claims };
}

function scoreAt(ds: MarketDataset, code: string, i: number) {
  const parts = {
    tech: tech(ds, code, i),
    fund: fund(ds, code, i),
    fundamental: fundamental(ds, code),
    news: news(ds, code, i),
  };
  const total = Math.round(sum((Object.keys(WEIGHTS) as Dimension[]).map((k) => parts[k].score * WEIGHTS[k])));
  return { parts, total };
}

const totals = new WeakMap<MarketDataset, Map<number, Map<string, number>>>();

function totalsAt(ds: MarketDataset, i: number): Map<string, number> {
  let byDay = totals.get(ds);
  if (!byDay) totals.set(ds, (byDay = new Map()));
  let map = byDay.get(i);
  if (!map) {
    map = new Map(ds.securities.map((s) => [s.code, scoreAt(ds, s.code, i).total]));
    byDay.set(i, map);
  }
  return map;
}

function rankIn(map: Map<string, number>, code: string) {
  const mine = map.get(code)!;
  let better = 0;
  for (const [other, v] of map) if (v > mine || (v === mine && other < code)) better += 1;
  return better + 1;
}

const LABELS: Record<Dimension, string> = { tech: '技术面', fund: '资金面', fundamental: '基本面', news: '消息面' };

/** Every stock's score of the latest two days (what the list and each report's rank read), at start-up. */
export function warmDiagnosis(ds: MarketDataset) {
  const i = ds.days.length - 1;
  totalsAt(ds, i);
  totalsAt(ds, i - 1);
  // One report builds the theme rankings of its history days, shared by every later report.
  diagnosis(ds, ds.securities[0].code);
}

export function diagnosis(ds: MarketDataset, code: string | null) {
  if (!code || !/^\d{6}$/.test(code)) throw new UpstreamError(1003, '请输入6位股票代码', 400);
  const security = ds.byCode.get(code);
  if (!security) throw new UpstreamError(404, `未找到证券 ${code}`, 404);
  const i = ds.days.length - 1;
  const { parts, total } = scoreAt(ds, code, i);
  const history = [];
  for (let k = i - HISTORY_DAYS + 1; k <= i; k += 1) {
    const at = k === i ? { parts, total } : scoreAt(ds, code, k);
    history.push({
      date: ds.days[k],
      total: at.total,
      tech: at.parts.tech.score,
      fund: at.parts.fund.score,
      fundamental: at.parts.fundamental.score,
      news: at.parts.news.score,
    });
  }
  const strongest = (Object.keys(parts) as Dimension[]).sort((a, b) => parts[b].score - parts[a].score);
  const summary = `综合得分 ${total} 分；${LABELS[strongest[0]]}得分最高（${parts[strongest[0]].score}），${LABELS[strongest[3]]}得分最低（${parts[strongest[3]].score}）。评分仅描述历史数据表现，不构成投资建议。`;
  const map = totalsAt(ds, i);
  const series = ds.prices.get(code)!;
  return {
    asOf: `${ds.days[i]} 17:30`,
    date: ds.days[i],
    security,
    close: series.close[i],
    pct: series.pct[i],
    total,
    rank: rankIn(map, code),
    of: map.size,
    summary,
    dimensions: (Object.keys(parts) as Dimension[]).map((key) => ({
      key,
      label: LABELS[key],
      score: parts[key].score,
      claims: parts[key].claims,
    })),
    history,
  };
}

export function diagnosisList(ds: MarketDataset) {
  const i = ds.days.length - 1;
  const today = totalsAt(ds, i);
  const before = totalsAt(ds, i - 1);
  const order = (map: Map<string, number>) =>
    [...map.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([code]) => code);
  const previous = new Map(order(before).map((code, k) => [code, k + 1]));
  const rows = order(today)
    .slice(0, 50)
    .map((code, k) => {
      const series = ds.prices.get(code)!;
      return {
        ...ds.byCode.get(code)!,
        close: series.close[i],
        pct: series.pct[i],
        total: today.get(code)!,
        rank: k + 1,
        rankChange: previous.has(code) ? previous.get(code)! - (k + 1) : null,
      };
    });
  return { asOf: `${ds.days[i]} 17:30`, date: ds.days[i], rows };
}
