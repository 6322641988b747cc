'use client';

import { useState } from 'react';
import { useBffAction } from '@/lib/api/use-bff-action';
import type { PrivacySettings } from '@/lib/account/settings-schemas';
import { formatChinaDateTime } from '@/lib/format/china-time';
import styles from './settings.module.css';

/** The personalised-recommendation switch: saved upstream on each change, the saved answer shown back. */
export function PrivacySwitch({ settings: initial }: { settings: PrivacySettings }) {
  const [settings, setSettings] = useState(initial);
  const { busy, error, run } = useBffAction({
    action: (personalized: boolean, send) => send<PrivacySettings>('/account/privacy', { personalized }),
    fallback: '保存失败，请稍后再试',
    refresh: false,
    onSuccess: setSettings,
  });
  const toggle = () => run(!settings.personalized);

  return (
    <section className={styles.card} aria-labelledby="personalized-title">
      <div className={styles.switchRow}>
        <div>
          <strong id="personalized-title">个性化推荐</strong>
          <span id="personalized-desc">
            开启后，我们会根据您的浏览、自选和观看记录推荐资讯、直播和工具；关闭后将展示通用内容，不基于您的个人信息推荐。
          </span>
        </div>
        <button
          type="button"
          role="switch"
          className={styles.switch}
          aria-checked={settings.personalized}
          aria-labelledby="personalized-title"
          aria-describedby="personalized-desc"
          onClick={() => void toggle()}
          disabled={busy}
          data-testid="personalized-switch"
        />
      </div>
      <p className={styles.status} role="status" aria-live="polite">
        当前状态：{settings.personalized ? '已开启' : '已关闭'}
        {settings.updated_at ? `（${formatChinaDateTime(settings.updated_at)} 更新）` : ''}
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
