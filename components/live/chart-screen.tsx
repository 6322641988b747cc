import { AppLink as Link } from '@/components/ui/app-link';
import { AsOf, EmptyState } from '@/components/ui/states';
import { formatCount } from '@/lib/format/amount';
import { formatChinaShortDateTime } from '@/lib/format/china-time';
import { CHART_BOARD_LABEL, CHART_BOARDS, type Chart, type ChartBoard } from '@/lib/live/schemas';
import styles from './live-lists.module.css';
import { RankChange } from './rank-change';

/** /popularCharts/v2/{board}: the seven boards share one screen; period-list adds weekly periods. */
export function ChartScreen({ board, chart, stale = false }: { board: ChartBoard; chart: Chart; stale?: boolean }) {
  const { metric } = CHART_BOARD_LABEL[board];
  const activePeriod = chart.entries[0]?.period;
  return (
    <div className={styles.page}>
      <nav className={styles.chips} aria-label="榜单">
        {CHART_BOARDS.map((item) => (
          <Link
            key={item}
            href={`/popularCharts/v2/${item}`}
            className={item === board ? styles.chipActive : styles.chip}
            aria-current={item === board ? 'page' : undefined}
          >
            {CHART_BOARD_LABEL[item].title}
          </Link>
        ))}
      </nav>
      {chart.periods.length > 0 ? (
        <nav className={styles.chips} aria-label="往期">
          {chart.periods.map((item) => (
            <Link
              key={item}
              href={`/popularCharts/v2/period-list?period=${item}`}
              className={item === activePeriod ? styles.chipActive : styles.chip}
            >
              {item.slice(5)} 周
            </Link>
          ))}
        </nav>
      ) : null}
      {chart.entries.length === 0 ? (
        <EmptyState title="榜单暂未生成" />
      ) : (
        <ol className={styles.list} data-testid="chart-entries">
          {chart.entries.map((entry) => (
            <li key={entry.teacherId} className={styles.row}>
              <span className={entry.rank <= 3 ? styles.rankTop : styles.rank}>{entry.rank}</span>
              <span className={styles.avatar} aria-hidden>
                {entry.avatar}
              </span>
              <div className={styles.rowText}>
                <Link href={`/liveRoomDetail/v2?roomId=${entry.roomId}`} className={styles.name}>
                  {entry.teacherName}
                  {entry.live ? <span className={styles.liveTag}>直播中</span> : null}
                </Link>
                <p className={styles.sub}>
                  <RankChange change={entry.change} />
                </p>
              </div>
              <p className={styles.score}>
                {formatCount(entry.score)}
                <small>{metric}</small>
              </p>
            </li>
          ))}
        </ol>
      )}
      <div className={styles.asOf}>
        <AsOf
          time={formatChinaShortDateTime(chart.asOf)}
          stale={stale}
          note={board === 'period-list' ? `统计周期：${activePeriod} 起一周` : '每日更新，较昨日排名变化'}
        />
      </div>
    </div>
  );
}
