import { param, withQuery, type SearchParams } from '@/lib/market/params';
import { readThemeSort, sortThemes, THEME_SORTS } from '@/lib/market/theme-rules';
import type { ThemeList, ThemeRow } from '@/lib/market/theme-schemas';
import type { TradingCalendar } from '@/lib/market/calendar-schemas';
import { href } from '@/lib/routes/hrefs';
import { AppLink as Link } from '@/components/ui/app-link';
import { Card, MarketView } from '../view-blocks/card';
import { Amount, Change } from '../view-blocks/change';
import { ToolTable } from '../view-blocks/tool-table';
import { DayPicker } from '../view-blocks/day-picker';
import { LinkChips } from '../view-blocks/link-tabs';
import styles from '../view-blocks/market.module.css';
import { StockLink } from '../view-blocks/stock-link';
import { ViewFooter } from '../view-blocks/view-footer';

const PATH = '/hotspotTheme/index';
/** 热点题材: theme leaderboard by heat, strength, limit-ups or main-fund inflow. */
export function ThemeListView({
  data,
  calendar,
  params,
  stale,
}: {
  data: ThemeList;
  calendar: TradingCalendar | null;
  params: SearchParams;
  stale: boolean;
}) {
  const sort = readThemeSort(param(params, 'sort'));
  const rows = sortThemes(data.rows, sort);
  return (
    <MarketView>
      <DayPicker
        path={PATH}
        params={params}
        calendar={calendar}
        date={data.date}
        requestedDate={data.requestedDate}
        rolledBack={data.rolledBack}
      />
      <LinkChips
        label="排序"
        active={sort}
        options={Object.entries(THEME_SORTS).map(([key, label]) => ({
          key,
          label,
          href: withQuery(PATH, params, { sort: key === 'heat' ? undefined : key }),
        }))}
      />
      <Card title="题材排行" extra={`${rows.length} 个题材`}>
        <ToolTable<ThemeRow>
          caption="题材排行"
          rows={rows}
          rowKey={(r) => r.code}
          columns={[
            {
              key: 'name',
              label: '题材',
              render: (r) => (
                <Link prefetch={false} href={href('/hotspotTheme/detail', { code: r.code, date: data.date })}>
                  {r.name}
                </Link>
              ),
            },
            { key: 'pct', label: '涨跌幅', render: (r) => <Change value={r.pct} /> },
            { key: 'heat', label: '热度', render: (r) => <span className="num">{r.heat}</span> },
            {
              key: 'rank',
              label: '热度排名',
              render: (r) => (
                <span className="num">
                  {r.rank}
                  {r.rankChange ? (
                    <span className={r.rankChange > 0 ? 'up' : 'down'}>
                      {r.rankChange > 0 ? ` ▲${r.rankChange}` : ` ▼${-r.rankChange}`}
                    </span>
                  ) : null}
                </span>
              ),
            },
            { key: 'strength', label: '强度', render: (r) => <span className="num">{r.strength}</span> },
            { key: 'zt', label: '涨停数', render: (r) => <span className="num">{r.limitUps}</span> },
            { key: 'net', label: '主力净流入', render: (r) => <Amount value={r.mainNet} signed /> },
            {
              key: 'leader',
              label: '领涨股',
              className: styles.left,
              render: (r) => (
                <StockLink
                  code={r.leader.code}
                  name={r.leader.name}
                  market={r.leader.market}
                  href={href('/stock', { code: r.leader.code })}
                >
                  <span className={styles.stockName}>{r.leader.name}</span>
                  <Change value={r.leader.pct} />
                </StockLink>
              ),
            },
            { key: 'n', label: '成分股', render: (r) => <span className="num">{r.members}</span> },
          ]}
        />
      </Card>
      <ViewFooter asOf={data.asOf} stale={stale} note="热度与强度由成分股涨跌、人气与涨停家数计算" />
    </MarketView>
  );
}
