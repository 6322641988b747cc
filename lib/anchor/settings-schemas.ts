import { z } from 'zod';
import { SETTINGS_FORMS, type SettingsField, type SettingsKind } from './settings-fields';

const length = (value: string) => Array.from(value).length;

/** The rule of one field, with a Chinese message that names the field (a message per field). */
export function fieldSchema(field: SettingsField): z.ZodType {
  switch (field.type) {
    case 'text':
    case 'textarea': {
      const message = `${field.label}：请填写 ${field.min}–${field.max} 个字`;
      return z
        .string({ error: message })
        .trim()
        .refine((value) => length(value) >= field.min && length(value) <= field.max, { error: message });
    }
    case 'number': {
      const message = `${field.label}：请填写 ${field.min}–${field.max} 的整数`;
      return z.coerce
        .number({ error: message })
        .int({ error: message })
        .min(field.min, { error: message })
        .max(field.max, { error: message });
    }
    case 'switch':
      return z.boolean({ error: `${field.label}：请选择开或关` });
    case 'select':
      return z.enum(field.options.map((option) => option.value) as [string, ...string[]], {
        error: `${field.label}：请选择一项`,
      });
    case 'lines': {
      const message = `${field.label}：${field.minItems > 0 ? `请填写 ${field.minItems}–${field.maxItems} 行` : `最多 ${field.maxItems} 行`}，每行 ${field.min}–${field.max} 个字`;
      return z
        .string({ error: message })
        .transform((value) =>
          value
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
        )
        .refine(
          (lines) =>
            lines.length >= field.minItems &&
            lines.length <= field.maxItems &&
            lines.every((line) => length(line) >= field.min && length(line) <= field.max),
          { error: message },
        )
        .transform((lines) => lines.join('\n'));
    }
  }
}

export function settingsSchema(kind: SettingsKind) {
  return z.strictObject(
    Object.fromEntries(SETTINGS_FORMS[kind].fields.map((field) => [field.name, fieldSchema(field)])),
    { error: '表单包含未知字段' },
  );
}

export const SettingsValuesSchema = z.object({
  values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  updatedAt: z.string().nullable(),
});
