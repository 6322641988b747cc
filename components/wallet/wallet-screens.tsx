import { formatChinaDateTime } from '@/lib/format/china-time';
import { formatFen, formatSignedFen } from '@/lib/format/fen';
import { AppLink as Link } from '@/components/ui/app-link';
import { href } from '@/lib/routes/hrefs';
import { ACCOUNT_TYPE_LABEL, WITHDRAWAL_STATUS_LABEL, cashMovements } from '@/lib/wallet/rules';
import type { LedgerEntry, Wallet, Withdrawal } from '@/lib/wallet/schemas';
import { buttonClass } from '@/components/ui/button';
import { LinkList } from '@/components/ui/link-list';
import layout from '@/components/ui/layout.module.css';
import { Tag, type TagTone } from '@/components/ui/tag';
import styles from './money.module.css';
import { RecordList } from '@/components/ui/record-list';

/** 我的钱包: available and frozen cash, the way out (提现) and the records. */
export function WalletBalance({ wallet }: { wallet: Wallet }) {
  return (
    <div className={layout.screen}>
      <section className={layout.hero} aria-labelledby="wallet-available">
        <h2 id="wallet-available">可提现余额（元）</h2>
        <strong className={layout.big}>{formatFen(wallet.cash_fen)}</strong>
        {wallet.owed_fen > 0 ? (
          <p className={styles.owed}>
            待追回返现 ¥{formatFen(wallet.owed_fen)}
            <span>好友订单退款后，已提现或兑换的邀请返现需追回；之后到账的现金会先抵扣这笔金额。</span>
          </p>
        ) : null}
        <div className={layout.heroRow}>
          <span>
            冻结中（元）<strong>{formatFen(wallet.frozen_fen)}</strong>
          </span>
          <span>
            今日已提现（元）<strong>{formatFen(wallet.today_fen)}</strong>
          </span>
        </div>
        <div className={layout.actions}>
          <Link className={buttonClass({ variant: 'inverse', block: true })} href={href('/walletCenter/withdrawal')}>
            提现
          </Link>
          <Link
            className={buttonClass({ variant: 'inverseSecondary', block: true })}
            href={href('/richExchange/index')}
          >
            财蛋兑换
          </Link>
        </div>
      </section>
      <LinkList label="钱包记录">
        <li>
          <Link href={href('/walletCenter/financialDetails')}>资金明细</Link>
        </li>
        <li>
          <Link href={href('/walletCenter/cashingRecords')}>提现记录</Link>
        </li>
        <li>
          <Link href={href('/llczd/m/caidanCenter')}>财蛋中心（{wallet.caidan.toLocaleString('zh-CN')}个）</Link>
        </li>
      </LinkList>
      <section className={layout.card} aria-labelledby="wallet-rules">
        <h2 id="wallet-rules" className={layout.rowTitle}>
          提现说明
        </h2>
        <ul className={layout.notes}>
          <li>
            单笔{formatFen(wallet.rules.min_fen)}元起，最高{formatFen(wallet.rules.max_fen)}元；每日最多
            {wallet.rules.daily_count}次、合计{formatFen(wallet.rules.daily_max_fen)}元。
          </li>
          <li>
            手续费为提现金额的{wallet.rules.fee_bp / 100}%，最低{formatFen(wallet.rules.fee_min_fen)}元，确认前会显示。
          </li>
          <li>
            提现需完成实名认证并绑定收款账户
            {wallet.account ? `（当前：${ACCOUNT_TYPE_LABEL[wallet.account.type]} ${wallet.account.masked}）` : ''}
            ；审核中的金额会被冻结，失败后退回余额。
          </li>
        </ul>
      </section>
    </div>
  );
}

export function CashEntries({ entries }: { entries: LedgerEntry[] }) {
  const items = cashMovements(entries).map((entry) => ({
    key: entry.id,
    title: entry.title,
    meta: [
      entry.memo === entry.title ? formatChinaDateTime(entry.at) : `${entry.memo} · ${formatChinaDateTime(entry.at)}`,
    ],
    trailing: (
      <span className={`${layout.amount} ${entry.delta > 0 ? layout.plus : layout.minus}`}>
        {formatSignedFen(entry.delta)}
      </span>
    ),
  }));
  return (
    <RecordList
      label="资金明细"
      items={items}
      empty={{ title: '暂无资金明细', description: '完成任务或兑换后，资金变动会显示在这里' }}
    />
  );
}

const STATUS_TONE = { PENDING: 'pending', PAID: 'paid', FAILED: 'failed' } as const satisfies Record<
  Withdrawal['status'],
  TagTone
>;

export function WithdrawalList({ withdrawals }: { withdrawals: Withdrawal[] }) {
  const items = withdrawals.map((w) => ({
    key: w.id,
    title: (
      <>
        提现至{ACCOUNT_TYPE_LABEL[w.account.type]}{' '}
        <Tag tone={STATUS_TONE[w.status]}>{WITHDRAWAL_STATUS_LABEL[w.status]}</Tag>
      </>
    ),
    meta: [
      `${formatChinaDateTime(w.created_at)} · 手续费${formatFen(w.fee_fen)}元 · 到账${formatFen(w.arrival_fen)}元`,
      ...(w.reason ? [`原因：${w.reason}（金额已退回余额）`] : []),
    ],
    trailing: <span className={layout.amount}>{formatFen(w.amount_fen)}</span>,
  }));
  return (
    <RecordList
      label="提现记录"
      items={items}
      empty={{ title: '暂无提现记录', action: { path: '/walletCenter/withdrawal', label: '去提现' } }}
    />
  );
}
