import { AppLink as Link } from '@/components/ui/app-link';
import { maskMobile } from '@/lib/account/schemas';
import { investorLevelLabel } from '@/lib/compliance/levels';
import { fetchLatestEvaluation } from '@/lib/compliance/server';
import { isAssessmentExpired } from '@/lib/compliance/rules';
import { HOME_URL, href, loginHref } from '@/lib/routes/hrefs';
import { readVipStatus } from '@/lib/vip/server';
import { VIP_LEVEL_LABELS } from '@/lib/vip/labels';
import { authOf, getSession } from '@/lib/session/session';
import styles from './home-hub.module.css';

/**
 * Who is signed in, at the top of the hub: masked phone, VIP level and risk level, read on the server
 * (no token reaches the browser). A failed VIP or risk read leaves that line out, not the hub.
 */
export async function HomeIdentity() {
  const session = await getSession();
  const auth = authOf(session);
  if (!auth) {
    return (
      <section className={styles.identity} aria-label="我的账户" data-testid="hub-identity">
        <p className={styles.identityName}>未登录</p>
        <p className={styles.identityMeta}>登录后查看会员等级与风险测评结果</p>
        <Link className={styles.identityAction} href={loginHref(HOME_URL)} prefetch={false}>
          登录 / 注册
        </Link>
      </section>
    );
  }
  const [vip, evaluation] = await Promise.all([
    readVipStatus(auth).catch(() => null),
    fetchLatestEvaluation(auth).catch(() => undefined),
  ]);
  const expired = evaluation ? isAssessmentExpired(evaluation.expires_at) : false;
  return (
    <section className={styles.identity} aria-label="我的账户" data-testid="hub-identity">
      <p className={`${styles.identityName} num`} data-testid="hub-mobile">
        {session.mobile ? maskMobile(session.mobile) : '已登录'}
      </p>
      <dl className={styles.identityFacts}>
        {vip ? (
          <div>
            <dt>会员等级</dt>
            <dd data-testid="hub-vip">{VIP_LEVEL_LABELS[vip.vip_level]}</dd>
          </div>
        ) : null}
        {evaluation !== undefined ? (
          <div>
            <dt>风险等级</dt>
            <dd data-testid="hub-risk">
              {evaluation ? (
                <>
                  {investorLevelLabel(evaluation.level, evaluation.lowest)}
                  {expired ? '（已过期）' : ''}
                </>
              ) : (
                <Link href={href('/riskAssessment')} prefetch={false}>
                  未测评，去测评 ›
                </Link>
              )}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
