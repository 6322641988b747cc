'use client';

import { useState } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { track } from '@/lib/tracking/tracker';
import { closePopup } from './close-popup';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import styles from './popup.module.css';

const OPTIONS = ['龙虎榜与资金流向', '新股申购提醒', '分析师直播', '会员专属内容', '其他'];

/** A one-question survey; the answer is tracked and handed back to the app. */
export function UserQuestionPopup() {
  const { inApp } = useNativeContext();
  const [answer, setAnswer] = useState<string | null>(null);
  const submit = () => {
    if (!answer) return;
    track({
      eventId: 'h5_user_question_submit',
      eventLabel: '用户调研提交',
      eventType: 'click',
      eventAttr: { answer },
    });
    closePopup(inApp, { answer });
  };
  return (
    <Dialog
      title="您最常使用哪项功能？"
      onClose={() => closePopup(inApp, { skipped: true })}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className={styles.options}>
        <legend className="visually-hidden">选择一项</legend>
        {OPTIONS.map((option) => (
          <label key={option} className={styles.option}>
            <input
              type="radio"
              name="answer"
              value={option}
              checked={answer === option}
              onChange={() => setAnswer(option)}
            />
            {option}
          </label>
        ))}
      </fieldset>
      <DialogActions>
        <Button variant="secondary" onClick={() => closePopup(inApp, { skipped: true })}>
          跳过
        </Button>
        <Button type="submit" disabled={!answer} aria-disabled={!answer}>
          提交
        </Button>
      </DialogActions>
    </Dialog>
  );
}
