'use client';

import { useState } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { BROKER, brokerHost } from '@/lib/account/settings-rules';
import { pushPage } from '@/lib/bridge/calls';
import { APP_NAME } from '@/lib/brand';
import { buttonClass } from '@/components/ui/button';
import styles from './settings.module.css';

/**
 * The hand-off to the partner's page. In the app it opens in a native page (SPEC §2 navigation; §5
 * defines no version gate for it); in a browser the user first reads where they are going, then
 * follows an ordinary link out.
 */
export function BrokerHandOff() {
  const native = useNativeContext();
  const [leaving, setLeaving] = useState(false);
  const [status, setStatus] = useState<string | null>(null);

  const open = () => {
    if (native.inApp) {
      pushPage(BROKER.url, { title: `${BROKER.name}开户` }).catch(() => setStatus('暂时无法打开开户页面，请稍后重试'));
      return;
    }
    setLeaving(true);
  };

  return (
    <section className={styles.card} aria-label="前往开户">
      {leaving ? (
        <div role="alert" data-testid="broker-leaving">
          <h2>即将离开{APP_NAME}</h2>
          <p className={styles.status}>
            您将前往{BROKER.name}的开户页面（{brokerHost()}
            ）。该页面由券商提供，请在该页面核实券商身份后再填写个人信息。
          </p>
          <div className={styles.cardActions}>
            <button
              type="button"
              className={buttonClass({ variant: 'neutral', block: true })}
              onClick={() => setLeaving(false)}
            >
              取消
            </button>
            <a className={buttonClass({ block: true })} href={BROKER.url} rel="noopener noreferrer" target="_blank">
              继续前往
            </a>
          </div>
        </div>
      ) : (
        <div className={styles.cardActions}>
          <button type="button" className={buttonClass({ block: true })} onClick={open}>
            前往{BROKER.name}开户
          </button>
        </div>
      )}
      {status ? (
        <p className={styles.error} role="alert">
          {status}
        </p>
      ) : null}
    </section>
  );
}
