import { formatChinaDateTime } from '@/lib/format/china-time';
import { formatFen } from '@/lib/format/fen';
import { AppLink as Link } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/states';
import { RecordList } from '@/components/ui/record-list';
import { buttonClass } from '@/components/ui/button';
import { LinkList } from '@/components/ui/link-list';
import layout from '@/components/ui/layout.module.css';
import { Tag } from '@/components/ui/tag';
import { CAIDAN_KIND_LABEL, type ExchangeRate } from '@/lib/caidan/rules';
import type { Exchange } from '@/lib/caidan/schemas';
import { href } from '@/lib/routes/hrefs';
import type { LedgerEntry } from '@/lib/wallet/schemas';

/** 财蛋中心: the count of cai-dan (a virtual item, never called money), where they come from and go. */
export function CaidanCenter({ caidan, rate }: { caidan: number; rate: ExchangeRate }) {
  return (
    <div className={layout.screen}>
      <section className={layout.hero} aria-labelledby="caidan-count">
        <h2 id="caidan-count">我的财蛋（个）</h2>
        <strong className={layout.big}>{caidan.toLocaleString('zh-CN')}</strong>
        <div className={layout.actions}>
          <Link className={buttonClass({ variant: 'inverse', block: true })} href={href('/missonCenter')}>
            做任务领财蛋
          </Link>
          <Link
            className={buttonClass({ variant: 'inverseSecondary', block: true })}
            href={href('/richExchange/index')}
          >
            去兑换
          </Link>
        </div>
      </section>
      <LinkList label="财蛋记录">
        <li>
          <Link href={href('/caidanDetail')}>财蛋明细</Link>
        </li>
        <li>
          <Link href={href('/richExchange/record')}>兑换记录</Link>
        </li>
      </LinkList>
      <section className={layout.card} aria-labelledby="caidan-rules">
        <h2 id="caidan-rules" className={layout.rowTitle}>
          财蛋说明
        </h2>
        <ul className={layout.notes}>
          <li>财蛋是平台内的虚拟道具，可通过签到、观看直播、分享等任务获得。</li>
          <li>
            每{rate.caidan_units}个财蛋可兑换{formatFen(rate.cash_fen)}元现金奖励，单次至少{rate.min_caidan}个。
          </li>
          <li>财蛋不可转赠，不可提现；兑换后的现金奖励可在钱包中提现。</li>
        </ul>
      </section>
    </div>
  );
}

export function CaidanEntries({ entries }: { entries: LedgerEntry[] }) {
  const items = entries.map((entry) => ({
    key: entry.id,
    title: CAIDAN_KIND_LABEL[entry.kind] ?? entry.memo,
    meta: [`${entry.memo} · ${formatChinaDateTime(entry.at)}`],
    trailing: (
      <span
        className={`${layout.amount} ${entry.delta > 0 ? layout.plus : layout.minus}`}
      >{`${entry.delta > 0 ? '+' : ''}${entry.delta}个`}</span>
    ),
  }));
  return (
    <RecordList
      label="财蛋明细"
      items={items}
      empty={{ title: '暂无财蛋明细', action: { path: '/missonCenter', label: '去做任务' } }}
    />
  );
}

export function ExchangeRecords({ exchanges }: { exchanges: Exchange[] }) {
  const items = exchanges.map((x) => ({
    key: x.id,
    title:
      x.direction === 'caidan_to_cash'
        ? `${x.caidan}个财蛋 → 现金${formatFen(x.cash_fen)}元`
        : `现金${formatFen(x.cash_fen)}元 → ${x.caidan}个财蛋`,
    meta: [formatChinaDateTime(x.at)],
    trailing: <Tag tone="paid">已完成</Tag>,
  }));
  return (
    <RecordList
      label="兑换记录"
      items={items}
      empty={{ title: '暂无兑换记录', action: { path: '/richExchange/index', label: '去兑换' } }}
    />
  );
}

/** 我的财富值: cai-dan and cash rewards together; with nothing yet, the ways to earn the first. */
export function RichOverview({ caidan, cashFen, rate }: { caidan: number; cashFen: number; rate: ExchangeRate }) {
  const empty = caidan === 0 && cashFen === 0;
  return (
    <div className={layout.screen}>
      <section className={layout.hero} aria-labelledby="rich-title">
        <h2 id="rich-title">我的财富值</h2>
        <div className={layout.heroRow}>
          <span>
            财蛋（个）<strong>{caidan.toLocaleString('zh-CN')}</strong>
          </span>
          <span>
            现金奖励（元）<strong>{formatFen(cashFen)}</strong>
          </span>
        </div>
        <div className={layout.actions}>
          <Link className={buttonClass({ variant: 'inverse', block: true })} href={href('/missonCenter')}>
            做任务
          </Link>
          {empty ? null : (
            <Link
              className={buttonClass({ variant: 'inverseSecondary', block: true })}
              href={href('/richExchange/index')}
            >
              去兑换
            </Link>
          )}
        </div>
      </section>
      {empty ? (
        <EmptyState
          title="暂无财富值"
          description={`完成签到、看直播等任务即可获得财蛋，每${rate.caidan_units}个财蛋可兑换${formatFen(rate.cash_fen)}元现金奖励`}
        />
      ) : (
        <LinkList label="财富值记录">
          <li>
            <Link href={href('/caidanDetail')}>财蛋明细</Link>
          </li>
          <li>
            <Link href={href('/richExchange/record')}>兑换记录</Link>
          </li>
          <li>
            <Link href={href('/walletCenter/balance')}>我的钱包</Link>
          </li>
        </LinkList>
      )}
    </div>
  );
}
