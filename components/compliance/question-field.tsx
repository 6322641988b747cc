'use client';

import type { Question } from '@/lib/compliance/schemas';
import styles from './compliance.module.css';

/** One question: radios, or checkboxes where an exclusive option (e.g. 无任何投资经验) clears the others. */
export function QuestionField({
  question,
  index,
  value,
  missing,
  onChange,
}: {
  question: Question;
  index: number;
  value: string[];
  missing: boolean;
  onChange: (next: string[]) => void;
}) {
  const exclusiveChosen = question.options.some((option) => option.exclusive && value.includes(option.id));
  const toggle = (id: string, exclusive: boolean | undefined) => {
    if (question.type === 'single') return onChange([id]);
    if (value.includes(id)) return onChange(value.filter((chosen) => chosen !== id));
    return onChange(exclusive ? [id] : [...value, id]);
  };
  return (
    <fieldset
      className={`${styles.question} ${missing ? styles.missing : ''}`}
      id={`question-${question.id}`}
      data-question={question.id}
    >
      <legend>
        {index}. {question.title}
        {missing ? '（请作答）' : ''}
      </legend>
      <div className={styles.options}>
        {question.options.map((option) => (
          <label key={option.id} className={styles.option}>
            <input
              type={question.type === 'single' ? 'radio' : 'checkbox'}
              name={question.id}
              value={option.id}
              checked={value.includes(option.id)}
              disabled={question.type === 'multiple' && exclusiveChosen && !option.exclusive}
              onChange={() => toggle(option.id, option.exclusive)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
