/** Open Graph descriptions carrying each page's headline numbers (pure). */
import { formatSignedAmount, formatAmount, toFixed2 } from '@/lib/format/amount';
import { formatPct } from '@/lib/format/number';
import { lhbSummary } from './lhb-rules';
import { IPO_STATUS_LABELS, type IpoIssue } from './ipo-schemas';
import {
  SEAT_TYPE_LABELS,
  type ActiveSeats,
  type InstitutionDaily,
  type InstitutionTrace,
  type LhbDaily,
  type LhbStockDay,
  type LhbStockStats,
  type SeatDetail,
} from './lhb-schemas';
import {
  CHANNEL_LABELS,
  type Flows,
  type Holdings,
  type Sectors,
  type StockHolding,
  type Top10,
} from './northbound-schemas';
import { PERIOD_LABELS } from './security-schemas';

export function describeLhbDaily(d: LhbDaily): string {
  const s = lhbSummary(d.rows);
  const top = s.top ? `，净买入最多：${s.top.name}（${s.top.code}）${formatSignedAmount(s.top.net)}` : '';
  return `${d.date} 龙虎榜：${s.stocks} 只个股上榜（${s.listings} 条记录），机构净买 ${formatSignedAmount(s.institutionNet)}${top}。`;
}

export function describeStockDay(d: LhbStockDay): string {
  const l = d.listings[0];
  if (!l) return `${d.security.name}（${d.security.code}）龙虎榜上榜记录与买卖席位。`;
  return `${d.security.name}（${d.security.code}）${d.date} 登上龙虎榜 ${d.listings.length} 次，涨跌幅 ${formatPct(l.pct)}，净买额 ${formatSignedAmount(l.net)}。`;
}

export function describeStockStats(d: LhbStockStats): string {
  return `${d.security.name}（${d.security.code}）${PERIOD_LABELS[d.period]}上榜 ${d.stats.count} 次，龙虎榜净买 ${formatSignedAmount(d.stats.net)}，机构净买 ${formatSignedAmount(d.stats.instNet)}。`;
}

export function describeInstitutionDaily(d: InstitutionDaily): string {
  const net = d.rows.reduce((a, r) => a + r.net, 0);
  const top = d.rows[0];
  return `${d.date} 机构专用席位参与 ${d.rows.length} 条龙虎榜记录，合计净买 ${formatSignedAmount(net)}${top ? `，净买最多：${top.name} ${formatSignedAmount(top.net)}` : ''}。`;
}

export function describeInstitutionTrace(d: InstitutionTrace): string {
  const top = d.rows[0];
  return `${PERIOD_LABELS[d.period]}机构席位追踪：${d.rows.length} 只个股有机构参与${top ? `，净买最多：${top.name} ${formatSignedAmount(top.instNet)}` : ''}。`;
}

export function describeActiveSeats(d: ActiveSeats): string {
  const top = d.rows[0];
  return `${d.date} 活跃营业部 ${d.rows.length} 家${top ? `，最活跃：${top.alias ?? top.seatName}（${SEAT_TYPE_LABELS[top.seatType]}）净额 ${formatSignedAmount(top.net)}` : ''}。`;
}

export function describeSeat(d: SeatDetail): string {
  const rate =
    d.stats.winRate3d === null ? '' : `，3日跟买成功率 ${toFixed2(d.stats.winRate3d)}%（${d.stats.winSample} 次）`;
  return `${d.seat.alias ? `${d.seat.alias}｜` : ''}${d.seat.seatName}${PERIOD_LABELS[d.period]}上榜 ${d.stats.count} 次，净额 ${formatSignedAmount(d.stats.net)}${rate}。`;
}

export function describeIpos(issues: IpoIssue[]): string {
  const count = (status: IpoIssue['status']) => issues.filter((i) => i.status === status).length;
  const next = issues.filter((i) => i.status === 'pending').sort((a, b) => (a.dates.apply < b.dates.apply ? -1 : 1))[0];
  return `新股申购：${IPO_STATUS_LABELS.pending} ${count('pending')} 只，${IPO_STATUS_LABELS.awaiting_listing} ${count('awaiting_listing')} 只${next ? `；最近申购：${next.name}（申购代码 ${next.applyCode}，${next.dates.apply}）` : ''}。`;
}

export function describeIpo(i: IpoIssue): string {
  const price = i.price.value === null ? '待定' : `${toFixed2(i.price.value)} 元${i.price.estimated ? '（预估）' : ''}`;
  const outcome = i.outcome ? `，首日涨幅 ${formatPct(i.outcome.firstPct)}` : '';
  return `${i.name}（${i.code}）${IPO_STATUS_LABELS[i.status]}：申购代码 ${i.applyCode}，申购日 ${i.dates.apply}，发行价 ${price}${outcome}。`;
}

export function describeFlows(f: Flows): string {
  const d = f.days[f.days.length - 1];
  return `${d.date} ${CHANNEL_LABELS[f.channel]}成交净买额 ${formatSignedAmount(d.net)}，买入 ${formatAmount(d.buy)}，卖出 ${formatAmount(d.sell)}，${d.indexName} ${formatPct(d.indexPct)}。`;
}

export function describeTop10(t: Top10): string {
  const top = t.rows[0];
  return `${t.date} ${CHANNEL_LABELS[t.channel]}十大成交股${top ? `：第一 ${top.name} 成交 ${formatAmount(top.total)}，净买 ${formatSignedAmount(top.net)}` : ''}。`;
}

export function describeHoldings(h: Holdings): string {
  const top = h.rows[0];
  return `${CHANNEL_LABELS[h.channel]}持股排行（截至 ${h.periodEnd}，季度披露）：共 ${h.rows.length} 只${top ? `，持股市值第一 ${top.name} ${formatAmount(top.mv)}` : ''}。`;
}

export function describeSectors(s: Sectors): string {
  const top = s.rows[0];
  return `北向资金行业持股（截至 ${s.periodEnd}，季度披露）${top ? `：${top.industry} 持股市值 ${formatAmount(top.mv)}，占比 ${toFixed2(top.pctOfNorth)}%` : ''}。`;
}

export function describeStockHolding(h: StockHolding): string {
  const last = h.history[0];
  return `${h.security.name}（${h.security.code}）北向持股${last ? `（截至 ${last.periodEnd}）${formatAmount(last.mv)}，占流通股 ${toFixed2(last.pctFloat)}%` : '：暂无披露'}。`;
}
