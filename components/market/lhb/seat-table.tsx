import { seatsOnSide } from '@/lib/market/lhb-rules';
import type { SeatTrade } from '@/lib/market/lhb-schemas';
import { Amount } from '../view-blocks/change';
import { DataTable, type Column } from '../view-blocks/data-table';
import { SeatName } from './seat-name';
import { toFixed2 } from '@/lib/format/amount';

const COLUMNS: Column<SeatTrade>[] = [
  {
    key: 'seat',
    label: '营业部名称',
    render: (s) => (
      <>
        <span className="num" aria-hidden>
          {s.rank}.{' '}
        </span>
        <SeatName seat={s} />
      </>
    ),
  },
  { key: 'buy', label: '买入金额', render: (s) => <Amount value={s.buy} /> },
  { key: 'buyRatio', label: '买入占比', render: (s) => <span className="num">{toFixed2(s.buyRatio)}%</span> },
  { key: 'sell', label: '卖出金额', render: (s) => <Amount value={s.sell} /> },
  { key: 'sellRatio', label: '卖出占比', render: (s) => <span className="num">{toFixed2(s.sellRatio)}%</span> },
  { key: 'net', label: '净额', render: (s) => <Amount value={s.net} signed /> },
];

/** The five buying or selling seats of one listing. */
export function SeatTable({ seats, side, caption }: { seats: SeatTrade[]; side: 'buy' | 'sell'; caption: string }) {
  const rows = seatsOnSide(seats, side);
  return <DataTable caption={caption} columns={COLUMNS} rows={rows} rowKey={(s) => `${s.side}-${s.rank}`} />;
}
