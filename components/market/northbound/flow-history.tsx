import { withQuery, type SearchParams } from '@/lib/market/params';
import { netCounts } from '@/lib/market/net-counts';
import { CHANNEL_LABELS, type Flows } from '@/lib/market/northbound-schemas';
import { PERIOD_LABELS, PERIODS, type Period } from '@/lib/market/security-schemas';
import { Card, MarketView, Stat, StatGrid } from '../view-blocks/card';
import { Amount } from '../view-blocks/change';
import { LinkTabs } from '../view-blocks/link-tabs';
import { ViewFooter } from '../view-blocks/view-footer';
import { ChannelTabs, FlowChart, FlowTable } from './shared';

const PATH = '/tool/northbound/details';
export const PERIOD_TRADING_DAYS: Record<Period, number> = { '1m': 21, '3m': 63, '6m': 125, '1y': 250 };

/** 北向资金明细: daily history of a channel over a period, chart plus the full table. */
export function FlowHistory({
  flows,
  period,
  params,
  stale,
}: {
  flows: Flows;
  period: Period;
  params: SearchParams;
  stale: boolean;
}) {
  const days = flows.days.slice(-PERIOD_TRADING_DAYS[period]);
  const net = days.reduce((a, d) => a + d.net, 0);
  return (
    <MarketView>
      <ChannelTabs path={PATH} params={params} active={flows.channel} />
      <LinkTabs
        label="区间"
        active={period}
        options={PERIODS.map((p) => ({
          key: p,
          label: PERIOD_LABELS[p],
          href: withQuery(PATH, params, { period: p }),
        }))}
      />
      <Card
        title={`${CHANNEL_LABELS[flows.channel]}${PERIOD_LABELS[period]}`}
        extra={`${days[0].date} 至 ${days[days.length - 1].date}`}
      >
        <StatGrid>
          <Stat label="区间净买">
            <Amount value={net} signed />
          </Stat>
          <Stat label="净买入天数">{netCounts(days.map((d) => d.net)).buy} 天</Stat>
          <Stat label="净卖出天数">{netCounts(days.map((d) => d.net)).sell} 天</Stat>
        </StatGrid>
      </Card>
      <Card title="资金走势">
        <FlowChart days={days} channel={flows.channel} />
      </Card>
      <Card title="每日明细" extra={`${days.length} 个交易日`}>
        <FlowTable days={days} caption={`${CHANNEL_LABELS[flows.channel]}每日明细`} />
      </Card>
      <ViewFooter asOf={flows.asOf} stale={stale} note={flows.cadence} />
    </MarketView>
  );
}
