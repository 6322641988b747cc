import { selectablePrograms } from '@/lib/live/program-order';
import type { Program } from '@/lib/live/schemas';
import { PROGRAM_STATUS_LABEL } from '@/lib/live/schemas';
import { formatChinaTimeRange } from '@/lib/format/china-time';
import { withBasePath } from '@/lib/routes/hrefs';
import type { StaticRoutePath } from '@/lib/routes/hrefs';
import { ProgramList } from './program-card';
import styles from './lucky-bag.module.css';

/** /programSearchPage/v2 (and its dark twin): a plain GET form, results rendered on the server. */
export function ProgramSearchScreen({
  route,
  query,
  results,
}: {
  route: StaticRoutePath;
  query: string;
  results: Program[] | null;
}) {
  return (
    <>
      <form className={styles.sheet} action={withBasePath(route)} method="get" role="search">
        <label htmlFor="program-query" className={styles.note}>
          搜索节目、老师或话题
        </label>
        <input
          id="program-query"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={30}
          className={styles.input}
          placeholder="如：复盘、量化、王立新"
        />
        <button type="submit" className={styles.button}>
          搜索
        </button>
      </form>
      {results === null ? null : (
        <section className={styles.sheet} aria-label="搜索结果">
          <p className={styles.note} role="status">
            {results.length ? `找到 ${results.length} 个节目` : `没有找到与“${query}”相关的节目`}
          </p>
          <ProgramList programs={results} emptyText="换个关键词试试" />
        </section>
      )}
    </>
  );
}

/** /programSelectPage/v2 (and its dark twin): pick one of the live or upcoming programmes, then open its room. */
export function ProgramSelectScreen({ programs }: { programs: Program[] }) {
  const choices = selectablePrograms(programs);
  if (choices.length === 0) return <p className={styles.note}>暂无可选节目</p>;
  return (
    <form className={styles.sheet} action={withBasePath('/liveRoomDetail/v2')} method="get">
      <fieldset className={styles.fieldset}>
        <legend className={styles.note}>选择一个正在直播或即将开始的节目</legend>
        {choices.map((program, index) => (
          <label key={program.id} className={styles.choice}>
            <input type="radio" name="roomId" value={program.roomId} defaultChecked={index === 0} />
            <span>
              {program.title}
              <br />
              <span className={styles.note}>
                {program.teacherName} · {PROGRAM_STATUS_LABEL[program.status]} ·{' '}
                {formatChinaTimeRange(program.startAt, program.endAt)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className={styles.button}>
        进入直播间
      </button>
    </form>
  );
}
