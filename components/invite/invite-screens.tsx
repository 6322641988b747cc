import { AppLink as Link } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { LinkList } from '@/components/ui/link-list';
import layout from '@/components/ui/layout.module.css';
import { Tag, type TagTone } from '@/components/ui/tag';
import { EmptyState } from '@/components/ui/states';
import type { Environment } from '@/lib/bridge/native-context';
import { INVITE_STATUS_LABELS, type InviteRules } from '@/lib/invite/rules';
import type { InviteOverview, Invitee } from '@/lib/invite/schemas';
import { FULL_REFUND_DAYS } from '@/lib/order/refund-rules';
import { formatChinaDateTime } from '@/lib/format/china-time';
import { formatFen } from '@/lib/format/fen';
import { href, pageUrl } from '@/lib/routes/hrefs';
import { InviteShare } from './invite-share';

const STATUS_TONE: Record<Invitee['status'], TagTone> = { PENDING: 'pending', SETTLED: 'paid', INELIGIBLE: 'failed' };

function inviteeNote(invitee: Invitee): string {
  if (invitee.status === 'INELIGIBLE') return ` · ${invitee.note ?? '不符合返现规则'}`;
  if (invitee.status === 'PENDING')
    return ` · 好友首次支付订单${FULL_REFUND_DAYS}天后（退款期结束）到账${invitee.closed ? '；好友已注销' : ''}`;
  return invitee.settled_at ? ` · ${formatChinaDateTime(invitee.settled_at)} 到账` : '';
}

/** 邀请好友得现金: totals, the link / poster / code, and the friends invited (phones masked upstream). */
export function InviteOverviewScreen({
  overview,
  environment,
}: {
  overview: InviteOverview;
  environment: Environment;
}) {
  return (
    <div className={layout.screen}>
      <section className={layout.hero} aria-labelledby="invite-total">
        <h2 id="invite-total">已到账返现（元）</h2>
        <strong className={layout.big}>{formatFen(overview.settled_fen)}</strong>
        <p className={layout.heroRow}>
          <span>
            <strong>{overview.invitees.length}</strong>已邀请
          </span>
          <span>
            <strong>{overview.pending_count}</strong>待到账
          </span>
        </p>
      </section>
      <InviteShare
        code={overview.code}
        linkPath={pageUrl('/login', { invitation_code: overview.code })}
        environment={environment}
      />
      <section aria-labelledby="invitees">
        <h2 id="invitees" className={layout.sectionTitle}>
          我邀请的好友
        </h2>
        {overview.invitees.length === 0 ? (
          <EmptyState
            title="还没有好友通过你的邀请注册"
            description="把邀请链接或海报发给好友，好友注册后会出现在这里。"
          />
        ) : (
          <ul className={layout.list} aria-label="我邀请的好友">
            {overview.invitees.map((invitee, index) => (
              <li key={index} className={layout.row}>
                <span>
                  <span className={layout.rowTitle}>
                    {invitee.masked_mobile}{' '}
                    <Tag tone={STATUS_TONE[invitee.status]}>{INVITE_STATUS_LABELS[invitee.status]}</Tag>
                  </span>
                  <span className={layout.rowMeta}>
                    {formatChinaDateTime(invitee.registered_at)} 注册{inviteeNote(invitee)}
                  </span>
                </span>
                <span className={`${layout.amount} ${invitee.status === 'SETTLED' ? layout.plus : ''}`}>
                  {invitee.status === 'SETTLED' ? `+${formatFen(invitee.reward_fen)}` : '--'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <LinkList label="邀请返现">
        <li>
          <Link href={href('/inviteCashBackIn/rules')}>活动规则</Link>
        </li>
        <li>
          <Link href={href('/walletCenter/balance')}>我的钱包</Link>
        </li>
      </LinkList>
    </div>
  );
}

/** A visitor sees what the invite pays and logs in to get a code. */
export function InviteVisitorScreen({ rules, loginTo }: { rules: InviteRules; loginTo: string }) {
  return (
    <div className={layout.screen}>
      <section className={layout.hero} aria-labelledby="invite-pitch">
        <h2 id="invite-pitch">邀请好友，赚现金返现</h2>
        <strong className={layout.big}>{rules.percent}%</strong>
        <p className={layout.heroRow}>
          好友首笔订单实付金额的{rules.percent}%返现，每位好友最高{formatFen(rules.cap_fen)}元
        </p>
        <div className={layout.actions}>
          <Link className={buttonClass({ variant: 'inverse', block: true })} href={loginTo}>
            登录后邀请好友
          </Link>
        </div>
      </section>
      <LinkList label="邀请返现">
        <li>
          <Link href={href('/inviteCashBackIn/rules')}>活动规则</Link>
        </li>
      </LinkList>
    </div>
  );
}

/** 邀请返现规则: the terms, with the numbers from the upstream. */
export function InviteRulesScreen({ rules }: { rules: InviteRules }) {
  return (
    <article className={layout.card} style={{ lineHeight: 1.8 }}>
      <h2 className={layout.rowTitle}>邀请返现规则</h2>
      <ol className={layout.notes}>
        <li>在“邀请好友得现金”页面获取你的专属邀请码、邀请链接或海报，分享给好友。</li>
        <li>
          好友通过邀请链接注册，或注册时填写你的邀请码，即成为你邀请的好友；每位好友只能被邀请一次，不能邀请自己。
        </li>
        <li>
          好友注册后，返现显示为“待到账”；好友有订单支付成功且该订单的退款期（支付后{FULL_REFUND_DAYS}
          天）结束后，你将获得其最早一笔仍有效订单实付金额的{rules.percent}%作为返现（按分向下取整），每位好友最高
          {formatFen(rules.cap_fen)}
          元，返现状态变为“已到账”。每位好友（同一手机号，注销后重新注册也算同一人）只返现一次；与你使用同一设备注册的账号不计返现。
        </li>
        <li>已到账的返现计入你的钱包余额，可在“我的钱包”查看明细并申请提现。</li>
        <li>结算前已退款的订单不计返现；结算后好友订单退款的，按退款比例收回相应返现。</li>
        <li>如发现刷单、虚假注册等违规行为，平台有权取消相应返现。本活动与 Apple Inc. 无关。</li>
      </ol>
    </article>
  );
}
