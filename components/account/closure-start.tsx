'use client';

import { AppLink as Link } from '@/components/ui/app-link';
import { useState } from 'react';
import { href } from '@/lib/routes/hrefs';
import { buttonClass } from '@/components/ui/button';
import styles from './settings.module.css';

/** The explicit forfeit (remaining paid service) and the agreement, carried to the SMS step. */
export function ClosureStart({ blocked, needsForfeit }: { blocked: boolean; needsForfeit: boolean }) {
  const [agree, setAgree] = useState(false);
  const [forfeit, setForfeit] = useState(false);
  const ready = !blocked && agree && (!needsForfeit || forfeit);
  return (
    <section className={styles.card} aria-label="确认注销">
      {blocked ? (
        <p className={styles.error} role="alert">
          请先处理上面未满足的项目，再申请注销。
        </p>
      ) : null}
      {needsForfeit ? (
        <label className={styles.agree}>
          <input
            type="checkbox"
            checked={forfeit}
            onChange={(event) => setForfeit(event.target.checked)}
            disabled={blocked}
          />
          <span>我自愿放弃剩余的会员权益，且不申请退款</span>
        </label>
      ) : null}
      <label className={styles.agree}>
        <input
          type="checkbox"
          checked={agree}
          onChange={(event) => setAgree(event.target.checked)}
          disabled={blocked}
        />
        <span>我已阅读并同意《注销须知》，知晓注销后账号数据无法恢复</span>
      </label>
      <div className={styles.cardActions}>
        <Link className={buttonClass({ variant: 'neutral', block: true })} href={href('/')}>
          暂不注销
        </Link>
        {ready ? (
          <Link
            className={buttonClass({ block: true })}
            href={href('/sendMessage', { agree: 1, forfeit: needsForfeit ? 1 : undefined })}
            data-testid="closure-next"
          >
            下一步
          </Link>
        ) : (
          <button type="button" className={buttonClass({ block: true })} disabled>
            下一步
          </button>
        )}
      </div>
    </section>
  );
}
