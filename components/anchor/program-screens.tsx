import { AppLink as Link } from '@/components/ui/app-link';
import {
  levelAllowed,
  levelsAllowedFor,
  PROGRAM_LEVEL_LABEL,
  PROGRAM_LEVELS,
  type ProgramLevel,
} from '@/lib/anchor/rules';
import type { AnchorProfile, AnchorProgram } from '@/lib/anchor/schemas';
import { chinaToday, addDays } from '@/lib/format/date';
import { formatChinaShortDateTime } from '@/lib/format/china-time';
import { href } from '@/lib/routes/hrefs';
import { AnchorForm, type FormField } from './anchor-form';
import styles from './anchor.module.css';
import { newActionId } from '@/lib/api/action-key';

const FILING_LABEL = { pending: '审核中', approved: '已备案' } as const;

/** /programEditPageCheck/v2: which content levels this anchor's qualification allows, before the form. */
export function ProgramLevelCheckScreen({ anchor, programId }: { anchor: AnchorProfile; programId: number | null }) {
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="qualification">
        <h2 id="qualification">节目内容级别审核</h2>
        <p className={styles.muted}>
          {anchor.licenceNo
            ? `你是持证投顾（证书编号 ${anchor.licenceNo}），可以主持所有级别的节目。`
            : '你是财经达人，可以主持投资者教育与复盘解读类节目；投资建议类节目需由持证投顾主持。'}
        </p>
        <ul className={styles.list}>
          {PROGRAM_LEVELS.map((level) => {
            const allowed = levelAllowed(level, anchor);
            return (
              <li key={level} className={styles.listItem}>
                <div className={styles.row}>
                  <span>{PROGRAM_LEVEL_LABEL[level]}</span>
                  <span className={allowed ? styles.badgeInfo : styles.badgeDanger}>
                    {allowed ? '可主持' : '不可主持'}
                  </span>
                </div>
                {allowed ? (
                  <Link
                    href={href('/programEditPage/v2', {
                      isProgramLevelCheck: 1,
                      level,
                      programId: programId ?? undefined,
                    })}
                  >
                    以此级别{programId ? '编辑' : '新建'}节目
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

/** /programEditPage/v2: schedule (or edit) a programme; saving files it for review. */
export function ProgramEditScreen({
  anchor,
  program,
  level,
  now,
}: {
  anchor: AnchorProfile;
  program: AnchorProgram | null;
  level: ProgramLevel;
  now: Date;
}) {
  const today = chinaToday(now);
  const levels = levelsAllowedFor(anchor);
  const fields: FormField[] = [
    { name: 'title', label: '节目标题', type: 'text', min: 4, max: 30 },
    { name: 'summary', label: '节目简介', type: 'textarea', min: 10, max: 200 },
    { name: 'date', label: '开播日期', type: 'date', min: today, max: addDays(today, 30) },
    { name: 'startTime', label: '开播时间', type: 'time' },
    {
      name: 'durationMinutes',
      label: '时长',
      type: 'select',
      options: [30, 60, 90, 120, 180].map((minutes) => ({ value: String(minutes), label: `${minutes} 分钟` })),
    },
    {
      name: 'level',
      label: '内容级别',
      type: 'select',
      options: levels.map((item) => ({ value: item, label: PROGRAM_LEVEL_LABEL[item] })),
    },
    { name: 'restricted', label: '仅名单内用户可观看', type: 'switch' },
  ];
  const start = program ? new Date(Date.parse(program.startAt) + 8 * 3600_000).toISOString() : null;
  return (
    <div className={styles.screen}>
      <section className={styles.card}>
        <p className={styles.muted}>节目保存后进入备案审核，审核通过后在节目单展示。主播：{anchor.name}</p>
        <AnchorForm
          action={program ? `/live/anchor/programs/${program.id}` : '/live/anchor/programs'}
          actionId={newActionId()}
          fields={fields}
          initial={{
            title: program?.title ?? '',
            summary: program?.summary ?? '',
            date: start?.slice(0, 10) ?? addDays(today, 1),
            startTime: start?.slice(11, 16) ?? '20:00',
            durationMinutes: String(program?.durationMinutes ?? 60),
            level: program?.level ?? level,
            restricted: program?.restricted ?? false,
          }}
          submitLabel={program ? '保存并重新备案' : '创建节目并提交备案'}
          savedMessage="已保存，等待备案审核"
          afterSave={{ href: href('/filings/v2') }}
        />
      </section>
    </div>
  );
}

/** /filings/v2: the filing record of every programme of the anchor's room. */
export function FilingsScreen({ programs }: { programs: AnchorProgram[] }) {
  if (programs.length === 0) return <p className={styles.muted}>暂无节目。</p>;
  return (
    <div className={styles.screen}>
      <ul className={styles.list}>
        {programs.map((program) => (
          <li key={program.id} className={styles.listItem} data-testid="filing">
            <div className={styles.row}>
              <strong>{program.title}</strong>
              <span className={program.filing?.status === 'approved' ? styles.badgeInfo : styles.badge}>
                {program.filing ? FILING_LABEL[program.filing.status] : '未备案'}
              </span>
            </div>
            <p className={styles.muted}>
              {formatChinaShortDateTime(program.startAt)} · {program.durationMinutes} 分钟 ·{' '}
              {PROGRAM_LEVEL_LABEL[program.level]}
              {program.restricted ? ' · 限定观看' : ''}
            </p>
            <p className={styles.muted}>
              备案号 {program.filing?.no ?? '—'}
              {program.filing ? ` · 提交于 ${formatChinaShortDateTime(program.filing.filedAt)}` : ''}
            </p>
            <div className={styles.row}>
              {program.status === 'upcoming' ? (
                <Link href={href('/programEditPage/v2', { isProgramLevelCheck: 1, programId: program.id })}>编辑</Link>
              ) : (
                <span className={styles.muted}>已开播，不可编辑</span>
              )}
              {program.restricted ? (
                <Link href={href('/viewableUserList/v2', { programId: program.id })}>可观看名单</Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
