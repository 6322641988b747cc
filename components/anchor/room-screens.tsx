import { AppLink as Link } from '@/components/ui/app-link';
import { restrictedPrograms } from '@/lib/anchor/rules';
import type { AnchorProfile, AnchorProgram, RoomConfig } from '@/lib/anchor/schemas';
import { formatChinaShortDateTime } from '@/lib/format/china-time';
import { href } from '@/lib/routes/hrefs';
import { AnchorForm } from './anchor-form';
import { BroadcastToggle } from './broadcast-toggle';
import { RoomPosterUpload } from './room-poster-upload';
import styles from './anchor.module.css';

/** /liveRoomDisposition/v2: title, notice, cover, and start/stop with the push URL. */
export function RoomDispositionScreen({ anchor, config }: { anchor: AnchorProfile; config: RoomConfig }) {
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="broadcast">
        <div className={styles.row}>
          <h2 id="broadcast">推流</h2>
          <span className={config.live ? styles.badgeDanger : styles.badgeInfo} data-testid="anchor-room-state">
            {config.live ? '直播中' : '未开播'}
          </span>
        </div>
        {config.broadcasting && config.pushUrl ? (
          <>
            <p className={styles.muted}>推流地址（在推流软件中填写）：</p>
            <p className={styles.mono} data-testid="push-url">
              {config.pushUrl}
            </p>
            <p className={styles.muted}>推流密钥（请勿外传，下播后失效）：</p>
            <p className={styles.mono}>{config.streamKey}</p>
          </>
        ) : (
          <p className={styles.muted}>开播后生成推流地址与一次性密钥。</p>
        )}
        <BroadcastToggle broadcasting={config.broadcasting} />
        <Link className={styles.link} href={href('/liveRoomDetail/v2', { roomId: anchor.roomId })}>
          查看直播间
        </Link>
      </section>
      <section className={styles.card} aria-labelledby="room-info">
        <h2 id="room-info">直播间信息</h2>
        <AnchorForm
          action="/live/anchor/room"
          fields={[
            { name: 'title', label: '直播间标题', type: 'text', min: 4, max: 30 },
            { name: 'notice', label: '直播间公告', type: 'textarea', min: 4, max: 120 },
            {
              name: 'cover',
              label: '封面',
              type: 'select',
              options: [
                { value: 'poster', label: '直播海报' },
                { value: 'brand', label: '品牌封面' },
              ],
            },
          ]}
          initial={{ title: config.title, notice: config.notice, cover: config.cover }}
          submitLabel="保存"
          savedMessage="直播间信息已保存"
          afterSave="refresh"
        />
        <RoomPosterUpload />
      </section>
    </div>
  );
}

/** /viewableUserList/v2: the restricted programmes, and for ?programId= who may watch it. */
export function ViewableProgramsScreen({ programs }: { programs: AnchorProgram[] }) {
  const restricted = restrictedPrograms(programs);
  return (
    <div className={styles.screen}>
      <section className={styles.card}>
        <p className={styles.muted}>限定观看的节目只对名单内的手机号开放。在编辑节目时打开“仅名单内用户可观看”。</p>
        {restricted.length === 0 ? <p className={styles.muted}>暂无限定观看的节目。</p> : null}
        <ul className={styles.list}>
          {restricted.map((program) => (
            <li key={program.id} className={styles.listItem}>
              <strong>{program.title}</strong>
              <span className={styles.muted}>{formatChinaShortDateTime(program.startAt)}</span>
              <Link href={href('/viewableUserList/v2', { programId: program.id })}>管理名单</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export function ViewableUsersScreen({
  program,
  users,
}: {
  program: AnchorProgram;
  users: Array<{ mobile: string; addedAt: string }>;
}) {
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="viewers">
        <h2 id="viewers">{program.title}</h2>
        <p className={styles.muted}>
          {program.restricted ? '仅以下手机号可观看本节目。' : '本节目当前对所有观众开放，名单暂不生效。'}
        </p>
        <ul className={styles.list} aria-label="可观看用户">
          {users.map((user) => (
            <li key={user.mobile} className={styles.listItem}>
              {`${user.mobile.slice(0, 3)}****${user.mobile.slice(7)}`}{' '}
              <span className={styles.muted}>加入于 {formatChinaShortDateTime(user.addedAt)}</span>
            </li>
          ))}
        </ul>
        {users.length === 0 ? <p className={styles.muted}>名单为空。</p> : null}
        <AnchorForm
          action={`/live/anchor/programs/${program.id}/viewers`}
          fields={[{ name: 'mobile', label: '手机号', type: 'text', min: 11, max: 11, hint: '11 位手机号' }]}
          initial={{ mobile: '' }}
          submitLabel="加入名单"
          savedMessage="已加入名单"
          afterSave="refresh"
        />
      </section>
    </div>
  );
}
