import { AppLink as Link } from '@/components/ui/app-link';
import {
  BOARD_GROUPS,
  POOL_SORTS,
  readBoardGroup,
  readPoolSort,
  sortPoolRows,
  sortsFor,
} from '@/lib/market/hot-stock-rules';
import { param, withQuery, type SearchParams } from '@/lib/market/params';
import type { TradingCalendar } from '@/lib/market/calendar-schemas';
import { HOT_POOL_LABELS, HOT_POOLS, type HotPoolAnswer } from '@/lib/market/hot-stock-schemas';
import { toFixed2 } from '@/lib/format/amount';
import { formatMonthDay } from '@/lib/format/date';
import { href, withBasePath } from '@/lib/routes/hrefs';
import { EmptyState } from '@/components/ui/states';
import { Card, MarketView, Stat, StatGrid } from '../view-blocks/card';
import { ToolTable } from '../view-blocks/tool-table';
import { DayPicker } from '../view-blocks/day-picker';
import { LinkChips, LinkTabs } from '../view-blocks/link-tabs';
import styles from '../view-blocks/market.module.css';
import { ViewFooter } from '../view-blocks/view-footer';
import tools from '../view-blocks/tools.module.css';
import { POOL_COLUMNS } from './pool-columns';

const PATH = '/tool/hot-stock';

/** 热股池: six pools with their peer fields, the 连板梯队 ladder, a board filter and sort keys. */
export function HotPoolView({
  data,
  calendar,
  params,
  stale,
}: {
  data: HotPoolAnswer;
  calendar: TradingCalendar | null;
  params: SearchParams;
  stale: boolean;
}) {
  const group = readBoardGroup(param(params, 'board'));
  const sort = readPoolSort(data.pool, param(params, 'sort'));
  const rows = sortPoolRows(data.rows, group, sort);
  const link = (changes: Record<string, string | undefined>) => withQuery(PATH, params, changes);
  return (
    <MarketView>
      <LinkTabs
        label="股池"
        active={data.pool}
        options={HOT_POOLS.map((p) => ({
          key: p,
          label: HOT_POOL_LABELS[p],
          href: link({ pool: p === 'zt' ? undefined : p, sort: undefined }),
        }))}
      />
      <DayPicker
        path={PATH}
        params={params}
        calendar={calendar}
        date={data.date}
        requestedDate={data.requestedDate}
        rolledBack={data.rolledBack}
      />
      {calendar ? (
        <LinkChips
          label="近期"
          active={data.date}
          options={calendar.days.slice(-5).map((day) => ({
            key: day,
            label: formatMonthDay(day),
            href: link({ date: day === calendar.latest ? undefined : day }),
          }))}
        />
      ) : null}
      <Card title="当日涨跌停概况">
        <StatGrid>
          <Stat label="涨停">{data.summary.zt} 只</Stat>
          <Stat label="炸板">{data.summary.broken} 只</Stat>
          <Stat label="跌停">{data.summary.dt} 只</Stat>
          <Stat label="封板率">{data.summary.sealRate === null ? '--' : `${toFixed2(data.summary.sealRate)}%`}</Stat>
          <Stat label="最高连板">{data.summary.highest} 板</Stat>
          <Stat label="飙升榜">
            <a href={withBasePath(href('/tool/hot-stock/rising', { date: data.date }))}>查看 ›</a>
          </Stat>
        </StatGrid>
      </Card>
      {data.pool === 'zt' && data.ladder.length ? (
        <Card title="连板梯队">
          <div className={tools.ladder}>
            {data.ladder.map((level) => (
              <div key={level.boards} className={tools.ladderRow}>
                <span className={tools.ladderHead}>{level.boards === 1 ? '首板' : `${level.boards}连板`}</span>
                <span className={tools.ladderStocks}>
                  {level.stocks.map((s) => (
                    <a
                      key={s.code}
                      className={tools.ladderStock}
                      href={withBasePath(href('/stock', { code: s.code }))}
                      data-stock={s.code}
                      data-stock-name={s.name}
                      data-stock-market={s.market}
                    >
                      {s.name}
                      {s.reasons[0] ? <span className={styles.muted}> · {s.reasons[0].name}</span> : null}
                    </a>
                  ))}
                </span>
              </div>
            ))}
          </div>
        </Card>
      ) : null}
      <LinkChips
        label="板块"
        active={group}
        options={Object.entries(BOARD_GROUPS).map(([key, label]) => ({
          key,
          label,
          href: link({ board: key === 'all' ? undefined : key }),
        }))}
      />
      <LinkChips
        label="排序"
        active={sort}
        options={sortsFor(data.pool).map((key) => ({ key, label: POOL_SORTS[key], href: link({ sort: key }) }))}
      />
      <Card title={`${HOT_POOL_LABELS[data.pool]}股池`} extra={`共 ${rows.length} 只`}>
        {rows.length ? (
          <ToolTable
            caption={`${HOT_POOL_LABELS[data.pool]}股池`}
            columns={POOL_COLUMNS[data.pool]}
            rows={rows}
            rowKey={(r) => r.code}
          />
        ) : (
          <EmptyState
            title="该板块当日没有符合的个股"
            description={
              <Link prefetch={false} href={link({ board: undefined })}>
                查看全部板块
              </Link>
            }
          />
        )}
      </Card>
      <ViewFooter asOf={data.asOf} stale={stale} note="每个交易日收盘后更新；涨停原因为题材归类，仅供参考" />
    </MarketView>
  );
}
