import type { HotPool, PoolRow } from '@/lib/market/hot-stock-schemas';
import { toFixed2 } from '@/lib/format/amount';
import { href } from '@/lib/routes/hrefs';
import { Amount, Change, Price } from '../view-blocks/change';
import type { Column } from '../view-blocks/tool-table';
import styles from '../view-blocks/market.module.css';
import { StockLink } from '../view-blocks/stock-link';
import { ThemeTags } from '../themes/theme-tags';

type C = Column<PoolRow>;
const num = (v: number | null, suffix = '') => <span className="num">{v === null ? '--' : `${v}${suffix}`}</span>;
const text = (v: string | null) => <span className="num">{v ?? '--'}</span>;

const stock: C = {
  key: 'stock',
  label: '名称',
  render: (r) => <StockLink code={r.code} name={r.name} market={r.market} href={href('/stock', { code: r.code })} />,
};
const pct: C = { key: 'pct', label: '涨跌幅', render: (r) => <Change value={r.pct} /> };
const close: C = { key: 'close', label: '最新价', render: (r) => <Price value={r.close} /> };
const amount: C = { key: 'amount', label: '成交额', render: (r) => <Amount value={r.amount} /> };
const floatMv: C = { key: 'mv', label: '流通市值', render: (r) => <Amount value={r.floatMv} /> };
const turnover: C = {
  key: 'turnover',
  label: '换手率',
  render: (r) => <span className="num">{`${toFixed2(r.turnoverRate)}%`}</span>,
};
const seal: C = { key: 'seal', label: '封板资金', render: (r) => <Amount value={r.sealAmount} /> };
const first: C = { key: 'first', label: '首次封板', render: (r) => text(r.firstSeal) };
const last: C = { key: 'last', label: '最后封板', render: (r) => text(r.lastSeal) };
const opens: C = { key: 'opens', label: '炸板次数', render: (r) => num(r.openCount) };
const boards: C = { key: 'boards', label: '连板数', render: (r) => num(r.boards, r.boards ? '板' : '') };
const stat: C = {
  key: 'stat',
  label: '涨停统计',
  render: (r) => text(r.statUps === null ? null : `${r.statUps}/${r.statDays}`),
};
const reasons: C = {
  key: 'reason',
  label: '涨停原因',
  className: styles.left,
  render: (r) => <ThemeTags tags={r.reasons} />,
};
const amplitude: C = {
  key: 'amp',
  label: '振幅',
  render: (r) => <span className="num">{`${toFixed2(r.amplitude)}%`}</span>,
};
const industry: C = { key: 'ind', label: '所属行业', className: styles.left, render: (r) => r.industry };

export const POOL_COLUMNS: Record<HotPool, C[]> = {
  zt: [stock, pct, close, seal, first, last, opens, boards, stat, reasons, amount, floatMv, turnover, industry],
  yzt: [
    stock,
    pct,
    close,
    { key: 'lp', label: '涨停价', render: (r) => <Price value={r.limitPrice} /> },
    { key: 'yb', label: '昨日连板', render: (r) => num(r.yesterdayBoards, '板') },
    { key: 'ys', label: '昨日封板', render: (r) => text(r.firstSeal) },
    amplitude,
    {
      key: 'today',
      label: '今日',
      render: (r) =>
        r.boards ? <span className="num up">{`${r.boards}连板`}</span> : <span className={styles.muted}>未涨停</span>,
    },
    amount,
    turnover,
    reasons,
  ],
  strong: [
    stock,
    pct,
    close,
    { key: 'why', label: '入选理由', className: styles.left, render: (r) => r.reasonDetail ?? '--' },
    { key: 'vr', label: '量比', render: (r) => <span className="num">{toFixed2(r.volumeRatio)}</span> },
    { key: 'nh', label: '是否新高', render: (r) => (r.newHigh ? '是' : '否') },
    stat,
    amount,
    turnover,
    reasons,
  ],
  new: [
    stock,
    pct,
    close,
    { key: 'ld', label: '上市日期', render: (r) => text(r.listDate) },
    { key: 'od', label: '开板几日', render: (r) => num(r.openedDays, '日') },
    { key: 'nh', label: '是否新高', render: (r) => (r.newHigh === null ? '--' : r.newHigh ? '是' : '否') },
    amount,
    turnover,
    floatMv,
    industry,
  ],
  broken: [stock, pct, close, first, opens, amplitude, stat, amount, turnover, reasons],
  dt: [
    stock,
    pct,
    close,
    { key: 'seal', label: '封单资金', render: (r) => <Amount value={r.sealAmount} /> },
    last,
    { key: 'opens', label: '开板次数', render: (r) => num(r.openCount) },
    { key: 'boards', label: '连续跌停', render: (r) => num(r.boards, '天') },
    amount,
    turnover,
    industry,
  ],
};
