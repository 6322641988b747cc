import { AppLink as Link } from '@/components/ui/app-link';
import { countByStatus, filterIpos, sortIpos } from '@/lib/market/ipo-rules';
import { readBoard, readIpoStatus, withQuery, type SearchParams } from '@/lib/market/params';
import { IPO_STATUS_LABELS, IPO_STATUSES, type IpoList } from '@/lib/market/ipo-schemas';
import { BOARD_LABELS, BOARDS } from '@/lib/market/security-schemas';
import { EmptyState } from '@/components/ui/states';
import { Card, MarketView, Stat, StatGrid } from '../view-blocks/card';
import { LinkChips, LinkTabs } from '../view-blocks/link-tabs';
import styles from '../view-blocks/market.module.css';
import { ViewFooter } from '../view-blocks/view-footer';
import { IpoCard } from './ipo-card';

const PATH = '/tool/ipo';

/** 新股中心: status tabs 待申购/待上市/已上市, board chips, cards with a copyable 申购代码. */
export function IpoCenter({ data, params, stale }: { data: IpoList; params: SearchParams; stale: boolean }) {
  const status = readIpoStatus(params);
  const board = readBoard(params);
  const issues = filterIpos(data.issues, { status, board });
  const counts = countByStatus(data.issues);
  const sorted = sortIpos(issues);
  return (
    <MarketView>
      <Card>
        <StatGrid>
          <Stat label="待申购">{counts.pending} 只</Stat>
          <Stat label="待上市">{counts.awaiting_listing} 只</Stat>
          <Stat label="近期已上市">{counts.listed} 只</Stat>
        </StatGrid>
        <p className={styles.note}>
          <Link prefetch={false} href="/tool/ipo/calendar">
            新股日历 ›
          </Link>
          　
          <Link prefetch={false} href="/tool/ipo/raiders">
            打新攻略 ›
          </Link>
        </p>
      </Card>
      <LinkTabs
        label="状态"
        active={status}
        options={[
          { key: 'all', label: '全部', href: withQuery(PATH, params, { status: undefined }) },
          ...IPO_STATUSES.map((s) => ({
            key: s,
            label: IPO_STATUS_LABELS[s],
            href: withQuery(PATH, params, { status: s }),
          })),
        ]}
      />
      <LinkChips
        label="板块"
        active={board}
        options={[
          { key: 'all', label: '全部', href: withQuery(PATH, params, { board: undefined }) },
          ...BOARDS.map((b) => ({ key: b, label: BOARD_LABELS[b], href: withQuery(PATH, params, { board: b }) })),
        ]}
      />
      {sorted.length ? (
        <ul className={styles.list} style={{ gap: 'calc(20 * var(--u))' }}>
          {sorted.map((issue) => (
            <IpoCard key={issue.code} issue={issue} />
          ))}
        </ul>
      ) : (
        <EmptyState title="暂无符合条件的新股" description="换个状态或板块看看" />
      )}
      <ViewFooter asOf={data.asOf} stale={stale} note="标注“预估”的数值以发行公告为准" />
    </MarketView>
  );
}
