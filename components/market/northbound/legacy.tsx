import { CHANNEL_LABELS, type Flows } from '@/lib/market/northbound-schemas';
import { Card, MarketView } from '../view-blocks/card';
import { Amount, Change } from '../view-blocks/change';
import { DataTable } from '../view-blocks/data-table';
import { ViewFooter } from '../view-blocks/view-footer';
import { CadenceNotice, FlowTable } from './shared';

/** 北向资金（旧版）: one table per day and channel, no chart. */
export function NorthboundLegacy({ channels, stale }: { channels: Flows[]; stale: boolean }) {
  const north = channels.find((c) => c.channel === 'north') ?? channels[0];
  const rows = channels.map((c) => ({ channel: c.channel, day: c.days[c.days.length - 1] }));
  return (
    <MarketView>
      <Card title="当日资金" extra={north.days[north.days.length - 1].date}>
        <DataTable
          caption="当日各通道资金"
          rows={rows}
          rowKey={(r) => r.channel}
          columns={[
            { key: 'c', label: '通道', render: (r) => CHANNEL_LABELS[r.channel] },
            { key: 'net', label: '净买额', render: (r) => <Amount value={r.day.net} signed /> },
            { key: 'buy', label: '买入', render: (r) => <Amount value={r.day.buy} /> },
            { key: 'sell', label: '卖出', render: (r) => <Amount value={r.day.sell} /> },
            {
              key: 'idx',
              label: '指数',
              render: (r) => (
                <>
                  {r.day.indexName} <Change value={r.day.indexPct} />
                </>
              ),
            },
          ]}
        />
      </Card>
      <CadenceNotice />
      <Card title="北向资金近10日">
        <FlowTable days={north.days.slice(-10)} caption="北向资金近10日" />
      </Card>
      <ViewFooter asOf={north.asOf} stale={stale} note={north.cadence} />
    </MarketView>
  );
}
