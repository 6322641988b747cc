'use client';

import { useState } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { track } from '@/lib/tracking/tracker';
import { closePopup } from './close-popup';
import styles from './popup.module.css';

const OPTIONS = ['龙虎榜与资金流向', '新股申购提醒', '分析师直播', '会员专属内容', '其他'];

/** A one-question survey; the answer is tracked and handed back to the app. */
export function UserQuestionPopup() {
  const { inApp } = useNativeContext();
  const [answer, setAnswer] = useState<string | null>(null);
  const submit = () => {
    if (!answer) return;
    track({ eventId: 'h5_user_question_submit', eventLabel: '用户调研提交', eventType: 'click', eventAttr: { answer } });
    closePopup(inApp, { answer });
  };
  return (
    <div className={styles.mask}>
      <form
        role="dialog"
        aria-modal="true"
        aria-labelledby="popup-title"
        className={styles.card}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h2 id="popup-title" className={styles.title}>
          您最常使用哪项功能？
        </h2>
        <fieldset className={styles.options}>
          <legend className="visually-hidden">选择一项</legend>
          {OPTIONS.map((option) => (
            <label key={option} className={styles.option}>
              <input type="radio" name="answer" value={option} checked={answer === option} onChange={() => setAnswer(option)} />
              {option}
            </label>
          ))}
        </fieldset>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => closePopup(inApp, { skipped: true })}>
            跳过
          </button>
          <button type="submit" className={styles.primary} disabled={!answer} aria-disabled={!answer}>
            提交
          </button>
        </div>
      </form>
    </div>
  );
}
