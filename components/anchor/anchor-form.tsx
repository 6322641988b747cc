'use client';

import { useId, useState, type FormEvent } from 'react';
import { useBffAction } from '@/lib/api/use-bff-action';
import type { SettingsField } from '@/lib/anchor/settings-fields';
import { buttonClass } from '@/components/ui/button';
import styles from './anchor.module.css';
import { useAppNavigation } from '@/components/ui/use-app-navigation';

type Value = string | number | boolean;

/** A form field: the settings kinds plus date/time pickers, optionally shown only for another field's value. */
export type FormField = (
  SettingsField | { name: string; label: string; type: 'date' | 'time'; min?: string; max?: string }
) & {
  showWhen?: { name: string; value: string };
  hint?: string;
};

/**
 * The one form of the anchor workbench: posts JSON to a BFF route and shows the server's answer. The
 * rules live on the server (zod, a Chinese message naming the field, lib/anchor/*): a refusal is shown
 * under the field its message names (`标签：…`), and nothing is saved.
 */
export function AnchorForm({
  action,
  fields,
  initial,
  submitLabel,
  savedMessage,
  extra,
  afterSave,
  actionId,
}: {
  /** BFF path without /h5/api. */
  action: string;
  fields: readonly FormField[];
  initial: Record<string, Value>;
  submitLabel: string;
  savedMessage: string;
  extra?: Record<string, Value>;
  /** 'refresh' re-reads the page (lists below the form); a path navigates there. */
  afterSave?: 'refresh' | { href: string };
  /** The page's action id, for a create route (one row per action, a retry included). */
  actionId?: string;
}) {
  const navigation = useAppNavigation();
  const formId = useId();
  const [values, setValues] = useState<Record<string, Value>>(initial);
  const [saved, setSaved] = useState<string | null>(null);
  const save = useBffAction({
    action: (body: Record<string, Value>, send) => send(action, body),
    fallback: '保存失败，请稍后再试',
    actionId,
    refresh: afterSave === 'refresh',
    onSuccess: () => {
      setSaved(savedMessage);
      if (afterSave && afterSave !== 'refresh') navigation.push(afterSave.href);
    },
  });
  const { busy } = save;
  const visible = fields.filter(
    (field) => !field.showWhen || String(values[field.showWhen.name]) === field.showWhen.value,
  );

  // A refusal is shown under the field its message names.
  const error = save.error
    ? { field: visible.find((item) => save.error?.startsWith(`${item.label}：`))?.name ?? null, message: save.error }
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const body = Object.fromEntries(visible.map((field) => [field.name, values[field.name] ?? '']));
    void save.run({ ...body, ...extra });
  };

  const set = (name: string, value: Value) => setValues((current) => ({ ...current, [name]: value }));
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {visible.map((field) => {
        const errorId = `${formId}-${field.name}-error`;
        const invalid = error?.field === field.name;
        const common = {
          id: `${formId}-${field.name}`,
          name: field.name,
          'aria-invalid': invalid || undefined,
          'aria-describedby': invalid ? errorId : undefined,
        };
        const fieldError = invalid ? (
          <p id={errorId} className={styles.fieldError} role="alert">
            {error.message}
          </p>
        ) : null;
        if (field.type === 'switch') {
          return (
            <div key={field.name}>
              <label className={styles.switchField} htmlFor={common.id}>
                <span>{field.label}</span>
                <input
                  {...common}
                  type="checkbox"
                  role="switch"
                  checked={Boolean(values[field.name])}
                  onChange={(event) => set(field.name, event.target.checked)}
                />
              </label>
              {fieldError}
            </div>
          );
        }
        let control;
        if (field.type === 'select') {
          control = (
            <select
              {...common}
              value={String(values[field.name] ?? '')}
              onChange={(event) => set(field.name, event.target.value)}
            >
              <option value="">请选择</option>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          );
        } else if (field.type === 'textarea' || field.type === 'lines') {
          control = (
            <textarea
              {...common}
              value={String(values[field.name] ?? '')}
              onChange={(event) => set(field.name, event.target.value)}
            />
          );
        } else if (field.type === 'number') {
          control = (
            <input
              {...common}
              type="number"
              inputMode="numeric"
              min={field.min}
              max={field.max}
              value={String(values[field.name] ?? '')}
              onChange={(event) => set(field.name, event.target.value === '' ? '' : Number(event.target.value))}
            />
          );
        } else if (field.type === 'date' || field.type === 'time') {
          control = (
            <input
              {...common}
              type={field.type}
              min={field.min}
              max={field.max}
              value={String(values[field.name] ?? '')}
              onChange={(event) => set(field.name, event.target.value)}
            />
          );
        } else {
          control = (
            <input
              {...common}
              type="text"
              value={String(values[field.name] ?? '')}
              onChange={(event) => set(field.name, event.target.value)}
            />
          );
        }
        const hint = field.hint ?? describe(field);
        return (
          <div key={field.name} className={styles.field}>
            <label htmlFor={common.id}>
              <span>{field.label}</span>
              {field.type === 'number' ? <span className={styles.hint}>（{field.unit}）</span> : null}
            </label>
            {control}
            {hint ? <p className={styles.hint}>{hint}</p> : null}
            {fieldError}
          </div>
        );
      })}
      {error && !error.field ? (
        <p className={styles.fieldError} role="alert">
          {error.message}
        </p>
      ) : null}
      {saved ? (
        <p className={styles.status} role="status">
          {saved}
        </p>
      ) : null}
      <button type="submit" className={buttonClass({ block: true, size: 'lg' })} disabled={busy}>
        {busy ? '提交中…' : submitLabel}
      </button>
    </form>
  );
}

function describe(field: FormField): string | null {
  if (field.type === 'text' || field.type === 'textarea') return `${field.min}–${field.max} 个字`;
  if (field.type === 'lines') return `每行一条，${field.min}–${field.max} 个字`;
  return null;
}
