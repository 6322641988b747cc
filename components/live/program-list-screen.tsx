import { AppLink as Link } from '@/components/ui/app-link';
import { AsOf } from '@/components/ui/states';
import { formatChinaShortDateTime } from '@/lib/format/china-time';
import { orderProgramsForViewer, programsOnDay } from '@/lib/live/program-order';
import { PROGRAM_STATUS_LABEL, PROGRAM_STATUSES, type Program, type ProgramStatus } from '@/lib/live/schemas';
import styles from './live-lists.module.css';
import { ProgramList } from './program-card';

export const PROGRAM_DAYS = [
  { value: '-2', label: '前天' },
  { value: '-1', label: '昨天' },
  { value: '0', label: '今天' },
  { value: '1', label: '明天' },
  { value: '2', label: '后天' },
  { value: 'all', label: '全部日期' },
] as const;
export type ProgramDay = (typeof PROGRAM_DAYS)[number]['value'];

function onDay<T extends { startAt: string }>(programs: T[], day: ProgramDay): T[] {
  return programsOnDay(programs, day === 'all' ? null : Number(day), Date.now());
}

function href(basePath: string, status: ProgramStatus | undefined, day: ProgramDay): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  query.set('day', day);
  return `${basePath}?${query}`;
}

/**
 * /programList/v2?status=upcoming|live|ended|replay&day=-2..2|all — by default today's schedule (or
 * every day once a status is chosen). /liveZhuanXiang/v2 shows the members-only programmes the same way.
 */
export function ProgramListScreen({
  programs,
  asOf,
  stale = false,
  status,
  day,
  exclusive = false,
  basePath,
}: {
  programs: Program[];
  asOf: number;
  stale?: boolean;
  status?: ProgramStatus;
  day: ProgramDay;
  exclusive?: boolean;
  basePath: string;
}) {
  const shown = onDay(programs, day);
  const ordered = orderProgramsForViewer(shown);
  return (
    <div className={styles.page}>
      <nav className={styles.chips} aria-label="日期">
        {PROGRAM_DAYS.map((item) => (
          <Link
            key={item.value}
            href={href(basePath, status, item.value)}
            className={item.value === day ? styles.chipActive : styles.chip}
            aria-current={item.value === day ? 'page' : undefined}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      <nav className={styles.chips} aria-label="节目状态">
        <Link
          href={href(basePath, undefined, day)}
          className={!status ? styles.chipActive : styles.chip}
          aria-current={!status ? 'page' : undefined}
        >
          全部
        </Link>
        {PROGRAM_STATUSES.map((item) => (
          <Link
            key={item}
            href={href(basePath, item, day)}
            className={item === status ? styles.chipActive : styles.chip}
            aria-current={item === status ? 'page' : undefined}
          >
            {PROGRAM_STATUS_LABEL[item]}
          </Link>
        ))}
      </nav>
      <ProgramList programs={ordered} emptyText={exclusive ? '暂无会员专享节目' : '当天暂无该类节目'} />
      <div className={styles.asOf}>
        <AsOf time={formatChinaShortDateTime(new Date(asOf).toISOString())} stale={stale} note="时间为北京时间" />
      </div>
    </div>
  );
}
