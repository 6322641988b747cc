import { AppLink as Link } from '@/components/ui/app-link';
import type { SearchParams } from '@/lib/market/params';
import type { Sectors } from '@/lib/market/northbound-schemas';
import { Card, MarketView } from '../view-blocks/card';
import { Amount } from '../view-blocks/change';
import { DataTable } from '../view-blocks/data-table';
import { ViewFooter } from '../view-blocks/view-footer';
import { QuarterChips } from './period-chips';
import { CadenceNotice } from './shared';
import { northboundStockHref } from '@/lib/routes/hrefs';
import { toFixed2 } from '@/lib/format/amount';

/** 北向资金板块流向: holdings grouped by industry for a disclosure period. */
export function SectorsView({ data, params, stale }: { data: Sectors; params: SearchParams; stale: boolean }) {
  return (
    <MarketView>
      <CadenceNotice />
      <QuarterChips path="/tool/northbound-plate" params={params} periods={data.periods} active={data.periodEnd} />
      <Card title="行业持股" extra={`截至 ${data.periodEnd}`}>
        <DataTable
          caption="北向资金行业持股"
          rows={data.rows}
          rowKey={(r) => r.industry}
          columns={[
            { key: 'industry', label: '行业', render: (r) => r.industry },
            { key: 'mv', label: '持股市值', render: (r) => <Amount value={r.mv} /> },
            { key: 'pct', label: '占北向持仓', render: (r) => <span className="num">{toFixed2(r.pctOfNorth)}%</span> },
            { key: 'change', label: '较上期增持', render: (r) => <Amount value={r.changeMv} signed /> },
            { key: 'count', label: '持股只数', render: (r) => r.stockCount },
            {
              key: 'add',
              label: '增持最多',
              render: (r) =>
                r.topAdd ? (
                  <Link prefetch={false} href={northboundStockHref(r.topAdd.code)}>
                    {r.topAdd.name}
                  </Link>
                ) : (
                  '--'
                ),
            },
            {
              key: 'cut',
              label: '减持最多',
              render: (r) =>
                r.topCut ? (
                  <Link prefetch={false} href={northboundStockHref(r.topCut.code)}>
                    {r.topCut.name}
                  </Link>
                ) : (
                  '--'
                ),
            },
          ]}
        />
      </Card>
      <ViewFooter asOf={data.asOf} stale={stale} note={data.cadence} />
    </MarketView>
  );
}
