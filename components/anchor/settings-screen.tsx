import type { ReactNode } from 'react';
import { SETTINGS_FORMS, type SettingsKind } from '@/lib/anchor/settings-fields';
import { formatChinaShortDateTime } from '@/lib/format/china-time';
import { AnchorForm } from './anchor-form';
import styles from './anchor.module.css';

export function SettingsScreen({
  kind,
  values,
  updatedAt,
  children,
}: {
  kind: SettingsKind;
  values: Record<string, string | number | boolean>;
  updatedAt: string | null;
  children?: ReactNode;
}) {
  const form = SETTINGS_FORMS[kind];
  return (
    <div className={styles.screen}>
      <section className={styles.card}>
        <p className={styles.muted}>{form.intro}</p>
        <p className={styles.hint}>
          {updatedAt ? `上次保存：${formatChinaShortDateTime(updatedAt)}` : '尚未保存过，以下为默认值'}
        </p>
        <AnchorForm
          action={`/live/anchor/settings/${kind}`}
          fields={form.fields}
          initial={{ ...form.defaults, ...values }}
          submitLabel="保存设置"
          savedMessage="已保存"
          afterSave="refresh"
        />
      </section>
      {children}
    </div>
  );
}
