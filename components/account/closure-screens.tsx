import { AppLink as Link } from '@/components/ui/app-link';
import { CLOSURE_CHECK_FIX, CLOSURE_CONSEQUENCES, CLOSURE_COOLING_DAYS } from '@/lib/account/settings-rules';
import type { ClosureState } from '@/lib/account/settings-schemas';
import { formatChinaDateTime } from '@/lib/format/china-time';
import { href } from '@/lib/routes/hrefs';
import { ClosureConfirm } from './closure-confirm';
import { ClosureStart } from './closure-start';
import { closureAllowed } from '@/lib/account/settings-rules';
import { buttonClass } from '@/components/ui/button';
import styles from './settings.module.css';

/** What cancelling costs, in the words the user agrees to (shown on both steps). */
export function ClosureConsequences() {
  return (
    <section className={styles.card} aria-labelledby="closure-consequences">
      <h2 id="closure-consequences">注销须知</h2>
      <ol className={styles.consequences}>
        {CLOSURE_CONSEQUENCES.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </section>
  );
}

/** A request already in its cooling-off: when it becomes final and how to take it back. */
export function ClosureCooling({ state }: { state: ClosureState }) {
  return (
    <section className={styles.card} aria-labelledby="closure-cooling" data-testid="closure-cooling">
      <h2 id="closure-cooling">注销申请冷静期中</h2>
      <p className={styles.status}>
        申请时间：{state.requested_at ? formatChinaDateTime(state.requested_at) : '--'}；账号将于{' '}
        {state.delete_after ? formatChinaDateTime(state.delete_after) : '--'}{' '}
        后永久删除。冷静期内重新登录即视为撤销注销申请。冷静期内如有资金到账（如退款、奖励），注销不会完成，我们会短信提醒您先提现。
      </p>
    </section>
  );
}

/** /writeOff: the consequences, the server's pre-checks with a way to fix each, then the step to the SMS confirmation. */
export function ClosureOverview({ state }: { state: ClosureState }) {
  if (state.status === 'COOLING') return <ClosureCooling state={state} />;
  const paidService = state.checks.find((check) => check.key === 'paid_service' && !check.passed);
  const blocked = state.checks.some((check) => !check.passed && !check.forfeitable);
  return (
    <>
      {state.cancelled_at ? (
        <p className={styles.note} data-testid="closure-cancelled">
          {state.cancelled_reason
            ? `上一次注销申请已于 ${formatChinaDateTime(state.cancelled_at)} 取消，账号可正常使用。${state.cancelled_reason}。`
            : `您在 ${formatChinaDateTime(state.cancelled_at)} 重新登录，上一次注销申请已撤销，账号可正常使用。`}
        </p>
      ) : null}
      <p className={styles.warning}>
        注销是不可恢复的操作。提交申请后有 {CLOSURE_COOLING_DAYS} 天冷静期，期间重新登录即可撤销。
      </p>
      <ClosureConsequences />
      <section className={styles.card} aria-labelledby="closure-checks">
        <h2 id="closure-checks">注销前检查</h2>
        <ul className={styles.checks}>
          {state.checks.map((check) => {
            const fix = CLOSURE_CHECK_FIX[check.key];
            return (
              <li
                key={check.key}
                className={styles.check}
                data-testid="closure-check"
                data-passed={check.passed ? 'true' : 'false'}
              >
                <div>
                  <span className={styles.checkTitle}>{check.title}</span>
                  <span className={styles.checkDetail}>{check.detail}</span>
                </div>
                {check.passed ? (
                  <span className={styles.pass}>✓ 已满足</span>
                ) : fix ? (
                  <Link className={styles.fix} href={href(fix.path)}>
                    {fix.label} ›
                  </Link>
                ) : (
                  <span className={styles.fail}>{check.forfeitable ? '需确认放弃' : '✕ 未满足'}</span>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <ClosureStart blocked={blocked} needsForfeit={Boolean(paidService)} />
    </>
  );
}

/** /sendMessage: only after the agreement on /writeOff and with the checks passing (the server checks again). */
export function ClosureSmsStep({ state, agreed, forfeit }: { state: ClosureState; agreed: boolean; forfeit: boolean }) {
  if (state.status === 'COOLING') return <ClosureCooling state={state} />;
  if (!agreed || !closureAllowed(state.checks, forfeit)) {
    return (
      <section className={styles.card} aria-labelledby="closure-back">
        <h2 id="closure-back">请先完成注销前检查</h2>
        <p className={styles.status}>提交注销申请前，请阅读注销须知并确认所有检查项均已满足。</p>
        <div className={styles.cardActions}>
          <Link className={buttonClass({ block: true })} href={href('/writeOff')}>
            返回注销须知
          </Link>
        </div>
      </section>
    );
  }
  return (
    <>
      <ClosureConsequences />
      <ClosureConfirm mobileMasked={state.mobile_masked} forfeit={forfeit} />
    </>
  );
}
