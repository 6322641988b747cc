import { AppLink as Link } from '@/components/ui/app-link';
import {
  BAG_CONDITIONS,
  BAG_CONDITION_LABEL,
  BAG_DURATIONS,
  BAG_PRIZE_KINDS,
  BAG_PRIZE_KIND_LABEL,
  BAG_RANGES,
  BAG_RANGE_LABEL,
} from '@/lib/live/lucky-bag-rules';
import type { LuckyBag } from '@/lib/live/lucky-bag-schemas';
import { formatChinaShortDateTime } from '@/lib/format/china-time';
import { href } from '@/lib/routes/hrefs';
import { AnchorForm, type FormField } from './anchor-form';
import { DrawNowButton } from './draw-now-button';
import styles from './anchor.module.css';
import { newActionId } from '@/lib/api/action-key';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const BAG_FIELDS: FormField[] = [
  { name: 'prizeName', label: '奖品名称', type: 'text', min: 2, max: 20 },
  { name: 'prizeKind', label: '奖品类型', type: 'select', options: options(BAG_PRIZE_KINDS, BAG_PRIZE_KIND_LABEL) },
  {
    name: 'prizeValue',
    label: '每人奖品',
    type: 'number',
    min: 1,
    max: 10_000,
    unit: '个 / 天 / 元',
    hint: '财蛋：每人个数（1–10,000）；VIP 体验：每人天数（1–31）；实物：每份价值（1–5,000 元）。开奖时自动发放到中奖者账户',
  },
  { name: 'winnerCount', label: '中奖人数', type: 'number', min: 1, max: 100, unit: '人' },
  { name: 'range', label: '参与范围', type: 'select', options: options(BAG_RANGES, BAG_RANGE_LABEL) },
  { name: 'condition', label: '参与条件', type: 'select', options: options(BAG_CONDITIONS, BAG_CONDITION_LABEL) },
  {
    name: 'watchMinutes',
    label: '观看时长',
    type: 'number',
    min: 1,
    max: 60,
    unit: '分钟',
    showWhen: { name: 'condition', value: 'watch' },
  },
  {
    name: 'password',
    label: '口令',
    type: 'text',
    min: 2,
    max: 12,
    showWhen: { name: 'condition', value: 'password' },
    hint: '观众在直播间发送此口令即参与，2–12 个字',
  },
  {
    name: 'durationMinutes',
    label: '开奖倒计时',
    type: 'select',
    options: BAG_DURATIONS.map((minutes) => ({ value: String(minutes), label: `${minutes} 分钟` })),
  },
];

/** /shareCaidanDisposition/v2: open a lucky bag in one's own room, draw or follow the ones opened. */
export function LuckyBagDispositionScreen({ bags }: { bags: LuckyBag[] }) {
  const open = bags.find((bag) => bag.status === 'open');
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="new-bag">
        <h2 id="new-bag">发起福袋</h2>
        <p className={styles.muted}>
          开奖由平台服务器完成：发起时公布规则与随机种子哈希，开奖后公布种子，观众可自行验证。
        </p>
        {open ? (
          <>
            <p className={styles.status} role="status" data-testid="bag-running">
              ✓ 福袋「{open.prizeName}」已发起，进行中，将于 {formatChinaShortDateTime(open.drawAt)} 开奖
            </p>
            <p className={styles.muted}>开奖后可发起下一个福袋。</p>
          </>
        ) : (
          <AnchorForm
            action="/live/anchor/lucky-bags"
            actionId={newActionId()}
            fields={BAG_FIELDS}
            initial={{
              prizeName: '',
              prizeKind: 'caidan',
              prizeValue: 100,
              winnerCount: 1,
              range: 'all',
              condition: 'password',
              watchMinutes: 5,
              password: '',
              durationMinutes: '5',
            }}
            submitLabel="发起福袋"
            savedMessage="福袋已发起"
            afterSave="refresh"
          />
        )}
      </section>
      <section className={styles.card} aria-labelledby="my-bags">
        <h2 id="my-bags">我的福袋</h2>
        {bags.length === 0 ? <p className={styles.muted}>还没有发起过福袋。</p> : null}
        <ul className={styles.list}>
          {bags.map((bag) => (
            <li key={bag.id} className={styles.listItem} data-testid="anchor-bag">
              <div className={styles.row}>
                <strong>
                  {bag.prizeName} × {bag.winnerCount}
                </strong>
                <span className={bag.status === 'open' ? styles.badge : styles.badgeInfo}>
                  {bag.status === 'open' ? '进行中' : '已开奖'}
                </span>
              </div>
              <p className={styles.muted}>
                {bag.condition === 'watch' ? `观看满 ${bag.watchMinutes} 分钟` : `口令「${bag.password}」`} ·{' '}
                {bag.participants} 人参与 · {formatChinaShortDateTime(bag.drawAt)} 开奖
              </p>
              {bag.status === 'open' ? <DrawNowButton bagId={bag.id} /> : null}
              <Link href={href('/shareCaidanStatusFull/v2', { bagId: bag.id })}>查看结果与验证</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
