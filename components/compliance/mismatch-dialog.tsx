'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogText } from '@/components/ui/dialog';
import styles from './compliance.module.css';
import { pageUrl } from '@/lib/routes/hrefs';

/** The special written warning (风险不匹配警示) a mismatched buyer must explicitly confirm; a refusal says why and offers to re-assess. */
export function MismatchDialog({
  message,
  refuse,
  pending,
  onConfirm,
  onCancel,
  reassessHref,
}: {
  message: string;
  refuse: boolean;
  pending?: boolean;
  /** Where a refused buyer re-takes the assessment (and comes back afterwards). */
  reassessHref?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const [acknowledged, setAcknowledged] = useState(false);
  const descId = useId();
  return (
    <Dialog role="alertdialog" title={refuse ? '无法购买' : '风险不匹配警示'} describedBy={descId} onClose={onCancel}>
      <DialogText>
        <p id={descId}>{message}</p>
        {refuse && reassessHref ? (
          <p>
            <a href={reassessHref}>重新测评</a>
          </p>
        ) : null}
        {refuse ? null : (
          <>
            <p>
              请阅读
              <a href={pageUrl('/notificationLetter')} target="_blank" rel="noreferrer">
                《风险不匹配警示告知书》
              </a>
              。我们建议您选择与风险承受能力相匹配的服务。
            </p>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={acknowledged}
                onChange={(event) => setAcknowledged(event.target.checked)}
              />
              <span>本人已知悉该服务风险高于本人的风险承受能力，仍坚持购买，并自愿承担相应风险。</span>
            </label>
          </>
        )}
      </DialogText>
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          {refuse ? '知道了' : '放弃购买'}
        </Button>
        {refuse ? null : (
          <Button disabled={!acknowledged || pending} onClick={onConfirm}>
            确认购买
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
